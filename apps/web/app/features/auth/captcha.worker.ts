/**
 * Issue #19: the captcha's proof of work runs in this worker, off the page's main thread (a
 * same-origin module worker: the CSP's worker-src 'self' allows it; no eval, no external script).
 * It receives one challenge and answers with altcha's solution, or null.
 */
import { solveChallenge } from 'altcha-lib/v1';

export interface CaptchaWork {
  challenge: string;
  salt: string;
  algorithm: string;
  max: number;
}

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<CaptchaWork>) => void) | null;
  postMessage: (message: unknown) => void;
};

scope.onmessage = (event) => {
  const { challenge, salt, algorithm, max } = event.data;
  void solveChallenge(challenge, salt, algorithm, max).promise.then(
    (solution) => scope.postMessage(solution),
    () => scope.postMessage(null),
  );
};
