/**
 * A small deterministic random source (mulberry32): the same seed gives the
 * same demo catalogue and the same pictures on every machine.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items in a stable, shuffled order. */
  sample<T>(items: readonly T[], count: number): T[];
  chance(probability: number): boolean;
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T,
    sample: <T>(items: readonly T[], count: number) => {
      const pool = [...items];
      for (let i = pool.length - 1; i > 0; i -= 1) {
        const j = int(0, i);
        [pool[i], pool[j]] = [pool[j] as T, pool[i] as T];
      }
      return pool.slice(0, Math.min(count, pool.length));
    },
    chance: (probability: number) => next() < probability,
  };
}

/** Mixes several numbers into one seed, so (project 3, picture 2) and (project 2, picture 3) differ. */
export function seedOf(...parts: number[]): number {
  let hash = 2166136261;
  for (const part of parts) {
    hash ^= part;
    hash = Math.imul(hash, 16777619) >>> 0;
  }
  return hash;
}
