// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startShared } from './shared-island';

const PAGE = `
  <div id="root">
    <details open>
      <summary>Report this page</summary>
      <form data-report-form="" data-status="report-status" data-sending="Sending…"
        data-thanks="Thank you, a moderator will look at it." data-rate-limited="Too many requests."
        data-not-found="Not found." data-failed="The report could not be sent.">
        <label for="reason">Reason</label>
        <select id="reason" name="reason">
          <option value="spam">Spam</option>
          <option value="private">Private information</option>
        </select>
        <label for="details">Details</label>
        <textarea id="details" name="details"></textarea>
        <button type="submit">Send report</button>
      </form>
      <p id="report-status" role="status"></p>
    </details>
  </div>`;

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  window.history.replaceState(null, '', '/shared/tok-1');
  document.body.innerHTML = PAGE;
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  startShared(undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const status = () => document.getElementById('report-status')?.textContent;
const send = () => document.querySelector<HTMLButtonElement>('button[type="submit"]')?.click();

describe("the shared page's report form", () => {
  it('sends the reason and details for this link and thanks the reader', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    (document.getElementById('reason') as HTMLSelectElement).value = 'private';
    (document.getElementById('details') as HTMLTextAreaElement).value = '  My address is in a photo  ';
    send();
    expect(status()).toBe('Sending…');
    await vi.waitFor(() => expect(status()).toBe('Thank you, a moderator will look at it.'));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/shared/tok-1/report');
    expect(JSON.parse(String(init?.body))).toEqual({
      reason: 'private',
      details: 'My address is in a photo',
    });
    expect(document.querySelector('form')?.hidden).toBe(true);
  });

  it('says when the reader has reported too often, and keeps the form to try later', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 429 }));
    send();
    await vi.waitFor(() => expect(status()).toBe('Too many requests.'));
    expect(document.querySelector('form')?.hidden).toBe(false);
    expect(document.querySelector('button')?.disabled).toBe(false);
  });

  it('names a dead link and a failed connection', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 404 }));
    send();
    await vi.waitFor(() => expect(status()).toBe('Not found.'));
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    send();
    await vi.waitFor(() => expect(status()).toBe('The report could not be sent.'));
  });
});
