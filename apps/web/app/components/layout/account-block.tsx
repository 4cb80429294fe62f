import { avatarUrl, displayName, greetingName } from '@adega/domain/customer';
import { ROUTES } from '@adega/domain/urls';
import { ACCOUNT_MENU_LINKS, type AccountCustomer, type AccountState } from './account-state';
import { AvatarMenu } from './avatar-menu';
import { useSignOut } from './sign-out';
import { SignOutButton } from './sign-out-button';
import type { LookupPhase } from './use-customer-lookup';
import './account-block.css';

/** SPEC §3: a customer without an avatar gets this default picture. */
export const DEFAULT_AVATAR = '/images/avatar-padrao.svg';

export const SIGN_IN_LABEL = 'ENTRAR';
export const MY_ACCOUNT_LABEL = 'MINHA CONTA';
export const VISITOR_TEXT = 'Acesse sua conta';

export function avatarOf(customer: AccountCustomer | null): string {
  return customer ? avatarUrl(customer.avatarPath, DEFAULT_AVATAR) : DEFAULT_AVATAR;
}

/** The first line of the block: full name, 'Olá, {firstName}' or 'Acesse sua conta'. */
export function accountHeadline(state: AccountState): string {
  if (state.status === 'logged') return displayName(state.customer);
  if (state.status === 'semi') {
    const name = greetingName(state.customer);
    return name ? `Olá, ${name}` : VISITOR_TEXT;
  }
  return VISITOR_TEXT;
}

export interface AccountBlockProps {
  state: AccountState;
  /** Where 'ENTRAR' goes: /sign-in.ep?redirect=<current page>. */
  signInHref: string;
  /** Progress of the delayed customer lookup (SPEC §9), exposed as data-lookup. */
  lookupPhase?: LookupPhase;
}

/**
 * Header account block (SPEC §2 "Widgets") in the top bar. Logged in: full name, the avatar menu
 * and 'MINHA CONTA'. Remembered (ADR 0007): 'Olá, {firstName}' with the avatar and 'ENTRAR', as
 * account pages need signing in again. Logged out: 'Acesse sua conta' and 'ENTRAR'; the avatar
 * goes to sign-in. The header leaves it out when the MasterOnly cookie is present (SPEC §6).
 */
export function AccountBlock({ state, signInHref, lookupPhase = 'idle' }: AccountBlockProps) {
  const customer = state.status === 'visitor' ? null : state.customer;
  const logged = state.status === 'logged';
  return (
    <div
      className="account-block account-block--bar"
      data-account={state.status}
      data-lookup={lookupPhase}
    >
      {logged ? (
        <AvatarMenu avatarSrc={avatarOf(customer)} />
      ) : (
        // The 'ENTRAR' link beside it is the keyboard's way in: one tab stop, not two.
        <a href={signInHref} className="account-block__avatar" tabIndex={-1} aria-hidden="true">
          <img src={avatarOf(customer)} alt="" width="40" height="40" />
        </a>
      )}
      <div className="account-block__text">
        {/* A long name is cut with an ellipsis in the bar; the title shows it whole. */}
        <span className="account-block__name" title={logged ? accountHeadline(state) : undefined}>
          {accountHeadline(state)}
        </span>
        <AccountAction logged={logged} signInHref={signInHref} />
      </div>
    </div>
  );
}

/** 'MINHA CONTA' for a logged customer, else 'ENTRAR' to the sign-in (back to this page). */
function AccountAction({ logged, signInHref }: { logged: boolean; signInHref: string }) {
  return logged ? (
    <a href={ROUTES.myAccount} className="account-block__action">
      {MY_ACCOUNT_LABEL}
    </a>
  ) : (
    <a href={signInHref} className="account-block__action">
      {SIGN_IN_LABEL}
    </a>
  );
}

/**
 * The account part of the mobile drawer: the same block, and for a logged customer the entries
 * of the avatar menu as a plain list (the drawer is already a menu) with 'Sair'.
 */
export function DrawerAccount({ state, signInHref }: AccountBlockProps) {
  const customer = state.status === 'visitor' ? null : state.customer;
  const logged = state.status === 'logged';
  const { signOut, pending, error } = useSignOut();
  return (
    <section
      className="account-block account-block--drawer"
      aria-label="Sua conta"
      data-account={state.status}
    >
      <div className="account-block__summary">
        <span className="account-block__avatar">
          <img src={avatarOf(customer)} alt="" width="40" height="40" />
        </span>
        <div className="account-block__text">
          <span className="account-block__name">{accountHeadline(state)}</span>
          <AccountAction logged={logged} signInHref={signInHref} />
        </div>
      </div>
      {logged ? (
        <ul className="account-block__links">
          {/* The drawer has its own notifications section (drawer-notifications.tsx). */}
          {ACCOUNT_MENU_LINKS.slice(1)
            .filter((link) => link.href !== ROUTES.notifications)
            .map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          <li>
            <SignOutButton
              className="account-block__sign-out"
              signOut={signOut}
              pending={pending}
            />
          </li>
        </ul>
      ) : null}
      {error ? (
        <p role="alert" className="account-block__error">
          {error}
        </p>
      ) : null}
    </section>
  );
}
