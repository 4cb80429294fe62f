/**
 * The effect job of the jobs' restart and kill tests: one row per key in `job_effects` (insert …
 * on conflict do nothing, the way real handlers make their effect once) and one row per run in
 * `job_runs` (so the test sees that the job did run again).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { queryRows } from '../../src/db/client.ts';
import type { JobRunner } from '../../src/jobs/runner.ts';

export async function createEffectTables(db: Db): Promise<void> {
  await db.execute(
    sql`create table if not exists job_effects (key text primary key, attempt int not null)`,
  );
  await db.execute(
    sql`create table if not exists job_runs (key text not null, attempt int not null)`,
  );
}

export function defineEffectJob(runner: JobRunner, db: Db, onRun: () => void = () => undefined) {
  runner.define<{ key: string }>({
    name: 'test.effect',
    retryLimit: 3,
    retryDelaySeconds: 0,
    // Short, so PostgreSQL's maintenance retries a run of a killed process within seconds.
    expireInSeconds: 2,
    handler: async ({ key }, { attempt }) => {
      await db.transaction(async (tx) => {
        await tx.execute(sql`insert into job_runs (key, attempt) values (${key}, ${attempt})`);
        await tx.execute(
          sql`insert into job_effects (key, attempt) values (${key}, ${attempt}) on conflict (key) do nothing`,
        );
      });
      onRun();
    },
  });
}

export async function effectsOf(db: Db, key: string) {
  const runs = await queryRows<{ attempt: number }>(
    db,
    sql`select attempt from job_runs where key = ${key} order by attempt`,
  );
  const effects = await queryRows<{ attempt: number }>(
    db,
    sql`select attempt from job_effects where key = ${key}`,
  );
  return { runs: runs.map((row) => row.attempt), effects: effects.map((row) => row.attempt) };
}
