import type { Generated } from 'kysely';

/**
 * Table types. Dates are ISO strings on SQLite and Date objects on PostgreSQL, booleans 0/1 on
 * SQLite; repositories normalise both before anything leaves the server.
 */
type DbDate = string | Date;
type DbBool = boolean | number;

export type UserTable = {
  id: string;
  name: string;
  email: string;
  emailVerified: DbBool;
  image: string | null;
  locale: string | null;
  createdAt: DbDate;
  updatedAt: DbDate;
};

export type SessionTable = {
  id: string;
  userId: string;
  token: string;
  expiresAt: DbDate;
  ipAddress: string | null;
  userAgent: string | null;
  createdAt: DbDate;
  updatedAt: DbDate;
};

export type AccountTable = {
  id: string;
  userId: string;
  accountId: string;
  providerId: string;
  accessToken: string | null;
  refreshToken: string | null;
  idToken: string | null;
  accessTokenExpiresAt: DbDate | null;
  refreshTokenExpiresAt: DbDate | null;
  scope: string | null;
  password: string | null;
  createdAt: DbDate;
  updatedAt: DbDate;
};

export type VerificationTable = {
  id: string;
  identifier: string;
  value: string;
  expiresAt: DbDate;
  createdAt: DbDate;
  updatedAt: DbDate;
};

export type MailOutboxTable = {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: DbDate;
};

export type ClientErrorTable = {
  id: string;
  userId: string | null;
  section: string;
  errorId: string;
  message: string;
  stack: string | null;
  errorInfo: string | null;
  url: string | null;
  userAgent: string | null;
  occurredAt: string | null;
  createdAt: DbDate;
};

export type Database = {
  user: UserTable;
  session: SessionTable;
  account: AccountTable;
  verification: VerificationTable;
  mailOutbox: MailOutboxTable;
  clientError: ClientErrorTable;
};

export type Engine = 'sqlite' | 'postgres';

/** Keeps the Generated import meaningful for later serial columns. */
export type Serial = Generated<number>;
