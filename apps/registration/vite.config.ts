import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { appQrCode, drawAppQrCodes } from './vite/appQrCode';
import { readBuildConfig } from './vite/buildConfig';
import { chunkFileNames, registrationCatalogues } from './vite/catalogueChunks';
import { defines } from './vite/defines';
import { noPreloadHelper } from './vite/noPreloadHelper';
import { pageHead } from './vite/pageHead';
import { securityHeaders } from './vite/securityHeaders';

// Each plugin lives in vite/, tested there; the README's configuration table lists the variables.
const config = readBuildConfig(process.env);
const qrCodes = await drawAppQrCodes(config.site);

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    noPreloadHelper(),
    registrationCatalogues(config.site),
    appQrCode(qrCodes),
    securityHeaders(config.api, process.env),
    pageHead(config.site, config.consent.policyRevision),
  ],
  resolve: {
    alias: [
      {
        // wouter's shim for React < 18: React 19's own hook instead.
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL('./src/shims/useSyncExternalStore.ts', import.meta.url)),
      },
    ],
  },
  define: defines(config, qrCodes, command),
  server: { port: config.port, strictPort: true },
  preview: { port: config.port, strictPort: true },
  // No modulepreload polyfill: every browser the es2022 target runs in supports modulepreload,
  // and the lazy chunks (consent dialog, Bugsnag) import nothing but the entry chunk.
  build: {
    target: 'es2022',
    sourcemap: false,
    modulePreload: false,
    rollupOptions: { output: { chunkFileNames } },
  },
}));
