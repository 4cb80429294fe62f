/**
 * Sign-in throttling (ADR 0008, issue #12). Every attempt counts per account — the customer's id,
 * so its e-mail and CPF share one counter (an unknown identifier counts under itself, so an unknown
 * account behaves like a known one). Per client IP only failures count (issue #33 F7): customers
 * behind one office or proxy share an IP, and their sign-ins must not lock each other out. The IP's
 * hit is taken before the password is checked (so parallel guesses are all counted) and given back
 * when the password was right. Past the account's limit the decision
 * comes before the password: without a captcha the answer is 429 and the password is not checked;
 * with a verified captcha the password is checked, a correct one signs in (and clears the
 * counter), a wrong one is 429 — up to a ceiling where even a captcha waits for the window.
 */
import { RATE_RULES, RateLimitedError, type RateLimiter } from './rate-limit.ts';

/**
 * Attempts per account and window after which even a captcha waits: past the limit every guess
 * costs a captcha, and their number stays bounded.
 */
export const SIGN_IN_CAPTCHA_CEILING = 20;

export interface SignInAttempt {
  ip: string;
  /** `customer:<id>` for a known account, `login:<identifier>` otherwise. */
  accountKey: string;
  /** The request carried a captcha the server verified. */
  captchaVerified: boolean;
}

/**
 * Runs `checkPassword` only when the throttles allow it; returns its verdict when the account is
 * not locked, and throws 429 for a wrong password on a locked account.
 */
export async function throttledSignIn(
  limiter: RateLimiter,
  attempt: SignInAttempt,
  checkPassword: () => Promise<boolean>,
): Promise<boolean> {
  await limiter.hit(RATE_RULES.signInIp, attempt.ip);
  const counted = await limiter.count(RATE_RULES.signInAccount, attempt.accountKey);
  if (counted.over && (!attempt.captchaVerified || counted.count > SIGN_IN_CAPTCHA_CEILING)) {
    throw new RateLimitedError(counted.retryAfterSeconds);
  }
  const ok = await checkPassword();
  if (ok) {
    await limiter.reset(RATE_RULES.signInAccount, attempt.accountKey);
    await limiter.release(RATE_RULES.signInIp, attempt.ip);
  } else if (counted.over) throw new RateLimitedError(counted.retryAfterSeconds);
  return ok;
}
