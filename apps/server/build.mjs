// Bundles the server (and the workspace's TypeScript packages it imports) into dist/main.js;
// npm dependencies stay external. Migrations are copied beside the bundle.
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';
import { externalizeDeps } from './esbuild-plugins.mjs';

rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  // Everything from node_modules stays external except our own workspace packages (TypeScript).
  plugins: [externalizeDeps],
  logLevel: 'warning',
});
cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
console.log('server: dist/main.js');
