/**
 * React Router's loader data, read before the render, so the document renders in one
 * synchronous pass (issue #19, ADR 0039).
 *
 * React Router sends the loaders' data to the browser as a turbo-stream: `<ServerRouter>` renders
 * `<StreamTransfer>` inside a `<Suspense>`, which reads the encoded stream one chunk at a time and
 * suspends on every read. Only React's streaming renderers can wait for that, and they are the
 * slow ones for a document that is complete anyway: `renderToPipeableStream` encodes every small
 * piece of markup into a byte buffer as it goes (a view and a `TextEncoder.encodeInto` per
 * piece), which cost a third of a signed-in member's product page.
 *
 * No route of the storefront defers data (no `<Await>`), so the stream is finished once the
 * loaders are. `readDataTransfer` reads it to the end and hands the chunks to `<StreamTransfer>`
 * through the cache it keeps for itself (`renderMeta.streamCache`, one entry per chunk, by
 * position): it finds every chunk there and renders without suspending. `renderToString` then
 * renders the whole document in one pass, with the same markup.
 *
 * The cache's shape is React Router's, not a public API. `entry.server` checks each render: a
 * document whose data transfer is not complete, or with a boundary React left to the browser, is
 * rendered again with the streaming renderer (and the fallback is logged), and the storefront's
 * API test fails when that happens, so an upgrade that changes the shape is seen at once.
 */

/** What `<StreamTransfer>` caches per chunk: the decoded text and whether the stream ended. */
interface TransferChunk {
  result: { done: boolean; value: string };
}

/** The part of React Router's entry context this reads and writes. */
export interface DataTransferContext {
  serverHandoffStream?: ReadableStream<Uint8Array>;
  renderMeta?: object;
}

/** The last script `<StreamTransfer>` renders: the data transfer is complete. */
export const TRANSFER_CLOSE = 'window.__reactRouterContext.streamController.close();';

/** React's marker of a Suspense boundary it could not render on the server. */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

/**
 * Reads the whole data stream into `<StreamTransfer>`'s cache. Answers what it read, to give the
 * streaming renderer the same stream again (`restoreDataTransfer`), or null (and changes
 * nothing) when there is nothing to read or nowhere to put it.
 */
export async function readDataTransfer(context: DataTransferContext): Promise<Uint8Array[] | null> {
  const stream = context.serverHandoffStream;
  const meta = context.renderMeta as { streamCache?: Record<number, TransferChunk> } | undefined;
  if (!stream || !meta || stream.locked) return null;
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  const chunks: Uint8Array[] = [];
  const cache: Record<number, TransferChunk> = {};
  try {
    for (let index = 0; ; index += 1) {
      const { done, value } = await reader.read();
      if (value) chunks.push(value);
      const text = value ? decoder.decode(value, { stream: !done }) : '';
      cache[index] = { result: { done, value: done ? text + decoder.decode() : text } };
      if (done) break;
    }
  } finally {
    reader.releaseLock();
  }
  meta.streamCache = cache;
  return chunks;
}

/** Puts the data stream back as it was, unread, for React's streaming renderer. */
export function restoreDataTransfer(context: DataTransferContext, chunks: Uint8Array[]) {
  const meta = context.renderMeta as { streamCache?: unknown } | undefined;
  if (meta) delete meta.streamCache;
  context.serverHandoffStream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
}

/**
 * Whether a synchronous render is the whole document: the data transfer closed (when there was
 * one) and no boundary left for the browser to render.
 */
export function isCompleteDocument(html: string, hadTransfer: boolean): boolean {
  if (html.includes(CLIENT_RENDERED_BOUNDARY)) return false;
  return !hadTransfer || html.includes(TRANSFER_CLOSE);
}
