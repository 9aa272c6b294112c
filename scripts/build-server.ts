/**
 * Builds the server into one file, dist/server/main.js, with the libraries it imports at start
 * inside it: Node then reads and links one module at start instead of some two thousand files of
 * node_modules, which starts the server about a third sooner and with less memory
 * (docs/decisions/0019-one-file-server.md).
 *
 * Left outside, and loaded from node_modules as before: native addons, libraries that read their
 * own files at run time, and the large ones loaded only when first used (payments, AI, DeepL,
 * PostgreSQL, mail). A library added later is bundled unless it is named here; the browser tests
 * run on this build, so one that does not survive bundling shows there.
 */
import { build } from 'esbuild';

const EXTERNAL = [
  // Native addons.
  'better-sqlite3',
  'sharp',
  '@node-rs/argon2',
  // Read their own files at run time (the API reference's assets, logging transports' workers,
  // the country names' language files).
  'swagger-ui-dist',
  'pino',
  'i18n-iso-countries',
  // Loaded on first use only; pg also asks for the optional pg-native.
  'pg',
  'pg-native',
  'stripe',
  'ai',
  '@ai-sdk/openai-compatible',
  'deepl-node',
  'nodemailer',
];

await build({
  entryPoints: ['src/server/main.ts'],
  outfile: 'dist/server/main.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  external: EXTERNAL,
  // CommonJS libraries inside an ES module still call require() for Node's own modules.
  banner: {
    js: "import { createRequire as createRequireForBundle } from 'node:module'; const require = createRequireForBundle(import.meta.url);",
  },
});
