/**
 * Issue #14: the housekeeping jobs (jobs/schedule.ts) with the manual runner and a fake clock —
 * `mail.deliver` retries a failing SMTP 1, 2, 4, 8 minutes apart and gives up after the 5th
 * attempt, and two delivery loops at once send a message once; `maintenance.purge` forgets expired sessions; `orders.recover-placements` runs.
 */
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createServices, type AppServices } from '../src/app.ts';
import { queryRows } from '../src/db/client.ts';
import { outboxEmails, sessions } from '../src/db/schema.ts';
import type { ManualJobRunner } from '../src/jobs/runner.ts';
import { HOUSEKEEPING_JOBS } from '../src/jobs/schedule.ts';
import { createMailer, type MailTransport } from '../src/modules/mail/mailer.ts';
import { createTestDatabase, type TestDatabase } from './support/database.ts';

const START = new Date('2026-11-24T10:00:00Z');
let clock = START.getTime();
const minutesSinceStart = () => (clock - START.getTime()) / 60_000;

let test: TestDatabase;
let services: AppServices;
let jobs: ManualJobRunner;
/** The SMTP server: refuses while `smtpDown`; records the minute of every attempt per message. */
let smtpDown = true;
const attempts = new Map<string, number[]>();
const transport: MailTransport = {
  send(message) {
    attempts.set(message.to, [...(attempts.get(message.to) ?? []), minutesSinceStart()]);
    return smtpDown ? Promise.reject(new Error('421 serviço indisponível')) : Promise.resolve();
  },
};

beforeAll(async () => {
  test = await createTestDatabase();
  services = createServices({
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost' }),
    database: test.database,
    db: test.database.db,
    logger: pino({ level: 'silent' }),
    now: () => new Date(clock),
    mailTransport: transport,
  });
  jobs = services.jobs as ManualJobRunner;
});
afterAll(async () => {
  await test.drop();
});

async function enqueue(to: string) {
  await services.mailer.enqueue(test.database.db, {
    to,
    subject: 'Teste',
    text: 'Olá',
    html: '<p>Olá</p>',
    kind: 'test',
  });
}

/** Runs the every-minute e-mail job at each minute from now to `minutes` (inclusive). */
async function everyMinuteUntil(minutes: number) {
  while (minutesSinceStart() < minutes) {
    clock += 60_000;
    await jobs.runCron(HOUSEKEEPING_JOBS.mailDeliver);
  }
}

async function outboxOf(to: string) {
  const [row] = await test.database.db
    .select({ status: outboxEmails.status, attempts: outboxEmails.attempts })
    .from(outboxEmails)
    .where(eq(outboxEmails.toAddress, to));
  return row;
}

describe('mail.deliver', () => {
  it('retries a failing SMTP 1, 2, 4, 8 minutes apart, then delivers', async () => {
    smtpDown = true;
    await enqueue('backoff@exemplo.com.br');
    await jobs.runCron(HOUSEKEEPING_JOBS.mailDeliver);
    await everyMinuteUntil(14);
    expect(attempts.get('backoff@exemplo.com.br')).toEqual([0, 1, 3, 7]);
    expect(await outboxOf('backoff@exemplo.com.br')).toEqual({ status: 'pending', attempts: 4 });
    smtpDown = false;
    await everyMinuteUntil(16);
    expect(attempts.get('backoff@exemplo.com.br')).toEqual([0, 1, 3, 7, 15]);
    expect(await outboxOf('backoff@exemplo.com.br')).toEqual({ status: 'sent', attempts: 5 });
  });

  it('gives up after the 5th failed attempt: failed, never tried again', async () => {
    smtpDown = true;
    const start = minutesSinceStart();
    await enqueue('desiste@exemplo.com.br');
    await jobs.runCron(HOUSEKEEPING_JOBS.mailDeliver);
    await everyMinuteUntil(start + 60);
    expect(attempts.get('desiste@exemplo.com.br')?.map((at) => at - start)).toEqual([
      0, 1, 3, 7, 15,
    ]);
    expect(await outboxOf('desiste@exemplo.com.br')).toEqual({ status: 'failed', attempts: 5 });
  });
});

describe('two delivery loops (two processes) at once', () => {
  it('send each message once', async () => {
    smtpDown = false;
    const sent: string[] = [];
    const counting: MailTransport = {
      send(message) {
        sent.push(message.to);
        return Promise.resolve();
      },
    };
    const logger = pino({ level: 'silent' });
    const first = createMailer(test.database.db, counting, () => new Date(clock), logger);
    const second = createMailer(test.database.db, counting, () => new Date(clock), logger);
    const addresses = [1, 2, 3, 4, 5].map((n) => `duas-${String(n)}@exemplo.com.br`);
    for (const to of addresses) await enqueue(to);
    const [a, b] = await Promise.all([first.deliverPending(), second.deliverPending()]);
    expect(a + b).toBe(5);
    expect(sent.sort()).toEqual(addresses);
  });
});

describe('maintenance.purge and orders.recover-placements', () => {
  it('forgets expired sessions and keeps live ones', async () => {
    const [customer] = await queryRows<{ id: number }>(
      test.database.db,
      sql`insert into customers (email, full_name, first_name, last_name, password_hash)
        values ('purga@exemplo.com.br', 'Cliente Teste', 'Cliente', 'Teste', 'x') returning id`,
    );
    const customerId = customer?.id ?? 0;
    const at = new Date(clock);
    const row = { customerId, createdAt: at, authenticatedAt: at, lastSeenAt: at };
    await test.database.db.insert(sessions).values([
      { ...row, idHash: 'morta', expiresAt: new Date(clock - 1) },
      { ...row, idHash: 'viva', expiresAt: new Date(clock + 60_000) },
    ]);
    await jobs.runCron(HOUSEKEEPING_JOBS.purge);
    const left = await test.database.db
      .select({ idHash: sessions.idHash })
      .from(sessions)
      .where(eq(sessions.customerId, customerId));
    expect(left).toEqual([{ idHash: 'viva' }]);
  });

  it('runs the stuck-placement sweep on its schedule', async () => {
    await expect(jobs.runCron(HOUSEKEEPING_JOBS.recoverPlacements)).resolves.toBeUndefined();
  });
});
