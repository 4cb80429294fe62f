/**
 * Client of the RPC `POST /rpc/findProducts` {searchText} → `{ data: AutocompleteItem[] }`
 * (SPEC §7 Search; contract `AutocompleteItem`, money in decimal reais). Any network failure,
 * non-2xx answer (`{ message, code }`) or malformed body is thrown as `SearchRequestError`: the
 * caller hides the panel (SPEC §8).
 */
import type { AutocompleteItem } from '@adega/server/contract';
import { jsonHeaders } from '../../lib/rpc';

export const FIND_PRODUCTS_URL = '/rpc/findProducts';

export class SearchRequestError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'SearchRequestError';
  }
}

function isItem(value: unknown): value is AutocompleteItem {
  if (!value || typeof value !== 'object') return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.name === 'string' &&
    (typeof item.url === 'string' || typeof item.code === 'string') &&
    typeof item.salePrice === 'number'
  );
}

export async function findProducts(
  searchText: string,
  signal?: AbortSignal,
): Promise<AutocompleteItem[]> {
  let response: Response;
  try {
    response = await fetch(FIND_PRODUCTS_URL, {
      method: 'POST',
      headers: jsonHeaders(),
      body: JSON.stringify({ searchText }),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new SearchRequestError('Falha de rede ao buscar sugestões', null);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message =
      body &&
      typeof body === 'object' &&
      typeof (body as { message?: unknown }).message === 'string'
        ? (body as { message: string }).message
        : `HTTP ${response.status}`;
    throw new SearchRequestError(message, response.status);
  }
  const data = body && typeof body === 'object' ? (body as { data?: unknown }).data : undefined;
  if (!Array.isArray(data)) throw new SearchRequestError('Resposta inválida', response.status);
  return data.filter(isItem);
}
