/**
 * The global error handler's server side (issue #18 part C, ADR 0034): `POST /api/v1/client-errors`
 * (bad input, size cap, rate limit, scrubbing) and the reporter's two paths — to ERROR_REPORT_URL
 * through a fake fetch, else to DATA_DIR/errors/errors.ndjson — plus a 5xx reported by onError.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { CLIENT_ERROR_LIMITS } from '@adega/domain/client-errors';
import { createErrorReporter, ERROR_FILE } from '../src/modules/errors/reporter.ts';
import { TEST_NOW } from './support/app.ts';
import { useTestApp } from './support/suite.ts';

let dataDir: string;

const t = useTestApp(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'adega-errors-'));
  return { products: 100, env: { DATA_DIR: dataDir } };
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

let ip = 0;
function report(body: unknown, from = `10.9.0.${String((ip += 1))}`) {
  return t.request('/api/v1/client-errors', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function fileLines(dir = dataDir): Promise<Record<string, unknown>[]> {
  try {
    const text = await readFile(join(dir, ERROR_FILE), 'utf8');
    return text
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  } catch {
    return [];
  }
}

describe('POST /api/v1/client-errors', () => {
  it('writes a scrubbed report to the error file without ERROR_REPORT_URL', async () => {
    const response = await report({
      kind: 'error',
      name: 'TypeError',
      message: 'x is undefined at https://loja.test/p?email=ana@exemplo.com',
      stack:
        `TypeError\n at f (https://loja.test/assets/a.js?v=1:1:2)\n${'y'.repeat(20_000)}`.slice(
          0,
          16_000,
        ),
      url: 'https://loja.test/minha-wine?token=segredo',
    });
    expect(response.status).toBe(202);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const last = (await fileLines()).at(-1);
    expect(last).toMatchObject({
      source: 'client',
      kind: 'error',
      name: 'TypeError',
      message: 'x is undefined at https://loja.test/p',
      url: 'https://loja.test/minha-wine',
      at: TEST_NOW.toISOString(),
    });
    expect(JSON.stringify(last)).not.toMatch(/segredo|ana@exemplo/);
    expect(String(last?.stack).length).toBeLessThanOrEqual(CLIENT_ERROR_LIMITS.stack);
  });

  it('masks e-mails, CPFs, card numbers and phones of an anonymous report before storing it', async () => {
    const personal = [
      'ana.souza@exemplo.com',
      '123.456.789-09',
      '4111 1111 1111 1111',
      '(11) 91234-5678',
      '12.345.678/0001-95',
    ];
    const response = await report({
      kind: 'boundary',
      message: `falhou para ${personal.join(' e ')}`,
      stack: `Error: cartão 5555555555554444\n at f (https://loja.test/assets/a.js:1:2)`,
      url: 'https://loja.test/conta/ana.souza@exemplo.com',
    });
    expect(response.status).toBe(202);
    const last = (await fileLines()).at(-1);
    const stored = JSON.stringify(last);
    for (const value of [...personal, '5555555555554444']) expect(stored).not.toContain(value);
    expect(last).toMatchObject({
      message: 'falhou para [e-mail] e [cpf] e [cartão] e [número] e [cnpj]',
      url: 'https://loja.test/conta/[e-mail]',
    });
    expect(String(last?.stack)).toContain('a.js:1:2');
  });

  it('refuses bad input with a pt-BR 4xx and writes nothing', async () => {
    const before = (await fileLines()).length;
    const bad: [unknown, number][] = [
      ['{nope', 400],
      [{}, 422],
      [{ kind: 'error' }, 422],
      [{ kind: 'error', message: '' }, 422],
      [{ kind: 'crash', message: 'a' }, 422],
      [{ kind: 'error', message: 'a', email: 'ana@exemplo.com' }, 422],
      [{ kind: 'error', message: 1 }, 422],
      [{ kind: 'error', message: 'a'.repeat(CLIENT_ERROR_LIMITS.message * 4 + 1) }, 422],
      [{ kind: 'error', message: 'a', stack: 's'.repeat(70_000) }, 413],
    ];
    for (const [body, status] of bad) {
      const response = await report(body);
      expect(response.status, JSON.stringify(body).slice(0, 60)).toBe(status);
      const answer = (await response.json()) as { message: string };
      expect(answer.message).toMatch(/inválid|JSON|grande|reconhecido/);
    }
    expect((await fileLines()).length).toBe(before);
  });

  it('refuses a cross-site report', async () => {
    const response = await t.request('/api/v1/client-errors', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.test' },
      body: JSON.stringify({ kind: 'error', message: 'a' }),
    });
    expect(response.status).toBe(403);
  });

  it('rate-limits one address', async () => {
    const from = '10.77.0.1';
    for (let i = 0; i < CLIENT_ERROR_LIMITS.perWindow; i += 1)
      expect((await report({ kind: 'error', message: `n${String(i)}` }, from)).status).toBe(202);
    const over = await report({ kind: 'error', message: 'demais' }, from);
    expect(over.status).toBe(429);
    expect(((await over.json()) as { message: string }).message).toMatch(/Muitos relatórios/);
    expect((await report({ kind: 'error', message: 'outro' }, '10.77.0.2')).status).toBe(202);
  });
});

describe('the reporter', () => {
  const logger = pino({ level: 'silent' });
  const sample = {
    source: 'server' as const,
    kind: 'server',
    name: 'Error',
    message: 'falhou em /x?cpf=123',
    stack: null,
    url: '/x?cpf=123',
    at: TEST_NOW.toISOString(),
  };

  /** A reporter to ERROR_REPORT_URL through `fakeFetch`, its fallback file under `dir`. */
  const urlReporter = (dir: string, fakeFetch: typeof fetch) =>
    createErrorReporter({
      url: 'https://erros.exemplo.test/report',
      dataDir: dir,
      logger,
      now: () => TEST_NOW,
      fetch: fakeFetch,
    });

  it('posts to ERROR_REPORT_URL when configured, and not to the file', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'adega-errors-url-'));
    const sent: { url: string; body: unknown }[] = [];
    const fakeFetch = (async (url: string, init: RequestInit) => {
      sent.push({ url, body: JSON.parse(String(init.body)) });
      return new Response(null, { status: 204 });
    }) as unknown as typeof fetch;
    const reporter = urlReporter(dir, fakeFetch);
    await reporter.report(sample);
    expect(sent).toEqual([
      {
        url: 'https://erros.exemplo.test/report',
        body: { ...sample, message: 'falhou em /x', url: '/x' },
      },
    ]);
    expect(await fileLines(dir)).toEqual([]);
    await rm(dir, { recursive: true, force: true });
  });

  it('falls back to the file when the endpoint fails', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'adega-errors-down-'));
    for (const fakeFetch of [
      (() => Promise.reject(new Error('down'))) as unknown as typeof fetch,
      (() => Promise.resolve(new Response('no', { status: 500 }))) as unknown as typeof fetch,
    ]) {
      const reporter = urlReporter(dir, fakeFetch);
      await reporter.reportError(new Error('boom'), 'server', '/p?q=1');
    }
    const lines = await fileLines(dir);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ source: 'server', message: 'boom', url: '/p' });
    await rm(dir, { recursive: true, force: true });
  });

  it("never writes a failed query's parameters to the log or the error file", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'adega-errors-sql-'));
    const lines: string[] = [];
    const capture = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    const reporter = createErrorReporter({
      url: undefined,
      dataDir: dir,
      logger: pino({ level: 'info' }, capture),
      now: () => TEST_NOW,
    });
    const gift = 'Feliz aniversário, Ana Souza';
    const failed = await t.deps.db
      .execute(sql`select ${gift}::int as n, ${'Mensagem secreta do presente'}::text as m`)
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(failed).toBeInstanceOf(Error);
    expect(String((failed as Error).message)).toContain(gift);
    await reporter.reportError(failed, 'server', '/rpc/setOrderGift');
    const written = [...lines, JSON.stringify(await fileLines(dir))].join('\n');
    expect(written).toContain('Failed query');
    expect(written).not.toMatch(/Ana Souza|Mensagem secreta/);
    await rm(dir, { recursive: true, force: true });
  });

  it('reports a 5xx of the app (onError) to the error file', async () => {
    const pending: Promise<void>[] = [];
    const reporter = t.services.errors;
    const original = reporter.reportError;
    const list = t.services.banners.list;
    reporter.reportError = (error, kind, url) => {
      const done = original.call(reporter, error, kind, url);
      pending.push(done);
      return done;
    };
    try {
      t.services.banners.list = () => Promise.reject(new Error('quebrou'));
      const response = await t.request('/api/v1/banners?position=CLUBE&v=ana@exemplo.com');
      expect(response.status).toBe(500);
      expect(((await response.json()) as { message: string }).message).not.toContain('quebrou');
      await Promise.all(pending);
      expect(pending).toHaveLength(1);
      expect((await fileLines()).at(-1)).toMatchObject({
        source: 'server',
        kind: 'server',
        message: 'quebrou',
        url: '/api/v1/banners',
      });
    } finally {
      reporter.reportError = original;
      t.services.banners.list = list;
    }
  });
});
