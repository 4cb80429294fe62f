import { describe, expect, it } from 'vitest';
import {
  isCompleteDocument,
  readDataTransfer,
  restoreDataTransfer,
  TRANSFER_CLOSE,
} from './data-transfer';

const encoder = new TextEncoder();

/** A data stream of these chunks, as React Router's turbo-stream encoder writes them. */
function streamOf(chunks: Uint8Array[]) {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
}

describe('readDataTransfer', () => {
  it('puts every chunk in StreamTransfer’s cache, by position, then the end', async () => {
    const renderMeta: { streamCache?: unknown } = {};
    const context = {
      serverHandoffStream: streamOf([encoder.encode('[{"_1":2}'), encoder.encode(',"é"]\n')]),
      renderMeta,
    };
    const read = await readDataTransfer(context);
    expect(read?.map((chunk) => new TextDecoder().decode(chunk))).toEqual(['[{"_1":2}', ',"é"]\n']);
    expect(renderMeta.streamCache).toEqual({
      0: { result: { done: false, value: '[{"_1":2}' } },
      1: { result: { done: false, value: ',"é"]\n' } },
      2: { result: { done: true, value: '' } },
    });
    // The stream is read to its end and released: React Router may still take a reader.
    expect(context.serverHandoffStream.locked).toBe(false);
  });

  it('decodes a character split across two chunks once, in the chunk that completes it', async () => {
    const bytes = encoder.encode('"ção"');
    const renderMeta: { streamCache?: Record<number, { result: { value: string } }> } = {};
    await readDataTransfer({
      serverHandoffStream: streamOf([bytes.slice(0, 3), bytes.slice(3)]),
      renderMeta,
    });
    const text = Object.values(renderMeta.streamCache ?? {})
      .map((chunk) => chunk.result.value)
      .join('');
    expect(text).toBe('"ção"');
  });

  it('changes nothing without a stream, without a cache, or with a stream already read', async () => {
    expect(await readDataTransfer({ renderMeta: {} })).toBeNull();
    const stream = streamOf([encoder.encode('[]')]);
    expect(await readDataTransfer({ serverHandoffStream: stream })).toBeNull();
    const locked = streamOf([encoder.encode('[]')]);
    const reader = locked.getReader();
    const renderMeta = {};
    expect(await readDataTransfer({ serverHandoffStream: locked, renderMeta })).toBeNull();
    expect(renderMeta).toEqual({});
    reader.releaseLock();
  });
});

describe('restoreDataTransfer', () => {
  it('gives the streaming renderer the same bytes, unread, and empties the cache', async () => {
    const bytes = [encoder.encode('[1,'), encoder.encode('2]\n')];
    const context: { serverHandoffStream?: ReadableStream<Uint8Array>; renderMeta: object } = {
      serverHandoffStream: streamOf(bytes),
      renderMeta: {},
    };
    const read = await readDataTransfer(context);
    restoreDataTransfer(context, read ?? []);
    expect(context.renderMeta).toEqual({});
    const again = await new Response(context.serverHandoffStream).text();
    expect(again).toBe('[1,2]\n');
  });
});

describe('isCompleteDocument', () => {
  const page = (body: string) => `<!DOCTYPE html><html><body>${body}</body></html>`;

  it('is complete when the data transfer closed and React rendered every boundary', () => {
    expect(
      isCompleteDocument(page(`<!--$--><script>${TRANSFER_CLOSE}</script><!--/$-->`), true),
    ).toBe(true);
    expect(isCompleteDocument(page('<main>Olá</main>'), false)).toBe(true);
  });

  it('is not when the transfer did not close or a boundary was left to the browser', () => {
    expect(isCompleteDocument(page('<!--$!--><template></template><!--/$-->'), true)).toBe(false);
    expect(isCompleteDocument(page('<main>Olá</main>'), true)).toBe(false);
    expect(
      isCompleteDocument(
        page(`<!--$!--><template></template><!--/$--><script>${TRANSFER_CLOSE}</script>`),
        true,
      ),
    ).toBe(false);
  });
});
