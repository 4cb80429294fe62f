/**
 * Who the header account block shows (SPEC §2 "Widgets", §6 roles): a visitor, a remembered
 * (semi-logged, ADR 0007) customer or a logged customer. Pure: the root loader builds the first
 * state on the server, and the customer lookup of SPEC §9 builds another in the browser; the block
 * changes only when the two really differ.
 */
import { ROUTES } from '@adega/domain/urls';
import { sectionHref } from '@adega/domain/account-sections';
import { AUTH_PATHS, signInUrl } from '../../features/auth';

export interface AccountCustomer {
  fullName: string;
  firstName?: string | null;
  avatarPath: string | null;
}

export type AccountState =
  | { status: 'visitor' }
  | { status: 'semi'; customer: AccountCustomer }
  | { status: 'logged'; customer: AccountCustomer };

export const VISITOR: AccountState = { status: 'visitor' };

/** The fields the header shows, from a CustomerDto or a semi-logged lookup (extra fields dropped). */
export function accountCustomerOf(customer: AccountCustomer): AccountCustomer {
  return {
    fullName: customer.fullName,
    firstName: customer.firstName ?? null,
    avatarPath: customer.avatarPath ?? null,
  };
}

/** A logged customer wins over a remembered one (SPEC §6: the semi lookup is a separate one). */
export function accountStateOf(
  logged: AccountCustomer | null | undefined,
  semi: AccountCustomer | null | undefined,
): AccountState {
  if (logged) return { status: 'logged', customer: accountCustomerOf(logged) };
  if (semi) return { status: 'semi', customer: accountCustomerOf(semi) };
  return VISITOR;
}

/** Same status and the same shown fields (name, first name, avatar). */
export function sameAccountState(a: AccountState, b: AccountState): boolean {
  if (a.status !== b.status) return false;
  if (a.status === 'visitor' || b.status === 'visitor') return true;
  return (
    a.customer.fullName === b.customer.fullName &&
    (a.customer.firstName ?? null) === (b.customer.firstName ?? null) &&
    (a.customer.avatarPath ?? null) === (b.customer.avatarPath ?? null)
  );
}

/**
 * The state to show after the lookup: the looked-up one when it differs from what the page shows
 * (the page came from a cache, or another tab signed out or in), else the current object itself,
 * so React keeps the rendered block as it is.
 */
export function reconcileAccountState(current: AccountState, lookedUp: AccountState): AccountState {
  return sameAccountState(current, lookedUp) ? current : lookedUp;
}

/** Pages of the sign-in flow: 'ENTRAR' there must not come back to them after signing in. */
const AUTH_FLOW_PATHS = new Set<string>([
  AUTH_PATHS.signIn,
  AUTH_PATHS.signUp,
  AUTH_PATHS.forgotPassword,
  AUTH_PATHS.resetPassword,
]);

/**
 * Where 'ENTRAR' goes: /sign-in.ep?redirect=<the current page>. On the sign-in page it keeps the
 * current address (its own redirect); on the other sign-in flow pages it is plain /sign-in.ep.
 */
export function signInHrefFor(pathname: string, search = ''): string {
  if (pathname === AUTH_PATHS.signIn) return `${AUTH_PATHS.signIn}${search}`;
  if (AUTH_FLOW_PATHS.has(pathname)) return AUTH_PATHS.signIn;
  return signInUrl(`${pathname}${search}`);
}

export interface AccountLink {
  label: string;
  href: string;
}

/** The avatar menu of a logged customer, before 'Sair' (SPEC §2 routes of my account). */
export const ACCOUNT_MENU_LINKS: readonly AccountLink[] = [
  { label: 'Minha conta', href: ROUTES.myAccount },
  { label: 'Meus dados', href: sectionHref('dados') },
  { label: 'Meus pedidos', href: sectionHref('pedidos') },
  { label: 'Endereços', href: sectionHref('enderecos') },
  { label: 'Cartões', href: sectionHref('cartoes') },
  { label: 'Notificações', href: ROUTES.notifications },
  { label: 'Minhas assinaturas', href: ROUTES.clubList },
  { label: 'Indique e ganhe', href: ROUTES.referFriends },
];

export const SIGN_OUT_LABEL = 'Sair';
/** After signing out the browser reloads the home page (a fresh, anonymous render). */
export const AFTER_SIGN_OUT = ROUTES.home;
