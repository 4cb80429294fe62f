/** Per-request values shared by middleware, routes and RPC handlers. */
import type { Logger } from 'pino';
import type { Store } from '@adega/domain/store';

export interface RequestVariables {
  requestId: string;
  logger: Logger;
  store: Store;
}

declare module 'hono' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation
  interface ContextVariableMap extends RequestVariables {}
}
