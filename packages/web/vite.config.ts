import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const server = `http://localhost:${process.env.PORT ?? '3000'}`;

// The server serves dist/ with an SPA fallback to index.html. In development the
// API and the server-rendered public pages are proxied to it. '/form' is matched
// with its trailing slash so that the app's own /forms route stays here.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
  server: {
    proxy: {
      '/api': server,
      '^/form/': server,
      '/templates': server,
      '/embed': server,
    },
  },
});
