/**
 * Request bodies of the API and RPC are capped (issue #12): a body over the limit is a 413 with a
 * pt-BR message before anything reads it. A declared Content-Length over the limit is refused at
 * once; a chunked body is counted as it streams and abandoned at the first byte over (it is never
 * buffered whole nor parsed).
 */
import type { MiddlewareHandler } from 'hono';
import { bodyLimit as honoBodyLimit } from 'hono/body-limit';
import { AppError } from '@adega/domain/errors';

/** 64 KiB: the largest legitimate body (a card with its encrypted fields) is a few KiB. */
export const BODY_LIMIT_BYTES = 64 * 1024;
export const BODY_TOO_LARGE_MESSAGE =
  'A requisição é grande demais. Envie no máximo 64 KB de dados.';

export function bodyLimit(maxBytes = BODY_LIMIT_BYTES): MiddlewareHandler {
  return honoBodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw new AppError('PAYLOAD_TOO_LARGE', BODY_TOO_LARGE_MESSAGE);
    },
  });
}
