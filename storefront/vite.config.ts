import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:1337';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': path.resolve(__dirname, 'src') } },
  server: {
    proxy: { '/api': apiTarget, '/uploads': apiTarget, '/_health': apiTarget },
  },
  // The manifest lets the budget script follow the entry's static imports (the staff area must not be among them).
  build: { outDir: 'dist', sourcemap: false, target: 'es2020', manifest: true },
});
