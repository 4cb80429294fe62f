import { describe, expect, it } from 'vitest';
import type { CustomerDto } from '@adega/server/contract';
import { profilePfSchema, profilePjSchema } from '@adega/domain/validation/account-schemas';
import {
  customerPhone,
  documentOf,
  profileFieldOf,
  profilePfFromCustomer,
  profilePjFromCustomer,
  profilePjPayload,
  storeToday,
} from './profile-form';

const CUSTOMER: CustomerDto = {
  uidPk: 1,
  fullName: 'Ana Beatriz Souza',
  firstName: 'Ana',
  lastName: 'Souza',
  avatarPath: null,
  socioClube: false,
  socioPrime: false,
  beneficiosClube: false,
  pessoaJuridica: false,
  toBeNotified: true,
  cpf: '52998224725',
  cnpj: null,
  email: 'ana@exemplo.com.br',
  ddd1: '11',
  phoneNumber: '987654321',
  dateOfBirth: '15/05/1990',
  gender: 'F',
  companyName: null,
  tradeName: null,
  stateRegistration: null,
};

const COMPANY: CustomerDto = {
  ...CUSTOMER,
  pessoaJuridica: true,
  cpf: null,
  cnpj: '11222333000181',
  ddd1: '21',
  phoneNumber: '33445566',
  dateOfBirth: null,
  gender: null,
  companyName: 'Empório Vinícola Ltda',
  tradeName: 'Empório do Vinho',
  stateRegistration: null,
};

describe('profile forms filled from the customer', () => {
  it('PF: name, birth date, gender and the phone joined as (DD) N…', () => {
    expect(profilePfFromCustomer(CUSTOMER)).toEqual({
      fullName: 'Ana Beatriz Souza',
      dateOfBirth: '15/05/1990',
      gender: 'F',
      phone: '(11) 987654321',
    });
  });

  it('a customer without phone, birth date or gender gets empty fields', () => {
    const values = profilePfFromCustomer({
      ...CUSTOMER,
      ddd1: null,
      phoneNumber: null,
      dateOfBirth: null,
      gender: null,
    });
    expect(values).toMatchObject({ dateOfBirth: '', gender: '', phone: '' });
    expect(customerPhone({ ddd1: '11', phoneNumber: null })).toBe('');
  });

  it('PJ: a company without state registration is exempt', () => {
    expect(profilePjFromCustomer(COMPANY)).toEqual({
      companyName: 'Empório Vinícola Ltda',
      tradeName: 'Empório do Vinho',
      stateRegistration: '',
      stateRegistrationExempt: true,
      fullName: 'Ana Beatriz Souza',
      phone: '(21) 33445566',
    });
    expect(
      profilePjFromCustomer({ ...COMPANY, stateRegistration: '110.042.490.114' })
        .stateRegistrationExempt,
    ).toBe(false);
  });

  it('the filled forms pass the domain schemas the server uses', () => {
    const today = storeToday(new Date('2026-11-23T12:00:00Z'));
    expect(profilePfSchema(today).safeParse(profilePfFromCustomer(CUSTOMER)).success).toBe(true);
    expect(profilePjSchema.safeParse(profilePjFromCustomer(COMPANY)).success).toBe(true);
  });
});

describe('profilePjPayload', () => {
  it('an exempt company sends no registration number', () => {
    const values = {
      companyName: 'A',
      tradeName: 'B',
      stateRegistration: '123',
      stateRegistrationExempt: true,
      fullName: 'Carlos Mendes',
      phone: '(21) 33445566',
    };
    expect(profilePjPayload(values).stateRegistration).toBe('');
    expect(profilePjPayload({ ...values, stateRegistrationExempt: false }).stateRegistration).toBe(
      '123',
    );
  });
});

describe('storeToday (age of majority on the store calendar, São Paulo)', () => {
  it('is still the previous day in São Paulo shortly after midnight UTC', () => {
    const day = storeToday(new Date('2026-05-16T01:30:00Z'));
    expect(day.toISOString().slice(0, 10)).toBe('2026-05-15');
  });

  it('decides the 18th birthday on that day', () => {
    const schema = profilePfSchema(storeToday(new Date('2026-05-16T01:30:00Z')));
    const values = { ...profilePfFromCustomer(CUSTOMER), dateOfBirth: '16/05/2008' };
    const result = schema.safeParse(values);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Você precisa ter mais de 18 anos.');
    expect(schema.safeParse({ ...values, dateOfBirth: '15/05/2008' }).success).toBe(true);
  });
});

describe('documentOf', () => {
  it('shows the CPF of a person and the CNPJ of a company, formatted', () => {
    expect(documentOf(CUSTOMER)).toEqual({ label: 'CPF', value: '529.982.247-25' });
    expect(documentOf(COMPANY)).toEqual({ label: 'CNPJ', value: '11.222.333/0001-81' });
  });
});

describe('profileFieldOf', () => {
  it('keeps only the fields of the form', () => {
    const fieldOf = profileFieldOf(['fullName', 'phone'] as const);
    expect(fieldOf('phone')).toBe('phone');
    expect(fieldOf('cpf')).toBeNull();
  });
});
