/**
 * A small in-process LRU of rendered images, bounded by entries and bytes, that also shares an
 * in-flight render: concurrent requests for one key render it once.
 */
export interface CachedImage {
  body: Uint8Array;
  etag: string;
  type: string;
}

export function createImageCache(options: { maxEntries: number; maxBytes: number }) {
  const entries = new Map<string, CachedImage>();
  const pending = new Map<string, Promise<CachedImage>>();
  let bytes = 0;

  function remember(key: string, image: CachedImage): void {
    entries.set(key, image);
    bytes += image.body.byteLength;
    while (entries.size > options.maxEntries || bytes > options.maxBytes) {
      const oldest = entries.keys().next();
      if (oldest.done) break;
      bytes -= entries.get(oldest.value)?.body.byteLength ?? 0;
      entries.delete(oldest.value);
    }
  }

  return {
    /** The cached image of `key`, or the one `render` makes (once, however many ask at once). */
    async get(key: string, render: () => Promise<CachedImage>): Promise<CachedImage> {
      const hit = entries.get(key);
      if (hit) {
        // Most recently used goes to the end.
        entries.delete(key);
        entries.set(key, hit);
        return hit;
      }
      const inFlight = pending.get(key);
      if (inFlight) return inFlight;
      const rendering = render().then(
        (image) => {
          pending.delete(key);
          remember(key, image);
          return image;
        },
        (error: unknown) => {
          pending.delete(key);
          throw error;
        },
      );
      pending.set(key, rendering);
      return rendering;
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
  };
}
