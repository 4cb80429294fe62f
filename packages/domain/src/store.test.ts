import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Stores, isOutlet, storeFromHost } from './store.ts';
import { itReturns } from './test-support/examples.ts';

describe('storeFromHost (SPEC §1)', () => {
  itReturns('%s → %s', storeFromHost, [
    ['outlet.adega.com.br', 'OUTLET'],
    ['newoutlet.adega.com.br', 'OUTLET'],
    ['OUTLET.Adega.com.br', 'OUTLET'],
    ['NewOutlet.adega.com.br:8443', 'OUTLET'],
    ['outlet:3000', 'OUTLET'],
    ['outlet', 'OUTLET'],
    ['https://outlet.adega.com.br/vinhos', 'OUTLET'],
    ['  outlet.adega.com.br  ', 'OUTLET'],
    ['www.adega.com.br', 'WINE'],
    ['adega.com.br', 'WINE'],
    ['localhost:3000', 'WINE'],
    ['www.outlet.adega.com.br', 'WINE'], // must START with outlet
    ['my-outlet.adega.com.br', 'WINE'],
    ['newoutle.adega.com.br', 'WINE'],
    ['https://www.adega.com.br/outlet', 'WINE'],
    ['https://user@outlet.adega.com.br', 'OUTLET'],
    ['', 'WINE'],
  ]);

  it('defaults to WINE without a host', () => {
    expect(storeFromHost(null)).toBe(Stores.WINE);
    expect(storeFromHost(undefined)).toBe(Stores.WINE);
  });

  it('property: the port never changes the store', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('outlet', 'newoutlet', 'www', 'loja', 'OUTLET'),
        fc.domain(),
        fc.integer({ min: 1, max: 65535 }),
        (prefix, domain, port) => {
          const host = `${prefix}.${domain}`;
          expect(storeFromHost(`${host}:${port}`)).toBe(storeFromHost(host));
        },
      ),
    );
  });

  it('isOutlet', () => {
    expect(isOutlet(Stores.OUTLET)).toBe(true);
    expect(isOutlet(Stores.WINE)).toBe(false);
  });
});
