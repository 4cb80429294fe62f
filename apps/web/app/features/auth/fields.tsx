/**
 * Labelled inputs of the account forms: the label above, the first error under the field
 * (SPEC §5 messages), announced through aria-describedby and aria-invalid; masks re-applied on
 * every keystroke; the password with a show/hide toggle.
 */
import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { isDeletion, MASKS, maskedValue, type MaskName } from '../../lib/masks';

export function fieldErrorId(id: string) {
  return `${id}-erro`;
}

function describedBy(...ids: (string | null | undefined | false)[]): string | undefined {
  const list = ids.filter((id): id is string => typeof id === 'string' && id !== '');
  return list.length > 0 ? list.join(' ') : undefined;
}

type InputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'name' | 'onChange' | 'onBlur' | 'children'
>;

export interface TextFieldProps extends InputProps {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError | undefined;
  /** A message that replaces the validation error (e.g. 'Este e-mail já está cadastrado.'). */
  notice?: ReactNode;
  /** Help under the label (format example), linked to the input. */
  hint?: string;
  mask?: MaskName;
  /** Called after the form's own blur handling (live checks). */
  onBlurValue?: (value: string) => void;
  /** Called after the form's own change handling. */
  onChangeValue?: (value: string) => void;
  /** Content after the input inside the field box (e.g. the show/hide button). */
  addon?: ReactNode;
  /** Extra content under the field (e.g. the password meter). */
  children?: ReactNode;
  describedById?: string;
  /** Spans both columns of a two-column form. */
  wide?: boolean;
}

export function TextField({
  id,
  label,
  registration,
  error,
  notice,
  hint,
  mask,
  onBlurValue,
  onChangeValue,
  addon,
  children,
  describedById,
  wide = false,
  className,
  ...input
}: TextFieldProps) {
  const message = notice ?? (error?.message ? error.message : null);
  const errorId = fieldErrorId(id);
  const hintId = hint ? `${id}-dica` : null;
  return (
    <div
      className={`auth-field${message ? ' auth-field--invalid' : ''}${wide ? ' auth-field--wide' : ''}`}
    >
      <label className="auth-field__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p className="auth-field__hint" id={hintId ?? undefined}>
          {hint}
        </p>
      ) : null}
      <div className={`auth-field__control${addon ? ' auth-field__control--addon' : ''}`}>
        <input
          {...input}
          id={id}
          className={`auth-field__input${className ? ` ${className}` : ''}`}
          name={registration.name}
          ref={registration.ref}
          required={registration.required}
          disabled={registration.disabled ?? input.disabled}
          aria-invalid={message ? true : undefined}
          aria-describedby={describedBy(hintId, message ? errorId : null, describedById)}
          onChange={(event) => {
            if (mask) {
              const inputType = (event.nativeEvent as InputEvent).inputType as string | undefined;
              event.target.value = maskedValue(
                MASKS[mask],
                event.target.value,
                isDeletion(inputType),
              );
            }
            void registration.onChange(event);
            onChangeValue?.(event.target.value);
          }}
          onBlur={(event) => {
            void registration.onBlur(event);
            onBlurValue?.(event.target.value);
          }}
        />
        {addon}
      </div>
      {message ? (
        <div className="auth-field__error" id={errorId}>
          {message}
        </div>
      ) : null}
      {children}
    </div>
  );
}

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'addon' | 'mask'> {
  autoComplete: 'current-password' | 'new-password';
}

/** A password input with a 'Mostrar senha' / 'Ocultar senha' toggle. */
export function PasswordField(props: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      addon={
        <button
          type="button"
          className="auth-field__toggle"
          aria-controls={props.id}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? 'Ocultar' : 'Mostrar'}
          <span className="visually-hidden"> senha</span>
        </button>
      }
    />
  );
}

export interface SelectFieldProps {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError | undefined;
  /** The first, empty option ('Selecione'). */
  placeholder: string;
  options: readonly { value: string; label: string }[];
  autoComplete?: string;
}

export function SelectField({
  id,
  label,
  registration,
  error,
  placeholder,
  options,
  autoComplete,
}: SelectFieldProps) {
  const errorId = fieldErrorId(id);
  const message = error?.message ? error.message : null;
  return (
    <div className={`auth-field${message ? ' auth-field--invalid' : ''}`}>
      <label className="auth-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="auth-field__control">
        <select
          id={id}
          className="auth-field__input auth-field__select"
          defaultValue=""
          autoComplete={autoComplete}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? errorId : undefined}
          {...registration}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {message ? (
        <div className="auth-field__error" id={errorId}>
          {message}
        </div>
      ) : null}
    </div>
  );
}

export interface CheckboxFieldProps {
  id: string;
  label: ReactNode;
  registration: UseFormRegisterReturn;
  error?: FieldError | undefined;
}

export function CheckboxField({ id, label, registration, error }: CheckboxFieldProps) {
  const errorId = fieldErrorId(id);
  return (
    <div className="auth-check">
      <input
        type="checkbox"
        id={id}
        className="auth-check__input"
        {...registration}
        aria-invalid={error?.message ? true : undefined}
        aria-describedby={error?.message ? errorId : undefined}
      />
      <label htmlFor={id} className="auth-check__label">
        {label}
      </label>
      {error?.message ? (
        <div className="auth-field__error" id={errorId}>
          {error.message}
        </div>
      ) : null}
    </div>
  );
}

/** The form-level message: the server's `message` after a failed submit (SPEC §8). */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <div className="auth-alert" role="alert">
      {children}
    </div>
  );
}

/**
 * The form's main button. It stays enabled while the captcha is solved in the background (the
 * submit waits for it); while the request runs it says so and ignores further clicks.
 */
export function SubmitButton({
  busy,
  busyLabel,
  children,
}: {
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      className="button auth-form__submit"
      aria-disabled={busy || undefined}
      onClick={(event) => {
        if (busy) event.preventDefault();
      }}
    >
      {busy ? busyLabel : children}
    </button>
  );
}
