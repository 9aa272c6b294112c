import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database';
import type { Mailer, MailMessage } from './mailer';

/** Demo mode: mail is stored in the mailOutbox table and read at /dev/mailbox. */
export function createOutboxMailer(db: Db): Mailer {
  return {
    async send({ headers, ...message }: MailMessage) {
      await db
        .insertInto('mailOutbox')
        .values({
          id: randomUUID(),
          ...message,
          to: message.to.toLowerCase(),
          headers: headers ? JSON.stringify(headers) : null,
          createdAt: new Date().toISOString(),
        })
        .execute();
    },
  };
}
