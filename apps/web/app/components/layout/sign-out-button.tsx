import { SIGN_OUT_LABEL } from './account-state';
import type { useSignOut } from './sign-out';

/** 'Sair' (the avatar menu's last entry, the drawer's last link); ignores clicks while pending. */
export function SignOutButton({
  className,
  signOut,
  pending,
  menuItem = false,
}: Pick<ReturnType<typeof useSignOut>, 'signOut' | 'pending'> & {
  className: string;
  /** An entry of a menu: the menu moves the focus, so it is out of the tab order. */
  menuItem?: boolean;
}) {
  return (
    <button
      type="button"
      {...(menuItem ? { role: 'menuitem', tabIndex: -1 } : {})}
      className={className}
      aria-disabled={pending}
      onClick={signOut}
    >
      {SIGN_OUT_LABEL}
    </button>
  );
}
