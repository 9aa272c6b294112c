import { join } from 'node:path';
import { createAuth } from './auth/auth';
import { createBackgroundTasks } from './background-tasks';
import type { Config } from './config';
import { createDatabase, type DatabaseHandle } from './db/database';
import { migrateToLatest } from './db/migrate';
import { accountDeletionHooks } from './features/account';
import { collaborationService } from './features/collaboration';
import { sweepOrphanFiles, sweepUnusedUploads } from './features/media';
import { pageViews } from './features/seo';
import { shareViews } from './features/shares';
import type { Logger } from './logger';
import type { Mailer } from './mail/mailer';
import { createOutboxMailer } from './mail/outbox-mailer';
import { createSmtpMailer } from './mail/smtp-mailer';
import type { BlobStore } from './storage/blob-store';
import { createFsBlobStore } from './storage/fs-blob-store';

const SWEEP_GRACE_MS = 60 * 60 * 1000;
/** An upload may wait this long in an open dialog before it counts as abandoned. */
const UNUSED_UPLOAD_GRACE_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 6 * 60 * 60 * 1000;

/** Opens the database, applies migrations and wires the services the app is built from. */
/**
 * What deleting an account does besides the delete, built once for better-auth's hooks and the
 * administrators' deletion: its files go, and the members of goals it owned are told.
 */
export function accountDeletionOf(deps: {
  database: DatabaseHandle;
  blobs: BlobStore;
  mailer: Mailer;
  config: Config;
  logger: Logger;
}) {
  const { database, blobs, logger } = deps;
  return accountDeletionHooks({
    db: database.db,
    blobs,
    logger,
    farewell: collaborationService(deps).farewell,
  });
}

export async function createServices(config: Config, logger: Logger) {
  const database: DatabaseHandle = createDatabase({
    databaseUrl: config.databaseUrl,
    sqliteFile: join(config.dataDir, 'someday.db'),
  });
  await migrateToLatest(database.db);
  const mailer: Mailer = config.smtpUrl
    ? createSmtpMailer(config.smtpUrl, config.mailFrom)
    : createOutboxMailer(database.db);
  const blobs: BlobStore = createFsBlobStore(config.mediaDir);
  const tasks = createBackgroundTasks(logger);
  const accountDeletion = accountDeletionOf({ database, blobs, mailer, config, logger });
  const auth = createAuth({ config, database, mailer, logger, accountDeletion, tasks });
  // In the background, at start and then every few hours: uploads no goal uses stop counting
  // against the quota, and files that lost their row (a crash between commit and file removal,
  // a deleted user) are removed; younger files may belong to an upload in flight.
  const sweep = async () => {
    const unused = await sweepUnusedUploads(database.db, blobs, UNUSED_UPLOAD_GRACE_MS);
    const orphans = await sweepOrphanFiles(database.db, blobs, SWEEP_GRACE_MS);
    if (unused + orphans > 0) logger.info({ unused, orphans }, 'media sweep');
  };
  const runSweep = () => void sweep().catch((err: unknown) => logger.warn({ err }, 'media sweep failed'));
  runSweep();
  const sweepTimer = setInterval(runSweep, SWEEP_EVERY_MS);
  sweepTimer.unref();
  return {
    database,
    mailer,
    auth,
    accountDeletion,
    blobs,
    tasks,
    async close() {
      clearInterval(sweepTimer);
      // Mail already promised to a user goes out, and views counted go in, before the connections close.
      await tasks.idle();
      await shareViews.flush();
      await pageViews.flush();
      await mailer.close?.();
      await database.db.destroy();
    },
  };
}
