import { join } from 'node:path';
import { createAuth } from './auth/auth';
import type { Config } from './config';
import { createDatabase, type DatabaseHandle } from './db/database';
import { migrateToLatest } from './db/migrate';
import { sweepOrphanFiles } from './features/media';
import type { Logger } from './logger';
import type { Mailer } from './mail/mailer';
import { createOutboxMailer } from './mail/outbox-mailer';
import { createSmtpMailer } from './mail/smtp-mailer';
import type { BlobStore } from './storage/blob-store';
import { createFsBlobStore } from './storage/fs-blob-store';

const SWEEP_GRACE_MS = 60 * 60 * 1000;

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
  const blobs: BlobStore = createFsBlobStore(config.mediaDir);
  // Files that lost their row (a crash between commit and file removal, a deleted user) go here,
  // in the background; files younger than the grace period may belong to an upload in flight.
  sweepOrphanFiles(database.db, blobs, SWEEP_GRACE_MS)
    .then((removed) => removed > 0 && logger.info({ removed }, 'removed orphan media files'))
    .catch((err: unknown) => logger.warn({ err }, 'media sweep failed'));
  return {
    database,
    mailer,
    auth,
    blobs,
    async close() {
      await mailer.close?.();
      await database.db.destroy();
    },
  };
}
