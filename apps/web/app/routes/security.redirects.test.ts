/**
 * Issue #12 A2: the storefront's loaders never redirect off the site. The loaders run here with a
 * minimal load context; e2e/security.spec.ts checks the same through the real server.
 */
import { describe, expect, it } from 'vitest';
import { loader as cadastroLoader } from './cadastro';
import { loader as catalogueLoader } from './catalogue';
import { loader as searchLoader } from './search';
import { loader as signInLoader } from './sign-in';

const ORIGIN = 'http://localhost:3000';
const CUSTOMER = { uidPk: 1, firstName: 'Ana' };

function args(path: string, context: Record<string, unknown>) {
  // The loaders read only these fields of their arguments.
  return {
    request: new Request(`${ORIGIN}${path}`),
    // React Router's normalized location (future.v8_passThroughRequests).
    url: new URL(`${ORIGIN}${path}`),
    context: {
      store: 'WINE',
      origin: ORIGIN,
      now: new Date('2026-11-22T18:00:00Z'),
      customer: null,
      semiLoggedCustomer: null,
      featureEnabled: () => Promise.resolve(false),
      ...context,
    },
    params: {},
  } as never;
}

/** The Location of the redirect a loader throws (or null when it does not redirect). */
async function locationOf(run: () => unknown): Promise<string | null> {
  try {
    await run();
    return null;
  } catch (thrown) {
    if (thrown instanceof Response && thrown.status >= 300 && thrown.status < 400) {
      return thrown.headers.get('location');
    }
    throw thrown;
  }
}

const BYPASSES = ['/.//evil.example', '/..//evil.example', '//evil.example', '/%2F%2Fevil.example'];

describe('sign-in and sign-up never send a customer to another site', () => {
  it.each(BYPASSES)(
    'sign-in.ep?redirect=%s redirects a signed-in customer to my account',
    async (target) => {
      const path = `/sign-in.ep?redirect=${encodeURIComponent(target)}`;
      const location = await locationOf(() => signInLoader(args(path, { customer: CUSTOMER })));
      expect(location).toBe('/minha-wine');
    },
  );

  it.each(BYPASSES)('sign-in.ep?redirect=%s hands my account to a visitor form', async (target) => {
    const path = `/sign-in.ep?redirect=${encodeURIComponent(target)}`;
    const data = (await signInLoader(args(path, {}))) as { redirectTo: string };
    expect(data.redirectTo).toBe('/minha-wine');
  });

  it('the raw (unencoded) /.//evil.example parameter is refused too', async () => {
    const data = (await signInLoader(args('/sign-in.ep?redirect=/.//evil.example', {}))) as {
      redirectTo: string;
    };
    expect(data.redirectTo).toBe('/minha-wine');
  });

  it.each(BYPASSES)('cadastro.ep?redirect=%s stays on the site', async (target) => {
    const path = `/cadastro.ep?redirect=${encodeURIComponent(target)}`;
    const signedIn = await locationOf(() => cadastroLoader(args(path, { customer: CUSTOMER })));
    expect(signedIn).toBe('/minha-wine');
    const data = (await cadastroLoader(args(path, {}))) as { redirectTo: string };
    expect(data.redirectTo).toBe('/minha-wine');
  });

  it('a path of this site is kept, with its query', async () => {
    const path = `/sign-in.ep?redirect=${encodeURIComponent('/checkout.ep?passo=2')}`;
    expect(await locationOf(() => signInLoader(args(path, { customer: CUSTOMER })))).toBe(
      '/checkout.ep?passo=2',
    );
  });
});

describe('the empty-sort redirect of listings and search stays on the site', () => {
  it('GET //evil.example/?ordem= does not answer Location: //evil.example/', async () => {
    const location = await locationOf(() => catalogueLoader(args('//evil.example/?ordem=', {})));
    expect(location).toBe('/');
  });

  it('GET /.//evil.example?ordem= does not answer Location: //evil.example', async () => {
    // The URL parser resolves the dot segment: the loader sees the path '//evil.example'.
    const location = await locationOf(() => catalogueLoader(args('/.//evil.example?ordem=', {})));
    expect(location).toBe('/');
  });

  it('a listing keeps its path and other parameters', async () => {
    const location = await locationOf(() =>
      catalogueLoader(args('/vinhos/cVINHOS.html?ordem=&hmp=1', {})),
    );
    expect(location).toBe('/vinhos/cVINHOS.html?hmp=1');
  });

  it('search drops the empty sort and stays on the site', async () => {
    const location = await locationOf(() =>
      searchLoader(args('/search.ep?keyWords=tinto&ordem=', {})),
    );
    expect(location).toBe('/search.ep?keyWords=tinto');
  });
});
