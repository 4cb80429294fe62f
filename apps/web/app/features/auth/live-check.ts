/**
 * The sign-up form's live checks (SPEC §7 isEmailExists, isCpfExists, isCnpjExists): when a field
 * holding a valid value loses focus, ask the server — once per value, after a short pause so a
 * quick tab through the form sends one request — whether it is already registered. A throttled
 * or failed check (e.g. 429) is reported with the server's message, never as "taken".
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { isRegistered, type ExistenceCheck } from './api';
import { errorMessageOf } from './server-errors';

/** Pause between leaving the field and asking (a later blur of the same field replaces it). */
export const LIVE_CHECK_DELAY_MS = 300;

export type LiveCheckResult =
  | { value: string; status: 'taken' }
  | { value: string; status: 'free' }
  | { value: string; status: 'error'; message: string };

export interface LiveCheck {
  /** The answer for `value`, or null while unknown (answers for other values are ignored). */
  resultFor: (value: string) => LiveCheckResult | null;
  /** Checks `value` (already known to be well-formed) after the pause. */
  check: (value: string) => void;
  /** Forgets a pending check (the customer is typing again). */
  cancel: () => void;
}

export function useLiveCheck(
  kind: ExistenceCheck,
  normalise: (value: string) => string,
): LiveCheck {
  const [result, setResult] = useState<LiveCheckResult | null>(null);
  const answers = useRef(new Map<string, boolean>());
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const abort = useRef<AbortController | null>(null);

  const cancel = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    abort.current?.abort();
    abort.current = null;
  }, []);

  useEffect(() => cancel, [cancel]);

  const check = useCallback(
    (raw: string) => {
      cancel();
      const value = normalise(raw);
      const known = answers.current.get(value);
      if (known !== undefined) {
        setResult({ value, status: known ? 'taken' : 'free' });
        return;
      }
      timer.current = setTimeout(() => {
        timer.current = null;
        const controller = new AbortController();
        abort.current = controller;
        isRegistered(kind, value, controller.signal).then(
          (taken) => {
            answers.current.set(value, taken);
            if (!controller.signal.aborted) setResult({ value, status: taken ? 'taken' : 'free' });
          },
          (error: unknown) => {
            if (controller.signal.aborted) return;
            setResult({ value, status: 'error', message: errorMessageOf(error) });
          },
        );
      }, LIVE_CHECK_DELAY_MS);
    },
    [cancel, kind, normalise],
  );

  const resultFor = useCallback(
    (raw: string) => (result && result.value === normalise(raw) ? result : null),
    [normalise, result],
  );

  return { resultFor, check, cancel };
}
