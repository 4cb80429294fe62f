/**
 * 'Meus dados': the personal data of an individual (saveCustomerPF) or of a company
 * (saveCustomerPJ), with the CPF/CNPJ read-only, and the e-mail change with the current password
 * (requestChangeEmail). Forms validate with the domain's account schemas, the same the server
 * parses with; the server's per-field messages land on the fields and its message on top.
 */
import { useMemo } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  GENDER_CODES,
  GENDER_LABELS,
  profilePfSchema,
  profilePjSchema,
  type ProfilePfInput,
  type ProfilePjInput,
} from '@adega/domain/validation/account-schemas';
import { accountApi } from './account-api';
import { CheckboxField, SelectField, TextField } from '../../components/ui/fields';
import { maskBrDate } from '@adega/domain/validation/date-format';
import {
  profilePfFromCustomer,
  profilePjFromCustomer,
  profilePjPayload,
  storeToday,
  type ProfilePfValues,
  type ProfilePjValues,
} from './profile-form';
import { SectionStatus } from './section-status';
import { DocumentField, PhoneField, AccountFormCard, useProfileSubmit } from './form-card';
import { useRemote } from './use-remote';
import { ChangeEmailForm, type FormProps } from './change-email-form';

export const PROFILE_SAVED = 'Dados atualizados.';
export { EMAIL_CHANGED } from './change-email-form';

const GENDER_OPTIONS = GENDER_CODES.map((code) => ({ value: code, label: GENDER_LABELS[code] }));
const PF_FIELDS = ['fullName', 'dateOfBirth', 'gender', 'phone'] as const;
const PJ_FIELDS = [
  'companyName',
  'tradeName',
  'stateRegistration',
  'stateRegistrationExempt',
  'fullName',
  'phone',
] as const;

export function ProfileSection() {
  const { state, reload, setData } = useRemote(async () => {
    const customer = await accountApi.loggedCustomer();
    // The session ended between the page and this call: the page's loader sends to sign-in.
    if (customer === null) window.location.reload();
    return customer;
  });

  if (state.status !== 'ready' || state.data === null) {
    return (
      <SectionStatus
        state={state}
        loadingText="Carregando seus dados…"
        onRetry={() => void reload()}
      />
    );
  }
  const customer = state.data;
  return (
    <>
      {customer.pessoaJuridica ? (
        <ProfilePjForm key={customer.uidPk} customer={customer} onSaved={setData} />
      ) : (
        <ProfilePfForm key={customer.uidPk} customer={customer} onSaved={setData} />
      )}
      <ChangeEmailForm customer={customer} onSaved={setData} />
    </>
  );
}

function ProfilePfForm({ customer, onSaved }: FormProps) {
  // The age of majority is decided on the store's calendar day (São Paulo), like the server does.
  const resolver = useMemo(
    () =>
      zodResolver(profilePfSchema(storeToday(new Date()))) as unknown as Resolver<
        ProfilePfValues,
        unknown,
        ProfilePfInput
      >,
    [],
  );
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ProfilePfValues, unknown, ProfilePfInput>({
    defaultValues: profilePfFromCustomer(customer),
    resolver,
    mode: 'onSubmit',
  });
  const { alert, submit } = useProfileSubmit({
    fields: PF_FIELDS,
    setError,
    save: (values: ProfilePfInput) => accountApi.saveProfilePf(values),
    saved: (saved) => {
      reset(profilePfFromCustomer(saved));
      onSaved(saved);
    },
    toastText: PROFILE_SAVED,
  });

  return (
    <AccountFormCard
      titleId="dados-pessoais-titulo"
      title="Dados pessoais"
      alert={alert}
      busy={isSubmitting}
      onSubmit={handleSubmit(submit)}
      submitLabel="Salvar dados"
      busyLabel="Salvando…"
    >
      <TextField
        id="perfil-nome"
        className="acc-grid__wide"
        label="Nome completo"
        registration={register('fullName')}
        error={errors.fullName}
        autoComplete="name"
        maxLength={100}
      />
      <DocumentField customer={customer} />
      <TextField
        id="perfil-nascimento"
        label="Data de nascimento"
        registration={register('dateOfBirth')}
        error={errors.dateOfBirth}
        hint="DD/MM/AAAA"
        mask={maskBrDate}
        inputMode="numeric"
        autoComplete="bday"
        maxLength={10}
      />
      <SelectField
        id="perfil-genero"
        label="Gênero"
        registration={register('gender')}
        error={errors.gender}
        placeholder="Selecione"
        options={GENDER_OPTIONS}
      />
      <PhoneField label="Celular" registration={register('phone')} error={errors.phone} />
    </AccountFormCard>
  );
}

function ProfilePjForm({ customer, onSaved }: FormProps) {
  const {
    register,
    handleSubmit,
    setError,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ProfilePjValues, unknown, ProfilePjInput>({
    defaultValues: profilePjFromCustomer(customer),
    resolver: zodResolver(profilePjSchema) as unknown as Resolver<
      ProfilePjValues,
      unknown,
      ProfilePjInput
    >,
    mode: 'onSubmit',
  });
  const exempt = watch('stateRegistrationExempt');
  const { alert, submit } = useProfileSubmit({
    fields: PJ_FIELDS,
    setError,
    save: (values: ProfilePjInput) => accountApi.saveProfilePj(profilePjPayload(values)),
    saved: (saved) => {
      reset(profilePjFromCustomer(saved));
      onSaved(saved);
    },
    toastText: PROFILE_SAVED,
  });

  return (
    <AccountFormCard
      titleId="dados-empresa-titulo"
      title="Dados da empresa"
      alert={alert}
      busy={isSubmitting}
      onSubmit={handleSubmit(submit)}
      submitLabel="Salvar dados"
      busyLabel="Salvando…"
    >
      <DocumentField customer={customer} />
      <TextField
        id="perfil-razao-social"
        label="Razão social"
        registration={register('companyName')}
        error={errors.companyName}
        autoComplete="organization"
        maxLength={150}
      />
      <TextField
        id="perfil-nome-fantasia"
        label="Nome fantasia"
        registration={register('tradeName')}
        error={errors.tradeName}
        maxLength={150}
      />
      <div>
        <TextField
          id="perfil-inscricao"
          label="Inscrição estadual"
          registration={register('stateRegistration')}
          error={exempt ? undefined : errors.stateRegistration}
          disabled={exempt}
          maxLength={20}
        />
        <CheckboxField
          id="perfil-isento"
          label="Isento"
          registration={register('stateRegistrationExempt')}
        />
      </div>
      <TextField
        id="perfil-nome"
        label="Nome do responsável"
        registration={register('fullName')}
        error={errors.fullName}
        autoComplete="name"
        maxLength={100}
      />
      <PhoneField label="Telefone" registration={register('phone')} error={errors.phone} />
    </AccountFormCard>
  );
}
