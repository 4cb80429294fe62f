/**
 * The one form-field kit (sign-in, sign-up, password pages and my account): labelled inputs with
 * the first error under the field (SPEC §5 messages), announced through aria-describedby and
 * aria-invalid; masks re-applied on every keystroke before react-hook-form reads the value; the
 * password with a show/hide toggle; selects, checkboxes, read-only values and the form alert.
 *
 * Two looks share the markup rules: 'auth' (the sign-in and sign-up pages: hint above the input,
 * class prefix `auth-`) and 'account' (my account: hint under the input, `acc-`). A page sets
 * its look once with <FieldLook value="…">.
 */
import {
  createContext,
  useContext,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
} from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { isDeletion, MASKS, maskedValue, type Mask, type MaskName } from '../../lib/masks';
import { useHydrated } from '../../lib/use-hydrated';

export type FieldLookName = 'auth' | 'account';

const LookContext = createContext<FieldLookName>('auth');

export function FieldLook({ value, children }: { value: FieldLookName; children: ReactNode }) {
  return <LookContext.Provider value={value}>{children}</LookContext.Provider>;
}

function usePrefix(): 'auth' | 'acc' {
  return useContext(LookContext) === 'account' ? 'acc' : 'auth';
}

export function fieldErrorId(id: string) {
  return `${id}-erro`;
}

/** The account forms' name for `fieldErrorId`. */
export const errorIdOf = fieldErrorId;

function describedBy(...ids: (string | null | undefined | false)[]): string | undefined {
  const list = ids.filter((id): id is string => typeof id === 'string' && id !== '');
  return list.length > 0 ? list.join(' ') : undefined;
}

function FieldErrorText({ id, children }: { id: string; children: ReactNode }) {
  const prefix = usePrefix();
  const Tag = prefix === 'acc' ? 'p' : 'div';
  return (
    <Tag className={`${prefix}-field__error`} id={id}>
      {children}
    </Tag>
  );
}

/**
 * What a field of the kit takes: the control's own attributes but those the field sets (its id,
 * name, handlers and content), then its id, label, react-hook-form registration and error.
 */
type FieldProps<Attributes> = Omit<
  Attributes,
  'id' | 'name' | 'onChange' | 'onBlur' | 'children'
> & {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError | undefined;
};

