import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_NAV,
  ACCOUNT_SECTIONS,
  DEFAULT_SECTION,
  sectionFromHash,
  sectionHref,
  sectionLabel,
} from './account-sections';
import { itReturns } from './test-support/examples.ts';

describe('sectionFromHash', () => {
  it.each([
    ['#/dados', 'dados'],
    ['#/pedidos', 'pedidos'],
    ['#/pedidos/AD000001234', 'pedidos'],
    ['#/enderecos', 'enderecos'],
    ['#/cartoes', 'cartoes'],
    ['#/notificacoes', 'notificacoes'],
    ['#/privacidade', 'privacidade'],
  ] as const)('%s → %s', (hash, section) => {
    expect(sectionFromHash(hash)).toBe(section);
  });

  itReturns(
    'tolerates a missing or doubled slash, a trailing part and letter case: %j → %j',
    sectionFromHash,
    [
      ['#enderecos', 'enderecos'],
      ['#//cartoes', 'cartoes'],
      ['#/notificacoes/', 'notificacoes'],
      ['#/Privacidade?x=1', 'privacidade'],
    ],
  );

  it('falls back to Meus dados for an empty or unknown hash', () => {
    expect(DEFAULT_SECTION).toBe('dados');
    for (const hash of ['', '#', '#/', '#/clubew', '#/sair', '#/__proto__', '#/constructor']) {
      expect(sectionFromHash(hash)).toBe('dados');
    }
  });
});

describe('section links and labels', () => {
  it('links each section as /minha-wine#/{id} (SPEC: /minha-wine#/notificacoes)', () => {
    expect(sectionHref('notificacoes')).toBe('/minha-wine#/notificacoes');
    for (const { id } of ACCOUNT_SECTIONS) {
      expect(sectionFromHash(new URL(sectionHref(id), 'http://x').hash)).toBe(id);
    }
  });

  it('labels the side menu in pt-BR', () => {
    expect(ACCOUNT_SECTIONS.map((s) => sectionLabel(s.id))).toEqual([
      'Meus dados',
      'Meus pedidos',
      'Endereços',
      'Cartões',
      'Favoritos',
      'Winelists',
      'Notificações',
      'Privacidade',
    ]);
  });
});

describe('ACCOUNT_NAV', () => {
  it('lists the sections, then the pages of issues #15 and #34 at their own addresses', () => {
    expect(ACCOUNT_NAV.map((item) => item.href)).toEqual([
      '/minha-wine#/dados',
      '/minha-wine#/pedidos',
      '/minha-wine#/enderecos',
      '/minha-wine#/cartoes',
      '/minha-wine#/favoritos',
      '/minha-wine#/winelists',
      '/minha-wine#/notificacoes',
      '/minha-wine#/privacidade',
      '/minha-wine/clubew',
      '/minha-wine/indique',
      '/recomendacao/',
    ]);
    expect(ACCOUNT_NAV.slice(-3).map((item) => item.label)).toEqual([
      'Minhas assinaturas',
      'Indique e ganhe',
      'Recomendados para você',
    ]);
  });
});
