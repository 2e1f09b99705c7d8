import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiPort = Number(process.env.PATHWAY_API_PORT ?? 4010);

export default defineConfig({
  plugins: [react()],
  // Relative asset URLs: the app is served from any folder and routes live in the hash.
  base: './',
  server: {
    host: '127.0.0.1',
    proxy: { '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
  preview: {
    host: '127.0.0.1',
    proxy: { '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
  // The manifest lets scripts/bench-bundle.mjs follow each route's chunks.
  build: { sourcemap: true, target: 'es2023', manifest: true },
});
