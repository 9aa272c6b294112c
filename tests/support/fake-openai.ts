import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One chat-completions request as the server received it. */
export type ChatRequest = {
  model: string;
  messages: Array<{ role: string; content: string }>;
  stream: boolean;
  response_format?: { type: string; json_schema?: { name?: string; schema: unknown } };
  authorization: string;
};

/**
 * What the next answers are: good JSON (an object, or a function of the request returning one),
 * text that is not JSON, JSON of the wrong shape, an HTTP error, or nothing at all (a hang).
 */
export type FakeBehaviour =
  | { kind: 'json'; answer: unknown | ((request: ChatRequest) => unknown) }
  /** Streams the answer up to the first `pauseBefore`, then waits for `resume()` to write the rest. */
  | { kind: 'paused'; answer: unknown; pauseBefore: string }
  | { kind: 'text'; text: string }
  | { kind: 'status'; status: number }
  | { kind: 'hang' };

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

const id = () => `chatcmpl-${randomBytes(8).toString('hex')}`;

/**
 * A loopback server speaking OpenAI's chat-completions wire format (POST /v1/chat/completions,
 * JSON or, with `stream: true`, server-sent `chat.completion.chunk` events ending in `[DONE]`;
 * GET /v1/models), so the AI SDK's OpenAI-compatible provider is exercised for real.
 */
export async function startFakeOpenAi(model = 'fake-model') {
  const requests: ChatRequest[] = [];
  let behaviour: FakeBehaviour = { kind: 'json', answer: {} };
  let modelsStatus = 200;
  const hanging = new Set<ServerResponse>();
  const resumers: Array<() => void> = [];

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://openai.local');
    const send = (status: number, payload: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(payload));
    };
    if (req.method === 'GET' && url.pathname === '/v1/models') {
      if (modelsStatus !== 200)
        return send(modelsStatus, { error: { message: 'down', type: 'server_error' } });
      return send(200, { object: 'list', data: [{ id: model, object: 'model', owned_by: 'someday-tests' }] });
    }
    if (req.method !== 'POST' || url.pathname !== '/v1/chat/completions') {
      return send(404, { error: { message: 'Unknown path', type: 'invalid_request_error' } });
    }
    const body = JSON.parse(await readBody(req)) as Omit<ChatRequest, 'authorization'>;
    const request: ChatRequest = {
      ...body,
      stream: Boolean(body.stream),
      authorization: req.headers.authorization ?? '',
    };
    requests.push(request);

    if (behaviour.kind === 'hang') {
      hanging.add(res);
      res.on('close', () => hanging.delete(res));
      return;
    }
    if (behaviour.kind === 'status') {
      return send(behaviour.status, { error: { message: 'The model failed.', type: 'server_error' } });
    }
    const content =
      behaviour.kind === 'text'
        ? behaviour.text
        : behaviour.kind === 'paused'
          ? JSON.stringify(behaviour.answer)
          : JSON.stringify(
              typeof behaviour.answer === 'function' ? behaviour.answer(request) : behaviour.answer,
            );
    const created = Math.floor(Date.now() / 1000);
    const usage = { prompt_tokens: 10, completion_tokens: 20, total_tokens: 30 };
    if (!request.stream) {
      return send(200, {
        id: id(),
        object: 'chat.completion',
        created,
        model: request.model,
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
        usage,
      });
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const chunkId = id();
    const event = (delta: object, finish: string | null) =>
      `data: ${JSON.stringify({
        id: chunkId,
        object: 'chat.completion.chunk',
        created,
        model: request.model,
        choices: [{ index: 0, delta, finish_reason: finish }],
      })}\n\n`;
    res.write(event({ role: 'assistant', content: '' }, null));
    // A few pieces, as a model writes them token by token.
    const pieces = (text: string) => {
      const step = Math.max(1, Math.ceil(text.length / 4));
      for (let i = 0; i < text.length; i += step)
        res.write(event({ content: text.slice(i, i + step) }, null));
    };
    if (behaviour.kind === 'paused') {
      const at = content.indexOf(behaviour.pauseBefore);
      pieces(content.slice(0, at));
      await new Promise<void>((resolve) => resumers.push(resolve));
      pieces(content.slice(at));
    } else {
      pieces(content);
    }
    res.write(event({}, 'stop'));
    res.end('data: [DONE]\n\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    /** What to set AI_BASE_URL to. */
    baseUrl: `http://127.0.0.1:${port}/v1`,
    model,
    requests,
    answer(next: FakeBehaviour) {
      behaviour = next;
    },
    /** Lets a paused answer write the rest. */
    resume() {
      for (const resume of resumers.splice(0)) resume();
    },
    /** GET /v1/models answers this status (a server that is up answers 200). */
    models(status: number) {
      modelsStatus = status;
    },
    async close() {
      for (const resume of resumers.splice(0)) resume();
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeOpenAi = Awaited<ReturnType<typeof startFakeOpenAi>>;
