import { createHash } from 'node:crypto';
import type { KeyAlgorithm } from '../../src/model/cluster.js';
import type { RandomSource, RenderInputs, SerialSource } from '../../src/render/inputs.js';
import { systemKeySource, type KeyPair, type KeySource } from '../../src/render/pki/key-source.js';

/** A fixed instant for golden output. */
export const GOLDEN_NOW = new Date('2026-01-15T12:00:00Z');

const keyCache = new Map<string, Promise<KeyPair>>();

/**
 * Keys generated once per (algorithm, purpose) and reused for the whole test process: golden files
 * show keys by meaning, never by bytes, so this only saves time.
 */
export const cachedKeySource: KeySource = {
  generate(algorithm: KeyAlgorithm, label: string) {
    const id = `${algorithm}/${label}`;
    let key = keyCache.get(id);
    if (!key) keyCache.set(id, (key = systemKeySource.generate(algorithm, label)));
    return key;
  },
};

export function counterSerials(start = 1): SerialSource {
  let n = start;
  return { next: () => (n++).toString(16) };
}

/** A reproducible byte stream: SHA-256 of seed and block counter. */
export function seededRandom(seed: string): RandomSource {
  let block = 0;
  let pool = Buffer.alloc(0);
  return {
    bytes(count) {
      while (pool.length < count) pool = Buffer.concat([pool, createHash('sha256').update(`${seed}:${block++}`).digest()]);
      const out = pool.subarray(0, count);
      pool = pool.subarray(count);
      return new Uint8Array(out);
    },
  };
}

export function deterministicInputs(seed = 'k8sform', now = GOLDEN_NOW): RenderInputs {
  return { now, keys: cachedKeySource, serials: counterSerials(), random: seededRandom(seed) };
}
