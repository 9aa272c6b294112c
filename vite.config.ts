import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: here('./src/web'),
  publicDir: here('./src/web/public'),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@common': here('./src/common'), '@web': here('./src/web') },
  },
  build: { outDir: here('./dist/web'), emptyOutDir: true, sourcemap: true, manifest: true },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/media': 'http://127.0.0.1:3000',
      '/dev': 'http://127.0.0.1:3000',
    },
  },
});
