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
import {
  PARTNER_TERMS_LINKS_TEXT,
  parsePartnerTermsLinks,
} from '@adega/domain/club/partner-banners';
import type { PartnerProgramme } from '@adega/domain/club/partner';

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

/**
 * An optional setting: unset or empty is undefined; anything else must pass `valid` (the error
 * says `message`).
 */
function optional(valid: (value: string) => boolean, message: string) {
  return z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine((value) => value === undefined || valid(value), { message });
}

/** An optional bearer token or shared secret: at least 16 characters. */
function secret(name: string) {
  return optional((value) => value.length >= 16, `${name} deve ter ao menos 16 caracteres`);
}

/** A sink's endpoint: an absolute http(s) URL; unset or empty: the sink writes to a file. */
function sinkUrl(name: string) {
  return optional(
    (value) => /^https?:\/\/[^\s/]+(\/[^\s]*)?$/.test(value),
    `${name} deve ser uma URL http(s)`,
  );
}

const envSchema = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
  /** ADR 0032: whose feature flags this server reads; default production, or development for NODE_ENV development/test. */
  FLAG_ENVIRONMENT: z.enum(['production', 'staging', 'development']).optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  /** When set, PostgreSQL at this URL; otherwise embedded PGlite under DATA_DIR. */
  DATABASE_URL: optional(
    (value) => /^postgres(ql)?:\/\//.test(value),
    'DATABASE_URL deve começar com postgres:// ou postgresql://',
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Products the seed creates on an empty database. */
  SEED_PRODUCTS: z.coerce.number().int().min(100).max(1_000_000).default(800),
  /** Issue #19 (ADR 0035): the anonymous page cache ('off' renders every page). */
  PAGE_CACHE: z.enum(['on', 'off']).default('on'),
  /** Its memory budget, in MB, and the time-to-live of a page (the safety net of invalidation). */
  PAGE_CACHE_MAX_MB: z.coerce.number().int().min(1).max(4096).default(128),
  PAGE_CACHE_TTL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
  /** Directory of the React Router build (client + server). */
  WEB_BUILD_DIR: z.string().min(1).default(''),
  /** SMTP server for outgoing e-mail; unset: messages are written to DATA_DIR/outbox/*.eml. */
  SMTP_URL: optional(
    (value) => /^smtps?:\/\//.test(value),
    'SMTP_URL deve começar com smtp:// ou smtps://',
  ),
  /** Issue #18: where unhandled errors are reported (POST JSON); unset: DATA_DIR/errors/errors.ndjson. */
  ERROR_REPORT_URL: optional(
    (value) => /^https?:\/\//.test(value),
    'ERROR_REPORT_URL deve começar com http:// ou https://',
  ),
  /** Proof-of-work size of the captcha (ALTCHA maxnumber): higher is slower for bots and people. */
  CAPTCHA_MAX_NUMBER: z.coerce.number().int().min(10).max(10_000_000).default(50_000),
  /**
   * scrypt's cost for new password hashes, as log2(N) (15: N = 32768). Hashes keep their own
   * parameters, so changing it never locks anyone out. Tests lower it: a hash at 15 costs a
   * third of a second of CPU on a 2-core machine.
   */
  PASSWORD_SCRYPT_LOG2N: z.coerce.number().int().min(10).max(20).default(15),
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
  METRICS_TOKEN: secret('METRICS_TOKEN'),
  /** Issue #14: the payment environment; only 'sandbox' exists in this build (SPEC §9). */
  PAYMENT_ENV: z.enum(['sandbox', 'production']).default('sandbox'),
  /** HMAC-SHA256 secret of payment webhooks (the gateway and the store share it). */
  PAYMENTS_WEBHOOK_SECRET: secret('PAYMENTS_WEBHOOK_SECRET'),
  /** Where the sandbox gateway delivers its webhooks (default: this process). */
  PAYMENTS_WEBHOOK_URL: optional(
    (value) => /^https?:\/\/[^\s]+$/.test(value),
    'PAYMENTS_WEBHOOK_URL deve ser uma URL http(s)',
  ),
  /** The store's Pix key (default: the sandbox's random key). */
  PIX_KEY: z.string().trim().max(77).optional(),
  /** Bearer token of the operators' endpoints (PUT /api/v1/admin/flags/…); unset: they answer 404. */
  ADMIN_TOKEN: secret('ADMIN_TOKEN'),
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
  /**
   * SPEC §9: the partner programmes' terms links, `Smiles=https://…;Santander=/regulamentos/…`;
   * each through the one safe-link rule. A programme not listed links to its help-centre item.
   */
  PARTNER_TERMS_LINKS: z
    .string()
    .max(8000)
    .optional()
    .transform((value, ctx) => {
      const links = parsePartnerTermsLinks(value ?? '');
      if (!links) {
        ctx.addIssue({ code: 'custom', message: PARTNER_TERMS_LINKS_TEXT });
        return z.NEVER;
      }
      return links;
    }),
  /** Issue #14: where the nightly reconciliation report goes (operators). */
  OPS_EMAIL: optional(
    (value) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value),
    'OPS_EMAIL deve ser um endereço de e-mail',
  ),
  /** Issue #17 (ADR 0029): the customer-engagement sink; unset: DATA_DIR/tracking/engagement.ndjson. */
  TRACKING_ENGAGEMENT_URL: sinkUrl('TRACKING_ENGAGEMENT_URL'),
  /** Issue #17: the mobile-attribution sink; unset: DATA_DIR/tracking/attribution.ndjson. */
  TRACKING_ATTRIBUTION_URL: sinkUrl('TRACKING_ATTRIBUTION_URL'),
  /** Bearer token sent to both sinks (optional). */
  TRACKING_SINK_TOKEN: secret('TRACKING_SINK_TOKEN'),
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
  /** Issue #19 (ADR 0035): the anonymous page cache. */
  pageCache: { enabled: boolean; maxBytes: number; ttlMs: number };
  smtpUrl: string | undefined;
  /** Issue #18: the error-reporting endpoint; unset: the local error file. */
  errorReportUrl: string | undefined;
  captchaMaxNumber: number;
  /** scrypt's log2(N) for new password hashes (PASSWORD_SCRYPT_LOG2N). */
  passwordLog2N: number;
  trustProxy: boolean;
  /** Origin (scheme + host) of each store, from PUBLIC_URL / OUTLET_PUBLIC_URL. */
  publicUrls: Record<Store, string>;
  /** GET /metrics needs `Authorization: Bearer <this>`; unset: /metrics answers 404. */
  metricsToken: string | undefined;
  /** Issue #14 (ADR 0017). */
  payments: {
    env: 'sandbox' | 'production';
    /**
     * PAYMENTS_WEBHOOK_SECRET, or null: the sandbox then generates a random secret once and keeps
     * it with the data (issue #33 F13; `SandboxGateway.webhookSecret`).
     */
    webhookSecret: string | null;
    webhookUrl: string;
    pixKey: string | undefined;
  };
  /** Bearer token of the operators' endpoints; unset: they answer 404. */
  adminToken: string | undefined;
  /** ADR 0032: the feature-flag environment the server reads for itself. */
  flagEnvironment: 'production' | 'staging' | 'development';
  /** Issue #14: minutes per fulfilment step of a sandbox order. */
  sandboxFulfilment: SandboxSchedule;
  /** Issue #14: the operators' address (reconciliation report); default ops@adega.dev. */
  opsEmail: string;
  /** SPEC §9: the configured partner programmes' terms links (PARTNER_TERMS_LINKS). */
  partnerTermsLinks: Partial<Record<PartnerProgramme, string>>;
  /** Issue #17 (ADR 0029): the tracking sinks' endpoints (unset: NDJSON files) and token. */
  tracking: {
    engagementUrl: string | undefined;
    attributionUrl: string | undefined;
    sinkToken: string | undefined;
  };
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
  if (e.PAYMENT_ENV === 'production' && !e.PAYMENTS_WEBHOOK_SECRET) {
    throw new Error(
      'Configuração inválida:\n  - PAYMENTS_WEBHOOK_SECRET: obrigatório quando PAYMENT_ENV=production',
    );
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    seedProducts: e.SEED_PRODUCTS,
    webBuildDir: e.WEB_BUILD_DIR ? resolve(e.WEB_BUILD_DIR) : '',
    pageCache: {
      enabled: e.PAGE_CACHE === 'on',
      maxBytes: e.PAGE_CACHE_MAX_MB * 1024 * 1024,
      ttlMs: e.PAGE_CACHE_TTL_SECONDS * 1000,
    },
    smtpUrl: e.SMTP_URL,
    errorReportUrl: e.ERROR_REPORT_URL,
    captchaMaxNumber: e.CAPTCHA_MAX_NUMBER,
    passwordLog2N: e.PASSWORD_SCRYPT_LOG2N,
    trustProxy: e.TRUST_PROXY,
    publicUrls: {
      [Stores.WINE]: e.PUBLIC_URL ?? `http://localhost:${String(e.PORT)}`,
      [Stores.OUTLET]: e.OUTLET_PUBLIC_URL ?? `http://outlet.localhost:${String(e.PORT)}`,
    },
    metricsToken: e.METRICS_TOKEN,
    payments: {
      env: e.PAYMENT_ENV,
      webhookSecret: e.PAYMENTS_WEBHOOK_SECRET ?? null,
      webhookUrl:
        e.PAYMENTS_WEBHOOK_URL ?? `http://127.0.0.1:${String(e.PORT)}/api/v1/payments/webhook`,
      pixKey: e.PIX_KEY,
    },
    adminToken: e.ADMIN_TOKEN,
    flagEnvironment:
      e.FLAG_ENVIRONMENT ?? (e.NODE_ENV === 'production' ? 'production' : 'development'),
    sandboxFulfilment: e.SANDBOX_FULFILMENT_MINUTES ?? { ...DEFAULT_SANDBOX_SCHEDULE },
    opsEmail: e.OPS_EMAIL ?? 'ops@adega.dev',
    partnerTermsLinks: e.PARTNER_TERMS_LINKS,
    tracking: {
      engagementUrl: e.TRACKING_ENGAGEMENT_URL,
      attributionUrl: e.TRACKING_ATTRIBUTION_URL,
      sinkToken: e.TRACKING_SINK_TOKEN,
    },
  };
}
