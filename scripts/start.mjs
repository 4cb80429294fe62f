#!/usr/bin/env node
// `npm start`: installs what is missing, builds when sources changed, then runs the server,
// which migrates and seeds the embedded database (DATA_DIR, default ./data) and serves PORT (3000).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ensureInstalled, root } from './lib.mjs';

ensureInstalled();

function newestMtime(dir) {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

const serverBundle = join(root, 'apps/server/dist/main.js');
const webBundle = join(root, 'apps/web/build/server/index.js');
const sources = Math.max(
  newestMtime(join(root, 'packages/domain/src')),
  newestMtime(join(root, 'apps/server/src')),
  newestMtime(join(root, 'apps/web/app')),
  statSync(join(root, 'package-lock.json')).mtimeMs,
);
const built =
  existsSync(serverBundle) && existsSync(webBundle)
    ? Math.min(statSync(serverBundle).mtimeMs, statSync(webBundle).mtimeMs)
    : 0;
if (built < sources) {
  console.log('Compilando (npm run build)…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const child = spawn(process.execPath, ['--enable-source-maps', serverBundle], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
