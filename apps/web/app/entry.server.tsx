/**
 * Server entry (React Router's default for Node) plus the CSP nonce: every inline script React
 * renders carries the per-response nonce the server put in the load context and the
 * Content-Security-Policy header (issue #5).
 */
import { Writable } from 'node:stream';
import type { AppLoadContext, EntryContext, HandleErrorFunction } from 'react-router';
import { ServerRouter } from 'react-router';
import { renderToPipeableStream } from 'react-dom/server';
import { deferModuleBoot } from './lib/deferred-boot';

export const streamTimeout = 5_000;

/**
 * Loader, action and render errors go to the server's logger (request id, parameter values
 * removed), not to the console; an aborted request is not an error.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  context.logError(error);
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.cspNonce;
  // The whole document, then one response (issue #19). No route defers data (no <Await>), so
  // the shell is the page: streaming it gained nothing and cost a Node → web → Node stream
  // relay per response. The only boundary, React Router's data transfer, is complete here.
  return new Promise<Response>((resolve, reject) => {
    let settled = false;
    let shellReady = false;
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, callback) {
        chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
        callback();
      },
      final(callback) {
        clearTimeout(timeoutId);
        settled = true;
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        resolve(
          // The page's JavaScript starts after its first paint (lib/deferred-boot.ts).
          new Response(deferModuleBoot(Buffer.concat(chunks)), {
            headers: responseHeaders,
            status: responseStatusCode,
          }),
        );
        callback();
      },
    });
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        onShellReady() {
          shellReady = true;
        },
        onAllReady() {
          pipe(sink);
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId);
          if (!settled) reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // An error of the shell reaches React Router (onShellError), which logs it.
          if (shellReady) loadContext.logError(error);
        },
      },
    );
  });
}
