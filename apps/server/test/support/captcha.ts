/**
 * The captcha answer a browser would send (`captchaResponse`), solved in the test process: shared
 * by the API tests (support/auth.ts) and the browser tests (e2e/accounts.ts).
 */
import { solveChallenge } from 'altcha-lib/v1';
import type { CaptchaChallengeDto } from '../../src/contract.ts';

/** Solves the challenge (small proof of work in tests) and encodes the answer as the widget does. */
export async function captchaAnswer(data: CaptchaChallengeDto): Promise<string> {
  const solution = await solveChallenge(data.challenge, data.salt, data.algorithm, data.maxnumber)
    .promise;
  if (!solution) throw new Error('captcha not solved');
  return Buffer.from(
    JSON.stringify({
      algorithm: data.algorithm,
      challenge: data.challenge,
      number: solution.number,
      salt: data.salt,
      signature: data.signature,
    }),
  ).toString('base64');
}
