import type { Config } from './config';

/**
 * What `npm start` tells the person who ran it, in plain words: where the app is, whether demo
 * mode is on, and where demo mail can be read.
 */
export function startupMessage(config: Pick<Config, 'baseUrl' | 'mode' | 'smtpUrl'>): string[] {
  const lines = [`Someday is running at ${config.baseUrl}`];
  if (config.mode !== 'demo') {
    lines.push('Demo mode is off (NODE_ENV=production).');
    return lines;
  }
  lines.push('Demo mode is on: payments are simulated.');
  lines.push(
    config.smtpUrl
      ? 'Mail is sent through SMTP_URL.'
      : `Mail is not sent: read it in the demo mailbox at ${config.baseUrl}/dev/mailbox`,
  );
  lines.push('Stop with Ctrl+C.');
  return lines;
}
