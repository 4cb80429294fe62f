import { describe, expect, it } from 'vitest';
import {
  signUpPfSchema,
  signUpPjSchema,
  STATE_REGISTRATION_REQUIRED,
  WEAK_PASSWORD,
} from '@adega/domain/validation/account-schemas';
import {
  forgotPasswordFormSchema,
  resetPasswordFormSchema,
  signInFormSchema,
  signUpPfFormSchema,
  signUpPjFormSchema,
} from './schemas';

const TODAY = new Date('2026-05-10T12:00:00-03:00');

function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

const PF = {
  fullName: 'Maria da Silva',
  cpf: '529.982.247-25',
  dateOfBirth: '14/03/1990',
  gender: 'F',
  phone: '(11) 987654321',
  email: 'maria@example.com',
  password: 'Vinho2026',
  confirmPassword: 'Vinho2026',
  optIn: true,
};

const PJ = {
  cnpj: '11.222.333/0001-81',
  companyName: 'Empório Ltda',
  tradeName: 'Empório',
  stateRegistration: '',
  stateRegistrationExempt: true,
  fullName: 'João Pereira',
  phone: '(51) 33224455',
  email: 'compras@emporio.com.br',
  password: 'Vinho2026',
  confirmPassword: 'Vinho2026',
};

describe('sign-in and reset forms', () => {
  it('sign-in: required, then CPF or e-mail (SPEC §5)', () => {
    expect(messages(signInFormSchema.safeParse({ userIdentification: '', password: '' }))).toEqual({
      userIdentification: 'O campo é obrigatório',
      password: 'O campo é obrigatório',
    });
    expect(
      messages(signInFormSchema.safeParse({ userIdentification: 'maria@', password: 'x' })),
    ).toEqual({ userIdentification: 'CPF ou e-mail inválido' });
    expect(
      signInFormSchema.safeParse({ userIdentification: '529.982.247-25', password: ' x ' }).data,
    ).toEqual({ userIdentification: '529.982.247-25', password: ' x ' });
  });

  it('forgot password: CPF or e-mail', () => {
    expect(messages(forgotPasswordFormSchema.safeParse({ userIdentification: '123' }))).toEqual({
      userIdentification: 'CPF ou e-mail inválido',
    });
    expect(forgotPasswordFormSchema.safeParse({ userIdentification: 'a@b.com.br' }).success).toBe(
      true,
    );
  });

  it('new password: strength rule and confirmation', () => {
    expect(
      messages(resetPasswordFormSchema.safeParse({ password: 'fraca', confirmPassword: '' })),
    ).toEqual({ password: WEAK_PASSWORD, confirmPassword: 'O campo é obrigatório' });
    expect(
      messages(
        resetPasswordFormSchema.safeParse({ password: 'Vinho2026', confirmPassword: 'Vinho2027' }),
      ),
    ).toEqual({ confirmPassword: 'As senhas não conferem' });
    expect(
      resetPasswordFormSchema.safeParse({ password: 'Vinho2026', confirmPassword: 'Vinho2026' })
        .success,
    ).toBe(true);
  });
});

describe('sign-up PF form', () => {
  const schema = signUpPfFormSchema(TODAY);

  it('accepts what the server accepts, with the same output', () => {
    const form = schema.safeParse(PF);
    expect(form.success).toBe(true);
    expect(form.data).toEqual(signUpPfSchema(TODAY).parse(PF));
  });

  it('shows the confirmation mismatch while other fields are still empty', () => {
    const result = schema.safeParse({
      ...PF,
      fullName: '',
      gender: '',
      confirmPassword: 'Outra2026',
    });
    expect(messages(result)).toEqual({
      fullName: 'O campo é obrigatório',
      gender: 'Selecione uma opção.',
      confirmPassword: 'As senhas não conferem',
    });
  });

  it('SPEC §5 messages of each field', () => {
    const result = schema.safeParse({
      fullName: 'Maria 2',
      cpf: '111.111.111-11',
      dateOfBirth: '11/05/2008',
      gender: 'X',
      phone: '(11) 9876',
      email: 'maria@',
      password: 'abc',
      confirmPassword: 'abc',
    });
    expect(messages(result)).toEqual({
      fullName: 'O campo só aceita letras e espaços',
      cpf: 'Formato do CPF não é válido.',
      dateOfBirth: 'Você precisa ter mais de 18 anos.',
      gender: 'Selecione uma opção.',
      phone: 'O formato do telefone não é válido. Ex: (99) 999999999',
      email: 'E-mail inválido',
      password: WEAK_PASSWORD,
    });
  });

  it('whoever turns 18 today may sign up', () => {
    expect(schema.safeParse({ ...PF, dateOfBirth: '10/05/2008' }).success).toBe(true);
    expect(schema.safeParse({ ...PF, dateOfBirth: '11/05/2008' }).success).toBe(false);
  });
});

describe('sign-up PJ form', () => {
  const schema = signUpPjFormSchema();

  it('accepts what the server accepts, with the same output', () => {
    const form = schema.safeParse(PJ);
    expect(form.success).toBe(true);
    expect(form.data).toEqual(signUpPjSchema.parse(PJ));
  });

  it('takes the 2026 alphanumeric CNPJ', () => {
    expect(schema.safeParse({ ...PJ, cnpj: '12.ABC.345/01DE-35' }).success).toBe(true);
    expect(messages(schema.safeParse({ ...PJ, cnpj: '12.ABC.345/01DE-36' }))).toEqual({
      cnpj: 'Formato do CNPJ não é válido.',
    });
  });

  it('needs the inscrição estadual unless Isento, even while other fields are empty', () => {
    expect(
      messages(schema.safeParse({ ...PJ, companyName: '', stateRegistrationExempt: false })),
    ).toEqual({
      companyName: 'O campo é obrigatório',
      stateRegistration: STATE_REGISTRATION_REQUIRED,
    });
    expect(
      schema.safeParse({ ...PJ, stateRegistration: '123.456.789', stateRegistrationExempt: false })
        .success,
    ).toBe(true);
    // A disabled (Isento) field arrives as undefined.
    expect(schema.safeParse({ ...PJ, stateRegistration: undefined }).data?.stateRegistration).toBe(
      '',
    );
  });
});
