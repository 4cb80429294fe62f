import { avatarUrl, displayName } from '@adega/domain/customer';
import { SIGN_IN_PATH } from '@adega/domain/roles';
import { ROUTES } from '@adega/domain/urls';
import './account-block.css';

/** SPEC §3: a customer without an avatar gets this default picture. */
export const DEFAULT_AVATAR = '/images/avatar-padrao.svg';

export interface AccountCustomer {
  fullName: string;
  firstName?: string;
  avatarPath: string | null;
}

export interface AccountBlockProps {
  /** null: logged out. */
  customer: AccountCustomer | null;
  /** 'bar' in the desktop header, 'drawer' in the mobile drawer. */
  variant?: 'bar' | 'drawer';
}

/**
 * Header account block and avatar menu (SPEC §2 "Widgets"). Logged out: 'Acesse sua conta' and
 * 'ENTRAR'; the avatar goes to sign-in. Logged in: full name, avatar and 'MINHA CONTA'; the avatar
 * goes to my account. The caller hides it when the MasterOnly cookie is present (SPEC §6).
 */
export function AccountBlock({ customer, variant = 'bar' }: AccountBlockProps) {
  const href = customer ? ROUTES.myAccount : SIGN_IN_PATH;
  const name = customer ? displayName(customer) : '';
  return (
    <div className={`account-block account-block--${variant}`}>
      <a
        href={href}
        className="account-block__avatar"
        aria-label={customer ? 'Minha conta' : 'Entrar na sua conta'}
      >
        <img
          src={customer ? avatarUrl(customer.avatarPath, DEFAULT_AVATAR) : DEFAULT_AVATAR}
          alt=""
          width="40"
          height="40"
        />
      </a>
      <div className="account-block__text">
        {customer ? (
          <>
            <span className="account-block__name">{name}</span>
            <a href={href} className="account-block__action">
              MINHA CONTA
            </a>
          </>
        ) : (
          <>
            <span className="account-block__name">Acesse sua conta</span>
            <a href={href} className="account-block__action">
              ENTRAR
            </a>
          </>
        )}
      </div>
    </div>
  );
}
