/**
 * The process logger (pino) and what an error looks like in it. Database errors carry the
 * query's parameter values (drizzle's `params` and its message "params: …", the driver's
 * `detail` such as "Key (email)=(…)") — personal data that must never reach a log (issue #12).
 * `safeError` keeps only the type, a message without parameters, the stack frames and a fixed
 * list of harmless fields, for the error and its causes.
 */
import pino, { type DestinationStream, type Logger } from 'pino';

/** Fields of an error that never hold values sent by a customer. */
const SAFE_FIELDS = [
  'code',
  'status',
  'severity',
  'constraint',
  'table',
  'column',
  'schema',
  'routine',
  'fields',
  'retryAfterSeconds',
] as const;
const MAX_CAUSES = 4;

function withoutParams(message: string): string {
  const cut = message.search(/\n\s*params:/);
  return cut === -1 ? message : `${message.slice(0, cut)}\nparams: [omitidos]`;
}

/** A PostgreSQL error (pg or PGlite): SQLSTATE code and severity. */
function isDatabaseError(error: Error): boolean {
  const { code, severity } = error as { code?: unknown; severity?: unknown };
  return typeof severity === 'string' && typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
}

/** A loggable copy of an error without parameter values; other values pass unchanged. */
export function safeError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) return error;
  const type = error.name || error.constructor.name;
  let message = withoutParams(error.message);
  // PostgreSQL quotes the offending input ('invalid input syntax for type integer: "…"').
  if (isDatabaseError(error)) message = message.replace(/"[^"]*"/g, '"[omitido]"');
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const out: Record<string, unknown> = {
    type,
    message,
    stack: [`${type}: ${message}`, ...frames].join('\n'),
  };
  const fields = error as unknown as Record<string, unknown>;
  for (const key of SAFE_FIELDS) if (fields[key] !== undefined) out[key] = fields[key];
  if (error.cause !== undefined && depth < MAX_CAUSES)
    out.cause = safeError(error.cause, depth + 1);
  return out;
}

/** pino options of the process: secrets redacted, errors through `safeError`. */
export function loggerOptions(level: string): pino.LoggerOptions {
  return {
    level,
    serializers: { err: (value: unknown) => safeError(value) },
    redact: [
      'req.headers.cookie',
      'password',
      '*.password',
      '*.number',
      '*.token',
      '*.captchaResponse',
      '*.encryptedCardNumber',
      '*.encryptedSecurityCode',
    ],
  };
}

export function createLogger(level: string, destination?: DestinationStream): Logger {
  return destination ? pino(loggerOptions(level), destination) : pino(loggerOptions(level));
}
