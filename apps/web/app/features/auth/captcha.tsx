/**
 * The self-hosted proof-of-work captcha of the account forms (ALTCHA v1, issue #5): fetch a
 * challenge from the server (`getCaptchaChallenge`), find its number in the page with WebCrypto
 * (`solveChallenge` from altcha-lib/v1: no external resource, no eval, so the strict CSP holds)
 * and hand the base64 answer to the form as `captchaResponse`. Issue #19: the search runs in a
 * same-origin module worker (captcha.worker.ts), off the main thread, so the page stays
 * responsive; where a worker cannot start it runs on the page as before.
 *
 * Solving starts in the background as soon as the form is on screen; a submit that comes first
 * waits for it (`take()`). A solution is accepted once: the form calls `refresh()` after every
 * failed submit. A solution is also renewed shortly before its challenge expires, so a form left
 * open stays submittable.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { solveChallenge } from 'altcha-lib/v1';
import { RequestError } from '../../lib/rpc';
import { getCaptchaChallenge } from './api';
import type { CaptchaWork } from './captcha.worker';
import {
  CaptchaError,
  captchaExpiresAt,
  encodeCaptchaPayload,
  isCaptchaChallenge,
} from './captcha-payload';

export const CAPTCHA_SOLVING = 'Verificando que você não é um robô…';
export const CAPTCHA_SOLVED = 'Verificação concluída';
export const CAPTCHA_FAILED = 'Não foi possível concluir a verificação de segurança.';
export const CAPTCHA_RETRY = 'Tentar novamente';
/** Renew this long before the server stops accepting the challenge. */
const RENEW_BEFORE_EXPIRY_MS = 30_000;

export type CaptchaState =
  | { status: 'solving'; payload: null; error: null }
  | { status: 'solved'; payload: string; error: null }
  | { status: 'error'; payload: null; error: string };

export type Captcha = CaptchaState & {
  /** Drops the current solution and solves a new challenge. */
  refresh: () => void;
  /**
   * The answer to send: the current solution, or the one being computed. Rejects with the
   * message to show when the challenge cannot be fetched or solved (a new one starts then).
   */
  take: () => Promise<string>;
};

const SOLVING: CaptchaState = { status: 'solving', payload: null, error: null };

type Solution = { number: number } | null;

/** Solves on the page's main thread (where no worker can start). */
function solveOnPage(work: CaptchaWork, signal: AbortSignal): Promise<Solution> {
  const solver = solveChallenge(work.challenge, work.salt, work.algorithm, work.max);
  signal.addEventListener('abort', () => solver.controller.abort());
  return solver.promise;
}

/** Solves in captcha.worker.ts; an abort ends the worker (and answers null). */
function solveOffThread(work: CaptchaWork, signal: AbortSignal): Promise<Solution> {
  let worker: Worker;
  try {
    worker = new Worker(new URL('./captcha.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return solveOnPage(work, signal);
  }
  return new Promise<Solution>((resolve) => {
    const end = (solution: Solution) => {
      worker.terminate();
      resolve(solution);
    };
    signal.addEventListener('abort', () => end(null));
    worker.onmessage = (event: MessageEvent<Solution>) => end(event.data);
    worker.onerror = () => {
      worker.terminate();
      resolve(solveOnPage(work, signal));
    };
    worker.postMessage(work);
  });
}

export function useCaptcha(): Captcha {
  const [state, setState] = useState<CaptchaState>(SOLVING);
  const run = useRef(0);
  const abort = useRef<AbortController | null>(null);
  const renewTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pending = useRef<Promise<string> | null>(null);

  const stop = useCallback(() => {
    run.current += 1;
    abort.current?.abort();
    abort.current = null;
    if (renewTimer.current !== null) clearTimeout(renewTimer.current);
    renewTimer.current = null;
  }, []);

  const refresh = useCallback(() => {
    stop();
    const id = run.current;
    const controller = new AbortController();
    abort.current = controller;
    setState(SOLVING);
    const solve = async (): Promise<string> => {
      const challenge: unknown = await getCaptchaChallenge(controller.signal);
      if (!isCaptchaChallenge(challenge)) throw new Error('desafio inválido');
      const solution = await solveOffThread(
        {
          challenge: challenge.challenge,
          salt: challenge.salt,
          algorithm: challenge.algorithm,
          max: challenge.maxnumber,
        },
        controller.signal,
      );
      if (solution === null) throw new Error('sem solução');
      const payload = encodeCaptchaPayload(challenge, solution.number);
      if (run.current !== id) return payload;
      setState({ status: 'solved', payload, error: null });
      const expiresAt = captchaExpiresAt(challenge.salt);
      if (expiresAt !== null) {
        const wait = Math.max(0, expiresAt - Date.now() - RENEW_BEFORE_EXPIRY_MS);
        renewTimer.current = setTimeout(refresh, wait);
      }
      return payload;
    };
    const promise = solve().catch((error: unknown) => {
      const message =
        error instanceof RequestError && error.status === null ? error.message : CAPTCHA_FAILED;
      if (run.current === id) {
        setState({ status: 'error', payload: null, error: message });
        // The next take() starts over instead of repeating this failure.
        pending.current = null;
      }
      throw new CaptchaError(message);
    });
    // Nobody may be waiting: an unobserved failure is shown through the state above.
    promise.catch(() => undefined);
    pending.current = promise;
  }, [stop]);

  const take = useCallback((): Promise<string> => {
    if (pending.current === null) refresh();
    return pending.current ?? Promise.reject(new CaptchaError(CAPTCHA_FAILED));
  }, [refresh]);

  useEffect(() => {
    refresh();
    return stop;
  }, [refresh, stop]);

  return { ...state, refresh, take };
}

/** The captcha's visible, announced status, with 'Tentar novamente' when it failed. */
export function CaptchaStatus({ captcha }: { captcha: Captcha }) {
  const text =
    captcha.status === 'solved'
      ? CAPTCHA_SOLVED
      : captcha.status === 'error'
        ? captcha.error
        : CAPTCHA_SOLVING;
  return (
    <div className={`captcha captcha--${captcha.status}`} data-testid="captcha">
      <span className="captcha__icon" aria-hidden="true" />
      <p className="captcha__text" role="status">
        {text}
      </p>
      {captcha.status === 'error' ? (
        <button type="button" className="captcha__retry" onClick={captcha.refresh}>
          {CAPTCHA_RETRY}
        </button>
      ) : null}
      <noscript>
        <p className="captcha__noscript">
          Ative o JavaScript do navegador para concluir a verificação de segurança.
        </p>
      </noscript>
    </div>
  );
}
