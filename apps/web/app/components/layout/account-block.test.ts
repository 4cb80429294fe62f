// The web unit tests run in node: components render to HTML with react-dom/server.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AccountBlock, DEFAULT_AVATAR, DrawerAccount } from './account-block';
import type { AccountState } from './account-state';
import { Header, type HeaderProps } from './header';
import { textOf as text } from '../../test-support/markup';

const NO_AVATAR = 'https://img.exemplo/avatar?src=null&width=160&height=160';
const ana = { fullName: 'Ana Beatriz Souza', firstName: 'Ana', avatarPath: NO_AVATAR };
const logged: AccountState = { status: 'logged', customer: ana };
const semi: AccountState = { status: 'semi', customer: ana };
const visitor: AccountState = { status: 'visitor' };
const SIGN_IN = '/sign-in.ep?redirect=%2Fvinhos%2FcVINHOS.html';

function block(state: AccountState): string {
  return renderToStaticMarkup(createElement(AccountBlock, { state, signInHref: SIGN_IN }));
}

function drawer(state: AccountState): string {
  return renderToStaticMarkup(createElement(DrawerAccount, { state, signInHref: SIGN_IN }));
}

describe('header account block (SPEC §2 Widgets)', () => {
  it('logged out: Acesse sua conta and ENTRAR to sign-in, back to this page', () => {
    const html = block(visitor);
    expect(text(html)).toBe('Acesse sua conta ENTRAR');
    expect(html).toContain(`href="${SIGN_IN.replace(/&/g, '&amp;')}"`);
    expect(html).not.toContain('role="menu"');
    expect(html).toContain(`src="${DEFAULT_AVATAR}"`);
    expect(html).not.toContain('/minha-wine');
  });

  it('logged in: full name, avatar menu and MINHA CONTA', () => {
    const html = block(logged);
    expect(text(html)).toMatch(
      /^Minha conta Meus dados Meus pedidos Endereços Cartões Notificações Minhas assinaturas Indique e ganhe Sair/,
    );
    expect(text(html)).toContain('Ana Beatriz Souza MINHA CONTA');
    expect(html).toContain('href="/minha-wine" class="account-block__action"');
    expect(html).not.toContain('ENTRAR');
  });

  it('the avatar menu is a closed menu button until opened', () => {
    const html = block(logged);
    expect(html).toMatch(
      /<button[^>]*aria-label="Menu da sua conta"[^>]*aria-haspopup="menu"[^>]*aria-expanded="false"/,
    );
    expect(html).toMatch(/<ul[^>]*role="menu"[^>]*hidden=""/);
    expect(html.match(/role="menuitem"/g)).toHaveLength(9);
    expect(html).toContain('href="/minha-wine#/notificacoes"');
    // Entries are reached with the arrows, not with Tab.
    expect(html.match(/role="menuitem" tabindex="-1"/g)).toHaveLength(9);
  });

  it('uses the default avatar for the "no avatar" path (SPEC §3) and the real one otherwise', () => {
    expect(block(logged)).toContain(`src="${DEFAULT_AVATAR}"`);
    expect(block(logged)).not.toContain('null&amp;width=160');
    const withPhoto: AccountState = {
      status: 'logged',
      customer: { ...ana, avatarPath: '/img/avatar/7.png' },
    };
    expect(block(withPhoto)).toContain('src="/img/avatar/7.png"');
    expect(block({ status: 'logged', customer: { ...ana, avatarPath: null } })).toContain(
      `src="${DEFAULT_AVATAR}"`,
    );
  });

  it('semi-logged: greeted by first name, with the avatar, and ENTRAR to sign in again', () => {
    const html = block(semi);
    expect(text(html)).toBe('Olá, Ana ENTRAR');
    expect(html).toContain('data-account="semi"');
    expect(html).not.toContain('role="menu"');
    expect(html).not.toContain('MINHA CONTA');
  });
});

describe('mobile drawer account entries', () => {
  it('logged in: name, MINHA CONTA, the sections (notifications have their own section) and Sair', () => {
    expect(text(drawer(logged))).toBe(
      'Ana Beatriz Souza MINHA CONTA Meus dados Meus pedidos Endereços Cartões Minhas assinaturas Indique e ganhe Sair',
    );
  });

  it('logged out and semi-logged: ENTRAR only', () => {
    expect(text(drawer(visitor))).toBe('Acesse sua conta ENTRAR');
    expect(text(drawer(semi))).toBe('Olá, Ana ENTRAR');
    expect(drawer(semi)).not.toContain('Sair');
  });
});

/** The header at `path`, in a data router (it knows when a navigation starts). */
function renderHeader(path: string, props: Omit<HeaderProps, 'store'>): string {
  const router = createMemoryRouter(
    [{ path: '*', element: createElement(Header, { store: 'WINE', ...props }) }],
    { initialEntries: [path] },
  );
  return renderToStaticMarkup(createElement(RouterProvider, { router }));
}

describe('header: MasterOnly (SPEC §6)', () => {
  function header(userMenuHidden: boolean): string {
    return renderHeader('/vinhos/cVINHOS.html', {
      customer: ana,
      semiLoggedCustomer: null,
      userMenuHidden,
      cartCount: 0,
    });
  }

  it('shows the block and the drawer entries without the cookie', () => {
    const html = header(false);
    expect(html).toContain('class="account-block account-block--bar"');
    expect(html).toContain('class="account-block account-block--drawer"');
    expect(html).toContain('Ana Beatriz Souza');
  });

  it('hides block, avatar menu and drawer entries with MasterOnly=true', () => {
    const html = header(true);
    expect(html).not.toContain('account-block');
    expect(html).not.toContain('Menu da sua conta');
    expect(html).not.toContain('Ana Beatriz Souza');
  });

  it('links ENTRAR back to the current page for a visitor', () => {
    const html = renderHeader('/search.ep?keyWords=tinto', {
      customer: null,
      userMenuHidden: false,
      cartCount: 0,
    });
    expect(html).toContain('href="/sign-in.ep?redirect=%2Fsearch.ep%3FkeyWords%3Dtinto"');
  });
});
