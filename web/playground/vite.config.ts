import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The GraphQL playground (GraphiQL), built on its own after the app into dist/playground: none of
 * the app's chunking or early-request plugins apply, and nothing of it reaches the app's pages.
 * The gateway serves it at GET /graphql; every asset is local, so it works offline.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/playground/',
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('../dist/playground', import.meta.url)),
    emptyOutDir: true,
    // GraphiQL with its editor is one large page, loaded by admins only.
    chunkSizeWarningLimit: 2500,
  },
});
