/**
 * Labelled controls of the account forms: the label above, a format hint, the first error under
 * the field (SPEC §5 messages) tied to the control with aria-describedby and aria-invalid. Masks
 * are applied on every keystroke before react-hook-form reads the value.
 */
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';

function describedBy(...ids: (string | null | undefined | false)[]): string | undefined {
  const list = ids.filter((id): id is string => typeof id === 'string' && id !== '');
  return list.length > 0 ? list.join(' ') : undefined;
}

export function errorIdOf(id: string): string {
  return `${id}-erro`;
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
  hint?: string;
  /** Re-formats the typed value ('(11) 98765…', '12345-678'). */
  mask?: (value: string) => string;
  /** Marks the label as optional ('(opcional)'). */
  optional?: boolean;
  /** Extra content under the field. */
  children?: ReactNode;
  addon?: ReactNode;
}

export function TextField({
  id,
  label,
  registration,
  error,
  hint,
  mask,
  optional,
  children,
  addon,
  className,
  ...input
}: TextFieldProps) {
  const message = error?.message ? error.message : null;
  const hintId = hint ? `${id}-dica` : null;
  return (
    <div
      className={`acc-field${message ? ' acc-field--invalid' : ''}${className ? ` ${className}` : ''}`}
    >
      <label className="acc-field__label" htmlFor={id}>
        {label}
        {optional ? <span className="acc-field__optional"> (opcional)</span> : null}
      </label>
      <div className={`acc-field__control${addon ? ' acc-field__control--addon' : ''}`}>
        <input
          {...input}
          id={id}
          className="acc-field__input"
          name={registration.name}
          ref={registration.ref}
          disabled={registration.disabled ?? input.disabled}
          aria-invalid={message ? true : undefined}
          aria-describedby={describedBy(hintId, message ? errorIdOf(id) : null)}
          onChange={(event) => {
            if (mask) event.target.value = mask(event.target.value);
            void registration.onChange(event);
          }}
          onBlur={(event) => void registration.onBlur(event)}
        />
        {addon}
      </div>
      {hint ? (
        <p className="acc-field__hint" id={hintId ?? undefined}>
          {hint}
        </p>
      ) : null}
      {message ? (
        <p className="acc-field__error" id={errorIdOf(id)}>
          {message}
        </p>
      ) : null}
      {children}
    </div>
  );
}

type SelectProps = Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'id' | 'name' | 'onChange' | 'onBlur' | 'children'
>;

export interface SelectFieldProps extends SelectProps {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError | undefined;
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
  const message = error?.message ? error.message : null;
  return (
    <div
      className={`acc-field${message ? ' acc-field--invalid' : ''}${className ? ` ${className}` : ''}`}
    >
      <label className="acc-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="acc-field__control">
        <select
          {...select}
          id={id}
          className="acc-field__input acc-field__select"
          name={registration.name}
          ref={registration.ref}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? errorIdOf(id) : undefined}
          onChange={(event) => void registration.onChange(event)}
          onBlur={(event) => void registration.onBlur(event)}
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
        <p className="acc-field__error" id={errorIdOf(id)}>
          {message}
        </p>
      ) : null}
    </div>
  );
}

export interface CheckboxFieldProps {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  hint?: string;
  className?: string;
}

export function CheckboxField({ id, label, registration, hint, className }: CheckboxFieldProps) {
  const hintId = hint ? `${id}-dica` : undefined;
  return (
    <div className={`acc-check${className ? ` ${className}` : ''}`}>
      <input
        id={id}
        type="checkbox"
        className="acc-check__input"
        name={registration.name}
        ref={registration.ref}
        aria-describedby={hintId}
        onChange={(event) => void registration.onChange(event)}
        onBlur={(event) => void registration.onBlur(event)}
      />
      <label className="acc-check__label" htmlFor={id}>
        {label}
        {hint ? (
          <span className="acc-check__hint" id={hintId}>
            {hint}
          </span>
        ) : null}
      </label>
    </div>
  );
}

/** A form-level message (the server's pt-BR message, SPEC §8), announced when it appears. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <div className="acc-alert" role="alert">
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
  const hintId = hint ? `${id}-dica` : undefined;
  return (
    <div className="acc-field acc-field--readonly">
      <label className="acc-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="acc-field__control">
        <input
          id={id}
          className="acc-field__input"
          value={value}
          readOnly
          aria-describedby={hintId}
        />
      </div>
      {hint ? (
        <p className="acc-field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
