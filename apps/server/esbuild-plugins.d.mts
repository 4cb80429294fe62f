import type { Plugin } from 'esbuild';

/** npm dependencies external, the workspace's @adega/* packages bundled. */
export declare const externalizeDeps: Plugin;
