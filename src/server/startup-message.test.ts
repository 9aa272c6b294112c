import { describe, expect, it } from 'vitest';
import { startupMessage } from './startup-message';

describe('start-up message', () => {
  it('names the address, demo mode and the demo mailbox', () => {
    const text = startupMessage({ baseUrl: 'http://localhost:3000', mode: 'demo', smtpUrl: undefined }).join(
      '\n',
    );
    expect(text).toContain('Someday is running at http://localhost:3000');
    expect(text).toContain('Demo mode is on');
    expect(text).toContain('http://localhost:3000/dev/mailbox');
  });

  it('says when demo mode is off and sends no one to a mailbox that does not exist', () => {
    const text = startupMessage({
      baseUrl: 'https://someday.example',
      mode: 'production',
      smtpUrl: 'smtp://x',
    }).join('\n');
    expect(text).toContain('Demo mode is off');
    expect(text).not.toContain('/dev/mailbox');
  });
});
