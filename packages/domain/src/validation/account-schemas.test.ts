import { describe, expect, it } from 'vitest';
import {
  changeEmailSchema,
  passwordResetRequestSchema,
  profilePfSchema,
  profilePjSchema,
  redefineWithTokenSchema,
  signUpPfSchema,
  signUpPjSchema,
  STATE_REGISTRATION_REQUIRED,
  WEAK_PASSWORD,
} from './account-schemas.ts';

const TODAY = new Date('2026-11-22T15:00:00-03:00');
const pf = {
  fullName: 'Joana da Silva',
  cpf: '529.982.247-25',
  dateOfBirth: '10/05/1990',
  gender: 'F',
  phone: '(11) 987654321',
  email: 'joana@exemplo.com.br',
  password: 'Vinho#Tinto9',
  confirmPassword: 'Vinho#Tinto9',
};
const pj = {
  cnpj: '11.222.333/0001-81',
  companyName: 'Vinhedo Ltda',
  tradeName: 'Vinhedo',
  stateRegistration: '123456',
  stateRegistrationExempt: false,
  fullName: 'Carlos Pereira',
  phone: '(21) 33224455',
  email: 'compras@vinhedo.com.br',
  password: 'Empresa#2026',
  confirmPassword: 'Empresa#2026',
};

function fieldsOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.map(String).join('.'), issue.message]),
  );
}

describe('signUpPfSchema', () => {
  it('accepts a complete individual and keeps the password untrimmed', () => {
    const parsed = signUpPfSchema(TODAY).parse({
      ...pf,
      password: ' Vinho#Tinto9',
      confirmPassword: ' Vinho#Tinto9',
    });
    expect(parsed.password).toBe(' Vinho#Tinto9');
    expect(parsed.optIn).toBeUndefined();
  });

  it('reports every broken rule with its SPEC message', () => {
    const result = signUpPfSchema(TODAY).safeParse({
      ...pf,
      fullName: 'Joana 2',
      cpf: '111.111.111-11',
      dateOfBirth: '23/11/2008',
      gender: 'X',
      phone: '11 9',
      email: 'joana@',
      password: 'fraca',
      confirmPassword: 'outra',
    });
    expect(fieldsOf(result)).toEqual({
      fullName: 'O campo só aceita letras e espaços',
      cpf: 'Formato do CPF não é válido.',
      dateOfBirth: 'Você precisa ter mais de 18 anos.',
      gender: 'Selecione uma opção.',
      phone: 'O formato do telefone não é válido. Ex: (99) 999999999',
      email: 'E-mail inválido',
      password: WEAK_PASSWORD,
    });
  });

  it('checks the confirmation once the fields are valid', () => {
    const result = signUpPfSchema(TODAY).safeParse({ ...pf, confirmPassword: 'Vinho#Tinto8' });
    expect(fieldsOf(result)).toEqual({ confirmPassword: 'As senhas não conferem' });
  });

  it('requires a password (the strength rule alone passes the empty one)', () => {
    const result = signUpPfSchema(TODAY).safeParse({ ...pf, password: '', confirmPassword: '' });
    expect(fieldsOf(result).password).toBe('O campo é obrigatório');
  });

  it('bounds the name at 100 characters', () => {
    const result = signUpPfSchema(TODAY).safeParse({ ...pf, fullName: 'a'.repeat(101) });
    expect(fieldsOf(result).fullName).toBe('O campo deve ter no máximo 100 caracteres');
  });
});

describe('signUpPjSchema', () => {
  it('accepts a company with a state registration, or exempt without one', () => {
    expect(signUpPjSchema.parse(pj).stateRegistration).toBe('123456');
    const exempt = signUpPjSchema.parse({
      ...pj,
      stateRegistration: undefined,
      stateRegistrationExempt: true,
    });
    expect(exempt.stateRegistration).toBe('');
  });

  it('needs the state registration unless exempt, and a valid CNPJ', () => {
    expect(fieldsOf(signUpPjSchema.safeParse({ ...pj, stateRegistration: '' }))).toEqual({
      stateRegistration: STATE_REGISTRATION_REQUIRED,
    });
    expect(fieldsOf(signUpPjSchema.safeParse({ ...pj, cnpj: '11.222.333/0001-80' })).cnpj).toBe(
      'Formato do CNPJ não é válido.',
    );
    expect(
      fieldsOf(signUpPjSchema.safeParse({ ...pj, confirmPassword: 'x' })).confirmPassword,
    ).toBe('As senhas não conferem');
  });
});

describe('profile schemas', () => {
  it('PF: name, birth date, gender and phone', () => {
    expect(
      profilePfSchema(TODAY).parse({
        fullName: 'Ana',
        dateOfBirth: '01/01/1980',
        gender: 'N',
        phone: '(11) 912345678',
      }),
    ).toMatchObject({ gender: 'N' });
    expect(fieldsOf(profilePfSchema(TODAY).safeParse({})).fullName).toBe('O campo é obrigatório');
  });

  it('PJ: company data with the state registration rule', () => {
    const base = { companyName: 'X', tradeName: 'Y', fullName: 'Ana', phone: '(11) 33224455' };
    expect(profilePjSchema.safeParse({ ...base, stateRegistrationExempt: true }).success).toBe(
      true,
    );
    expect(fieldsOf(profilePjSchema.safeParse(base))).toEqual({
      stateRegistration: STATE_REGISTRATION_REQUIRED,
    });
  });
});

describe('e-mail change and password reset', () => {
  it('changeEmailSchema needs a valid e-mail and the current password', () => {
    expect(changeEmailSchema.safeParse({ email: 'a@b.com.br', password: 'x' }).success).toBe(true);
    expect(fieldsOf(changeEmailSchema.safeParse({ email: 'a@', password: '' }))).toEqual({
      email: 'E-mail inválido',
      password: 'O campo é obrigatório',
    });
  });

  it('passwordResetRequestSchema takes a CPF or an e-mail', () => {
    expect(
      passwordResetRequestSchema.safeParse({ userIdentification: '529.982.247-25' }).success,
    ).toBe(true);
    expect(
      fieldsOf(passwordResetRequestSchema.safeParse({ userIdentification: 'x' }))
        .userIdentification,
    ).toBe('CPF ou e-mail inválido');
  });

  it('redefineWithTokenSchema: token, strong password, confirmation', () => {
    const bean = { token: 'abc', password: 'Nova#Senha1', confirmPassword: 'Nova#Senha1' };
    expect(redefineWithTokenSchema.safeParse({ bean }).success).toBe(true);
    expect(fieldsOf(redefineWithTokenSchema.safeParse({ bean: { ...bean, token: '' } }))).toEqual({
      'bean.token': 'O campo é obrigatório',
    });
    expect(
      fieldsOf(redefineWithTokenSchema.safeParse({ bean: { ...bean, confirmPassword: 'x' } })),
    ).toEqual({
      'bean.confirmPassword': 'As senhas não conferem',
    });
    expect(fieldsOf(redefineWithTokenSchema.safeParse({}))).toEqual({
      bean: 'O campo é obrigatório',
    });
  });
});
