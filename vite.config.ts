import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The router's package names only its development build, which keeps warnings and a "Hey
 * developer" error page; its production build is the same code without them. The dev server keeps
 * the warnings.
 */
const ROUTER_PRODUCTION_BUILD = [
  { find: /^react-router$/, replacement: here('./node_modules/react-router/dist/production/index.mjs') },
  {
    find: /^react-router\/dom$/,
    replacement: here('./node_modules/react-router/dist/production/dom-export.mjs'),
  },
];

export default defineConfig(({ command }) => ({
  root: here('./src/web'),
  publicDir: here('./src/web/public'),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: [
      { find: '@common', replacement: here('./src/common') },
      { find: '@web', replacement: here('./src/web') },
      ...(command === 'build' ? ROUTER_PRODUCTION_BUILD : []),
    ],
  },
  build: {
    outDir: here('./dist/web'),
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      // Building a zod schema has no effect besides its value, so a page that imports a module of
      // src/common for its constants no longer builds (at start) the schemas it never uses.
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        // By default every module the entry shares with a lazy screen became its own chunk: the
        // entry waited for about 20 more files of a few hundred bytes to a few kB each, which a
        // phone's six connections fetch a round trip apiece. One chunk for all the entry needs
        // (hence larger than Vite's 500 kB warning, 190 kB brotli), one for every icon.
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'] },
            { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/ },
            // Radix's primitives in one chunk too: split by which screens share each, they came as
            // a handful of extra files for the dashboard alone.
            { name: 'radix', test: /node_modules[\\/](@radix-ui|radix-ui)[\\/]/ },
            // The app's own design-system pieces and helpers that the entry does not hold, in one
            // chunk without their dependencies: by importers, they were 17 files of 0.2-2 kB for the
            // dashboard, each a request (decision 0022). Not the auth client (its own chunk below).
            {
              name: 'ui',
              test: /src[\\/]web[\\/](components[\\/]ui|lib)[\\/](?!auth-client\.ts)/,
              includeDependenciesRecursively: false,
            },
            // The auth library and our client of it in one chunk of their own, loaded by the screens
            // that sign in and by a click on "Sign out": 33 kB no other screen needs.
            {
              name: 'auth',
              test: /node_modules[\\/](better-auth|@better-auth|@better-fetch|better-call|nanostores|defu)[\\/]|src[\\/]web[\\/]lib[\\/]auth-client\.ts/,
            },
            // Its own chunk, so a screen that validates nothing (the dashboard) does not load it.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/media': 'http://127.0.0.1:3000',
      '/dev': 'http://127.0.0.1:3000',
    },
  },
}));
