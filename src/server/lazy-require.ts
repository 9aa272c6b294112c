import { createRequire } from 'node:module';

/**
 * Loads a CommonJS package when first needed rather than at start: the PostgreSQL driver and the
 * SMTP client are each 7-15 MB of resident memory that a server on SQLite, or sending no mail
 * through SMTP, never uses.
 */
export const lazyRequire = createRequire(import.meta.url);
