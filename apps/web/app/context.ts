/** Loaders receive the server's in-process services as `context` (DESIGN: loaders may call services). */
import type { WebLoadContext } from '@adega/server/contract';

declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation
  interface AppLoadContext extends WebLoadContext {}
}

export type { WebLoadContext };
