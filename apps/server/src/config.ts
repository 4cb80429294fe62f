/**
 * Environment, parsed once at boot (STYLE §5): the process fails fast with a readable list.
 */
import { resolve } from 'node:path';
import { z } from 'zod';

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
  };
}
