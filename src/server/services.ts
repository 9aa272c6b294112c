import { join } from 'node:path';
import { createAuth } from './auth/auth';
import type { Config } from './config';
import { createDatabase, type DatabaseHandle } from './db/database';
import { migrateToLatest } from './db/migrate';
import type { Logger } from './logger';
import type { Mailer } from './mail/mailer';
import { createOutboxMailer } from './mail/outbox-mailer';
import { createSmtpMailer } from './mail/smtp-mailer';

/** Opens the database, applies migrations and wires the services the app is built from. */
export async function createServices(config: Config, logger: Logger) {
  const database: DatabaseHandle = createDatabase({
    databaseUrl: config.databaseUrl,
    sqliteFile: join(config.dataDir, 'someday.db'),
  });
  await migrateToLatest(database.db);
  const mailer: Mailer = config.smtpUrl
    ? createSmtpMailer(config.smtpUrl, config.mailFrom)
    : createOutboxMailer(database.db);
  const auth = createAuth({ config, database, mailer, logger });
  return {
    database,
    mailer,
    auth,
    async close() {
      await mailer.close?.();
      await database.db.destroy();
    },
  };
}
