/**
 * SPEC §7 search operations (ADR 0003, ADR 0006): `findProducts` [searchText] → up to 4
 * autocomplete items of SPEC §3 (money in reais, ADR 0004 and 0051) for the store of the host, and
 * `listAllSearchSuggestions` [store] → the store's search vocabulary.
 */
import { z } from 'zod';
import { AUTOCOMPLETE_MAX_PRODUCTS } from '@adega/domain/constants';
import { defineOperation, type HttpModule } from '../../http/operation.ts';
import { AUTOCOMPLETE_MONEY } from '../../contract.ts';
import { SEARCH_TEXT_MAX, SEARCH_TEXT_MIN, type SearchService } from './service.ts';

/** pt-BR messages for a body that is not an object or has fields the operation does not take. */
function objectError(issue: { code: string; keys?: string[] }): string | undefined {
  if (issue.code === 'unrecognized_keys')
    return `Campo não permitido: ${(issue.keys ?? []).join(', ')}.`;
  if (issue.code === 'invalid_type') return 'O corpo da requisição deve ser um objeto JSON.';
  return undefined;
}

export const findProductsInput = z.strictObject(
  {
    searchText: z
      .string({ error: 'Informe o texto da busca (searchText).' })
      .trim()
      .min(SEARCH_TEXT_MIN, {
        error: `O campo deve ter no mínimo ${SEARCH_TEXT_MIN} caracteres`,
      })
      .max(SEARCH_TEXT_MAX, {
        error: `O campo deve ter no máximo ${SEARCH_TEXT_MAX} caracteres`,
      }),
  },
  { error: objectError },
);

export const listAllSearchSuggestionsInput = z.strictObject(
  {
    store: z.enum(['WINE', 'OUTLET'], { error: "store deve ser 'WINE' ou 'OUTLET'." }),
  },
  { error: objectError },
);

export function searchModule(search: SearchService): HttpModule {
  return {
    operations: [
      defineOperation({
        name: 'findProducts',
        money: AUTOCOMPLETE_MONEY,
        input: findProductsInput,
        auth: 'public',
        handler: (input, ctx) =>
          search.autocomplete(ctx.store, input.searchText, AUTOCOMPLETE_MAX_PRODUCTS),
      }),
      defineOperation({
        name: 'listAllSearchSuggestions',
        input: listAllSearchSuggestionsInput,
        auth: 'public',
        handler: (input) => search.vocabulary(input.store),
      }),
    ],
  };
}
