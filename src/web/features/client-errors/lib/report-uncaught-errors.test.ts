// @vitest-environment happy-dom
import type { ClientErrorReport } from '@common/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReportOutcome } from '../api/report-client-error';
import { MAX_REPORTS_PER_MINUTE, reportUncaughtErrors } from './report-uncaught-errors';

let undo: (() => void) | undefined;
afterEach(() => {
  undo?.();
  undo = undefined;
  vi.unstubAllGlobals();
});

function listen(outcome: ReportOutcome = 'sent') {
  const sent: ClientErrorReport[] = [];
  let time = 0;
  const send = vi.fn(async (report: ClientErrorReport) => {
    sent.push(report);
    return outcome;
  });
  undo = reportUncaughtErrors(window, { send, now: () => time });
  return { sent, later: (ms: number) => (time += ms) };
}

const throwFromHandler = (error: Error) =>
  window.dispatchEvent(new ErrorEvent('error', { error, message: error.message }));

/** happy-dom has no PromiseRejectionEvent; the handler reads only what the browser's event carries. */
const rejectUnhandled = (reason: unknown) =>
  window.dispatchEvent(
    Object.assign(new Event('unhandledrejection'), { reason, promise: Promise.resolve() }),
  );

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('errors outside React reach /api/logs/error', () => {
  it('reports an uncaught error with its message, stack, page and an id to quote', async () => {
    const { sent } = listen();
    throwFromHandler(new TypeError('x is not a function'));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      section: 'window',
      error: 'TypeError: x is not a function',
      url: window.location.href,
    });
    expect(sent[0]?.stack).toContain('x is not a function');
    expect(sent[0]?.errorId).toMatch(/^ERR-/);
  });

  it('reports an unhandled promise rejection, an Error or a plain value', () => {
    const { sent } = listen();
    rejectUnhandled(new Error('upload failed'));
    rejectUnhandled('offline');
    expect(sent.map((r) => [r.section, r.error])).toEqual([
      ['unhandledrejection', 'Error: upload failed'],
      ['unhandledrejection', 'Error: offline'],
    ]);
  });

  it('reports the same error once, however often it is thrown', () => {
    const { sent } = listen();
    const error = new Error('tick failed');
    for (let i = 0; i < 5; i += 1) throwFromHandler(error);
    rejectUnhandled(error);
    expect(sent.map((r) => r.section)).toEqual(['window', 'unhandledrejection']);
  });

  it(`sends at most ${MAX_REPORTS_PER_MINUTE} a minute, then again after the minute`, () => {
    const { sent, later } = listen();
    for (let i = 0; i < 8; i += 1) throwFromHandler(new Error(`failure ${i}`));
    expect(sent).toHaveLength(MAX_REPORTS_PER_MINUTE);
    later(60_000);
    throwFromHandler(new Error('failure 5'));
    expect(sent.at(-1)?.error).toBe('Error: failure 5');
  });

  it('stops for the rest of the minute once the server answers 429', async () => {
    const { sent, later } = listen('rate-limited');
    throwFromHandler(new Error('first'));
    await settle();
    throwFromHandler(new Error('second'));
    expect(sent.map((r) => r.error)).toEqual(['Error: first']);
    later(60_000);
    throwFromHandler(new Error('third'));
    expect(sent.map((r) => r.error)).toEqual(['Error: first', 'Error: third']);
  });

  it('ignores a failed resource load and stops listening when undone', () => {
    const { sent } = listen();
    window.dispatchEvent(new Event('error'));
    undo?.();
    throwFromHandler(new Error('after undo'));
    expect(sent).toEqual([]);
  });

  it('posts the report as JSON through the API client by default', async () => {
    const fetchMock = vi.fn(async () => Response.json({ id: 'stored' }, { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    undo = reportUncaughtErrors(window);
    rejectUnhandled(new Error('nobody awaited me'));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/logs/error');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toMatchObject({
      section: 'unhandledrejection',
      error: 'Error: nobody awaited me',
    });
  });
});
