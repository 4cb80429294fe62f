#!/usr/bin/env node
// `npm test`: everything. The same script runs locally and in CI.
// typecheck, lint, file size, format, unit (domain, coverage ≥ 95 %; web), build → API/DB (PGlite,
// and PostgreSQL when DATABASE_URL is set; the page cache's tests render the build) → browser
// (Playwright in Debian's Chromium).
// Issue #33: most steps use one core, so they run two at a time (one per core: TEST_JOBS to
// change it) in dependency order; a step's output is kept and printed whole when it ends. The
// browser suite starts right after the build and runs beside them, outside their slots. The end
// lists each step with its counts and duration, then one line `N passed, N failed` for the run.
// TEST_ONLY=<ids> runs some steps only (build, typecheck, lint, api-pglite, api-postgres, domain,
// web, format, file-size, dependencies, browser).
import { availableParallelism } from 'node:os';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureInstalled, root } from './lib.mjs';
import {
  duration,
  playwrightCounts,
  runCommand,
  schedule,
  stepLine,
  vitestCounts,
} from './steps.mjs';

ensureInstalled();
const started = Date.now();
const reports = join(root, 'test-results');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const slots = Math.max(1, Number(process.env.TEST_JOBS) || Math.max(2, availableParallelism()));

const command = (cmd, args, env) => async (live) => {
  const run = await runCommand(cmd, args, env, live);
  return { ...run, counts: run.ok ? { passed: 1, check: true } : { failed: 1, check: true } };
};

const vitest =
  (args, reportName, env = {}) =>
  async (live) => {
    const file = join(reports, `${reportName}.json`);
    const run = await runCommand(
      'npx',
      [
        'vitest',
        'run',
        ...args,
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${file}`,
      ],
      env,
      live,
    );
    return { ...run, counts: vitestCounts(file, run.ok) };
  };

const { DATABASE_URL, ...withoutDb } = process.env;
const hasServerTests = existsSync(join(root, 'apps/server/vitest.config.ts'));
const hasBrowserTests = existsSync(join(root, 'e2e/playwright.config.ts'));

// React Router's route types: typecheck and the type-aware lint read them (seconds).
const typegen = await runCommand(
  'npm',
  ['run', 'typegen', '-w', '@adega/web', '--silent'],
  {},
  true,
);

const TS_PROJECTS = ['packages/domain', 'apps/server', 'apps/web'];

/** In order of priority: the build first (the API and browser tests wait for it). */
const steps = [
  { id: 'build', label: 'build', run: command('npm', ['run', 'build']) },
  {
    id: 'typecheck',
    label: 'typecheck',
    // Project references: the domain is checked once and the apps read its declarations,
    // instead of each of the three projects checking the domain's files again.
    run: async (live) => {
      const run = await runCommand('npx', ['tsc', '-b', ...TS_PROJECTS], {}, live);
      const ok = typegen.ok && run.ok;
      return {
        ok,
        output: typegen.output + run.output,
        counts: ok ? { passed: 1, check: true } : { failed: 1, check: true },
      };
    },
  },
  { id: 'lint', label: 'lint', run: command('npx', ['eslint', '.', '--max-warnings=0']) },
  // The PostgreSQL step first (session 24): the longest in time (its files wait on the server and
  // on the SIGKILL tests' children), it ended the run alone on one core when it started last.
  ...(hasServerTests && DATABASE_URL
    ? [
        {
          id: 'api-postgres',
          label: 'api: apps/server on PostgreSQL',
          after: ['build'],
          run: vitest(['--project', 'server'], 'server-postgres', { DATABASE_URL }),
        },
      ]
    : []),
  ...(hasServerTests
    ? [
        {
          id: 'api-pglite',
          label: 'api: apps/server on PGlite',
          after: ['build'],
          run: vitest(['--project', 'server'], 'server-pglite', { ...withoutDb, DATABASE_URL: '' }),
        },
      ]
    : []),
  {
    id: 'domain',
    label: 'unit: packages/domain (coverage ≥ 95 %)',
    run: vitest(['--project', 'domain', '--coverage'], 'domain'),
  },
  { id: 'web', label: 'unit: apps/web', run: vitest(['--project', 'web'], 'web') },
  {
    id: 'format',
    label: 'format',
    run: command('npx', ['prettier', '--check', '**/*.{ts,tsx,js,mjs,css}', '--log-level=warn']),
  },
  {
    id: 'file-size',
    label: 'file size (≤ 400 lines)',
    run: command('node', ['scripts/check-file-size.mjs']),
  },
  // ADR 0046: no import cycle in the server, the web app and the domain (dependency-cruiser).
  {
    id: 'dependencies',
    label: 'dependencies (no import cycles)',
    run: command('npm', ['run', 'lint:deps', '--silent']),
  },
];
if (hasBrowserTests) {
  const file = join(reports, 'e2e.json');
  steps.push({
    id: 'browser',
    label: 'browser: Playwright in Chromium',
    // Issue #33: right after the build, beside the other steps and outside their slots. The
    // browser suite waits on pages, timers and round trips as much as it computes; beside the
    // one-core steps, the machine's cores are busy all along instead of idle in those waits.
    weight: 0,
    after: ['build'],
    run: async (live) => {
      // One retry, as in CI: a test that fails and then passes is listed as flaky in the summary
      // (with its first error; its retry is traced), and does not fail the run.
      const run = await runCommand(
        'npx',
        ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--retries=1'],
        { PLAYWRIGHT_JSON_OUTPUT_NAME: file },
        live,
      );
      return { ...run, counts: playwrightCounts(file, run.ok) };
    },
  });
}

// TEST_ONLY=lint,format runs only those steps (ids above; `browser` then waits for the build only if it runs too).
const only = process.env.TEST_ONLY?.split(',').map((id) => id.trim());
const results = await schedule(only ? steps.filter((s) => only.includes(s.id)) : steps, slots);

let passed = 0;
let failed = 0;
let skipped = 0;
const failedTests = [];
const flakyTests = [];
const failures = [];
for (const { step, result } of results) {
  passed += result.counts.passed ?? 0;
  failed += result.counts.failed ?? 0;
  skipped += result.counts.skipped ?? 0;
  failedTests.push(...(result.counts.failedTests ?? []).map((t) => `${step.label}: ${t}`));
  flakyTests.push(...(result.counts.flakyTests ?? []).map((t) => `${step.label}: ${t}`));
  if (!result.ok) failures.push(step.label);
}

console.log(`\nSteps (${slots} at a time):`);
for (const { step, result } of results) console.log(`  ${stepLine(step, result)}`);
if (flakyTests.length)
  console.log(
    `\nFlaky (failed, then passed on the retry):\n${flakyTests.map((t) => `  ${t}`).join('\n')}`,
  );
if (failedTests.length)
  console.log(`\nFailed tests:\n${failedTests.map((t) => `  ${t}`).join('\n')}`);
if (failures.length) console.log(`\nFailed: ${failures.join('; ')}`);
console.log(
  `\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''} in ${duration(Date.now() - started)}`,
);
process.exit(failed === 0 && failures.length === 0 ? 0 : 1);
