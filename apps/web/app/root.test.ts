import { describe, expect, it } from 'vitest';
import { loader } from './root';

type LoaderArgs = Parameters<typeof loader>[0];

/** A load context whose four root reads wait until `release()`, recording which were asked. */
function contextOf(failing: boolean) {
  const asked: string[] = [];
  const waiting: Array<() => void> = [];
  const later = <T>(name: string, value: T): Promise<T> => {
    asked.push(name);
    return new Promise<T>((resolve, reject) =>
      waiting.push(() => (failing ? reject(new Error(`${name} down`)) : resolve(value))),
    );
  };
  const context = {
    cspNonce: 'nonce',
    customer: null,
    semiLoggedCustomer: null,
    store: 'WINE',
    origin: 'http://localhost',
    customProductDisplay: () => later('display', null),
    featureEnabled: (key: string) => later(`feature:${key}`, key === 'hide_mobile_app_banner'),
    flag: (_kind: string, key: string) => later(`flag:${key}`, { enabled: true }),
    banners: (position: string) => later(`banners:${position}`, [{ id: 1 }]),
  };
  const release = () => waiting.splice(0).forEach((go) => go());
  return { context, asked, release };
}

function run(failing: boolean) {
  const { context, asked, release } = contextOf(failing);
  const data = loader({
    context,
    request: new Request('http://localhost/'),
    params: {},
  } as unknown as LoaderArgs);
  return { data, asked, release };
}

describe('root loader', () => {
  it('asks for the display, the flags, the SUBMENU banners and the app-banner flag together', async () => {
    const { data, asked, release } = run(false);
    await Promise.resolve();
    expect(asked).toEqual(
      expect.arrayContaining([
        'display',
        'feature:dark_mode',
        'banners:SUBMENU',
        'feature:hide_mobile_app_banner',
      ]),
    );
    release();
    const result = await data;
    expect(result.submenuBanners).toEqual([{ id: 1 }]);
    expect(result.appBannerDisabled).toBe(true);
    expect(result.cartSettings).toBeNull();
    expect(result.cspNonce).toBe('nonce');
  });

  it('keeps each read’s fallback when it fails', async () => {
    const { data, release } = run(true);
    await Promise.resolve();
    release();
    const result = await data;
    expect(result.submenuBanners).toEqual([]);
    expect(result.appBannerDisabled).toBe(false);
    expect(result.cartSettings).toBeNull();
    expect(result.look.colours).toEqual({});
  });
});
