/**
 * 'Meus dados' of my account: the forms of an individual (saveCustomerPF) and of a company
 * (saveCustomerPJ), filled from the CustomerDto and validated with the domain's account schemas
 * (the same ones the server parses with), plus the e-mail change (requestChangeEmail).
 */
import type { CustomerDto, Gender } from '@adega/server/contract';
import { joinPhoneFull } from '@adega/domain/customer';
import type { ProfilePjInput } from '@adega/domain/validation/account-schemas';
import { storeCalendarDate } from '@adega/domain/validation/age';
import { formatCnpj } from '@adega/domain/validation/cnpj';
import { formatCpf } from '@adega/domain/validation/cpf';
import { maskPhone } from '@adega/domain/validation/phone';

export interface ProfilePfValues {
  fullName: string;
  dateOfBirth: string;
  gender: Gender | '';
  phone: string;
}

export interface ProfilePjValues {
  companyName: string;
  tradeName: string;
  stateRegistration: string;
  stateRegistrationExempt: boolean;
  fullName: string;
  phone: string;
}

export interface ChangeEmailValues {
  email: string;
  password: string;
}

/** The customer's phone as the form shows it: '(11) 987654321', or '' when there is none. */
export function customerPhone(customer: Pick<CustomerDto, 'ddd1' | 'phoneNumber'>): string {
  if (!customer.ddd1 || !customer.phoneNumber) return '';
  return maskPhone(joinPhoneFull(customer.ddd1, customer.phoneNumber));
}

export function profilePfFromCustomer(customer: CustomerDto): ProfilePfValues {
  return {
    fullName: customer.fullName,
    dateOfBirth: customer.dateOfBirth ?? '',
    gender: customer.gender ?? '',
    phone: customerPhone(customer),
  };
}

/** A company without a state registration is 'Isento' (CustomerDto: null = isento). */
export function profilePjFromCustomer(customer: CustomerDto): ProfilePjValues {
  return {
    companyName: customer.companyName ?? '',
    tradeName: customer.tradeName ?? '',
    stateRegistration: customer.stateRegistration ?? '',
    stateRegistrationExempt: customer.stateRegistration === null,
    fullName: customer.fullName,
    phone: customerPhone(customer),
  };
}

/**
 * The store's calendar day (São Paulo) as the server reads it for the age of majority, so the
 * browser's time zone does not move the 18th birthday by a day.
 */
export function storeToday(now: Date): Date {
  const { year, month, day } = storeCalendarDate(now);
  return new Date(Date.UTC(year, month - 1, day, 12));
}

/** The saveCustomerPJ payload: an exempt company sends no registration number. */
export function profilePjPayload(values: ProfilePjInput): ProfilePjInput {
  return values.stateRegistrationExempt ? { ...values, stateRegistration: '' } : values;
}

/** A payload field the server reports → the form field (the same names here). */
export function profileFieldOf<K extends string>(fields: readonly K[]) {
  return (key: string): K | null =>
    (fields as readonly string[]).includes(key) ? (key as K) : null;
}

/** The CPF or CNPJ as shown read-only: '529.982.247-25', '11.222.333/0001-81'. */
export function documentOf(customer: Pick<CustomerDto, 'pessoaJuridica' | 'cpf' | 'cnpj'>): {
  label: 'CPF' | 'CNPJ';
  value: string;
} {
  return customer.pessoaJuridica
    ? { label: 'CNPJ', value: customer.cnpj ? formatCnpj(customer.cnpj) : '' }
    : { label: 'CPF', value: customer.cpf ? formatCpf(customer.cpf) : '' };
}
