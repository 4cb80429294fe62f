/**
 * The database-backed `JobRunner` of the running server (issue #14, ADR 0018): pg-boss 10 (the
 * last line for Node 20), on PGlite through a custom executor and on PostgreSQL through pg-boss's
 * own small `pg` pool. Jobs live in the `pgboss` schema, so they survive restarts; a job is
 * delivered at least once and handlers are idempotent (runner.ts).
 *
 * - `define` → a queue (policy 'short': one queued job per singleton key; a job sent without a key
 *   gets a unique one) + one worker; `cron` → a UTC schedule. Workers poll every
 *   POLLING_INTERVAL_SECONDS; a job sent by this process is also woken at its due time (a timer),
 *   so it does not wait for the next poll.
 * - PGlite: one process owns the data directory, so a job left `active` at start was orphaned by
 *   a killed process: it is failed at once and, per its retry policy, retried now. PostgreSQL:
 *   other instances may be running such jobs; pg-boss's expiry (`expireInSeconds`) retries them.
 * - `ADEGA_CRASH_AT=job:<name>` (crash.ts) kills the process right after that handler returned.
 *
 * PGlite is one connection shared with the app: the runner's queries wait for an open app
 * transaction. Send after commit (the port's rule); a `send` made while a transaction is open is
 * not awaited there (it would wait for itself) but inserted once the transaction ends.
 */
import { randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Database } from '../db/client.ts';
import { crashAfterJob } from './crash.ts';
import type { JobContext, JobDefinition, JobRunner, SendOptions } from './runner.ts';

/** Measured (bench/jobs.mjs, ADR 0018): the idle cost of a poll per queue vs. a late retry. */
export const POLLING_INTERVAL_SECONDS = 2;
/** Jobs due later than this are left to polling rather than kept as timers in memory. */
const WAKE_HORIZON_MS = 60 * 60_000;
/** The database's `start_after < now()` is strict: wake a hair after the due time. */
const WAKE_MARGIN_MS = 15;
const SCHEMA = 'pgboss';

export interface PgBossRunnerOptions {
  database: Database;
  /** PostgreSQL: the URL pg-boss's own pool connects to (required when the database is). */
  databaseUrl?: string;
  now: () => Date;
  logger: Logger;
  pollingIntervalSeconds?: number;
  /** How often the schedules are checked (pg-boss: 1–45 s). */
  cronMonitorIntervalSeconds?: number;
  /** How often a due schedule's job is queued (pg-boss: 1–45 s). */
  cronWorkerIntervalSeconds?: number;
  /** Expiry of dead runs, archiving and deletion (PostgreSQL's orphans are retried here). */
  maintenanceIntervalSeconds?: number;
  /** Connections of pg-boss's pool on PostgreSQL. */
  poolSize?: number;
}

export interface PgBossJobRunner extends JobRunner {
  /** The pg-boss instance (tests and the benchmark look inside). */
  readonly boss: PgBoss;
  /** Jobs left `active` by a killed process that the last `start` retried (PGlite). */
  readonly orphansRetried: number;
}

type Executor = { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };

/**
 * PGlite runs one statement with parameters (`query`) or many without (`exec`, pg-boss's schema
 * and its locked maintenance commands).
 */
function pgliteExecutor(client: PGlite): Executor {
  return {
    async executeSql(text, values) {
      if (values?.length) return client.query(text, values);
      return (await client.exec(text)).at(-1) ?? { rows: [] };
    },
  };
}

