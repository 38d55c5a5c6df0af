import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The registration app's build settings (apps/registration/vite.config.ts) without its plugins:
// the framework's cost alone, for the applied preset's registration rows.
export default defineConfig({
  plugins: [react()],
  build: { target: 'es2022', sourcemap: false, modulePreload: false },
});
