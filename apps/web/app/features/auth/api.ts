/**
 * The account RPCs the auth pages call (issue #5 auth contract; SPEC §7 names). Errors arrive as
 * `RequestError` with the server's pt-BR message (SPEC §8: login errors use `message`).
 */
import type { CaptchaChallengeDto, CustomerDto } from '@adega/server/contract';
import { rpc } from '../../lib/rpc';
import type { SignUpPfValues, SignUpPjValues } from './schemas';

export function getCaptchaChallenge(signal?: AbortSignal): Promise<CaptchaChallengeDto> {
  return rpc<CaptchaChallengeDto>('getCaptchaChallenge', {}, signal);
}

export function signIn(input: {
  userIdentification: string;
  password: string;
  captchaResponse: string;
}): Promise<CustomerDto> {
  return rpc<CustomerDto>('signIn', input);
}

export function signUpPf(
  input: SignUpPfValues & { captchaResponse: string },
): Promise<CustomerDto> {
  return rpc<CustomerDto>('addWineOnPageCustomerPF', input);
}

export function signUpPj(
  input: SignUpPjValues & { captchaResponse: string },
): Promise<CustomerDto> {
  return rpc<CustomerDto>('addWineOnPageCustomerPJ', input);
}

export function redefinePassword(input: {
  userIdentification: string;
  captchaResponse: string;
}): Promise<{ message: string }> {
  return rpc<{ message: string }>('redefinePassword', input);
}

export function redefineWithToken(input: {
  token: string;
  password: string;
  confirmPassword: string;
  captchaResponse: string;
}): Promise<null> {
  const { captchaResponse, ...bean } = input;
  return rpc<null>('redefineWithToken', { bean, captchaResponse });
}

/** SPEC §7 live checks of the sign-up form. */
export type ExistenceCheck = 'email' | 'cpf' | 'cnpj';

export async function isRegistered(
  kind: ExistenceCheck,
  value: string,
  signal?: AbortSignal,
): Promise<boolean> {
  switch (kind) {
    case 'email':
      return (await rpc<boolean>('isEmailExists', { email: value }, signal)) === true;
    case 'cnpj':
      return (await rpc<boolean>('isCnpjExists', { cnpj: value }, signal)) === true;
    case 'cpf':
      // isCpfExists and isCpfRegistred answer the same question (SPEC §7 names both); one call
      // spends one unit of the per-IP lookup allowance instead of two.
      return (await rpc<boolean>('isCpfExists', { cpf: value }, signal)) === true;
  }
}
