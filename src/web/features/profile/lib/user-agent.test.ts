import { describe, expect, it } from 'vitest';
import { describeUserAgent } from './user-agent';

describe('describeUserAgent', () => {
  it('recognises a desktop Chrome on Linux', () => {
    expect(
      describeUserAgent(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      ),
    ).toEqual({ browser: 'Chrome', os: 'Linux', kind: 'desktop' });
  });

  it('recognises Safari on an iPhone', () => {
    expect(
      describeUserAgent(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toEqual({ browser: 'Safari', os: 'iOS', kind: 'mobile' });
  });

  it('recognises Edge on Windows and Firefox on Android', () => {
    expect(
      describeUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      ),
    ).toMatchObject({ browser: 'Edge', os: 'Windows' });
    expect(describeUserAgent('Mozilla/5.0 (Android 14; Mobile; rv:131.0) Gecko/131.0 Firefox/131.0')).toEqual(
      { browser: 'Firefox', os: 'Android', kind: 'mobile' },
    );
  });

  it('gives nulls for an unknown or missing agent', () => {
    expect(describeUserAgent(null)).toEqual({ browser: null, os: null, kind: 'desktop' });
    expect(describeUserAgent('curl/8.0')).toEqual({ browser: null, os: null, kind: 'desktop' });
  });
});
