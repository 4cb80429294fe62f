import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  // The captcha's worker (features/auth/captcha.worker.ts) is an ES module worker.
  worker: { format: 'es' },
  build: {
    assetsInlineLimit: 0,
    rollupOptions: { output: { experimentalMinChunkSize: 20_000 } },
  },
});
