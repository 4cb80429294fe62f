/**
 * Server entry: the document rendered in one synchronous pass once the loaders' data is read
 * (issue #19, ADR 0039), with React's streaming renderer as the fallback, and the CSP nonce:
 * every inline script carries the per-response nonce the server put in the load context and the
 * Content-Security-Policy header (issue #5).
 */
import { Writable } from 'node:stream';
import type { AppLoadContext, EntryContext, HandleErrorFunction } from 'react-router';
import { isRouteErrorResponse, ServerRouter } from 'react-router';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { deferModuleBoot } from './lib/deferred-boot';
import { NonceContext } from './lib/nonce';
import { isCompleteDocument, readDataTransfer, restoreDataTransfer } from './lib/data-transfer';

export const streamTimeout = 5_000;

/**
 * The deferred boot's file of a build's route manifest (lib/boot-asset.ts), which the server
 * serves with the hashed assets; null when pages keep the boot inline.
 */
export { bootAsset as bootFileOf } from './lib/boot-asset';

/**
 * Loader, action and render errors go to the server's logger (request id, parameter values
 * removed), not to the console; an aborted request is not an error, nor is a client's mistake
 * React Router answers itself (a form posted to a page without an action: 405).
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  context.logError(error);
};

/** The document, with the nonce for React Router's scripts and for the layout's (lib/nonce.ts). */
function documentOf(routerContext: EntryContext, url: string, nonce: string | undefined) {
  return (
    <NonceContext.Provider value={nonce}>
      <ServerRouter context={routerContext} url={url} nonce={nonce} />
    </NonceContext.Provider>
  );
}

export default async function handleRequest(
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
  const transfer = await readDataTransfer(routerContext);
  const html = `<!DOCTYPE html>${renderToString(documentOf(routerContext, request.url, nonce))}`;
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  if (isCompleteDocument(html, transfer !== null)) {
    // The page's JavaScript starts after its first paint (lib/deferred-boot.ts).
    return new Response(deferModuleBoot(Buffer.from(html), routerContext.manifest), {
      headers: responseHeaders,
      status: responseStatusCode,
    });
  }
  loadContext.logError(
    new Error('Renderização síncrona incompleta; a página foi renderizada em streaming.'),
  );
  if (transfer) restoreDataTransfer(routerContext, transfer);
  return renderStreaming(request, responseStatusCode, responseHeaders, routerContext, loadContext);
}

/**
 * React's streaming renderer, for a document the synchronous pass could not complete (a
 * component that suspends): the whole document, then one response.
 */
function renderStreaming(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
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
        resolve(
          new Response(deferModuleBoot(Buffer.concat(chunks), routerContext.manifest), {
            headers: responseHeaders,
            status: responseStatusCode,
          }),
        );
        callback();
      },
    });
    const { pipe, abort } = renderToPipeableStream(documentOf(routerContext, request.url, nonce), {
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
    });
  });
}
