/**
 * Accounts (issue #5): sign-in, sign-up (PF and PJ), logout and the live checks; password reset
 * (password-reset.ts) and the profile and e-mail change (profile.ts) are spread in. Sessions,
 * throttling and the captcha are in modules/auth; routes.ts only parses and calls these use cases.
 */
import { AppError } from '@adega/domain/errors';
import { cnpjCharacters } from '@adega/domain/validation/cnpj';
import { cpfDigits } from '@adega/domain/validation/cpf';
import type { SignUpPfInput, SignUpPjInput } from '@adega/domain/validation/account-schemas';
import { customerConsents, customers } from '../../db/schema.ts';
import type { CustomerDto, CustomerView, SemiLoggedCustomerDto } from '../../contract.ts';
import { RATE_RULES } from '../auth/rate-limit.ts';
import { throttledSignIn } from '../auth/sign-in-throttle.ts';
import { customerReadWith, type ResolvedSession } from '../auth/sessions.ts';
import { newToken } from '../auth/tokens.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { createProfile, isUniqueViolation, phoneParts } from './profile.ts';
import { createPasswordReset, identificationKey } from './password-reset.ts';
import type { AccountsDeps, Caller, TrackAccountEvent } from './accounts-deps.ts';
import { BAD_CREDENTIALS, CNPJ_TAKEN, CPF_TAKEN, EMAIL_TAKEN } from './texts.ts';
import { CONSENT_TEXT_VERSION } from '../account/service.ts';
import {
  brToIsoDate,
  findCustomerByCnpj,
  findCustomerByCpf,
  findCustomerByEmail,
  findCustomerById,
  findCustomerByLogin,
  splitName,
  toCustomerDto,
  toCustomerView,
  toSemiLoggedDto,
} from './repo.ts';

export interface Viewer {
  customer: CustomerView | null;
  semiLoggedCustomer: SemiLoggedCustomerDto | null;
}

