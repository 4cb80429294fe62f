import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_MENU_LINKS,
  accountStateOf,
  reconcileAccountState,
  sameAccountState,
  signInHrefFor,
  VISITOR,
  type AccountState,
} from './account-state';

const ana = { fullName: 'Ana Beatriz Souza', firstName: 'Ana', avatarPath: null };
const bruno = { fullName: 'Bruno Lima', firstName: 'Bruno', avatarPath: '/img/b.png' };

describe('accountStateOf', () => {
  it('a logged customer wins over a remembered one', () => {
    expect(accountStateOf(ana, bruno)).toEqual({ status: 'logged', customer: ana });
  });

  it('a remembered customer without a logged one is semi-logged', () => {
    expect(accountStateOf(null, bruno)).toEqual({ status: 'semi', customer: bruno });
  });

  it('nobody is a visitor', () => {
    expect(accountStateOf(null, null)).toEqual(VISITOR);
    expect(accountStateOf(undefined, undefined)).toEqual(VISITOR);
  });

  it('keeps only the fields the header shows', () => {
    const dto = { ...ana, uidPk: 7, email: 'ana@exemplo.com.br', cpf: '123' };
    expect(accountStateOf(dto, null)).toEqual({ status: 'logged', customer: ana });
  });
});

describe('lookup reconciliation', () => {
  const logged: AccountState = { status: 'logged', customer: ana };

  it('keeps the rendered state (same object) when the lookup agrees', () => {
    const same: AccountState = { status: 'logged', customer: { ...ana } };
    expect(reconcileAccountState(logged, same)).toBe(logged);
    expect(reconcileAccountState(VISITOR, { status: 'visitor' })).toBe(VISITOR);
  });

  it('switches when another tab signed out', () => {
    expect(reconcileAccountState(logged, VISITOR)).toEqual(VISITOR);
  });

  it('switches when the session became remembered (semi-logged)', () => {
    const semi: AccountState = { status: 'semi', customer: ana };
    expect(reconcileAccountState(logged, semi)).toBe(semi);
  });

  it('switches when a cached page shows a visitor but someone is signed in', () => {
    expect(reconcileAccountState(VISITOR, logged)).toBe(logged);
  });

  it('switches when the name or the avatar changed', () => {
    const renamed: AccountState = { status: 'logged', customer: { ...ana, fullName: 'Ana B.' } };
    const avatar: AccountState = { status: 'logged', customer: { ...ana, avatarPath: '/a.png' } };
    const otherCustomer: AccountState = { status: 'logged', customer: bruno };
    expect(reconcileAccountState(logged, renamed)).toBe(renamed);
    expect(reconcileAccountState(logged, avatar)).toBe(avatar);
    expect(reconcileAccountState(logged, otherCustomer)).toBe(otherCustomer);
    expect(sameAccountState(logged, { status: 'semi', customer: ana })).toBe(false);
  });

  it('treats a missing first name or avatar as null', () => {
    const a: AccountState = { status: 'logged', customer: { fullName: 'X', avatarPath: null } };
    const b: AccountState = {
      status: 'logged',
      customer: { fullName: 'X', firstName: null, avatarPath: null },
    };
    expect(sameAccountState(a, b)).toBe(true);
  });
});

describe('signInHrefFor', () => {
  it('comes back to the current page after signing in', () => {
    expect(signInHrefFor('/', '')).toBe('/sign-in.ep?redirect=%2F');
    expect(signInHrefFor('/search.ep', '?keyWords=tinto')).toBe(
      '/sign-in.ep?redirect=%2Fsearch.ep%3FkeyWords%3Dtinto',
    );
    expect(signInHrefFor('/vinhos/cVINHOS-p1.html')).toBe(
      '/sign-in.ep?redirect=%2Fvinhos%2FcVINHOS-p1.html',
    );
  });

  it('my account is where sign-in goes anyway', () => {
    expect(signInHrefFor('/minha-wine', '')).toBe('/sign-in.ep');
  });

  it('does not loop through the sign-in flow pages', () => {
    expect(signInHrefFor('/sign-in.ep', '?redirect=%2Fcheckout.ep')).toBe(
      '/sign-in.ep?redirect=%2Fcheckout.ep',
    );
    expect(signInHrefFor('/sign-in.ep', '')).toBe('/sign-in.ep');
    expect(signInHrefFor('/cadastro.ep', '')).toBe('/sign-in.ep');
    expect(signInHrefFor('/esqueci-senha.ep', '')).toBe('/sign-in.ep');
    expect(signInHrefFor('/redefinir-senha.ep', '?token=abc')).toBe('/sign-in.ep');
  });

  it('never builds a redirect to another site', () => {
    expect(signInHrefFor('//evil.example/x', '')).toBe('/sign-in.ep');
  });
});

describe('avatar menu entries', () => {
  it('link to my account and its sections (SPEC §2)', () => {
    expect(ACCOUNT_MENU_LINKS).toEqual([
      { label: 'Minha conta', href: '/minha-wine' },
      { label: 'Meus dados', href: '/minha-wine#/dados' },
      { label: 'Meus pedidos', href: '/minha-wine#/pedidos' },
      { label: 'Endereços', href: '/minha-wine#/enderecos' },
      { label: 'Cartões', href: '/minha-wine#/cartoes' },
      { label: 'Notificações', href: '/minha-wine#/notificacoes' },
      { label: 'Minhas assinaturas', href: '/minha-wine/clubew' },
      { label: 'Indique e ganhe', href: '/minha-wine/indique' },
    ]);
  });
});
