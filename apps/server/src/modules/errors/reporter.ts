/**
 * The server's error reporter (SPEC §8 "Global handler logs the error and reports it to an
 * error-reporting service if available"; issue #18 part C, ADR 0034). Every report is scrubbed
 * (no query strings, capped texts), logged, then POSTed as JSON to ERROR_REPORT_URL when one is
 * configured, else appended as one line to `<DATA_DIR>/errors/errors.ndjson`. A failing endpoint
 * falls back to the file: a report is never lost silently, and reporting never throws.
 */
import { appendFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { scrubReport, type ErrorReport } from '@adega/domain/client-errors';
import type { Logger } from 'pino';
import { safeError } from '../../http/logging.ts';

export const ERROR_FILE = join('errors', 'errors.ndjson');
const REPORT_TIMEOUT_MS = 5000;

export interface ErrorReporter {
  /** Logs, scrubs and delivers one report; resolves once written or sent (never rejects). */
  report(report: ErrorReport): Promise<void>;
  /** Builds a report from anything thrown on the server. */
  reportError(error: unknown, kind: string, url?: string | null): Promise<void>;
}

export interface ErrorReporterDeps {
  url: string | undefined;
  dataDir: string;
  logger: Logger;
  now: () => Date;
  fetch?: typeof fetch;
}

/**
 * What a report says of a thrown value: through `safeError`, so a failed query's parameters
 * (drizzle's message "params: …", the driver's quoted input) never reach the log or the file
 * (issue #33 F12).
 */
function describe(error: unknown): { name: string; message: string; stack: string | null } {
  if (error instanceof Error) {
    const safe = safeError(error) as { message: string; stack: string };
    return { name: error.name, message: safe.message, stack: safe.stack };
  }
  return { name: 'NonError', message: String(error), stack: null };
}

export function createErrorReporter(deps: ErrorReporterDeps): ErrorReporter {
  const file = join(deps.dataDir, ERROR_FILE);
  const send = deps.fetch ?? fetch;

  async function toFile(report: ErrorReport): Promise<void> {
    await mkdir(join(deps.dataDir, 'errors'), { recursive: true });
    await appendFile(file, `${JSON.stringify(report)}\n`, 'utf8');
  }

  async function report(raw: ErrorReport): Promise<void> {
    const scrubbed = scrubReport(raw);
    deps.logger.error(
      { report: { ...scrubbed, stack: scrubbed.stack?.split('\n').slice(0, 5).join('\n') } },
      'unhandled error',
    );
    try {
      if (deps.url) {
        try {
          const response = await send(deps.url, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(scrubbed),
            signal: AbortSignal.timeout(REPORT_TIMEOUT_MS),
          });
          if (response.ok) return;
          deps.logger.warn({ status: response.status }, 'error report refused; written to file');
        } catch (error) {
          deps.logger.warn(
            { err: describe(error).message },
            'error report failed; written to file',
          );
        }
      }
      await toFile(scrubbed);
    } catch (error) {
      deps.logger.warn({ err: describe(error).message }, 'error report lost');
    }
  }

  return {
    report,
    reportError: (error, kind, url = null) =>
      report({
        source: 'server',
        kind,
        ...describe(error),
        url,
        at: deps.now().toISOString(),
      }),
  };
}
