#!/usr/bin/env node
// Rule of the house (issue #12): no source file over 400 lines outside tests, migrations and seed
// data. Run by `npm run lint` and by `npm test`'s lint step. Files still over the limit are listed
// in scripts/file-size-allowlist.txt while they are being split; the list only shrinks.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { root } from './lib.mjs';

export const MAX_LINES = 400;
const SOURCE = /\.(ts|tsx|js|jsx|mjs|cjs)$/;
const SKIPPED_DIRS = new Set([
  'node_modules',
  'dist',
  'build',
  'coverage',
  '.react-router',
  '.git',
  'data',
  'test-results',
  'playwright-report',
]);

/** Tests, migrations and seed data are exempt. */
export function isExempt(path) {
  return (
    /\.(test|spec)\.[cm]?[jt]sx?$/.test(path) ||
    /(^|\/)test\//.test(path) ||
    path.startsWith('e2e/') ||
    /(^|\/)migrations\//.test(path) ||
    path.startsWith('apps/server/src/seed/')
  );
}

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) yield* sourceFiles(join(dir, entry.name));
    } else if (SOURCE.test(entry.name)) {
      yield relative(root, join(dir, entry.name)).split(sep).join('/');
    }
  }
}

function lineCount(path) {
  const text = readFileSync(join(root, path), 'utf8');
  if (text === '') return 0;
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

function allowlist() {
  const text = readFileSync(join(root, 'scripts', 'file-size-allowlist.txt'), 'utf8');
  return new Set(
    text
      .split('\n')
      .map((line) => line.replace(/#.*/, '').trim())
      .filter(Boolean),
  );
}

const allowed = allowlist();
const over = [];
const counted = new Set();
for (const path of sourceFiles(root)) {
  if (isExempt(path)) continue;
  counted.add(path);
  const lines = lineCount(path);
  if (lines > MAX_LINES && !allowed.has(path)) over.push(`${path}: ${lines} linhas`);
}
for (const path of allowed) {
  if (!counted.has(path) || lineCount(path) <= MAX_LINES) {
    console.warn(
      `aviso: ${path} já não passa de ${MAX_LINES} linhas; tire-o de file-size-allowlist.txt`,
    );
  }
}
if (over.length > 0) {
  console.error(`Arquivos com mais de ${MAX_LINES} linhas (divida por conceito):`);
  for (const line of over) console.error(`  ${line}`);
  process.exit(1);
}
console.log(`Tamanho dos arquivos: ok (máximo ${MAX_LINES} linhas).`);
