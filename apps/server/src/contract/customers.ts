/** Customers (issue #5): the customer as the session and RPC answer it, captcha. */

export interface CustomerView {
  fullName: string;
  firstName: string;
  avatarPath: string | null;
  socioClube: boolean;
  socioPrime: boolean;
  beneficiosClube: boolean;
}

// ---- Issue #5: accounts. RPC `POST /rpc/{operation}` bodies and `data` results. ----

/** SPEC §3 Customer, as `getLoggedCustomer`, `signIn` and `POST /api/v1/login` answer it. */
export interface CustomerDto extends CustomerView {
  uidPk: number;
  lastName: string;
  pessoaJuridica: boolean;
  toBeNotified: boolean;
  cpf: string | null;
  cnpj: string | null;
  email: string;
  ddd1: string | null;
  phoneNumber: string | null;
  /** DD/MM/YYYY. */
  dateOfBirth: string | null;
  gender: Gender | null;
  /** PJ: razão social, nome fantasia, inscrição estadual (null = isento). */
  companyName: string | null;
  tradeName: string | null;
  stateRegistration: string | null;
}

/** F feminino, M masculino, O outro, N prefiro não informar. */
export const GENDERS = ['F', 'M', 'O', 'N'] as const;
export type Gender = (typeof GENDERS)[number];

/** `getSemiLoggedCustomer`: a remembered customer, greeted but not signed in (ADR 0007). */
export interface SemiLoggedCustomerDto {
  firstName: string;
  fullName: string;
  avatarPath: string | null;
}

/** `getCaptchaChallenge` (ALTCHA v1 challenge). The answer goes as `captchaResponse`. */
export interface CaptchaChallengeDto {
  algorithm: string;
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}
