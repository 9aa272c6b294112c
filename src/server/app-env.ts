import type { AccountDeletionHooks, Auth } from './auth/auth';
import type { CurrentSession } from './auth/session-reader';
import type { AddressSource } from './client-address';
import type { Config } from './config';
import type { DatabaseHandle } from './db/database';
import type { Logger } from './logger';
import type { Mailer } from './mail/mailer';
import type { BlobStore } from './storage/blob-store';

export type AppDeps = {
  config: Config;
  database: DatabaseHandle;
  auth: Auth;
  mailer: Mailer;
  /** Uploaded files (DATA_DIR/media). */
  blobs: BlobStore;
  logger: Logger;
  /** What deleting an account does besides the delete, by the user or by an administrator. */
  accountDeletion: AccountDeletionHooks;
  /** Folder of the built web app; the API runs without it in tests. */
  webDir?: string | undefined;
  /** Where the client's address comes from: the socket in production, a header in API tests. */
  clientIp?: ((request: AddressSource) => string | undefined) | undefined;
  lifecycle: { shuttingDown: boolean };
};

export type AppEnv = {
  Variables: {
    requestId: string;
    logger: Logger;
    auth: CurrentSession | null;
    /** The request's cookie is a genuine session of a deleted account. */
    accountDeleted: boolean;
  };
};
