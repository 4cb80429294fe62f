/**
 * A search service of its own on a test app's database (no polling: tests call `refresh()`), and
 * the WINE results page a shopper sees first.
 */
import pino from 'pino';
import type { ListingRequest } from '../../src/contract.ts';
import { memorySearchEvents } from '../../src/modules/search/events.ts';
import {
  createSearchService,
  type SearchServiceOptions,
} from '../../src/modules/search/service.ts';
import { TEST_NOW, type TestApp } from './app.ts';

/** Page 1 of 24 by relevance, without filters. */
export const WINE_FIRST_PAGE: ListingRequest = {
  store: 'WINE',
  filters: {},
  sort: 'relevancia',
  page: 1,
  pageSize: 24,
};

export function testSearchService(
  t: TestApp,
  options: Pick<SearchServiceOptions, 'changes'> &
    Partial<Pick<SearchServiceOptions, 'events'>> = {},
) {
  return createSearchService({
    db: t.database.db,
    now: () => TEST_NOW,
    events: options.events ?? memorySearchEvents(),
    logger: pino({ level: 'silent' }),
    refreshMs: 0,
    ...(options.changes ? { changes: options.changes } : {}),
  });
}
