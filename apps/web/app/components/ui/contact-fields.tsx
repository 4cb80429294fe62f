/**
 * What the forms that take a visitor's e-mail for a notice share (the campaign's lead capture, the
 * product's 'Avise-me'): the e-mail input and the consent line linking the privacy portal.
 */
import type { InputHTMLAttributes } from 'react';
import { EMAIL_MAX } from '@adega/domain/constants';
import { ROUTES } from '@adega/domain/urls';

type EmailInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'type' | 'inputMode' | 'autoComplete' | 'maxLength' | 'value' | 'onChange'
> & { value: string; onValue: (value: string) => void };

/** The `email` input (up to EMAIL_MAX characters), controlled: `onValue` hears every change. */
export function EmailInput({ value, onValue, ...rest }: EmailInputProps) {
  return (
    <input
      {...rest}
      name="email"
      type="email"
      inputMode="email"
      autoComplete="email"
      maxLength={EMAIL_MAX}
      value={value}
      onChange={(event) => onValue(event.target.value)}
    />
  );
}

/** The form's consent `text`, then where the customer reads how their data is handled. */
export function PrivacyConsent({ className, text }: { className: string; text: string }) {
  return (
    <p className={className}>
      {text} Saiba como tratamos seus dados no{' '}
      <a href={ROUTES.privacyPolicy}>Portal de Privacidade</a>.
    </p>
  );
}
