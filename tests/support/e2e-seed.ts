import { join } from 'node:path';
import { createAuth } from '../../src/server/auth/auth';
import { createBackgroundTasks } from '../../src/server/background-tasks';
import { type Config, loadConfig } from '../../src/server/config';
import { createDatabase } from '../../src/server/db/database';
import { createLogger } from '../../src/server/logger';
import { createOutboxMailer } from '../../src/server/mail/outbox-mailer';
import type { SeedTarget } from './seed-user';

export type E2eSeed = SeedTarget & { config: Config };
let seed: E2eSeed | undefined;

/**
 * The e2e server's own database (its SQLite file or PostgreSQL database, which global-setup names
 * in E2E_DATA_DIR and E2E_DATABASE_URL) and an auth instance over it with the server's secret,
 * opened once per test worker: fixtures write users and sessions there directly, as the server
 * would, instead of going through its rate-limited forms.
 */
export function e2eSeed(): E2eSeed {
  if (seed) return seed;
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is unset: tests/e2e/global-setup.ts sets it');
  // The same derivation as the server's: the secret is the one it stored in DATA_DIR.
  const config = {
    ...loadConfig({
      DATA_DIR: dataDir,
      BASE_URL: process.env.E2E_BASE_URL,
      DATABASE_URL: process.env.E2E_DATABASE_URL,
      LOG_LEVEL: 'silent',
    }),
    // Fixtures are users; a test that needs an administrator makes one.
    firstAccountSuperAdmin: false,
  };
  const database = createDatabase({
    databaseUrl: config.databaseUrl,
    sqliteFile: join(config.dataDir, 'someday.db'),
  });
  const logger = createLogger('silent');
  const auth = createAuth({
    config,
    database,
    mailer: createOutboxMailer(database.db),
    logger,
    // Seeding never deletes an account.
    accountDeletion: { beforeDelete: async () => undefined, afterDelete: async () => undefined },
    tasks: createBackgroundTasks(logger),
  });
  seed = { auth, db: database.db, config };
  return seed;
}
