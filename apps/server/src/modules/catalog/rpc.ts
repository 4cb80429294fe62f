/** SPEC §7 customer operations of the catalogue: retrieveMenuInfo, retrieveMenuCounts, getDateTime. */
import { z } from 'zod';
import { STORE_TIME_ZONE } from '@adega/domain/constants';
import { defineRpc, noInput, type RpcOperation } from '../../rpc/registry.ts';
import type { CatalogApi } from '../../contract.ts';
import { buildMenu } from './menu.ts';

const storeInput = z
  .object({
    store: z.enum(['WINE', 'OUTLET'], { error: "store deve ser 'WINE' ou 'OUTLET'." }).optional(),
  })
  .strict();

export function catalogRpc(catalog: CatalogApi): RpcOperation[] {
  return [
    defineRpc({
      name: 'retrieveMenuInfo',
      input: storeInput,
      handler: async (input, ctx) => {
        const store = input.store ?? ctx.store;
        const [counts, producers] = await Promise.all([
          catalog.menuCounts(store),
          catalog.producers(store),
        ]);
        return buildMenu(store, counts, producers);
      },
    }),
    defineRpc({
      name: 'retrieveMenuCounts',
      input: storeInput,
      handler: (input, ctx) => catalog.menuCounts(input.store ?? ctx.store),
    }),
    defineRpc({
      name: 'getDateTime',
      input: noInput,
      handler: async (_input, ctx) => {
        const now = ctx.deps.now();
        return {
          dateTime: now.toISOString(),
          epochMillis: now.getTime(),
          timeZone: STORE_TIME_ZONE,
        };
      },
    }),
  ];
}
