#!/usr/bin/env node
// `npm run bench:jobs`: how long a job of the pg-boss runner (issue #14, ADR 0018) waits from due
// to run, on PGlite (in memory) and — when DATABASE_URL is set — on a fresh PostgreSQL database
// of that server; and what the idle runner costs. Per engine:
//   - woken: BENCH_JOBS jobs sent by the runner with startAfter = now + 1 s + i·50 ms (the runner
//     wakes its worker at the due time);
//   - burst: BENCH_JOBS jobs all due at now + 1 s (one worker per queue runs them one by one);
//   - polled: BENCH_JOBS jobs inserted as another process would (no wake-up, found by the poll),
//     spread over two polling intervals;
//   - idle CPU of this process with 12 queues defined (the store's jobs), per polling interval.
// Prints median / p95 / max of (handler start − due) in ms and writes bench/results/jobs-<time>.json.
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pino from 'pino';
import { POLLING_INTERVAL_SECONDS, pgBossJobRunner } from '../apps/server/src/jobs/pg-boss.ts';
import { openBenchDatabase } from './database.mjs';
import { resultsDir } from './server.mjs';
import { fmt } from './report.mjs';

const JOBS = Number(process.env.BENCH_JOBS ?? 40);
const IDLE_MS = Number(process.env.BENCH_IDLE_SECONDS ?? 8) * 1000;
const INTERVALS = [0.5, 1, POLLING_INTERVAL_SECONDS, 5].filter((v, i, a) => a.indexOf(v) === i);
const QUEUES = 12;
const logger = pino({ level: 'silent' });
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const open = (kind) =>
  openBenchDatabase(kind === 'pglite' ? undefined : process.env.DATABASE_URL.trim());

function stats(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return { n: sorted.length, median: at(0.5), p95: at(0.95), max: sorted.at(-1) };
}

function runnerOf(target, pollingIntervalSeconds, onRun) {
  const runner = pgBossJobRunner({
    database: target.database,
    ...(target.url ? { databaseUrl: target.url } : {}),
    now: () => new Date(),
    logger,
    pollingIntervalSeconds,
  });
  runner.define({
    name: 'bench.job',
    retryLimit: 0,
    handler: (data) => {
      onRun(data, Date.now());
      return Promise.resolve();
    },
  });
  for (let i = 1; i < QUEUES; i += 1) {
    runner.define({ name: `bench.idle-${String(i)}`, handler: () => Promise.resolve() });
  }
  return runner;
}

async function waitCount(waits, phase, n) {
  const deadline = Date.now() + 60_000;
  while ((waits.get(phase)?.length ?? 0) < n) {
    if (Date.now() > deadline)
      throw new Error(`${phase}: only ${waits.get(phase)?.length ?? 0}/${n} ran`);
    await sleep(20);
  }
}

async function latency(target) {
  const waits = new Map();
  const runner = runnerOf(target, POLLING_INTERVAL_SECONDS, (data, at) => {
    waits.set(data.phase, [...(waits.get(data.phase) ?? []), at - data.due]);
  });
  await runner.start();
  const t0 = Date.now() + 1000;
  for (let i = 0; i < JOBS; i += 1) {
    const due = t0 + i * 50;
    await runner.send('bench.job', { phase: 'woken', due }, { startAfter: new Date(due) });
  }
  await waitCount(waits, 'woken', JOBS);
  const t1 = Date.now() + 1000;
  for (let i = 0; i < JOBS; i += 1) {
    await runner.send('bench.job', { phase: 'burst', due: t1 }, { startAfter: new Date(t1) });
  }
  await waitCount(waits, 'burst', JOBS);
  // As another instance (or a process before a restart) would insert them: no wake-up here.
  const t2 = Date.now() + 1000;
  const spread = (2 * POLLING_INTERVAL_SECONDS * 1000) / JOBS;
  for (let i = 0; i < JOBS; i += 1) {
    const due = Math.round(t2 + i * spread);
    await runner.boss.send(
      'bench.job',
      { phase: 'polled', due },
      { startAfter: new Date(due), singletonKey: `job:${randomUUID()}` },
    );
  }
  await waitCount(waits, 'polled', JOBS);
  await runner.stop({ graceful: true });
  return Object.fromEntries(['woken', 'burst', 'polled'].map((p) => [p, stats(waits.get(p))]));
}

async function idleCpu(target, interval) {
  const runner = runnerOf(target, interval, () => undefined);
  await runner.start();
  await sleep(1500);
  const before = process.cpuUsage();
  await sleep(IDLE_MS);
  const used = process.cpuUsage(before);
  await runner.stop({ graceful: true });
  return ((used.user + used.system) / 1000 / IDLE_MS) * 100;
}

const engines = ['pglite', ...(process.env.DATABASE_URL?.trim() ? ['postgres'] : [])];
const results = {};
for (const kind of engines) {
  const target = await open(kind);
  try {
    const waits = await latency(target);
    const idle = {};
    for (const interval of INTERVALS)
      idle[`${String(interval)}s`] = await idleCpu(target, interval);
    results[kind] = { waits, idleCpuPercent: idle };
  } finally {
    await target.drop();
  }
}

console.log(
  `\njobs: wait from due to run (ms), ${String(JOBS)} jobs per phase, polling ${String(POLLING_INTERVAL_SECONDS)} s`,
);
console.log('engine    phase   median    p95    max');
for (const [kind, r] of Object.entries(results)) {
  for (const [phase, s] of Object.entries(r.waits)) {
    console.log(
      `${kind.padEnd(9)} ${phase.padEnd(7)} ${fmt(s.median).padStart(6)} ${fmt(s.p95).padStart(6)} ${fmt(s.max).padStart(6)}`,
    );
  }
}
console.log(
  `\nidle CPU of this process (% of one core), ${String(QUEUES)} queues, by polling interval`,
);
for (const [kind, r] of Object.entries(results)) {
  console.log(
    `${kind.padEnd(9)} ${Object.entries(r.idleCpuPercent)
      .map(([interval, cpu]) => `${interval}: ${fmt(cpu, 2)} %`)
      .join('   ')}`,
  );
}
if (engines.length === 1) console.log('\n(PostgreSQL: set DATABASE_URL to measure it too)');

mkdirSync(resultsDir, { recursive: true });
const file = join(resultsDir, `jobs-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(file, JSON.stringify({ at: new Date().toISOString(), jobs: JOBS, results }, null, 2));
console.log(`\n${file}`);
