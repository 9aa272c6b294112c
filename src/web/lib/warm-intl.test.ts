import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmIntl, warmIntlSource } from './warm-intl';

afterEach(() => vi.unstubAllGlobals());

describe('warming Intl in a worker', () => {
  it("runs the page language's formatters and then ends itself", () => {
    for (const locale of ['en-GB', 'th-TH']) {
      const close = vi.fn();
      runInNewContext(warmIntlSource(locale), { Intl, close });
      expect(close).toHaveBeenCalledOnce();
    }
  });

  it('starts one worker from the source, and a browser without workers goes on without one', () => {
    const started: string[] = [];
    vi.stubGlobal(
      'Worker',
      class {
        constructor(url: string) {
          started.push(url);
        }
        addEventListener() {}
      },
    );
    warmIntl('th-TH');
    expect(started).toHaveLength(1);
    expect(started[0]).toMatch(/^blob:/);

    vi.stubGlobal('Worker', undefined);
    expect(() => warmIntl('en-GB')).not.toThrow();
  });

  it('lets the address go when the page may not start a worker', () => {
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new DOMException('Refused by the content security policy', 'SecurityError');
        }
      },
    );
    const revoke = vi.spyOn(URL, 'revokeObjectURL');
    expect(() => warmIntl('en-GB')).not.toThrow();
    expect(revoke).toHaveBeenCalledWith(expect.stringMatching(/^blob:/));
    revoke.mockRestore();
  });
});