export function createAccounts(deps: AccountsDeps) {
  const { db, now, sessions, limiter, captcha, passwordLog2N } = deps;
  // A real hash of a random password: verifying against it costs what a real check costs, so a
  // sign-in for an unknown account takes as long as one with a wrong password.
  let dummyHash: Promise<string> | undefined;
  const timingDummy = () => (dummyHash ??= hashPassword(newToken(), passwordLog2N));
  const track: TrackAccountEvent = deps.track ?? (() => undefined);

  /** The account's password, behind the per-IP and per-account throttles (auth/sign-in-throttle). */
  async function checkCredentials(
    identification: string,
    password: string,
    caller: Caller,
    captchaVerified: boolean,
  ) {
    const customer = await findCustomerByLogin(db, identification);
    const accountKey = customer
      ? `customer:${String(customer.id)}`
      : `login:${identificationKey(identification)}`;
    const ok = await throttledSignIn(
      limiter,
      { ip: caller.ip, accountKey, captchaVerified },
      async () => verifyPassword(password, customer?.passwordHash ?? (await timingDummy())),
    );
    if (!customer || !ok) throw new AppError('UNAUTHENTICATED', BAD_CREDENTIALS);
    return customer;
  }

  /** A new session for the customer; the previous one (if any) ends (session rotation). */
  async function startSession(customerId: number, previousToken: string | null, caller: Caller) {
    if (previousToken) await sessions.destroy(previousToken);
    return sessions.create(customerId, caller.userAgent);
  }

  async function insertCustomer(row: typeof customers.$inferInsert, optIn: boolean | undefined) {
    try {
      return await db.transaction(async (tx) => {
        const [created] = await tx.insert(customers).values(row).returning();
        if (!created) throw new Error('insert returned nothing');
        const at = now();
        const consents = [
          { purpose: 'TERMS', granted: true },
          ...(optIn === undefined ? [] : [{ purpose: 'MARKETING', granted: optIn }]),
        ];
        await tx.insert(customerConsents).values(
          consents.map((consent) => ({
            customerId: created.id,
            ...consent,
            source: 'cadastro',
            textVersion: CONSENT_TEXT_VERSION,
            createdAt: at,
          })),
        );
        return created;
      });
    } catch (error) {
      if (isUniqueViolation(error)) {
        // A concurrent sign-up won the race: report which field, like the live checks do.
        throw new AppError('CONFLICT', EMAIL_TAKEN);
      }
      throw error;
    }
  }

  async function ensureAvailable(email: string, document: { cpf?: string; cnpj?: string }) {
    const fields: Record<string, string> = {};
    if (await findCustomerByEmail(db, email)) fields.email = EMAIL_TAKEN;
    if (document.cpf && (await findCustomerByCpf(db, document.cpf))) fields.cpf = CPF_TAKEN;
    if (document.cnpj && (await findCustomerByCnpj(db, document.cnpj))) fields.cnpj = CNPJ_TAKEN;
    const first = Object.values(fields)[0];
    if (first) throw new AppError('CONFLICT', first, fields);
  }

  /**
   * A PF or PJ sign-up: captcha, throttle, 'started' (ADR 0029: past captcha and throttle), the
   * e-mail and document still free, the customer with the kind's own fields, a session.
   */
  async function signUp(
    kind: 'PF' | 'PJ',
    input: SignUpPfInput | SignUpPjInput,
    document: { cpf?: string; cnpj?: string },
    previousToken: string | null,
    caller: Caller,
    fields: Partial<typeof customers.$inferInsert>,
  ) {
    await captcha.verify(input.captchaResponse);
    await limiter.hit(RATE_RULES.signUpIp, caller.ip);
    track({ event: 'sign_up_started', customerId: null, caller, properties: { kind } });
    await ensureAvailable(input.email, document);
    const created = await insertCustomer(
      {
        email: input.email.trim(),
        fullName: input.fullName.replace(/\s+/g, ' ').trim(),
        ...splitName(input.fullName),
        passwordHash: await hashPassword(input.password, passwordLog2N),
        ...phoneParts(input.phone),
        toBeNotified: true,
        createdAt: now(),
        updatedAt: now(),
        ...fields,
      },
      input.optIn,
    );
    const token = await startSession(created.id, previousToken, caller);
    return { customer: toCustomerDto(created), token };
  }

  return {
    ...createPasswordReset({ ...deps, track }),
    track,

    /** The customer's e-mail and phone for the tracking sinks' payload (ADR 0029). */
    async contactOf(customerId: number): Promise<{ email: string; phone: string | null } | null> {
      const row = await findCustomerById(db, customerId);
      if (!row) return null;
      const phone = `${row.ddd1 ?? ''}${row.phoneNumber ?? ''}`;
      return { email: row.email, phone: phone === '' ? null : phone };
    },

    async viewerOf(session: ResolvedSession | null): Promise<Viewer> {
      if (!session) return { customer: null, semiLoggedCustomer: null };
      // The row read with the session (same request), else one query.
      const row = customerReadWith(session) ?? (await findCustomerById(db, session.customerId));
      if (!row) return { customer: null, semiLoggedCustomer: null };
      if (session.state === 'logged')
        return { customer: toCustomerView(row), semiLoggedCustomer: null };
      return { customer: null, semiLoggedCustomer: toSemiLoggedDto(row) };
    },

    async loggedCustomer(session: ResolvedSession | null): Promise<CustomerDto | null> {
      if (!session || session.state !== 'logged') return null;
      const row = await findCustomerById(db, session.customerId);
      return row ? toCustomerDto(row) : null;
    },

    async semiLoggedCustomer(
      session: ResolvedSession | null,
    ): Promise<SemiLoggedCustomerDto | null> {
      if (!session) return null;
      const row = await findCustomerById(db, session.customerId);
      return row ? toSemiLoggedDto(row) : null;
    },

    /** SPEC §7 signIn / POST /api/v1/login. Returns the customer and the new session token. */
    async signIn(
      input: { identification: string; password: string; captchaResponse?: string | undefined },
      options: { requireCaptcha: boolean; previousToken: string | null; caller: Caller },
    ): Promise<{ customer: CustomerDto; token: string }> {
      if (options.requireCaptcha) await captcha.verify(input.captchaResponse);
      const customer = await checkCredentials(
        input.identification,
        input.password,
        options.caller,
        options.requireCaptcha,
      );
      const token = await startSession(customer.id, options.previousToken, options.caller);
      return { customer: toCustomerDto(customer), token };
    },

    async signOut(token: string | null): Promise<void> {
      if (token) await sessions.destroy(token);
    },

    signUpPf(input: SignUpPfInput, previousToken: string | null, caller: Caller) {
      return signUp('PF', input, { cpf: input.cpf }, previousToken, caller, {
        cpf: cpfDigits(input.cpf),
        pessoaJuridica: false,
        dateOfBirth: brToIsoDate(input.dateOfBirth),
        gender: input.gender,
      });
    },

    signUpPj(input: SignUpPjInput, previousToken: string | null, caller: Caller) {
      return signUp('PJ', input, { cnpj: input.cnpj }, previousToken, caller, {
        cnpj: cnpjCharacters(input.cnpj),
        pessoaJuridica: true,
        companyName: input.companyName,
        tradeName: input.tradeName,
        stateRegistration: input.stateRegistrationExempt ? null : input.stateRegistration,
      });
    },

    /** SPEC §7 isEmailExists / isCpfExists / isCnpjExists: the live checks (throttled per IP). */
    async exists(kind: 'email' | 'cpf' | 'cnpj', value: string, caller: Caller): Promise<boolean> {
      await limiter.hit(RATE_RULES.lookupIp, caller.ip);
      if (kind === 'email') return (await findCustomerByEmail(db, value)) !== null;
      if (kind === 'cpf') return (await findCustomerByCpf(db, value)) !== null;
      return (await findCustomerByCnpj(db, value)) !== null;
    },

    // Profile (PF/PJ data) and e-mail change: profile.ts.
    ...createProfile(deps),
  };
}

export type Accounts = ReturnType<typeof createAccounts>;
