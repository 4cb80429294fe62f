/** Addresses of the account pages (SPEC §2 /sign-in.ep; the others are ours, ADR 0007). */
import { ROUTES } from '@adega/domain/urls';

export const AUTH_PATHS = {
  signIn: ROUTES.signIn,
  signUp: '/cadastro.ep',
  forgotPassword: '/esqueci-senha.ep',
  resetPassword: '/redefinir-senha.ep',
  myAccount: ROUTES.myAccount,
} as const;
