/** Customer rows ↔ SPEC §3 Customer, and the lookups sign-in, sign-up and reset need. */
import { eq, sql, type SQL } from 'drizzle-orm';
import { cpfDigits } from '@adega/domain/validation/cpf';
import { cnpjCharacters } from '@adega/domain/validation/cnpj';
import { loginKind } from '@adega/domain/validation/login';
import { isOneOf } from '@adega/domain/one-of';
import type { Db } from '../../db/client.ts';
import { customers } from '../../db/schema.ts';
import {
  GENDERS,
  type CustomerDto,
  type CustomerView,
  type Gender,
  type SemiLoggedCustomerDto,
} from '../../contract.ts';

export type CustomerRow = typeof customers.$inferSelect;

/** ISO YYYY-MM-DD → DD/MM/YYYY (SPEC §5 date format); anything else is passed through. */
export function isoToBrDate(iso: string | null): string | null {
  if (!iso) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : iso;
}

/** DD/MM/YYYY → ISO YYYY-MM-DD (the input was validated by the age rule). */
export function brToIsoDate(br: string): string {
  const [day, month, year] = br.trim().split('/');
  return `${year}-${month}-${day}`;
}

function genderOf(value: string | null): Gender | null {
  return isOneOf(GENDERS, value) ? value : null;
}

export function toCustomerDto(row: CustomerRow): CustomerDto {
  return {
    uidPk: row.id,
    fullName: row.fullName,
    firstName: row.firstName,
    lastName: row.lastName,
    avatarPath: row.avatarPath,
    beneficiosClube: row.beneficiosClube,
    socioClube: row.socioClube,
    socioPrime: row.socioPrime,
    pessoaJuridica: row.pessoaJuridica,
    toBeNotified: row.toBeNotified,
    cpf: row.cpf,
    cnpj: row.cnpj,
    email: row.email,
    ddd1: row.ddd1,
    phoneNumber: row.phoneNumber,
    dateOfBirth: isoToBrDate(row.dateOfBirth),
    gender: genderOf(row.gender),
    companyName: row.companyName,
    tradeName: row.tradeName,
    stateRegistration: row.stateRegistration,
  };
}

/**
 * What the storefront's pages know of the signed-in customer (issue #19): the name, the avatar
 * and the membership flags. Pages send their loaders' data to the browser; no CPF, e-mail, phone
 * or birth date goes into every page (the account page asks the API for them).
 */
export function toCustomerView(row: CustomerRow): CustomerView {
  return {
    fullName: row.fullName,
    firstName: row.firstName,
    avatarPath: row.avatarPath,
    beneficiosClube: row.beneficiosClube,
    socioClube: row.socioClube,
    socioPrime: row.socioPrime,
  };
}

export function toSemiLoggedDto(row: CustomerRow): SemiLoggedCustomerDto {
  return { firstName: row.firstName, fullName: row.fullName, avatarPath: row.avatarPath };
}

/** First name and the rest, from a full name ("Ana Maria Souza" → "Ana", "Maria Souza"). */
export function splitName(fullName: string): { firstName: string; lastName: string } {
  const parts = fullName.trim().split(/\s+/);
  return { firstName: parts[0] ?? '', lastName: parts.slice(1).join(' ') };
}

/** The one customer matching `where` (id, e-mail, CPF and CNPJ are each unique), or null. */
async function findCustomer(db: Db, where: SQL | undefined): Promise<CustomerRow | null> {
  const [row] = await db.select().from(customers).where(where).limit(1);
  return row ?? null;
}

export function findCustomerById(db: Db, id: number): Promise<CustomerRow | null> {
  return findCustomer(db, eq(customers.id, id));
}

export function findCustomerByEmail(db: Db, email: string): Promise<CustomerRow | null> {
  return findCustomer(db, sql`lower(${customers.email}) = ${email.trim().toLowerCase()}`);
}

export function findCustomerByCpf(db: Db, cpf: string): Promise<CustomerRow | null> {
  return findCustomer(db, eq(customers.cpf, cpfDigits(cpf)));
}

export function findCustomerByCnpj(db: Db, cnpj: string): Promise<CustomerRow | null> {
  return findCustomer(db, eq(customers.cnpj, cnpjCharacters(cnpj)));
}

/** SPEC §5 login: a CPF or an e-mail. */
export async function findCustomerByLogin(
  db: Db,
  identification: string,
): Promise<CustomerRow | null> {
  const kind = loginKind(identification);
  if (kind === 'cpf') return findCustomerByCpf(db, identification);
  if (kind === 'email') return findCustomerByEmail(db, identification);
  return null;
}
