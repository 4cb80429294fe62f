/** Changing the sign-in e-mail in my account (password confirmed; SPEC §7 requestChangeEmail). */
import type { CustomerDto } from '@adega/server/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { changeEmailSchema } from '@adega/domain/validation/account-schemas';
import { accountApi } from './account-api';
import { ReadOnlyField, TextField } from '../../components/ui/fields';
import { type ChangeEmailValues } from './profile-form';
import { AccountFormCard, useProfileSubmit } from './form-card';

export const EMAIL_CHANGED = 'E-mail alterado. Enviamos um aviso para o endereço anterior.';

/** Props of the profile forms. */
export interface FormProps {
  customer: CustomerDto;
  onSaved: (customer: CustomerDto) => void;
}

export const EMAIL_FIELDS = ['email', 'password'] as const;

export function ChangeEmailForm({ customer, onSaved }: FormProps) {
  const [showPassword, setShowPassword] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangeEmailValues>({
    defaultValues: { email: '', password: '' },
    resolver: zodResolver(changeEmailSchema),
    mode: 'onSubmit',
  });

  const { alert, submit } = useProfileSubmit({
    fields: EMAIL_FIELDS,
    setError,
    save: (values: ChangeEmailValues) => accountApi.changeEmail(values),
    saved: (saved) => {
      reset({ email: '', password: '' });
      onSaved(saved);
    },
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
      alert={alert}
      busy={isSubmitting}
      onSubmit={handleSubmit(submit)}
      submitLabel="Alterar e-mail"
      busyLabel="Alterando…"
    >
      <ReadOnlyField id="email-atual" label="E-mail atual" value={customer.email} />
      <TextField
        id="email-novo"
        label="Novo e-mail"
        registration={register('email')}
        error={errors.email}
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={254}
      />
      <TextField
        id="email-senha"
        label="Senha atual"
        registration={register('password')}
        error={errors.password}
        type={showPassword ? 'text' : 'password'}
        autoComplete="current-password"
        autoCapitalize="none"
        spellCheck={false}
        addon={
          <button
            type="button"
            className="acc-field__toggle"
            aria-controls="email-senha"
            onClick={() => setShowPassword((visible) => !visible)}
          >
            {showPassword ? 'Ocultar' : 'Mostrar'}
            <span className="visually-hidden"> senha</span>
          </button>
        }
      />
    </AccountFormCard>
  );
}
