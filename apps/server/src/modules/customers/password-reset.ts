/**
 * Password reset (issue #5): a one-hour, single-use link by e-mail — built from the store's
 * configured public URL, never from the request (issue #12) — and the new password with it.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import { AppError } from '@adega/domain/errors';
import { cpfDigits } from '@adega/domain/validation/cpf';
import type { Db } from '../../db/client.ts';
import { customers, passwordResetTokens } from '../../db/schema.ts';
import { RATE_RULES } from '../auth/rate-limit.ts';
import type { ResolvedSession } from '../auth/sessions.ts';
import { digest, newToken } from '../auth/tokens.ts';
import { passwordChangedEmail, passwordResetEmail } from './emails.ts';
import { hashPassword } from './password.ts';
import { findCustomerByLogin } from './repo.ts';
import type { AccountsDeps, Caller, TrackAccountEvent } from './accounts-deps.ts';

export const RESET_REQUESTED =
  'Se houver uma conta com esses dados, você receberá um e-mail com as instruções para criar uma nova senha.';
export const RESET_TOKEN_INVALID =
  'Este link de redefinição é inválido ou expirou. Solicite um novo.';
/** A reset link works for one hour. */
export const RESET_TOKEN_TTL_MS = 60 * 60_000;

/** The throttling key of a typed identifier: the e-mail in lower case or the CPF's digits. */
export function identificationKey(identification: string): string {
  const trimmed = identification.trim().toLowerCase();
  return trimmed.includes('@') ? trimmed : cpfDigits(trimmed);
}

export function createPasswordReset(deps: AccountsDeps & { track: TrackAccountEvent }) {
  const { db, now, sessions, limiter, captcha, mailer } = deps;
  return {
    /** Sends a reset link when the account exists; the answer never says whether it does. */
    async requestPasswordReset(
      input: { userIdentification: string; captchaResponse?: string | undefined },
      caller: Caller,
    ): Promise<{ message: string }> {
      await captcha.verify(input.captchaResponse);
      await limiter.hit(RATE_RULES.resetIp, caller.ip);
      await limiter.hit(RATE_RULES.resetAccount, identificationKey(input.userIdentification));
      const customer = await findCustomerByLogin(db, input.userIdentification);
      if (customer) {
        const token = newToken();
        const at = now();
        await db.transaction(async (tx) => {
          await tx.insert(passwordResetTokens).values({
            customerId: customer.id,
            tokenHash: digest(token),
            createdAt: at,
            expiresAt: new Date(at.getTime() + RESET_TOKEN_TTL_MS),
          });
          const link = `${deps.publicUrl(caller.store)}/redefinir-senha.ep?token=${encodeURIComponent(token)}`;
          await mailer.enqueue(tx as unknown as Db, passwordResetEmail(customer, link));
        });
        deps.onMailQueued();
        deps.track({ event: 'password_reset_sent', customerId: customer.id, caller });
      }
      return { message: RESET_REQUESTED };
    },

    /** SPEC §7 redefineWithToken: single use; every session of the customer ends afterwards. */
    async redefineWithToken(
      input: { token: string; password: string; captchaResponse?: string | undefined },
      current: ResolvedSession | null,
    ): Promise<void> {
      await captcha.verify(input.captchaResponse);
      const at = now();
      const passwordHash = await hashPassword(input.password, deps.passwordLog2N);
      const customerId = await db.transaction(async (tx) => {
        const [used] = await tx
          .update(passwordResetTokens)
          .set({ usedAt: at })
          .where(
            and(
              eq(passwordResetTokens.tokenHash, digest(input.token)),
              isNull(passwordResetTokens.usedAt),
              gt(passwordResetTokens.expiresAt, at),
            ),
          )
          .returning({ customerId: passwordResetTokens.customerId });
        if (!used) return null;
        await tx
          .update(customers)
          .set({ passwordHash, passwordChangedAt: at, updatedAt: at })
          .where(eq(customers.id, used.customerId));
        // Other links sent earlier die with this one.
        await tx
          .update(passwordResetTokens)
          .set({ usedAt: at })
          .where(
            and(
              eq(passwordResetTokens.customerId, used.customerId),
              isNull(passwordResetTokens.usedAt),
            ),
          );
        const [row] = await tx.select().from(customers).where(eq(customers.id, used.customerId));
        if (row) await mailer.enqueue(tx as unknown as Db, passwordChangedEmail(row));
        return used.customerId;
      });
      if (customerId === null) {
        throw new AppError('VALIDATION', RESET_TOKEN_INVALID, { token: RESET_TOKEN_INVALID });
      }
      const keep = current && current.customerId === customerId ? current.idHash : undefined;
      await sessions.destroyAllOf(customerId, keep);
      deps.onMailQueued();
    },
  };
}
