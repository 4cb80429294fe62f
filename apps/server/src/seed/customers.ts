/**
 * Demo customers (issue #3): one non-member, one club member, one premium subscriber and one legal
 * entity, all with the password DEMO_PASSWORD and valid CPFs (the company also has a valid CNPJ).
 * The README lists these credentials.
 */
import { customers } from '../db/schema.ts';
import type { Db } from '../db/client.ts';
import { hashPassword } from '../modules/customers/password.ts';

export const DEMO_PASSWORD = 'Adega@2026';

/** Appends the two CPF check digits to 9 base digits. */
export function withCpfCheckDigits(base: string): string {
  if (!/^\d{9}$/.test(base)) throw new Error(`Base de CPF inválida: ${base}`);
  let digits = base;
  for (const length of [9, 10]) {
    const sum = [...digits.slice(0, length)].reduce(
      (acc, d, i) => acc + Number(d) * (length + 1 - i),
      0,
    );
    const rest = (sum * 10) % 11;
    digits += String(rest === 10 ? 0 : rest);
  }
  return digits;
}

/** Appends the two CNPJ check digits to 12 base digits. */
export function withCnpjCheckDigits(base: string): string {
  if (!/^\d{12}$/.test(base)) throw new Error(`Base de CNPJ inválida: ${base}`);
  let digits = base;
  for (const weights of [
    [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2],
    [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2],
  ]) {
    const sum = weights.reduce((acc, weight, i) => acc + Number(digits[i]) * weight, 0);
    const rest = sum % 11;
    digits += String(rest < 2 ? 0 : 11 - rest);
  }
  return digits;
}

export interface DemoCustomer {
  email: string;
  fullName: string;
  firstName: string;
  lastName: string;
  cpf: string;
  cnpj: string | null;
  pessoaJuridica: boolean;
  socioClube: boolean;
  socioPrime: boolean;
  beneficiosClube: boolean;
  ddd1: string;
  phoneNumber: string;
  dateOfBirth: string;
  gender: string;
}

export const DEMO_CUSTOMERS: readonly DemoCustomer[] = [
  {
    email: 'cliente@adega.dev',
    fullName: 'Ana Souza',
    firstName: 'Ana',
    lastName: 'Souza',
    cpf: withCpfCheckDigits('529982247'),
    cnpj: null,
    pessoaJuridica: false,
    socioClube: false,
    socioPrime: false,
    beneficiosClube: false,
    ddd1: '11',
    phoneNumber: '987654321',
    dateOfBirth: '1990-03-14',
    gender: 'F',
  },
  {
    email: 'socio@adega.dev',
    fullName: 'Bruno Oliveira',
    firstName: 'Bruno',
    lastName: 'Oliveira',
    cpf: withCpfCheckDigits('111444777'),
    cnpj: null,
    pessoaJuridica: false,
    socioClube: true,
    socioPrime: false,
    beneficiosClube: true,
    ddd1: '21',
    phoneNumber: '998877665',
    dateOfBirth: '1984-07-02',
    gender: 'M',
  },
  {
    email: 'premium@adega.dev',
    fullName: 'Carla Mendes',
    firstName: 'Carla',
    lastName: 'Mendes',
    cpf: withCpfCheckDigits('390533447'),
    cnpj: null,
    pessoaJuridica: false,
    socioClube: false,
    socioPrime: true,
    beneficiosClube: false,
    ddd1: '31',
    phoneNumber: '991234567',
    dateOfBirth: '1979-11-23',
    gender: 'F',
  },
  {
    email: 'empresa@adega.dev',
    fullName: 'Empório Sabor e Vinho Ltda',
    firstName: 'Empório',
    lastName: 'Sabor e Vinho Ltda',
    cpf: withCpfCheckDigits('714602380'),
    cnpj: withCnpjCheckDigits('112223330001'),
    pessoaJuridica: true,
    socioClube: false,
    socioPrime: false,
    beneficiosClube: false,
    ddd1: '51',
    phoneNumber: '33224455',
    dateOfBirth: '1975-05-30',
    gender: 'M',
  },
];

/** Inserts the demo customers that are missing (by e-mail); returns how many it created. */
export async function seedCustomers(db: Db, passwordLog2N?: number): Promise<number> {
  const existing = new Set(
    (await db.select({ email: customers.email }).from(customers)).map((row) =>
      row.email.toLowerCase(),
    ),
  );
  const missing = DEMO_CUSTOMERS.filter((customer) => !existing.has(customer.email));
  if (missing.length === 0) return 0;
  const rows = await Promise.all(
    missing.map(async (customer) => ({
      ...customer,
      passwordHash: await hashPassword(DEMO_PASSWORD, passwordLog2N),
    })),
  );
  const inserted = await db
    .insert(customers)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: customers.id });
  return inserted.length;
}
