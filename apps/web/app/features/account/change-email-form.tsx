/** Changing the sign-in e-mail in my account (password confirmed; SPEC §7 requestChangeEmail). */
import type { CustomerDto } from '@adega/server/contract';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { changeEmailSchema } from '@adega/domain/validation/account-schemas';
import { accountApi } from './account-api';
import { EMAIL_INPUT, fieldBinder } from '../../components/ui/field-binding';
import { PasswordField, ReadOnlyField, TextField } from '../../components/ui/fields';
import { type ChangeEmailValues } from './profile-form';
import { AccountFormCard, useProfileSubmit } from './form-card';

export const EMAIL_CHANGED = 'E-mail alterado. Enviamos um aviso para o endereço anterior.';

/** Props of the profile forms. */
export interface FormProps {
  customer: CustomerDto;
  onSaved: (customer: CustomerDto) => void;
}

export const EMAIL_FIELDS = ['email', 'password'] as const;

const NO_EMAIL_CHANGE: ChangeEmailValues = { email: '', password: '' };

export function ChangeEmailForm({ customer, onSaved }: FormProps) {
  const form = useForm<ChangeEmailValues>({
    defaultValues: NO_EMAIL_CHANGE,
    resolver: zodResolver(changeEmailSchema),
    mode: 'onSubmit',
  });
  const field = fieldBinder(form);
  const submitting = useProfileSubmit(form, {
    fields: EMAIL_FIELDS,
    save: (values) => accountApi.changeEmail(values),
    resetTo: () => NO_EMAIL_CHANGE,
    onSaved,
    toastText: EMAIL_CHANGED,
  });

  return (
    <AccountFormCard
      titleId="email-titulo"
      title="Alterar e-mail"
      intro={
        <p className="acc-card__text">
          Para sua segurança, confirme a senha atual. Avisaremos o endereço anterior sobre a troca.
        </p>
      }
      {...submitting}
      submitLabel="Alterar e-mail"
      busyLabel="Alterando…"
    >
      <ReadOnlyField id="email-atual" label="E-mail atual" value={customer.email} />
      <TextField id="email-novo" label="Novo e-mail" {...field('email')} {...EMAIL_INPUT} />
      <PasswordField
        id="email-senha"
        label="Senha atual"
        {...field('password')}
        autoComplete="current-password"
      />
    </AccountFormCard>
  );
}
