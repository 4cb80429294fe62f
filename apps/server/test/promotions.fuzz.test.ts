/**
 * Issue #6: at least 200 generated malformed requests per mutating promotion endpoint → a 4xx
 * with a pt-BR message, never a 5xx, and no cart, line or idempotency key changed:
 * - RPC addChosenGiftToCart with bodies its schema refuses (or without an id);
 * - PUT /api/v4/cart/promotion/gift/{giftUidpk} with generated ids (the body is ignored).
 * A failed choice of a well-formed id only marks `hadError` on the cart (SPEC §3), so that table is
 * not part of the unchanged snapshot. fast-check runs with a fixed seed.
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { addChosenGiftInput } from '../src/modules/promotions/routes.ts';
import {
  CART_OWNERS,
  cartTablesSnapshot,
  ownerHeaders,
  useCartOwners,
} from './support/cart-owners.ts';
import { expectAllRefused, FUZZ_RUNS, jsonRequest, PER_OWNER_RUNS } from './support/fuzz.ts';
import { malformedBody } from './support/malformed.ts';
import { useTestApp } from './support/suite.ts';

const t = useTestApp({ products: 300 });
const owners = useCartOwners(t);

const snapshot = () => cartTablesSnapshot(t);

/** Bodies that are not JSON, that the schema refuses, or that carry no gift id at all. */
const malformedGiftBody = malformedBody(['giftUidpk']).filter((body) => {
  try {
    const parsed = addChosenGiftInput.safeParse(JSON.parse(body));
    if (!parsed.success) return true;
    const id = parsed.data.giftUidpk;
    return id === null || id === undefined || String(id).trim() === '';
  } catch {
    return true;
  }
});

describe('addChosenGiftToCart: malformed bodies', () => {
  for (const who of CART_OWNERS) {
    it(`${String(PER_OWNER_RUNS)} bodies: answers 4xx with a message and changes nothing (${who})`, () =>
      expectAllRefused({
        inputs: malformedGiftBody,
        send: jsonRequest(t, '/rpc/addChosenGiftToCart', { headers: ownerHeaders(owners, who) }),
        snapshot,
        numRuns: PER_OWNER_RUNS,
        seed: 6006,
      }));
  }
});

describe('PUT /api/v4/cart/promotion/gift/{giftUidpk}: generated ids', () => {
  const ids = fc.oneof(
    fc.string({ maxLength: 30 }),
    fc.integer().map(String),
    fc.double().map(String),
    fc.constantFrom('', ' ', '0', '-1', '1e3', '0x10', '9'.repeat(40), "1' or 1=1", '../1'),
  );
  it(`${String(FUZZ_RUNS)} ids: answers 4xx with a message and changes no cart`, () =>
    expectAllRefused({
      inputs: fc.tuple(ids, malformedBody(['giftUidpk'])),
      send: ([id, body]) =>
        jsonRequest(t, `/api/v4/cart/promotion/gift/${encodeURIComponent(id)}`, {
          method: 'PUT',
          headers: ownerHeaders(owners, 'visitor'),
        })(body),
      snapshot,
      seed: 6007,
    }));
});
