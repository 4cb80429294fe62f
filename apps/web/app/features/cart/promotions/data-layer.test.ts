import { describe, expect, it } from 'vitest';
import { giftChosenEntry, pushDataLayer, type DataLayerHost } from './data-layer';

describe('data layer', () => {
  it('pushes gift-chosen, creating the layer when missing', () => {
    const host: DataLayerHost = {};
    pushDataLayer(giftChosenEntry('B'), host);
    pushDataLayer(giftChosenEntry('A'), host);
    expect(host.dataLayer).toEqual([
      { event: 'gift-chosen', sku: 'B' },
      { event: 'gift-chosen', sku: 'A' },
    ]);
  });
  it('does nothing without a window (server render)', () => {
    expect(() => pushDataLayer({ event: 'x' }, undefined)).not.toThrow();
  });
});
