import { subscribe, unsubscribe } from 'node:diagnostics_channel';

export interface RenderCounts {
  render: number;
  existingMaterial: number;
  staticPods: number;
}

/**
 * Runs `run`, counting on the channels k8sform's own code publishes on: renders of the whole
 * cluster, readings of the key material on the hosts, renders of a host's static pods.
 */
export async function countRenders<T>(run: () => Promise<T>): Promise<{ result: T; counts: RenderCounts }> {
  const counts: RenderCounts = { render: 0, existingMaterial: 0, staticPods: 0 };
  const on: [string, () => void][] = [
    ['k8sform:render', () => counts.render++],
    ['k8sform:existing-material', () => counts.existingMaterial++],
    ['k8sform:render-static-pods', () => counts.staticPods++],
  ];
  for (const [name, fn] of on) subscribe(name, fn);
  try {
    return { result: await run(), counts };
  } finally {
    for (const [name, fn] of on) unsubscribe(name, fn);
  }
}
