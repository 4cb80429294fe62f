/**
 * The logged customer's profile (issue #5): PF or PJ data, and the e-mail change with
 * re-authentication (the old address is told). Part of the accounts service (`service.ts`).
 */
import { eq } from 'drizzle-orm';
import { AppError } from '@adega/domain/errors';
import { splitPhoneFull } from '@adega/domain/customer';
import type { ProfilePfInput, ProfilePjInput } from '@adega/domain/validation/account-schemas';
import type { Db } from '../../db/client.ts';
import { customers } from '../../db/schema.ts';
import type { CustomerDto } from '../../contract.ts';
import { RATE_RULES } from '../auth/rate-limit.ts';
import { emailChangedEmail } from './emails.ts';
import { verifyPassword } from './password.ts';
import {
  brToIsoDate,
  findCustomerByEmail,
  findCustomerById,
  splitName,
  toCustomerDto,
  type CustomerRow,
} from './repo.ts';
import type { AccountsDeps } from './accounts-deps.ts';
import { EMAIL_TAKEN, WRONG_PASSWORD } from './texts.ts';

export function phoneParts(phone: string): { ddd1: string; phoneNumber: string } {
  const parts = splitPhoneFull(phone);
  // The schema already checked the '(DD) N' shape; this cannot be null for valid input.
  if (!parts)
    throw new AppError('VALIDATION', 'O formato do telefone não é válido. Ex: (99) 999999999');
  return { ddd1: parts.ddd, phoneNumber: parts.number };
}

export function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: unknown; cause?: { code?: unknown } } | null)?.code ??
    (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return code === '23505';
}

export function createProfile(deps: AccountsDeps) {
  const { db, now, limiter, mailer } = deps;

  async function loggedRow(customerId: number): Promise<CustomerRow> {
    const row = await findCustomerById(db, customerId);
    if (!row) throw new AppError('UNAUTHENTICATED', 'Faça login para continuar.');
    return row;
  }

  return {
    async saveProfilePf(customerId: number, input: ProfilePfInput): Promise<CustomerDto> {
      const row = await loggedRow(customerId);
      if (row.pessoaJuridica) {
        throw new AppError('CONFLICT', 'Esta conta é de pessoa jurídica. Use os dados da empresa.');
      }
      const [updated] = await db
        .update(customers)
        .set({
          fullName: input.fullName.replace(/\s+/g, ' ').trim(),
          ...splitName(input.fullName),
          dateOfBirth: brToIsoDate(input.dateOfBirth),
          gender: input.gender,
          ...phoneParts(input.phone),
          updatedAt: now(),
        })
        .where(eq(customers.id, customerId))
        .returning();
      return toCustomerDto(updated ?? row);
    },

    async saveProfilePj(customerId: number, input: ProfilePjInput): Promise<CustomerDto> {
      const row = await loggedRow(customerId);
      if (!row.pessoaJuridica) {
        throw new AppError('CONFLICT', 'Esta conta é de pessoa física. Use os dados pessoais.');
      }
      const [updated] = await db
        .update(customers)
        .set({
          companyName: input.companyName,
          tradeName: input.tradeName,
          stateRegistration: input.stateRegistrationExempt ? null : input.stateRegistration,
          fullName: input.fullName.replace(/\s+/g, ' ').trim(),
          ...splitName(input.fullName),
          ...phoneParts(input.phone),
          updatedAt: now(),
        })
        .where(eq(customers.id, customerId))
        .returning();
      return toCustomerDto(updated ?? row);
    },

    /** SPEC §7 requestChangeEmail, with re-authentication; the old address is told. */
    async changeEmail(
      customerId: number,
      input: { email: string; password: string },
    ): Promise<CustomerDto> {
      await limiter.hit(RATE_RULES.reauthAccount, `customer:${customerId}`);
      const row = await loggedRow(customerId);
      if (!(await verifyPassword(input.password, row.passwordHash))) {
        throw new AppError('UNAUTHENTICATED', WRONG_PASSWORD, { password: WRONG_PASSWORD });
      }
      const email = input.email.trim();
      if (email.toLowerCase() === row.email.toLowerCase()) return toCustomerDto(row);
      const owner = await findCustomerByEmail(db, email);
      if (owner) throw new AppError('CONFLICT', EMAIL_TAKEN, { email: EMAIL_TAKEN });
      try {
        const updated = await db.transaction(async (tx) => {
          const [changed] = await tx
            .update(customers)
            .set({ email, updatedAt: now() })
            .where(eq(customers.id, customerId))
            .returning();
          await mailer.enqueue(tx as unknown as Db, emailChangedEmail(row, email));
          return changed;
        });
        deps.onMailQueued();
        return toCustomerDto(updated ?? row);
      } catch (error) {
        if (isUniqueViolation(error))
          throw new AppError('CONFLICT', EMAIL_TAKEN, { email: EMAIL_TAKEN });
        throw error;
      }
    },
  };
}
