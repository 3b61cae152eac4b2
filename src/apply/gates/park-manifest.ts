import { randomBytes } from 'node:crypto';
import type { StaticPodComponent } from '../../model/rollout.js';
import type { ProbeTarget } from '../../providers/probe/http-probe.js';
import { shQuote } from '../../model/shell-quote.js';
import { failureLine } from '../../model/host-transport.js';
import { manifestPath } from '../../model/kubeadm-paths.js';
import { probeOnHost, refused, type GateContext } from './gate-context.js';
import { pollUntil } from './poll.js';

/** If k8sform loses the host while a manifest is moved out, the host puts it back by itself after this long. */
export const PUT_BACK_AFTER_SECONDS = 300;

/** A static pod's manifest moved out of the kubelet's directory. */
export interface ParkedManifest {
  /** Moves it back (once; later calls do nothing) and stops the host's watchdog. */
  putBack(): Promise<void>;
}

/**
 * Moves a static pod's manifest out of the kubelet's static pod directory into `parkDir`, so the
 * kubelet stops the pod, and waits until the pod's probe port refuses connections (it stopped).
 * A watchdog on the host, in its own session so it outlives the connection, moves the manifest
 * back after PUT_BACK_AFTER_SECONDS should k8sform lose the host. If the pod does not stop in
 * time, the manifest is put back before the error is thrown.
 */
export async function parkManifest(ctx: GateContext, host: string, component: StaticPodComponent, target: ProbeTarget, parkDir: string, signal: AbortSignal): Promise<ParkedManifest> {
  const transport = ctx.transports.get(host)!;
  const manifest = manifestPath(component);
  const parked = `${parkDir}/${component}.yaml.restart-${randomBytes(4).toString('hex')}`;
  const root = shQuote(transport.root);
  const [m, p] = [`${root}${shQuote(manifest)}`, `${root}${shQuote(parked)}`];
  const out = await transport.exec([
    'set -eu',
    'umask 077',
    `mkdir -p ${root}${shQuote(parkDir)}`,
    `mv ${m} ${p}`,
    // The watchdog's PID is its process group's, so the whole group can be stopped.
    `setsid sh -c 'sleep ${PUT_BACK_AFTER_SECONDS}; if [ -f "$1" ] && [ ! -e "$2" ]; then mv "$1" "$2"; fi' sh ${p} ${m} </dev/null >/dev/null 2>&1 &`,
    'echo "$!"',
  ].join('\n'));
  if (out.code !== 0) throw new Error(`moving ${manifest} out on ${host} failed: ${failureLine(out)}`);
  const watchdog = Number(out.stdout.toString('utf8').trim());
  let back = false;
  const putBack = async () => {
    if (back) return;
    const r = await transport.exec(`if [ -f ${p} ] && [ ! -e ${m} ]; then mv ${p} ${m}; fi${watchdog > 1 ? `; kill -- -${watchdog} 2>/dev/null || true` : ''}`);
    if (r.code !== 0) throw new Error(`moving ${manifest} back on ${host} failed (exit ${r.code}); it is at ${parked} and the host puts it back within ${PUT_BACK_AFTER_SECONDS}s`);
    back = true;
  };
  try {
    await pollUntil(`${component} on ${host} stopped after its manifest was moved out`, ctx.cluster.rollout.staticPodTimeoutSeconds, signal, async () => {
      const health = await probeOnHost(ctx, host, target);
      return refused(health) ? true : `its probe still answers (${health})`;
    }, { seen: ctx.seen });
  } catch (e) {
    await putBack();
    throw e;
  }
  return { putBack };
}
