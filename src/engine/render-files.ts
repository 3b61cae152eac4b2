import type { LoadedCluster } from '../model/loaded-cluster.js';
import { formatAddress } from '../model/address.js';
import type { Desired } from '../model/desired.js';
import { writeOutputDir } from '../providers/output-dir.js';
import { outputEntries } from '../render/output-layout.js';
import { systemRandomSource, systemSerialSource } from '../render/inputs.js';
import { systemKeySource } from '../render/pki/key-source.js';
import { render } from '../render/render.js';
import { matchesTarget } from '../model/target-address.js';
import { refuseUnmatchedTargets } from '../planner/select-targets.js';
import { refuseInvalidCAs } from '../planner/plan-refusals.js';
import { withKeysFile } from '../planner/encryption-keys.js';

/**
 * The render use case (like kubeadm --dry-run): the complete desired state, or what `targets`
 * select of it, written into `out` with fresh keys; no host is touched. Returns what was written.
 */
export async function renderFiles(loaded: LoadedCluster, out: string, targets: readonly string[], now: Date): Promise<readonly Desired[]> {
  const { cluster, caMaterial } = loaded;
  // Only the CAs from the user's files can be past their end here: the others are generated now.
  refuseInvalidCAs(loaded, {}, now);
  // Every address render offers, for the nearest ones when a target matches none.
  const known: string[] = [];
  const targeted = (address: string) => {
    known.push(address);
    return targets.length === 0 || targets.some((t) => matchesTarget(address, t));
  };
  const { desired } = await render(
    cluster,
    {
      now,
      keys: systemKeySource,
      serials: systemSerialSource,
      random: systemRandomSource,
      // The keys cluster.yaml brings, else new ones, as for the CAs and sa.key.
      existing: { serviceAccountKeyPem: loaded.serviceAccountKeyPem, encryption: withKeysFile(loaded, undefined) },
    },
    caMaterial,
    (d) => targeted(formatAddress(d.addr)),
  );
  refuseUnmatchedTargets(targets, known);
  writeOutputDir(out, outputEntries(desired));
  return desired;
}
