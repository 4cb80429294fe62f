/**
 * Self-hosted proof-of-work captcha (ALTCHA, via altcha-lib): the server issues an HMAC-signed
 * challenge, the browser finds the number, the server verifies the signature, the solution, the
 * expiry (on the injected clock) and that the solution was not used before.
 */
import { randomBytes } from 'node:crypto';
import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import { AppError } from '@adega/domain/errors';
import type { Db } from '../../db/client.ts';
import { spentCaptchas } from '../../db/schema.ts';
import { loadOrCreateSecret } from '../secrets/repo.ts';

export const CAPTCHA_MESSAGE = 'Confirme a verificação de segurança e tente novamente.';
export const CAPTCHA_TTL_MS = 10 * 60_000;

export interface CaptchaChallenge {
  algorithm: string;
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

export interface Captcha {
  challenge(): Promise<CaptchaChallenge>;
  /** Throws a 422 with CAPTCHA_MESSAGE unless `response` is a fresh, valid, unused solution. */
  verify(response: string | undefined): Promise<void>;
}

export function createCaptcha(db: Db, now: () => Date, maxNumber: number): Captcha {
  let key: Promise<string> | undefined;
  const hmacKey = () =>
    (key ??= loadOrCreateSecret(db, 'captcha-hmac', () => randomBytes(32).toString('hex')));
  const invalid = () =>
    new AppError('VALIDATION', CAPTCHA_MESSAGE, { captchaResponse: CAPTCHA_MESSAGE });

  return {
    async challenge() {
      const challenge = await createChallenge({
        hmacKey: await hmacKey(),
        maxNumber,
        expires: new Date(now().getTime() + CAPTCHA_TTL_MS),
      });
      return {
        algorithm: challenge.algorithm,
        challenge: challenge.challenge,
        maxnumber: challenge.maxnumber ?? maxNumber,
        salt: challenge.salt,
        signature: challenge.signature,
      };
    },
    async verify(response) {
      if (!response || response.length > 2000) throw invalid();
      let payload: { signature?: unknown; salt?: unknown };
      try {
        payload = JSON.parse(Buffer.from(response, 'base64').toString('utf8')) as typeof payload;
      } catch {
        throw invalid();
      }
      if (typeof payload !== 'object' || payload === null) throw invalid();
      if (typeof payload.signature !== 'string' || typeof payload.salt !== 'string')
        throw invalid();
      // Expiry is checked here on the injected clock, not by altcha-lib on the wall clock.
      let ok = false;
      try {
        ok = await verifySolution(response, await hmacKey(), false);
      } catch {
        ok = false;
      }
      if (!ok) throw invalid();
      const expires = Number(extractParams(response).expires);
      const at = now().getTime();
      if (!Number.isFinite(expires) || expires * 1000 <= at) throw invalid();
      const spent = await db
        .insert(spentCaptchas)
        .values({ signature: payload.signature, expiresAt: new Date(expires * 1000) })
        .onConflictDoNothing()
        .returning({ signature: spentCaptchas.signature });
      if (spent.length === 0) throw invalid();
    },
  };
}
