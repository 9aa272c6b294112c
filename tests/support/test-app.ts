import { randomBytes } from 'node:crypto';
import { createApp } from '../../src/server/app';
import { createAuth } from '../../src/server/auth/auth';
import { createBackgroundTasks } from '../../src/server/background-tasks';
import { type Config, loadConfig } from '../../src/server/config';
import { createLogger } from '../../src/server/logger';
import type { Mailer } from '../../src/server/mail/mailer';
import { createOutboxMailer } from '../../src/server/mail/outbox-mailer';
import { accountDeletionOf } from '../../src/server/services';
import { createFsBlobStore } from '../../src/server/storage/fs-blob-store';
import { createTestDatabase, type TestDatabase } from './test-database';

export const BASE_URL = 'http://localhost:3000';
export const TEST_IP_HEADER = 'x-test-client-ip';

/** A random client address, so each test gets its own rate-limit buckets unless it shares one on purpose. */
export function randomIp() {
  const b = randomBytes(3);
  return `10.${b[0]}.${b[1]}.${b[2]}`;
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The real app over a real, fresh database with the outbox mailer, driven in-process. */
export async function createTestApp(
  options: {
    mailer?: Mailer;
    config?: Partial<Config>;
    webDir?: string;
    /** Read the client address as production does (socket, TRUST_PROXY), for tests that listen on a port. */
    socketClientIp?: boolean;
  } = {},
) {
  const database: TestDatabase = await createTestDatabase();
  const config: Config = {
    ...loadConfig({ DATA_DIR: database.dataDir, BASE_URL: BASE_URL, LOG_LEVEL: 'silent' }),
    // Tests make their administrators on purpose; the first account of each world is a user.
    firstAccountSuperAdmin: false,
    ...options.config,
  };
  const logger = createLogger('silent');
  const mailer = options.mailer ?? createOutboxMailer(database.handle.db);
  const blobs = createFsBlobStore(config.mediaDir);
  const tasks = createBackgroundTasks(logger);
  const accountDeletion = accountDeletionOf({ database: database.handle, blobs, mailer, config, logger });
  const auth = createAuth({ config, database: database.handle, mailer, logger, accountDeletion, tasks });
  const lifecycle = { shuttingDown: false };
  const app = createApp({
    config,
    database: database.handle,
    auth,
    mailer,
    blobs,
    logger,
    accountDeletion,
    lifecycle,
    webDir: options.webDir,
    clientIp: options.socketClientIp ? undefined : (request) => request.header(TEST_IP_HEADER),
  });
  return {
    app,
    auth,
    config,
    lifecycle,
    blobs,
    tasks,
    db: database.handle.db,
    engine: database.handle.engine,
    async close() {
      await tasks.idle();
      await database.drop();
    },
  };
}
