/**
 * What the sign-in, forgot-password and reset-password forms share: the one-column form frame
 * with the server's message on top, the 'E-mail ou CPF' field and the submit behind the captcha.
 */
import type { FormEvent, ReactNode } from 'react';
import type { FieldBinding } from '../../components/ui/field-binding';
import { FormAlert, TextField } from '../../components/ui/fields';
import type { Captcha } from './captcha';
import { errorMessageOf } from './server-errors';

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
