/** Loaders receive the server's in-process services as `context` (DESIGN: loaders may call services). */
import type { WebLoadContext } from '@adega/server/contract';

declare module 'react-router' {
  interface AppLoadContext extends WebLoadContext {}
}

export type { WebLoadContext };
