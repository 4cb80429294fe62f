/** Changing the sign-in e-mail in my account (password confirmed; SPEC §7 requestChangeEmail). */
import type { CustomerDto } from '@adega/server/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { changeEmailSchema } from '@adega/domain/validation/account-schemas';
import { accountApi, errorFields, errorMessage } from './account-api';
import { FormAlert, ReadOnlyField, TextField } from '../../components/ui/fields';
import { mapServerFields } from './form-errors';
import { profileFieldOf, type ChangeEmailValues } from './profile-form';
import { useNotify } from '../../components/ui/toast';

export const EMAIL_CHANGED = 'E-mail alterado. Enviamos um aviso para o endereço anterior.';

/** Props of the profile forms. */
export interface FormProps {
  customer: CustomerDto;
  onSaved: (customer: CustomerDto) => void;
}

export const EMAIL_FIELDS = ['email', 'password'] as const;

export function ChangeEmailForm({ customer, onSaved }: FormProps) {
  const toast = useNotify();
  const [alert, setAlert] = useState<string | null>(null);
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

  const onSubmit = handleSubmit(async (values) => {
    setAlert(null);
    try {
      const saved = await accountApi.changeEmail(values);
      reset({ email: '', password: '' });
      onSaved(saved);
      toast(EMAIL_CHANGED);
    } catch (error) {
      setAlert(errorMessage(error));
      const fields = mapServerFields(errorFields(error), profileFieldOf(EMAIL_FIELDS));
      for (const name of EMAIL_FIELDS) {
        const message = fields[name];
        if (message) setError(name, { type: 'server', message });
      }
    }
  });

  return (
    <form
      className="acc-card acc-form"
      noValidate
      aria-labelledby="email-titulo"
      aria-busy={isSubmitting}
      onSubmit={(event) => void onSubmit(event)}
    >
      <h3 id="email-titulo" className="acc-card__title">
        Alterar e-mail
      </h3>
      <p className="acc-card__text">
        Para sua segurança, confirme a senha atual. Avisaremos o endereço anterior sobre a troca.
      </p>
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      <div className="acc-grid">
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
      </div>
      <div className="acc-form__actions">
        <button type="submit" className="button" disabled={isSubmitting}>
          {isSubmitting ? 'Alterando…' : 'Alterar e-mail'}
        </button>
      </div>
    </form>
  );
}
