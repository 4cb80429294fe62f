/**
 * /cadastro.ep: sign-up of an individual (PF) or a company (PJ), SPEC §5 rules from the domain
 * schemas, the password meter, live checks of e-mail, CPF and CNPJ on blur, the marketing opt-in
 * only while `enable/checkbox_to_opt_in_on_authentication` is on (SPEC §7), and the captcha.
 * Creating the account signs the customer in (the server records the acceptance of the terms).
 */
import { useCallback, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { cnpjCharacters, isValidCnpj } from '@adega/domain/validation/cnpj';
import { cpfDigits, isValidCpf } from '@adega/domain/validation/cpf';
import { signUpPf, signUpPj } from './api';
import { useCaptcha } from './captcha';
import { CheckboxField, SelectField, TextField } from '../../components/ui/fields';
import {
  BIRTH_DATE_INPUT,
  COMPANY_NAME_INPUT,
  fieldBinder,
  GENDER_SELECT,
  PERSON_NAME_INPUT,
} from '../../components/ui/field-binding';
import { useLiveCheck } from './live-check';
import {
  signUpPfFormSchema,
  signUpPjFormSchema,
  type SignUpPfForm,
  type SignUpPjForm,
} from './schemas';
import {
  EMPTY_ACCOUNT_FIELDS,
  liveCheckedField,
  SignUpFormFrame,
  type KindFormProps,
  type SignUpKind,
} from './sign-up-blocks';

export type AccountKind = 'PF' | 'PJ';

export { OPT_IN_LABEL, TERMS_TEXT } from './sign-up-blocks';

const PF_KIND: SignUpKind<SignUpPfForm> = {
  label: 'Cadastro de pessoa física',
  prefix: 'pf',
  phoneLabel: 'Celular',
  fields: [
    'fullName',
    'cpf',
    'dateOfBirth',
    'gender',
    'phone',
    'email',
    'password',
    'confirmPassword',
  ],
};

const PJ_KIND: SignUpKind<SignUpPjForm> = {
  label: 'Cadastro de pessoa jurídica',
  prefix: 'pj',
  phoneLabel: 'Telefone',
  fields: [
    'cnpj',
    'companyName',
    'tradeName',
    'stateRegistration',
    'fullName',
    'phone',
    'email',
    'password',
    'confirmPassword',
  ],
};

export interface SignUpFormProps {
  /** Sanitised destination after the account is created. */
  redirectTo: string;
  /** SPEC §7 flag enable/checkbox_to_opt_in_on_authentication. */
  optInEnabled: boolean;
  initialKind?: AccountKind;
}

export function SignUpForm({ redirectTo, optInEnabled, initialKind = 'PF' }: SignUpFormProps) {
  const [kind, setKind] = useState<AccountKind>(initialKind);
  const captcha = useCaptcha();
  return (
    <div className="sign-up">
      <fieldset className="account-kind">
        <legend className="account-kind__legend">Tipo de conta</legend>
        <div className="account-kind__options">
          {(
            [
              ['PF', 'Pessoa física', 'Para você'],
              ['PJ', 'Pessoa jurídica', 'Para sua empresa (CNPJ)'],
            ] as const
          ).map(([value, label, hint]) => (
            <label key={value} className="account-kind__option">
              <input
                type="radio"
                name="tipo-de-conta"
                value={value}
                checked={kind === value}
                onChange={() => setKind(value)}
                className="account-kind__input"
              />
              <span className="account-kind__box">
                <span className="account-kind__label">{label}</span>
                <span className="account-kind__hint">{hint}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {kind === 'PF' ? (
        <PersonForm redirectTo={redirectTo} optInEnabled={optInEnabled} captcha={captcha} />
      ) : (
        <CompanyForm redirectTo={redirectTo} optInEnabled={optInEnabled} captcha={captcha} />
      )}
    </div>
  );
}

function PersonForm(props: KindFormProps) {
  const { redirectTo } = props;
  const schema = useMemo(() => signUpPfFormSchema(new Date()), []);
  const form = useForm<SignUpPfForm>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: {
      fullName: '',
      cpf: '',
      dateOfBirth: '',
      gender: '',
      ...EMPTY_ACCOUNT_FIELDS,
    },
  });
  const field = fieldBinder(form);
  const cpfCheck = useLiveCheck('cpf', cpfDigits);

  return (
    <SignUpFormFrame {...props} kind={PF_KIND} form={form} schema={schema} signUp={signUpPf}>
      <TextField
        id="pf-nome"
        label="Nome completo"
        {...field('fullName')}
        {...PERSON_NAME_INPUT}
        wide
      />
      <TextField
        id="pf-cpf"
        label="CPF"
        {...liveCheckedField(form, 'cpf', cpfCheck, {
          isValid: isValidCpf,
          takenText: 'Este CPF já está cadastrado.',
          redirectTo,
        })}
        mask="cpf"
        inputMode="numeric"
        autoComplete="off"
        placeholder="000.000.000-00"
        maxLength={14}
      />
      <TextField
        id="pf-nascimento"
        label="Data de nascimento"
        {...field('dateOfBirth')}
        mask="date"
        {...BIRTH_DATE_INPUT}
        placeholder="DD/MM/AAAA"
      />
      <SelectField id="pf-genero" {...GENDER_SELECT} {...field('gender')} autoComplete="sex" />
    </SignUpFormFrame>
  );
}

function CompanyForm(props: KindFormProps) {
  const { redirectTo } = props;
  const schema = useMemo(() => signUpPjFormSchema(), []);
  const form = useForm<SignUpPjForm>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: {
      cnpj: '',
      companyName: '',
      tradeName: '',
      stateRegistration: '',
      stateRegistrationExempt: false,
      fullName: '',
      ...EMPTY_ACCOUNT_FIELDS,
    },
  });
  const { watch, setValue, trigger, getFieldState } = form;
  const field = fieldBinder(form);
  const cnpjCheck = useLiveCheck('cnpj', cnpjCharacters);
  const exempt = watch('stateRegistrationExempt') === true;
  const onExemptChange = useCallback(
    (event: { target: { checked: boolean } }) => {
      if (event.target.checked) setValue('stateRegistration', '');
      if (getFieldState('stateRegistration').isTouched || event.target.checked) {
        void trigger('stateRegistration');
      }
    },
    [getFieldState, setValue, trigger],
  );

  return (
    <SignUpFormFrame {...props} kind={PJ_KIND} form={form} schema={schema} signUp={signUpPj}>
      <TextField
        id="pj-cnpj"
        label="CNPJ"
        hint="Números ou letras e números (novo formato)"
        {...liveCheckedField(form, 'cnpj', cnpjCheck, {
          isValid: isValidCnpj,
          takenText: 'Este CNPJ já está cadastrado.',
          redirectTo,
        })}
        mask="cnpj"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        placeholder="00.000.000/0000-00"
        maxLength={18}
      />
      <TextField
        id="pj-razao-social"
        label="Razão social"
        {...field('companyName')}
        {...COMPANY_NAME_INPUT}
      />
      <TextField
        id="pj-nome-fantasia"
        label="Nome fantasia"
        {...field('tradeName')}
        autoComplete="off"
        maxLength={150}
      />
      <div className="auth-field-group">
        <TextField
          id="pj-inscricao-estadual"
          label="Inscrição estadual"
          {...field('stateRegistration')}
          autoComplete="off"
          maxLength={20}
          disabled={exempt}
        />
        <CheckboxField
          id="pj-isento"
          label="Isento"
          registration={form.register('stateRegistrationExempt', { onChange: onExemptChange })}
        />
      </div>
      <TextField
        id="pj-responsavel"
        label="Nome do responsável"
        {...field('fullName')}
        {...PERSON_NAME_INPUT}
      />
    </SignUpFormFrame>
  );
}
