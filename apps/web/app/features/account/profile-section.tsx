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
  profilePfSchema,
  profilePjSchema,
  type ProfilePfInput,
  type ProfilePjInput,
} from '@adega/domain/validation/account-schemas';
import { accountApi } from './account-api';
import { CheckboxField, SelectField, TextField } from '../../components/ui/fields';
import {
  BIRTH_DATE_INPUT,
  COMPANY_NAME_INPUT,
  fieldBinder,
  GENDER_SELECT,
  PERSON_NAME_INPUT,
} from '../../components/ui/field-binding';
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
    return <SectionStatus state={state} reload={reload} loadingText="Carregando seus dados…" />;
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
  const form = useForm<ProfilePfValues, unknown, ProfilePfInput>({
    defaultValues: profilePfFromCustomer(customer),
    resolver,
    mode: 'onSubmit',
  });
  const field = fieldBinder(form);
  const submitting = useProfileSubmit(form, {
    fields: PF_FIELDS,
    save: (values) => accountApi.saveProfilePf(values),
    resetTo: profilePfFromCustomer,
    onSaved,
    toastText: PROFILE_SAVED,
  });

  return (
    <AccountFormCard
      titleId="dados-pessoais-titulo"
      title="Dados pessoais"
      {...submitting}
      submitLabel="Salvar dados"
      busyLabel="Salvando…"
    >
      <TextField
        id="perfil-nome"
        className="acc-grid__wide"
        label="Nome completo"
        {...field('fullName')}
        {...PERSON_NAME_INPUT}
      />
      <DocumentField customer={customer} />
      <TextField
        id="perfil-nascimento"
        label="Data de nascimento"
        {...field('dateOfBirth')}
        hint="DD/MM/AAAA"
        mask={maskBrDate}
        {...BIRTH_DATE_INPUT}
      />
      <SelectField id="perfil-genero" {...GENDER_SELECT} {...field('gender')} />
      <PhoneField label="Celular" {...field('phone')} />
    </AccountFormCard>
  );
}

function ProfilePjForm({ customer, onSaved }: FormProps) {
  const form = useForm<ProfilePjValues, unknown, ProfilePjInput>({
    defaultValues: profilePjFromCustomer(customer),
    resolver: zodResolver(profilePjSchema) as unknown as Resolver<
      ProfilePjValues,
      unknown,
      ProfilePjInput
    >,
    mode: 'onSubmit',
  });
  const field = fieldBinder(form);
  const exempt = form.watch('stateRegistrationExempt');
  const submitting = useProfileSubmit(form, {
    fields: PJ_FIELDS,
    save: (values) => accountApi.saveProfilePj(profilePjPayload(values)),
    resetTo: profilePjFromCustomer,
    onSaved,
    toastText: PROFILE_SAVED,
  });

  return (
    <AccountFormCard
      titleId="dados-empresa-titulo"
      title="Dados da empresa"
      {...submitting}
      submitLabel="Salvar dados"
      busyLabel="Salvando…"
    >
      <DocumentField customer={customer} />
      <TextField
        id="perfil-razao-social"
        label="Razão social"
        {...field('companyName')}
        {...COMPANY_NAME_INPUT}
      />
      <TextField
        id="perfil-nome-fantasia"
        label="Nome fantasia"
        {...field('tradeName')}
        maxLength={150}
      />
      <div>
        <TextField
          id="perfil-inscricao"
          label="Inscrição estadual"
          {...field('stateRegistration')}
          error={exempt ? undefined : field('stateRegistration').error}
          disabled={exempt}
          maxLength={20}
        />
        <CheckboxField
          id="perfil-isento"
          label="Isento"
          registration={form.register('stateRegistrationExempt')}
        />
      </div>
      <TextField
        id="perfil-nome"
        label="Nome do responsável"
        {...field('fullName')}
        {...PERSON_NAME_INPUT}
      />
      <PhoneField label="Telefone" {...field('phone')} />
    </AccountFormCard>
  );
}
