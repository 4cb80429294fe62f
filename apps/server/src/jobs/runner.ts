/**
 * Background jobs (issue #14, DESIGN jobs): the port every module schedules work through. The
 * running server uses the database-backed runner (pg-boss 10 on PostgreSQL and on PGlite,
 * `pg-boss.ts`, ADR 0018); tests use `manualJobRunner`, which runs due jobs when asked, with the
 * injected clock, so time-dependent jobs are tested without waiting.
 *
 * A job's handler must be idempotent: a runner delivers a job at least once (a process killed
 * while a job runs gets it again after restart). Handlers make their effect happen once by
 * checking and changing state under a row lock in one transaction (e.g. "expire the order only
 * while it still waits for payment").
 */

export interface JobContext {
  /** The runner's id of this job. */
  id: string;
  /** 1 on the first try. */
  attempt: number;
  /** The injected clock's now, when the handler starts. */
  now: Date;
}

export interface JobDefinition<T extends object = object> {
  /** 'area.action', e.g. 'orders.expire', 'mail.deliver' (letters, digits, '.', '-', '_'). */
  name: string;
  handler: (data: T, context: JobContext) => Promise<void>;
  /** Retries after a failure (default 3). */
  retryLimit?: number;
  /** Seconds before the first retry (default 30); doubled each time when `retryBackoff`. */
  retryDelaySeconds?: number;
  retryBackoff?: boolean;
  /** A run still going after this long is considered dead and retried (default 300). */
  expireInSeconds?: number;
  /** Runs on this UTC cron schedule as well ('* * * * *' = every minute), with data `{}`. */
  cron?: string;
}

export interface SendOptions {
  /** Not before this time (default: now). */
  startAfter?: Date;
  /** While a job of this name with this key is queued and not yet started, another is not added. */
  singletonKey?: string;
}

export interface JobRunner {
  /** Registers a job; every `define` happens before `start`. */
  define<T extends object>(definition: JobDefinition<T>): void;
  /**
   * Queues a job (after the caller's transaction committed: a job must never see state that
   * may still roll back). Jobs whose effect must not be lost also have a sweep (a cron job that
   * finds the state by itself), so a send lost to a crash is caught up.
   */
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<void>;
  start(): Promise<void>;
  /** Stops polling and waits for the running handlers (graceful) or not. */
  stop(options?: { graceful?: boolean }): Promise<void>;
}

/** A cron job that is one pass over the state (a sweep, a delivery loop): see `defineSweep`. */
export interface SweepDefinition extends Omit<JobDefinition, 'handler' | 'cron'> {
  cron: string;
  /** The pass; what it answers (what it did) is for its other callers, not for the runner. */
  pass: () => Promise<unknown>;
}

/** Registers a cron job whose every run is one `pass` (its data is always `{}`). */
export function defineSweep(jobs: JobRunner, { pass, ...definition }: SweepDefinition): void {
  jobs.define({
    ...definition,
    handler: async () => {
      await pass();
    },
  });
}

interface QueuedJob {
  id: string;
  name: string;
  data: object;
  startAfter: number;
  singletonKey: string | null;
  attempt: number;
}

export interface ManualJobRunner extends JobRunner {
  /** Jobs queued and not yet run (oldest first). */
  readonly queued: readonly Readonly<QueuedJob>[];
  /**
   * Runs every queued job due at `now()` (and those they queue that are due), failed ones being
   * requeued per their retry policy; answers how many handlers ran. Failures are returned.
   */
  runDue(): Promise<{ ran: number; failed: { name: string; error: unknown }[] }>;
  /** Runs the cron job `name` once now (as its schedule would). */
  runCron(name: string): Promise<void>;
}

/** The test runner: nothing runs until `runDue`/`runCron` is called (see ManualJobRunner). */
export function manualJobRunner(now: () => Date): ManualJobRunner {
  const definitions = new Map<string, JobDefinition>();
  const queue: QueuedJob[] = [];
  let sequence = 0;

  function definition(name: string): JobDefinition {
    const found = definitions.get(name);
    if (!found) throw new Error(`job '${name}' is not defined`);
    return found;
  }

  return {
    queued: queue,
    define(job) {
      if (definitions.has(job.name)) throw new Error(`job '${job.name}' defined twice`);
      definitions.set(job.name, job as unknown as JobDefinition);
    },
    send(name, data, options = {}) {
      definition(name);
      const key = options.singletonKey ?? null;
      if (key !== null && queue.some((job) => job.name === name && job.singletonKey === key)) {
        return Promise.resolve();
      }
      sequence += 1;
      queue.push({
        id: `manual-${String(sequence)}`,
        name,
        data,
        startAfter: (options.startAfter ?? now()).getTime(),
        singletonKey: key,
        attempt: 1,
      });
      return Promise.resolve();
    },
    async runDue() {
      let ran = 0;
      const failed: { name: string; error: unknown }[] = [];
      for (;;) {
        const at = now();
        const index = queue.findIndex((job) => job.startAfter <= at.getTime());
        if (index < 0) break;
        const [job] = queue.splice(index, 1);
        if (!job) break;
        const def = definition(job.name);
        ran += 1;
        try {
          await def.handler(job.data, { id: job.id, attempt: job.attempt, now: at });
        } catch (error) {
          failed.push({ name: job.name, error });
          if (job.attempt <= (def.retryLimit ?? 3)) {
            const base = (def.retryDelaySeconds ?? 30) * 1000;
            const delay = def.retryBackoff ? base * 2 ** (job.attempt - 1) : base;
            queue.push({ ...job, attempt: job.attempt + 1, startAfter: at.getTime() + delay });
          }
        }
      }
      return { ran, failed };
    },
    async runCron(name) {
      const def = definition(name);
      if (!def.cron) throw new Error(`job '${name}' has no schedule`);
      sequence += 1;
      await def.handler({}, { id: `manual-${String(sequence)}`, attempt: 1, now: now() });
    },
    start: () => Promise.resolve(),
    stop: () => Promise.resolve(),
  };
}
