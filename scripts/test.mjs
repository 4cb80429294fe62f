#!/usr/bin/env node
// `npm test`: everything, in the order that fails fastest. The same script runs locally and in CI.
// typecheck → lint → unit (domain, coverage ≥ 95 %) → build → API/DB (PGlite, and PostgreSQL
// when DATABASE_URL is set; the page cache's tests render the build) → browser (Playwright in
// Debian's Chromium).
// Ends with one line `N passed, N failed` for the whole run.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { ensureInstalled, root } from './lib.mjs';

ensureInstalled();
const reports = join(root, 'test-results');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];
// Each failed test by name, printed again at the end: CI keeps only the tail of the output.
const failedTests = [];
const firstLine = (text) =>
  (
    stripVTControlCharacters(String(text ?? ''))
      .split('\n')
      .find((l) => l.trim()) ?? ''
  ).trim();

function run(label, cmd, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(cmd, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return result.status === 0;
}

function step(label, cmd, args, env) {
  if (run(label, cmd, args, env)) passed += 1;
  else {
    failed += 1;
    failures.push(label);
  }
}

function vitestStep(label, args, reportName, env = {}) {
  const file = join(reports, `${reportName}.json`);
  const ok = run(
    label,
    'npx',
    [
      'vitest',
      'run',
      ...args,
      '--reporter=default',
      `--reporter=json`,
      `--outputFile.json=${file}`,
    ],
    env,
  );
  if (existsSync(file)) {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    for (const file of report.testResults ?? []) {
      const where = relative(root, file.name ?? '');
      for (const t of file.assertionResults ?? []) {
        if (t.status === 'failed') {
          failedTests.push(
            `${label}: ${where} › ${t.fullName ?? t.title}\n    ${firstLine(t.failureMessages?.[0])}`,
          );
        }
      }
      if (file.status === 'failed' && !(file.assertionResults ?? []).length) {
        failedTests.push(`${label}: ${where}\n    ${firstLine(file.message)}`);
      }
    }
  }
  if (!ok) {
    failures.push(label);
    if (!existsSync(file)) failed += 1;
  }
}

step('typecheck', 'npm', ['run', 'typecheck', '--silent']);
step('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
step('file size (≤ 400 lines)', 'node', ['scripts/check-file-size.mjs']);
step('dependencies (no import cycles)', 'npm', ['run', 'lint:deps', '--silent']);
step('format', 'npx', ['prettier', '--check', '**/*.{ts,tsx,js,mjs,css}', '--log-level=warn']);

vitestStep(
  'unit: packages/domain (coverage ≥ 95 %)',
  ['--project', 'domain', '--coverage'],
  'domain',
);

vitestStep('unit: apps/web', ['--project', 'web'], 'web');

// The API tests of the page cache (issue #19) render the storefront's build: build first.
step('build', 'npm', ['run', 'build']);

if (existsSync(join(root, 'apps/server/vitest.config.ts'))) {
  const { DATABASE_URL, ...withoutDb } = process.env;
  vitestStep('api: apps/server on PGlite', ['--project', 'server'], 'server-pglite', {
    ...withoutDb,
    DATABASE_URL: '',
  });
  if (DATABASE_URL) {
    vitestStep('api: apps/server on PostgreSQL', ['--project', 'server'], 'server-postgres', {
      DATABASE_URL,
    });
  }
}

/** Playwright's JSON report: every test that ended other than expected (a flaky pass is not). */
function unexpectedTests(suites, trail = []) {
  const found = [];
  for (const suite of suites) {
    const names =
      suite.title && !suite.file?.endsWith(suite.title) ? [...trail, suite.title] : trail;
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status !== 'unexpected') continue;
        const last = t.results?.at(-1);
        found.push(
          `browser: [${t.projectName}] e2e/${spec.file}:${spec.line} › ${[...names, spec.title].join(' › ')}\n    ${firstLine(last?.error?.message)}`,
        );
      }
    }
    found.push(...unexpectedTests(suite.suites ?? [], names));
  }
  return found;
}

if (existsSync(join(root, 'e2e/playwright.config.ts'))) {
  const file = join(reports, 'e2e.json');
  const ok = run(
    'browser: Playwright in Chromium',
    'npx',
    ['playwright', 'test', '-c', 'e2e/playwright.config.ts'],
    {
      PLAYWRIGHT_JSON_OUTPUT_NAME: file,
    },
  );
  if (existsSync(file)) {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    const stats = report.stats ?? {};
    failedTests.push(...unexpectedTests(report.suites ?? []));
    passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
    failed += stats.unexpected ?? 0;
    skipped += stats.skipped ?? 0;
  }
  if (!ok) {
    failures.push('browser: Playwright in Chromium');
    if (!existsSync(file)) failed += 1;
  }
}

if (failedTests.length)
  console.log(`\nFailed tests:\n${failedTests.map((t) => `  ${t}`).join('\n')}`);
if (failures.length) console.log(`\nFailed: ${failures.join('; ')}`);
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed === 0 && failures.length === 0 ? 0 : 1);
