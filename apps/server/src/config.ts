/**
 * Environment, parsed once at boot (STYLE §5): the process fails fast with a readable list.
 */
import { resolve } from 'node:path';
import { z } from 'zod';
import { Stores, type Store } from '@adega/domain/store';
import {
  DEFAULT_SANDBOX_SCHEDULE,
  parseSandboxSchedule,
  type SandboxSchedule,
} from '@adega/domain/orders/fulfilment';

/**
 * A public base URL (links in e-mails, canonical URLs): absolute http(s), no path, query or
 * fragment; kept as its origin (no trailing slash). Unset: `fallback` (which depends on PORT).
 */
function publicUrl(name: string) {
  return z
    .string()
    .trim()
    .optional()
    .transform((value, ctx) => {
      if (!value) return undefined;
      let url: URL;
      try {
        url = new URL(value);
      } catch {
        ctx.addIssue({ code: 'custom', message: `${name} deve ser uma URL absoluta http(s)://` });
        return z.NEVER;
      }
      const bare =
        (url.protocol === 'http:' || url.protocol === 'https:') &&
        url.pathname === '/' &&
        !url.search &&
        !url.hash &&
        !value.includes('?') &&
        !value.includes('#') &&
        !url.username &&
        !url.password;
      if (!bare) {
        ctx.addIssue({
          code: 'custom',
          message: `${name} deve ser só esquema e host (ex.: https://loja.example), sem caminho nem parâmetros`,
        });
        return z.NEVER;
      }
      return url.origin;
    });
}

const envSchema = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  /** When set, PostgreSQL at this URL; otherwise embedded PGlite under DATA_DIR. */
  DATABASE_URL: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine((value) => value === undefined || /^postgres(ql)?:\/\//.test(value), {
      message: 'DATABASE_URL deve começar com postgres:// ou postgresql://',
    }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Products the seed creates on an empty database. */
  SEED_PRODUCTS: z.coerce.number().int().min(100).max(1_000_000).default(800),
  /** Directory of the React Router build (client + server). */
  WEB_BUILD_DIR: z.string().min(1).default(''),
  /** SMTP server for outgoing e-mail; unset: messages are written to DATA_DIR/outbox/*.eml. */
  SMTP_URL: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine((value) => value === undefined || /^smtps?:\/\//.test(value), {
      message: 'SMTP_URL deve começar com smtp:// ou smtps://',
    }),
  /** Proof-of-work size of the captcha (ALTCHA maxnumber): higher is slower for bots and people. */
  CAPTCHA_MAX_NUMBER: z.coerce.number().int().min(10).max(10_000_000).default(50_000),
  /** Behind a reverse proxy: take the client IP from X-Forwarded-For. */
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0', ''])
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
  /** Public URL of the Wine store, for links in e-mails and canonical URLs (never the Host header). */
  PUBLIC_URL: publicUrl('PUBLIC_URL'),
  /** Public URL of the Outlet store (its own host, SPEC §1). */
  OUTLET_PUBLIC_URL: publicUrl('OUTLET_PUBLIC_URL'),
  /** Bearer token that opens GET /metrics; unset, /metrics answers 404. */
  METRICS_TOKEN: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine((value) => value === undefined || value.length >= 16, {
      message: 'METRICS_TOKEN deve ter ao menos 16 caracteres',
    }),
  /** Issue #14: the payment gateway's environment; 'sandbox' enables the /sandbox/* controls. */
  PAYMENT_ENV: z.enum(['sandbox', 'production']).default('sandbox'),
  /** Minutes a sandbox order stays PAGO, FATURADO and ENVIADO before it moves on ('2,3,5'). */
  SANDBOX_FULFILMENT_MINUTES: z
    .string()
    .trim()
    .optional()
    .transform((value, ctx) => {
      if (!value) return undefined;
      const parsed = parseSandboxSchedule(value);
      if (!parsed.ok) {
        ctx.addIssue({ code: 'custom', message: `SANDBOX_FULFILMENT_MINUTES: ${parsed.message}` });
        return z.NEVER;
      }
      return parsed.schedule;
    }),
  /** Issue #14: where the nightly reconciliation report goes (operators). */
  OPS_EMAIL: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine((value) => value === undefined || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), {
      message: 'OPS_EMAIL deve ser um endereço de e-mail',
    }),
});

export interface Config {
  env: 'production' | 'development' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  seedProducts: number;
  webBuildDir: string;
  smtpUrl: string | undefined;
  captchaMaxNumber: number;
  trustProxy: boolean;
  /** Origin (scheme + host) of each store, from PUBLIC_URL / OUTLET_PUBLIC_URL. */
  publicUrls: Record<Store, string>;
  /** GET /metrics needs `Authorization: Bearer <this>`; unset: /metrics answers 404. */
  metricsToken: string | undefined;
  /** Issue #14: 'sandbox' (default) enables the sandbox controls and the fulfilment simulation. */
  paymentEnvironment: 'sandbox' | 'production';
  /** Issue #14: minutes per fulfilment step of a sandbox order. */
  sandboxFulfilment: SandboxSchedule;
  /** Issue #14: the operators' address (reconciliation report); default ops@adega.dev. */
  opsEmail: string;
}

/** The configured public origin of a store: links in e-mails and canonical URLs use only this. */
export function publicUrlOf(config: Pick<Config, 'publicUrls'>, store: Store): string {
  return config.publicUrls[store];
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  - ${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Configuração inválida:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    seedProducts: e.SEED_PRODUCTS,
    webBuildDir: e.WEB_BUILD_DIR ? resolve(e.WEB_BUILD_DIR) : '',
    smtpUrl: e.SMTP_URL,
    captchaMaxNumber: e.CAPTCHA_MAX_NUMBER,
    trustProxy: e.TRUST_PROXY,
    publicUrls: {
      [Stores.WINE]: e.PUBLIC_URL ?? `http://localhost:${String(e.PORT)}`,
      [Stores.OUTLET]: e.OUTLET_PUBLIC_URL ?? `http://outlet.localhost:${String(e.PORT)}`,
    },
    metricsToken: e.METRICS_TOKEN,
    paymentEnvironment: e.PAYMENT_ENV,
    sandboxFulfilment: e.SANDBOX_FULFILMENT_MINUTES ?? { ...DEFAULT_SANDBOX_SCHEDULE },
    opsEmail: e.OPS_EMAIL ?? 'ops@adega.dev',
  };
}
