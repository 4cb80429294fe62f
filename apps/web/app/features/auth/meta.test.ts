import { describe, expect, it } from 'vitest';
import { authMeta } from './meta';

const PAGE = { path: '/sign-in.ep', title: 'Entrar', description: 'Entre na sua conta.' };

describe('account pages head', () => {
  it('is never indexed, with the store name in the title and a canonical URL', () => {
    const tags = authMeta({ origin: 'https://adega.example', store: 'WINE' }, PAGE);
    expect(tags).toContainEqual({ name: 'robots', content: 'noindex' });
    expect(tags).toContainEqual({ title: 'Entrar | Adega' });
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://adega.example/sign-in.ep',
    });
    expect(tags.some((t) => 'name' in t && t.name === 'referrer')).toBe(false);
  });

  it('uses the outlet name in the outlet', () => {
    const tags = authMeta({ origin: 'https://outlet.adega.example', store: 'OUTLET' }, PAGE);
    expect(tags).toContainEqual({ title: 'Entrar | Adega Outlet' });
  });

  it('keeps the reset token out of Referer when asked', () => {
    const tags = authMeta(
      { origin: 'https://adega.example', store: 'WINE' },
      { ...PAGE, path: '/redefinir-senha.ep' },
      { noReferrer: true },
    );
    expect(tags).toContainEqual({ name: 'referrer', content: 'no-referrer' });
  });

  it('still says noindex when the loader failed', () => {
    expect(authMeta(undefined, PAGE)).toEqual([
      { title: 'Entrar' },
      { name: 'robots', content: 'noindex' },
    ]);
  });
});
