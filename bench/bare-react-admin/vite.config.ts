// The bare react-admin app's build, as `npm create vite` would make it: Vite's defaults and the
// React plugin only, so that it is what react-admin costs before any of the project's choices
// (no chunk groups, no lazy screens). scripts/bench.mjs builds it with this file.
import react from '@vitejs/plugin-react';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

export default defineConfig({
  root: dirname(fileURLToPath(import.meta.url)),
  plugins: [react()],
  build: { chunkSizeWarningLimit: 2000 },
});