/** Counts the executor's queries in flight, so `stop` can wait for them before the database closes. */
function tracked(executor: Executor) {
  const inFlight = new Set<Promise<unknown>>();
  return {
    executor: {
      executeSql(text: string, values?: unknown[]) {
        const query = executor.executeSql(text, values);
        inFlight.add(query);
        const forget = () => inFlight.delete(query);
        query.then(forget, forget);
        return query;
      },
    } satisfies Executor,
    async settled() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
}

function bossOf(options: PgBossRunnerOptions, executor: Executor | null): PgBoss {
  const intervals = {
    schema: SCHEMA,
    pollingIntervalSeconds: options.pollingIntervalSeconds ?? POLLING_INTERVAL_SECONDS,
    // pg-boss skips a check that comes a hair under this interval after the last one, so the
    // schedules are really checked every 20–40 s: still inside every minute of a '* * * * *'.
    cronMonitorIntervalSeconds: options.cronMonitorIntervalSeconds ?? 20,
    cronWorkerIntervalSeconds: options.cronWorkerIntervalSeconds ?? 5,
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 120,
  };
  if (executor) return new PgBoss({ ...intervals, db: executor as PgBoss.Db });
  if (!options.databaseUrl) throw new Error('pg-boss on PostgreSQL needs the database URL');
  return new PgBoss({
    ...intervals,
    connectionString: options.databaseUrl,
    max: options.poolSize ?? 4,
    application_name: 'adega-jobs',
  });
}

export function pgBossJobRunner(options: PgBossRunnerOptions): PgBossJobRunner {
  const { database, logger, now } = options;
  const client =
    database.kind === 'pglite' ? (database.db as unknown as { $client: PGlite }).$client : null;
  const pglite = client ? tracked(pgliteExecutor(client)) : null;
  const boss = bossOf(options, pglite?.executor ?? null);
  const definitions = new Map<string, JobDefinition>();
  const workers = new Map<string, string>();
  const timers = new Set<NodeJS.Timeout>();
  const beforeStart: { name: string; data: object; options: SendOptions }[] = [];
  let state: 'new' | 'started' | 'stopped' = 'new';
  let orphansRetried = 0;

  boss.on('error', (error) => {
    logger.error({ err: error }, 'job runner error');
  });

  /** The worker of `name` polls now instead of at its next interval. */
  function wake(name: string): void {
    const worker = workers.get(name);
    if (worker && state === 'started') boss.notifyWorker(worker);
  }

  function wakeAt(name: string, due: Date | undefined): void {
    const delay = (due?.getTime() ?? 0) - Date.now();
    if (delay <= 0) return wake(name);
    if (delay > WAKE_HORIZON_MS) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      wake(name);
    }, delay + WAKE_MARGIN_MS);
    timer.unref();
    timers.add(timer);
  }

  async function run(definition: JobDefinition, job: PgBoss.JobWithMetadata<object>) {
    const context: JobContext = { id: job.id, attempt: job.retryCount + 1, now: now() };
    const started = performance.now();
    try {
      await definition.handler(job.data, context);
      const ms = Math.round(performance.now() - started);
      logger.debug(
        { job: definition.name, jobId: job.id, attempt: context.attempt, ms },
        'job done',
      );
    } catch (error) {
      const final = context.attempt > (definition.retryLimit ?? 3);
      logger[final ? 'error' : 'warn'](
        { err: error, job: definition.name, jobId: job.id, attempt: context.attempt },
        final ? 'job failed for good' : 'job failed; it will be retried',
      );
      throw error;
    } finally {
      // The worker fetches the next queued job at once instead of after a polling interval.
      wake(definition.name);
    }
    crashAfterJob(definition.name);
  }

  /** PGlite: whatever is `active` at start was orphaned by a killed process of ours. */
  async function retryOrphans(): Promise<void> {
    const db = boss.getDb();
    const { rows } = (await db.executeSql(
      `select name, array_agg(id::text) as ids from ${SCHEMA}.job where state = 'active' group by name`,
      [],
    )) as { rows: { name: string; ids: string[] }[] };
    for (const { name, ids } of rows) {
      for (const id of ids)
        await boss.fail(name, id, { message: 'Interrompido: o processo parou durante o job.' });
      await db.executeSql(
        `update ${SCHEMA}.job set start_after = now() where name = $1 and id = any($2::uuid[]) and state = 'retry'`,
        [name, ids],
      );
      orphansRetried += ids.length;
      logger.warn({ job: name, ids }, 'orphaned jobs of a stopped process retried');
    }
  }

  async function sendNow(name: string, data: object, sendOptions: SendOptions): Promise<void> {
    const id = await boss.send(name, data, {
      // Every job has a key, so the 'short' policy dedupes only the jobs sent with one.
      singletonKey: sendOptions.singletonKey ?? `job:${randomUUID()}`,
      ...(sendOptions.startAfter ? { startAfter: sendOptions.startAfter } : {}),
    });
    if (id) wakeAt(name, sendOptions.startAfter);
  }

  async function register(definition: JobDefinition): Promise<void> {
    const queue = {
      name: definition.name,
      policy: 'short' as const,
      retryLimit: definition.retryLimit ?? 3,
      retryDelay: definition.retryDelaySeconds ?? 30,
      retryBackoff: definition.retryBackoff ?? false,
      expireInSeconds: definition.expireInSeconds ?? 300,
    };
    await boss.createQueue(definition.name, queue);
    // An existing queue keeps its row: bring its policy up to the current definition.
    await boss.updateQueue(definition.name, queue);
    const worker = await boss.work<object>(
      definition.name,
      { includeMetadata: true, batchSize: 1 },
      async ([job]) => {
        if (job) await run(definition, job);
      },
    );
    workers.set(definition.name, worker);
    if (definition.cron) await boss.schedule(definition.name, definition.cron, {}, { tz: 'UTC' });
  }

  return {
    boss,
    get orphansRetried() {
      return orphansRetried;
    },
    define(definition) {
      if (state !== 'new') throw new Error(`job '${definition.name}' defined after start`);
      if (!/^[\w.-]+$/.test(definition.name)) throw new Error(`bad job name '${definition.name}'`);
      if (definitions.has(definition.name))
        throw new Error(`job '${definition.name}' defined twice`);
      definitions.set(definition.name, definition as unknown as JobDefinition);
    },
    async send(name, data, sendOptions: SendOptions = {}) {
      if (!definitions.has(name)) throw new Error(`job '${name}' is not defined`);
      if (state === 'stopped') throw new Error(`job '${name}' sent after the runner stopped`);
      // Before start (e.g. the boot's recovery pass) the queues may not exist yet: sent at start.
      if (state === 'new') beforeStart.push({ name, data, options: sendOptions });
      else if (client?.isInTransaction()) {
        // PGlite is one connection: awaiting the insert inside the caller's open transaction
        // would wait for that transaction forever. It runs once the transaction ends instead.
        sendNow(name, data, sendOptions).catch((error: unknown) => {
          logger.error({ err: error, job: name }, 'job send failed');
        });
      } else await sendNow(name, data, sendOptions);
    },
    async start() {
      if (state !== 'new') return;
      await boss.start();
      state = 'started';
      if (database.kind === 'pglite') await retryOrphans();
      for (const definition of definitions.values()) await register(definition);
      for (const job of beforeStart.splice(0)) await sendNow(job.name, job.data, job.options);
      // Schedules of jobs no longer defined with a cron stop firing.
      for (const schedule of await boss.getSchedules()) {
        if (!definitions.get(schedule.name)?.cron) await boss.unschedule(schedule.name);
      }
      logger.info({ jobs: [...definitions.keys()], database: database.kind }, 'job runner started');
    },
    async stop(stopOptions = {}) {
      if (state !== 'started') {
        state = 'stopped';
        return;
      }
      state = 'stopped';
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await boss.stop({ graceful: stopOptions.graceful ?? true, timeout: 8_000, wait: true });
      await pglite?.settled();
    },
  };
}
