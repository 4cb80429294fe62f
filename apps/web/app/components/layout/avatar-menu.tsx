import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { ACCOUNT_MENU_LINKS } from './account-state';
import { useSignOut } from './sign-out';
import { SignOutButton } from './sign-out-button';

export const AVATAR_MENU_LABEL = 'Menu da sua conta';

type FocusTarget = 'first' | 'last' | null;

/**
 * The avatar menu of a logged customer (SPEC §2 "Widgets"), a WAI-ARIA menu button: the avatar
 * opens a menu with my account, its sections and 'Sair'. Enter, Space and ArrowDown open it on
 * the first entry, ArrowUp on the last; arrows, Home and End move; Esc closes it and gives the
 * focus back to the avatar; Tab, a click outside or choosing an entry close it.
 */
export function AvatarMenu({ avatarSrc }: { avatarSrc: string }) {
  const [open, setOpen] = useState(false);
  const [focusTarget, setFocusTarget] = useState<FocusTarget>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const menuId = useId();
  const { signOut, pending, error } = useSignOut();

  const items = () => [
    ...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []),
  ];

  const openMenu = (target: FocusTarget) => {
    setOpen(true);
    setFocusTarget(target);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    setFocusTarget(null);
    if (returnFocus) buttonRef.current?.focus();
  };

  // Focus moves into the menu once it is rendered open.
  useEffect(() => {
    if (!open || focusTarget === null) return;
    const list = items();
    (focusTarget === 'last' ? list[list.length - 1] : list[0])?.focus();
    setFocusTarget(null);
  }, [open, focusTarget]);

  // A press outside closes the menu (focus stays where the press put it).
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) {
        setOpen(false);
        setFocusTarget(null);
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openMenu('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu('last');
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close(true);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const focusAt = (next: number) => list[(next + list.length) % list.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusAt(index + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusAt(index < 0 ? list.length - 1 : index - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusAt(0);
        break;
      case 'End':
        event.preventDefault();
        focusAt(list.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
      case ' ':
        // Space chooses a link entry as Enter does (a button entry handles Space itself).
        if (document.activeElement instanceof HTMLAnchorElement) {
          event.preventDefault();
          document.activeElement.click();
        }
        break;
      default:
        break;
    }
  };

  return (
    <div className="avatar-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="account-block__avatar avatar-menu__button"
        aria-label={AVATAR_MENU_LABEL}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => (open ? close(false) : openMenu('first'))}
        onKeyDown={onButtonKeyDown}
      >
        <img src={avatarSrc} alt="" width="40" height="40" />
      </button>
      <ul
        ref={menuRef}
        id={menuId}
        role="menu"
        aria-label={AVATAR_MENU_LABEL}
        className="avatar-menu__list"
        hidden={!open}
        onKeyDown={onMenuKeyDown}
      >
        {ACCOUNT_MENU_LINKS.map((link) => (
          <li role="none" key={link.href}>
            <a
              role="menuitem"
              tabIndex={-1}
              href={link.href}
              className="avatar-menu__item"
              onClick={() => close(false)}
            >
              {link.label}
            </a>
          </li>
        ))}
        <li role="separator" className="avatar-menu__separator" />
        <li role="none">
          <SignOutButton
            menuItem
            className="avatar-menu__item avatar-menu__item--sign-out"
            signOut={signOut}
            pending={pending}
          />
        </li>
      </ul>
      {error ? (
        <p role="alert" className="avatar-menu__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
