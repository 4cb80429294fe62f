/**
 * A cached page compressed once, with a different nonce in every response (issue #19, ADR 0035).
 * Each part of the body (split on the placeholder nonce) is deflated once with a sync flush (no
 * final block, byte-aligned), so a response is the gzip header, the parts' deflate data with the
 * response's nonce between them as stored blocks, an empty final block, and the trailer (CRC-32
 * and length of the whole). Compressing the page costs one deflate per render, not per request.
 */
import { constants, crc32, deflateRawSync } from 'node:zlib';

export interface GzipParts {
  /** The parts as UTF-8 (the CRC and the identity response). */
  raw: readonly Buffer[];
  /** Each part deflated with a sync flush. */
  deflated: readonly Buffer[];
  /** Bytes of the compressed parts (the memory they take, with `raw`). */
  bytes: number;
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** BFINAL=1, stored, length 0: ends the deflate stream. */
const FINAL_EMPTY_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);

export function gzipParts(parts: readonly string[]): GzipParts {
  const raw = parts.map((part) => Buffer.from(part, 'utf8'));
  const deflated = raw.map((part) =>
    deflateRawSync(part, { level: 6, finishFlush: constants.Z_SYNC_FLUSH }),
  );
  const bytes = [...raw, ...deflated].reduce((sum, b) => sum + b.length, 0);
  return { raw, deflated, bytes };
}

/** A non-final stored block with `data` (at most 65 535 bytes; a nonce is a few dozen). */
function storedBlock(data: Buffer): Buffer {
  const header = Buffer.alloc(5);
  header[0] = 0x00;
  header.writeUInt16LE(data.length, 1);
  header.writeUInt16LE(~data.length & 0xffff, 3);
  return Buffer.concat([header, data]);
}

/** The gzip response body: the parts joined with `nonce`. */
export function gzipJoin(page: GzipParts, nonce: string): Buffer<ArrayBuffer> {
  const between = Buffer.from(nonce, 'utf8');
  const chunks: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let length = 0;
  page.deflated.forEach((deflated, i) => {
    const part = page.raw[i] as Buffer;
    chunks.push(deflated);
    // Node 20's crc32 answers 0 for an empty pooled buffer, whatever the running value.
    if (part.length > 0) crc = crc32(part, crc);
    length += part.length;
    if (i < page.deflated.length - 1) {
      chunks.push(storedBlock(between));
      crc = crc32(between, crc);
      length += between.length;
    }
  });
  chunks.push(FINAL_EMPTY_BLOCK);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  chunks.push(trailer);
  return Buffer.concat(chunks);
}

/** The identity response body: the parts joined with `nonce`. */
export function identityJoin(page: GzipParts, nonce: string): Buffer<ArrayBuffer> {
  const between = Buffer.from(nonce, 'utf8');
  const chunks: Buffer[] = [];
  page.raw.forEach((part, i) => {
    chunks.push(part);
    if (i < page.raw.length - 1) chunks.push(between);
  });
  return Buffer.concat(chunks);
}

/** Whether the client takes gzip (`Accept-Encoding`, q > 0). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(',').some((item) => {
    const [name, ...params] = item.trim().toLowerCase().split(';');
    if (name !== 'gzip' && name !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}
