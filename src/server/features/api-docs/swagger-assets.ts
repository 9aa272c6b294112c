import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

// Resolved at run time: the production bundle keeps packages external, so node_modules is there.
const require = createRequire(import.meta.url);
const distDir = dirname(require.resolve('swagger-ui-dist/package.json'));

/** The files the reference page loads, and their types; nothing else of the package is served. */
export const SWAGGER_ASSETS = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
  'favicon-16x16.png': 'image/png',
} as const;
export type SwaggerAsset = keyof typeof SWAGGER_ASSETS;

/** Part of the assets' URLs, so an upgrade of the package is a new URL despite the long cache. */
export const SWAGGER_UI_VERSION: string = require('swagger-ui-dist/package.json').version;

const cache = new Map<SwaggerAsset, Promise<Uint8Array<ArrayBuffer>>>();

/** The asset's bytes, read once (the bundle is about 1.5 MB; the page is rarely opened). */
export function swaggerAsset(name: SwaggerAsset): Promise<Uint8Array<ArrayBuffer>> {
  let bytes = cache.get(name);
  if (!bytes) {
    bytes = readFile(join(distDir, name)).then((buffer) => Uint8Array.from(buffer));
    bytes.catch(() => cache.delete(name));
    cache.set(name, bytes);
  }
  return bytes;
}
