import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { documentsPerModule } from './vite-plugins/documents-per-module.ts';
import { earlyRequests } from './vite-plugins/early-requests.ts';
import { formsChunkGroup } from './vite-plugins/forms-chunk.ts';
import { initialChunkGroups } from './vite-plugins/initial-chunks.ts';
import { muiThemeWithoutCssVariables } from './vite-plugins/mui-theme-without-css-variables.ts';

// In development the gateway (npm run dev) serves the API on 4000; vite proxies to it.
export default defineConfig({
  plugins: [
    react(),
    muiThemeWithoutCssVariables(),
    documentsPerModule({ generatedFile: fileURLToPath(new URL('./src/generated/graphql.ts', import.meta.url)) }),
    earlyRequests({ srcDir: fileURLToPath(new URL('./src', import.meta.url)) }),
  ],
  base: '/',
  resolve: {
    // The forms' zod schemas, shared with the server (services/src/forms): a rule is written once.
    alias: { '@remotehunt/forms': fileURLToPath(new URL('../services/src/forms', import.meta.url)) },
    // rxjs (under Apollo Client) publishes ES5 with tslib helpers by default; its ES2015 build is smaller and needs no tslib.
    conditions: ['es2015', ...defaultClientConditions],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // The libraries a first visit needs are deliberately one chunk (see vite-plugins/initial-chunks.ts).
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [...initialChunkGroups(), formsChunkGroup] },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:4000',
      '/graphql': 'http://localhost:4000',
    },
  },
});
