export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe on reminder mail. */
  headers?: Record<string, string>;
};

/** Sends mail. Two implementations: SMTP (real delivery) and the demo outbox (a table). */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close?(): Promise<void>;
}
