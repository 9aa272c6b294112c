import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export type StripeRequest = { method: string; path: string; params: URLSearchParams; authorization: string };

const id = (prefix: string) => `${prefix}_test_${randomBytes(8).toString('hex')}`;

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

/**
 * A local HTTP server that answers the few Stripe API calls the app makes, in Stripe's wire
 * format (form-encoded requests, JSON objects with `object`, `{error: {type, message}}` errors),
 * so the official client is exercised for real. Records every request for assertions.
 */
export async function startFakeStripe() {
  const requests: StripeRequest[] = [];
  /** Payment intent of each invoice the app may look up for a refund. */
  const invoicePayments = new Map<string, string>();
  let failNext = false;

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://stripe.local');
    const body = await readBody(req);
    const params = new URLSearchParams(req.method === 'GET' ? url.search : body);
    requests.push({
      method: req.method ?? 'GET',
      path: url.pathname,
      params,
      authorization: req.headers.authorization ?? '',
    });
    const send = (status: number, payload: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
      res.end(JSON.stringify(payload));
    };
    if (failNext) {
      failNext = false;
      return send(402, {
        error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
      });
    }
    const route = `${req.method} ${url.pathname}`;
    if (route === 'POST /v1/checkout/sessions') {
      const sessionId = id('cs');
      return send(200, {
        id: sessionId,
        object: 'checkout.session',
        mode: params.get('mode'),
        client_reference_id: params.get('client_reference_id'),
        customer: params.get('customer'),
        customer_email: params.get('customer_email'),
        url: `https://checkout.stripe.com/c/pay/${sessionId}`,
        status: 'open',
        payment_status: 'unpaid',
      });
    }
    if (route === 'POST /v1/billing_portal/sessions') {
      return send(200, {
        id: id('bps'),
        object: 'billing_portal.session',
        customer: params.get('customer'),
        return_url: params.get('return_url'),
        url: `https://billing.stripe.com/p/session/${id('portal')}`,
      });
    }
    const invoice = url.pathname.match(/^\/v1\/invoices\/([\w-]+)$/);
    if (req.method === 'GET' && invoice?.[1]) {
      const paymentIntent = invoicePayments.get(invoice[1]);
      if (!paymentIntent) {
        return send(404, {
          error: { type: 'invalid_request_error', message: `No such invoice: '${invoice[1]}'` },
        });
      }
      return send(200, {
        id: invoice[1],
        object: 'invoice',
        status: 'paid',
        payments: {
          object: 'list',
          data: [
            {
              id: id('inpay'),
              object: 'invoice_payment',
              payment: { type: 'payment_intent', payment_intent: paymentIntent },
            },
          ],
          has_more: false,
          url: `/v1/invoice_payments?invoice=${invoice[1]}`,
        },
      });
    }
    if (route === 'POST /v1/refunds') {
      return send(200, {
        id: id('re'),
        object: 'refund',
        payment_intent: params.get('payment_intent'),
        status: 'succeeded',
      });
    }
    const subscription = url.pathname.match(/^\/v1\/subscriptions\/([\w-]+)$/);
    if (req.method === 'DELETE' && subscription?.[1]) {
      return send(200, { id: subscription[1], object: 'subscription', status: 'canceled' });
    }
    return send(404, {
      error: { type: 'invalid_request_error', message: `Unrecognized request URL (${route})` },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    api: { host: '127.0.0.1', port, protocol: 'http' as const },
    requests,
    invoicePayments,
    /** The next request is answered with a card error. */
    failNextRequest() {
      failNext = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
