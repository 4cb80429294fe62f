/**
 * What the sign-in, forgot-password and reset-password forms share: the one-column form frame
 * with the server's message on top, the 'E-mail ou CPF' field and the submit behind the captcha
 * (the sign-up forms too: the server's failure on the form).
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { FieldBinding } from '../../components/ui/field-binding';
import { FormAlert, TextField } from '../../components/ui/fields';
import { markServerErrors } from '../../lib/server-errors-on-fields';
import { useCaptcha, type Captcha } from './captcha';
import { errorFieldsOf, errorMessageOf, serverFieldErrors } from './server-errors';

/** The captcha's answer, or null after handing its failure's message to `onError`. */
async function captchaAnswer(
  captcha: Captcha,
  onError: (message: string) => void,
): Promise<string | null> {
  try {
    return await captcha.take();
  } catch (error) {
    onError(errorMessageOf(error));
    return null;
  }
}

/**
 * A submit behind the captcha: clears the message, takes the captcha's answer (its failure becomes
 * the message) and sends with it; a failed send goes to `failed`, then a new captcha is solved (a
 * solution is accepted once).
 */
export async function sendWithCaptcha(
  captcha: Captcha,
  setAlert: (message: string | null) => void,
  send: (captchaResponse: string) => Promise<void>,
  failed: (error: unknown) => void,
): Promise<void> {
  setAlert(null);
  const captchaResponse = await captchaAnswer(captcha, setAlert);
  if (captchaResponse === null) return;
  try {
    await send(captchaResponse);
  } catch (error) {
    failed(error);
    captcha.refresh();
  }
}

/**
 * A failed send of an auth form: the server's message goes in the form alert and its per-field
 * messages on `fields`; returns the fields marked, in `fields` order.
 */
export function showServerFailure<T extends FieldValues>(
  error: unknown,
  setAlert: (message: string) => void,
  setError: UseFormReturn<T>['setError'],
  fields: readonly Path<T>[],
): Path<T>[] {
  setAlert(errorMessageOf(error));
  return markServerErrors(setError, serverFieldErrors(errorFieldsOf(error), fields), fields);
}

/**
 * The submit of a one-step auth form behind the captcha (`sendWithCaptcha`): the valid values go
 * to `send` with the captcha's answer; a failure is shown by `showServerFailure`, then
 * `afterFailure` runs.
 */
export function useCaptchaSubmit<T extends FieldValues, V extends FieldValues>(
  form: UseFormReturn<T, unknown, V>,
  fields: readonly Path<T>[],
  send: (values: V, captchaResponse: string) => Promise<void>,
  afterFailure: () => void = () => {},
) {
  const captcha = useCaptcha();
  const [alert, setAlert] = useState<string | null>(null);
  const onSubmit = form.handleSubmit((values) =>
    sendWithCaptcha(
      captcha,
      setAlert,
      (captchaResponse) => send(values, captchaResponse),
      (error) => {
        showServerFailure(error, setAlert, form.setError, fields);
        afterFailure();
      },
    ),
  );
  return { captcha, alert, onSubmit };
}

/** A one-column auth form labelled by the page title; `alert` (if any) goes in the form alert. */
export function AuthForm({
  busy,
  alert,
  onSubmit,
  children,
}: {
  busy: boolean;
  alert: ReactNode;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  children: ReactNode;
}) {
  return (
    <form
      className="auth-form"
      method="post"
      noValidate
      aria-labelledby="auth-title"
      aria-busy={busy}
      onSubmit={(event) => void onSubmit(event)}
    >
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      {children}
    </form>
  );
}

/** The login identifier: an e-mail or a CPF (SPEC §5). */
export function IdentificationField(props: { id: string; label: string } & FieldBinding) {
  return (
    <TextField
      {...props}
      type="text"
      autoComplete="username"
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      maxLength={254}
    />
  );
}
