/**
 * Seeded pseudo-random numbers for the catalogue seed: mulberry32, so the same seed number gives
 * the same catalogue byte for byte on every machine (no Math.random, no wall clock).
 */

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  /** One element of a non-empty array. */
  pick<T>(items: readonly T[]): T;
  /** One element chosen by weight (weights ≥ 0, at least one > 0). */
  weighted<T>(items: readonly (readonly [T, number])[]): T;
  /** A new array with the items in a random order (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[];
  /** `count` distinct elements (or all of them when there are fewer). */
  sample<T>(items: readonly T[], count: number): T[];
  /** A UUID in the version 4 layout, made from this stream (deterministic). */
  uuid(): string;
}

/** mulberry32: a 32-bit state generator with good statistical quality for test data. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Derives an independent stream from a seed and a label (FNV-1a of the label mixed with the seed). */
export function deriveSeed(seed: number, label: string): number {
  let hash = 0x811c9dc5 ^ (seed >>> 0);
  for (let i = 0; i < label.length; i += 1) {
    hash ^= label.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

export function createRandom(seed: number): Random {
  const next = mulberry32(seed);
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick: lista vazia');
    return items[Math.floor(next() * items.length)] as T;
  };
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i -= 1) {
      const j = Math.floor(next() * (i + 1));
      const a = copy[i] as T;
      copy[i] = copy[j] as T;
      copy[j] = a;
    }
    return copy;
  };
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick,
    weighted: <T>(items: readonly (readonly [T, number])[]): T => {
      const total = items.reduce((sum, [, weight]) => sum + weight, 0);
      if (!(total > 0)) throw new Error('weighted: pesos inválidos');
      let roll = next() * total;
      for (const [item, weight] of items) {
        roll -= weight;
        if (roll < 0) return item;
      }
      return (items[items.length - 1] as readonly [T, number])[0];
    },
    shuffle,
    sample: <T>(items: readonly T[], count: number): T[] => {
      if (count * 4 >= items.length) return shuffle(items).slice(0, count);
      // Few out of many: rejection picks, so large pools are not copied.
      const chosen = new Set<number>();
      while (chosen.size < count) chosen.add(Math.floor(next() * items.length));
      return [...chosen].map((index) => items[index] as T);
    },
    uuid: () => {
      const bytes: number[] = [];
      for (let i = 0; i < 16; i += 1) bytes.push(Math.floor(next() * 256));
      bytes[6] = ((bytes[6] as number) & 0x0f) | 0x40;
      bytes[8] = ((bytes[8] as number) & 0x3f) | 0x80;
      const hex = bytes.map((b) => b.toString(16).padStart(2, '0')).join('');
      return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
    },
  };
}
