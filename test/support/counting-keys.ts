import type { KeySource } from '../../src/render/pki/key-source.js';

/** A key source that records what it was asked for, to check that keys are made only when needed. */
export function countingKeySource(inner: KeySource): { readonly keys: KeySource; readonly labels: string[] } {
  const labels: string[] = [];
  return {
    labels,
    keys: {
      generate(algorithm, label) {
        labels.push(label);
        return inner.generate(algorithm, label);
      },
    },
  };
}
