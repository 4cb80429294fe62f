/**
 * What the 'Meus dados' forms share: the submit that saves, resets and toasts or puts the
 * server's messages on the fields and on top, the card frame (title, alert, grid, submit button)
 * (also the address and card forms') and the CPF/CNPJ and phone fields of the PF and PJ halves.
 */
import type { CustomerDto } from '@adega/server/contract';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { DefaultValues, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { maskPhone } from '@adega/domain/validation/phone';
import { errorFields, errorMessage } from './account-api';
import type { FieldBinding } from '../../components/ui/field-binding';
import { FormAlert, ReadOnlyField, TextField } from '../../components/ui/fields';
import { mapServerFields } from './form-errors';
import { markServerErrors } from '../../lib/server-errors-on-fields';
import { documentOf, profileFieldOf } from './profile-form';
import { useNotify } from '../../components/ui/toast';

export const PHONE_HINT = 'Ex: (99) 999999999';

/**
 * The submit of a profile form: `save` the values; on success the form is reset to `resetTo` the
 * saved customer, the page is told (`onSaved`) and the toast shows; on failure the server's
 * message on top and its per-field messages on `fields`. Gives the card's alert, busy and submit.
 */
export function useProfileSubmit<T extends FieldValues, V, F extends Path<T>>(
  form: UseFormReturn<T, unknown, V>,
  options: {
    fields: readonly F[];
    save: (values: V) => Promise<CustomerDto>;
    resetTo: (customer: CustomerDto) => DefaultValues<T>;
    onSaved: (customer: CustomerDto) => void;
    toastText: string;
  },
) {
  const toast = useNotify();
  const [alert, setAlert] = useState<string | null>(null);
  const submit = async (values: V) => {
    setAlert(null);
    try {
      const saved = await options.save(values);
      form.reset(options.resetTo(saved));
      options.onSaved(saved);
      toast(options.toastText);
    } catch (error) {
      setAlert(errorMessage(error));
      const fields = mapServerFields(errorFields(error), profileFieldOf(options.fields));
      markServerErrors<F>(form.setError, fields, options.fields);
    }
  };
  return { alert, busy: form.formState.isSubmitting, onSubmit: form.handleSubmit(submit) };
}

/**
 * A card of my account holding one form: title, optional intro, alert, field grid, what comes
 * after the grid (check boxes, notes), then 'Cancelar' (when `onCancel` is given) and submit.
 */
export function AccountFormCard({
  titleId,
  title,
  intro,
  alert,
  busy,
  onSubmit,
  onCancel,
  submitLabel,
  busyLabel,
  autoComplete,
  after,
  children,
}: {
  titleId: string;
  title: string;
  intro?: ReactNode;
  alert: string | null;
  busy: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  onCancel?: () => void;
  submitLabel: string;
  busyLabel: string;
  autoComplete?: 'on';
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <form
      className="acc-card acc-form"
      noValidate
      aria-labelledby={titleId}
      aria-busy={busy}
      autoComplete={autoComplete}
      onSubmit={(event) => void onSubmit(event)}
    >
      <h3 id={titleId} className="acc-card__title">
        {title}
      </h3>
      {intro}
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      <div className="acc-grid">{children}</div>
      {after}
      <div className="acc-form__actions end-actions">
        {onCancel ? (
          <button type="button" className="button button--ghost" onClick={onCancel}>
            Cancelar
          </button>
        ) : null}
        <button type="submit" className="button" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </button>
      </div>
    </form>
  );
}

/** The CPF or CNPJ, read-only. */
export function DocumentField({ customer }: { customer: CustomerDto }) {
  const document = documentOf(customer);
  return (
    <ReadOnlyField
      id="perfil-documento"
      label={document.label}
      value={document.value}
      hint={`O ${document.label} não pode ser alterado.`}
    />
  );
}

/** A phone with its area code ('Celular' for a person, 'Telefone' for a company or address). */
export function PhoneField({
  id = 'perfil-telefone',
  ...props
}: { id?: string; label: string } & FieldBinding) {
  return (
    <TextField
      id={id}
      {...props}
      hint={PHONE_HINT}
      mask={maskPhone}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      maxLength={14}
    />
  );
}