export interface TextFieldProps extends FieldProps<InputHTMLAttributes<HTMLInputElement>> {
  /** A message that replaces the validation error (e.g. 'Este e-mail já está cadastrado.'). */
  notice?: ReactNode;
  /** Help beside the input (format example), linked to it. */
  hint?: string;
  /**
   * A named mask keeps backspace from sticking on a separator; a function re-formats the typed
   * value as it is ('(11) 98765…', '12345-678').
   */
  mask?: MaskName | Mask;
  /** Marks the label as optional ('(opcional)'). */
  optional?: boolean;
  /** Called after the form's own blur handling (live checks). */
  onBlurValue?: (value: string) => void;
  /** Called after the form's own change handling. */
  onChangeValue?: (value: string) => void;
  /** Content after the input inside the field box (e.g. the show/hide button). */
  addon?: ReactNode;
  /** Extra content under the field (e.g. the password meter). */
  children?: ReactNode;
  describedById?: string;
  /** Spans both columns of a two-column sign-up form. */
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
  optional,
  onBlurValue,
  onChangeValue,
  addon,
  children,
  describedById,
  wide = false,
  className,
  ...input
}: TextFieldProps) {
  const prefix = usePrefix();
  const account = prefix === 'acc';
  const message = notice ?? (error?.message ? error.message : null);
  const errorId = fieldErrorId(id);
  const hintId = hint ? `${id}-dica` : null;
  const hintText = hint ? (
    <p className={`${prefix}-field__hint`} id={hintId ?? undefined}>
      {hint}
    </p>
  ) : null;
  // The account look puts an extra class on the field box, the auth look on the input.
  const boxClass = account && className ? ` ${className}` : '';
  const inputClass = !account && className ? ` ${className}` : '';
  return (
    <div
      className={`${prefix}-field${message ? ` ${prefix}-field--invalid` : ''}${wide ? ` ${prefix}-field--wide` : ''}${boxClass}`}
    >
      <label className={`${prefix}-field__label`} htmlFor={id}>
        {label}
        {optional ? <span className={`${prefix}-field__optional`}> (opcional)</span> : null}
      </label>
      {account ? null : hintText}
      <div className={`${prefix}-field__control${addon ? ` ${prefix}-field__control--addon` : ''}`}>
        <input
          {...input}
          id={id}
          className={`${prefix}-field__input${inputClass}`}
          name={registration.name}
          ref={registration.ref}
          required={registration.required}
          disabled={registration.disabled ?? input.disabled}
          aria-invalid={message ? true : undefined}
          aria-describedby={describedBy(hintId, message ? errorId : null, describedById)}
          onChange={(event) => {
            if (typeof mask === 'string') {
              const inputType = (event.nativeEvent as InputEvent).inputType as string | undefined;
              event.target.value = maskedValue(
                MASKS[mask],
                event.target.value,
                isDeletion(inputType),
              );
            } else if (mask) {
              event.target.value = mask(event.target.value);
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
      {account ? hintText : null}
      {message ? <FieldErrorText id={errorId}>{message}</FieldErrorText> : null}
      {children}
    </div>
  );
}

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'addon' | 'mask'> {
  autoComplete: 'current-password' | 'new-password';
}

/** A password input with a 'Mostrar senha' / 'Ocultar senha' toggle. */
export function PasswordField(props: PasswordFieldProps) {
  const prefix = usePrefix();
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
          className={`${prefix}-field__toggle`}
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

export interface SelectFieldProps extends FieldProps<SelectHTMLAttributes<HTMLSelectElement>> {
  /** The first, empty option ('Selecione'). */
  placeholder: string;
  options: readonly { value: string; label: string }[];
}

export function SelectField({
  id,
  label,
  registration,
  error,
  placeholder,
  options,
  className,
  ...select
}: SelectFieldProps) {
  const prefix = usePrefix();
  const account = prefix === 'acc';
  const errorId = fieldErrorId(id);
  const message = error?.message ? error.message : null;
  return (
    <div
      className={`${prefix}-field${message ? ` ${prefix}-field--invalid` : ''}${className ? ` ${className}` : ''}`}
    >
      <label className={`${prefix}-field__label`} htmlFor={id}>
        {label}
      </label>
      <div className={`${prefix}-field__control`}>
        <select
          {...(account ? {} : { defaultValue: '' })}
          {...select}
          id={id}
          className={`${prefix}-field__input ${prefix}-field__select`}
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
      {message ? <FieldErrorText id={errorId}>{message}</FieldErrorText> : null}
    </div>
  );
}

export interface CheckboxFieldProps {
  id: string;
  label: ReactNode;
  registration: UseFormRegisterReturn;
  error?: FieldError | undefined;
  hint?: string;
  className?: string;
}

export function CheckboxField({
  id,
  label,
  registration,
  error,
  hint,
  className,
}: CheckboxFieldProps) {
  const prefix = usePrefix();
  const errorId = fieldErrorId(id);
  const hintId = hint ? `${id}-dica` : undefined;
  return (
    <div className={`${prefix}-check${className ? ` ${className}` : ''}`}>
      <input
        type="checkbox"
        id={id}
        className={`${prefix}-check__input`}
        {...registration}
        aria-invalid={error?.message ? true : undefined}
        aria-describedby={describedBy(hintId, error?.message ? errorId : null)}
      />
      <label htmlFor={id} className={`${prefix}-check__label`}>
        {label}
        {hint ? (
          <span className={`${prefix}-check__hint`} id={hintId}>
            {hint}
          </span>
        ) : null}
      </label>
      {error?.message ? <FieldErrorText id={errorId}>{error.message}</FieldErrorText> : null}
    </div>
  );
}

/** The form-level message: the server's `message` after a failed submit (SPEC §8). */
export function FormAlert({ children }: { children: ReactNode }) {
  const prefix = usePrefix();
  return (
    <div className={`${prefix}-alert`} role="alert">
      {children}
    </div>
  );
}

/** A value the customer cannot change here (CPF/CNPJ, current e-mail), as a read-only input. */
export function ReadOnlyField({
  id,
  label,
  value,
  hint,
}: {
  id: string;
  label: string;
  value: string;
  hint?: string;
}) {
  const prefix = usePrefix();
  const hintId = hint ? `${id}-dica` : undefined;
  return (
    <div className={`${prefix}-field ${prefix}-field--readonly`}>
      <label className={`${prefix}-field__label`} htmlFor={id}>
        {label}
      </label>
      <div className={`${prefix}-field__control`}>
        <input
          id={id}
          className={`${prefix}-field__input`}
          value={value}
          readOnly
          aria-describedby={hintId}
        />
      </div>
      {hint ? (
        <p className={`${prefix}-field__hint`} id={hintId}>
          {hint}
        </p>
      ) : null}
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
  className = 'button auth-form__submit',
}: {
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
  className?: string;
}) {
  // Its forms need the page's JavaScript (the captcha, ADR 0038 defers it past the first paint):
  // disabled until then, so an early click or Enter posts nothing instead of an error page.
  const hydrated = useHydrated();
  return (
    <button
      type="submit"
      className={className}
      disabled={!hydrated}
      aria-disabled={busy || undefined}
      onClick={(event) => {
        if (busy) event.preventDefault();
      }}
    >
      {busy ? busyLabel : children}
    </button>
  );
}
