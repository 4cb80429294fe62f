// The machinery of scripts/test.mjs: run a command (live, or kept and printed whole when it ends),
// run steps a few at a time in dependency order, read the test runners' JSON reports, format the
// summary's lines.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { root } from './lib.mjs';

/** `1 min 05 s`, `42 s`. */
export function duration(ms) {
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
}

/**
 * Runs `cmd args` from the repository's root. `live`: the output goes straight to this terminal;
 * otherwise it is kept (stdout and stderr interleaved) and returned.
 */
export function runCommand(cmd, args, env = {}, live = false) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd: root,
      env: { ...process.env, ...env, ...(live ? {} : { FORCE_COLOR: '1' }) },
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    const chunks = [];
    child.stdout?.on('data', (chunk) => chunks.push(chunk));
    child.stderr?.on('data', (chunk) => chunks.push(chunk));
    child.on('error', (error) => chunks.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code) =>
      resolve({ ok: code === 0, output: Buffer.concat(chunks).toString() }),
    );
  });
}

/**
 * Runs `steps` ({ id, label, run(live), after?: ids, weight?: slots }) at most `slots` slots at a
 * time, each once all of its `after` ended (whatever their outcome), in the array's order of
 * priority; a step of weight 0 runs beside the others, outside the slots. A step alone on the
 * machine runs live; others print their output when they end.
 * Resolves to [{ step, result: { ok, counts, ms } }] in the array's order.
 */
export function schedule(steps, slots) {
  const pending = [...steps];
  const ended = new Map();
  let running = 0;
  let used = 0;
  return new Promise((resolve) => {
    const next = () => {
      for (const step of [...pending]) {
        const weight = Math.min(step.weight ?? 1, slots);
        const ready = (step.after ?? []).every(
          (id) => ended.has(id) || !steps.some((s) => s.id === id),
        );
        if (!ready || used + weight > slots) continue;
        pending.splice(pending.indexOf(step), 1);
        used += weight;
        running += 1;
        const live = weight >= slots;
        const begin = Date.now();
        console.log(
          `\n▶ ${step.label}${live ? '' : ' (started; its output follows when it ends)'}`,
        );
        step
          .run(live)
          .catch((error) => ({ ok: false, output: `${error.stack}\n`, counts: { failed: 1 } }))
          .then((result) => {
            const done = { ...result, ms: Date.now() - begin };
            ended.set(step.id, done);
            used -= weight;
            running -= 1;
            if (!live) process.stdout.write(`\n▶ ${step.label}: output\n${result.output ?? ''}`);
            console.log(`■ ${stepLine(step, done)}`);
            next();
          });
      }
      if (running === 0 && pending.length === 0)
        resolve(steps.map((step) => ({ step, result: ended.get(step.id) })));
    };
    next();
  });
}

/** `✓ api: apps/server on PGlite — 778 passed in 4 min 12 s`. */
export function stepLine(step, result) {
  const { passed = 0, failed = 0, skipped = 0, check = false } = result.counts ?? {};
  if (check)
    return `${result.ok ? '✓' : '✗'} ${step.label} — ${result.ok ? 'ok' : 'failed'} in ${duration(result.ms)}`;
  const counts = [
    `${passed} passed`,
    ...(failed ? [`${failed} failed`] : []),
    ...(skipped ? [`${skipped} skipped`] : []),
  ].join(', ');
  return `${result.ok ? '✓' : '✗'} ${step.label} — ${counts} in ${duration(result.ms)}`;
}

const firstLine = (text) =>
  (
    stripVTControlCharacters(String(text ?? ''))
      .split('\n')
      .find((l) => l.trim()) ?? ''
  ).trim();

/** Counts and failed tests from vitest's JSON report (a run without a report counts one failure). */
export function vitestCounts(file, ok) {
  if (!existsSync(file)) return ok ? { passed: 0 } : { failed: 1 };
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const failedTests = [];
  for (const suite of report.testResults ?? []) {
    const where = relative(root, suite.name ?? '');
    for (const t of suite.assertionResults ?? []) {
      if (t.status === 'failed')
        failedTests.push(
          `${where} › ${t.fullName ?? t.title}\n    ${firstLine(t.failureMessages?.[0])}`,
        );
    }
    if (suite.status === 'failed' && !(suite.assertionResults ?? []).length)
      failedTests.push(`${where}\n    ${firstLine(suite.message)}`);
  }
  return {
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    failedTests,
  };
}

/**
 * Playwright's JSON report: every test whose status is `status` ('unexpected': failed even on
 * its retry; 'flaky': failed, then passed on its retry), with the first line of its first error.
 */
function testsWithStatus(suites, status, trail = []) {
  const found = [];
  for (const suite of suites) {
    const names =
      suite.title && !suite.file?.endsWith(suite.title) ? [...trail, suite.title] : trail;
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status !== status) continue;
        const failed = t.results?.find((r) => r.error) ?? t.results?.at(-1);
        found.push(
          `[${t.projectName}] e2e/${spec.file}:${spec.line} › ${[...names, spec.title].join(' › ')}\n    ${firstLine(failed?.error?.message)}`,
        );
      }
    }
    found.push(...testsWithStatus(suite.suites ?? [], status, names));
  }
  return found;
}

export function playwrightCounts(file, ok) {
  if (!existsSync(file)) return ok ? { passed: 0 } : { failed: 1 };
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const stats = report.stats ?? {};
  return {
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: stats.unexpected ?? 0,
    skipped: stats.skipped ?? 0,
    failedTests: testsWithStatus(report.suites ?? [], 'unexpected'),
    flakyTests: testsWithStatus(report.suites ?? [], 'flaky'),
  };
}
