import { CONTAINERD_CONFIG_PATH, NODE_BINARIES, isRegistryHostsPath, parseExtractedDigest } from '../model/node-software.js';
import type { Cluster } from '../model/cluster.js';
import { APPLIED_RECORD_PATH, parseAppliedRecord } from '../model/applied-record.js';
import { naturalCompare } from '../model/address.js';
import type { KubeObject } from '../model/desired.js';
import type { DepartingSeen } from '../state/observation.js';
import { observeHost } from '../state/observe-host.js';
import { openDeparting, type Session } from './session.js';
import { BACKUP_ROOT, KUBEADM_DROPIN_PATH, KUBELET_CONF, KUBELET_DIR, KUBELET_SERVICE_PATH } from '../model/kubeadm-paths.js';

/**
 * What the kubelet itself wrote there: its kubeconfig after TLS bootstrap and its rotated client and
 * serving certificates. They are the machine's credentials to the cluster (a kubelet started again
 * with them would register the Node again), so they leave with k8sform's files, as kubeadm reset
 * removes them.
 */
const KUBELET_CREDENTIAL_FILES = [KUBELET_CONF];
const KUBELET_CREDENTIAL_DIRECTORIES = [`${KUBELET_DIR}/pki`];

/**
 * The machines that left cluster.yaml: every registered Node whose name no host has (the cluster is
 * its own inventory; k8sform keeps no state file). Each is reached at its Node's InternalIP with
 * spec.ssh's settings, and what its record of k8sform's last apply lists is read there, as on any
 * host (the files with their digests, the directories k8sform made), with the kubelet's own
 * credentials: two round trips, since the second reads what the first found. A machine that cannot
 * be reached is reported as such, not refused: a machine that is gone for good is the usual reason
 * to remove a host, and its Node and etcd member must go all the same.
 */
export async function observeDeparting(cluster: Cluster, session: Session, nodes: readonly KubeObject[]): Promise<Map<string, DepartingSeen>> {
  const kept = new Set(cluster.hosts.map((h) => h.name));
  const leaving = nodes.filter((n) => !kept.has(n.metadata.name)).sort((a, b) => naturalCompare(a.metadata.name, b.metadata.name));
  const seenHosts = new Set<string>();
  const seen = await Promise.all(leaving.map(async (n): Promise<[string, DepartingSeen]> => {
    const name = n.metadata.name;
    const address = internalIP(n);
    if (!address) return [name, { leftAlone: 'its Node reports no InternalIP to reach it at: run kubeadm reset there, or retire it' }];
    // A host renamed in cluster.yaml is the same machine: its files are the new host's now.
    const now = cluster.hosts.find((h) => h.internalAddress === address || h.address === address);
    if (now) return [name, { address, leftAlone: `that is host[${now.name}]'s address in cluster.yaml, so its files are that host's` }];
    try {
      const read = await readDeparting(cluster, session, name, address, machineID(n));
      if (typeof read === 'string') return [name, { address, leftAlone: read }];
      seenHosts.add(name);
      return [name, { address, host: read }];
    } catch (e) {
      return [name, { address, leftAlone: `it cannot be read (${(e as Error).message}): run kubeadm reset there, or retire it` }];
    } finally {
      // Apply cleans up only the machines plan read: a connection to any other one is closed now.
      if (!seenHosts.has(name)) await forget(session, name);
    }
  }));
  return new Map(seen);
}

/**
 * What k8sform's record lists on the machine, read as on any host; or why the machine is left
 * alone: the one answering at the address is another machine than the Node's (its machine ID differs).
 */
async function readDeparting(cluster: Cluster, session: Session, name: string, address: string, nodeMachineID: string | undefined): Promise<NonNullable<DepartingSeen['host']> | string> {
  const transport = await openDeparting(session, cluster, name, address);
  const first = (await observeHost(transport, [APPLIED_RECORD_PATH, ...MACHINE_ID_FILES])).files;
  const answering = MACHINE_ID_FILES.map((p) => first.get(p)).find((f) => f?.exists && f.content)?.content?.toString('utf8').trim();
  if (nodeMachineID && answering && answering !== nodeMachineID) {
    return `the machine answering at ${address} has the machine ID ${answering}, not ${nodeMachineID} as Node ${name} reports: another machine has that address now`;
  }
  const recordFile = first.get(APPLIED_RECORD_PATH);
  const record = recordFile?.exists ? recordFile.content : undefined;
  const entries = Object.entries(parseAppliedRecord(record)?.files ?? {});
  const recorded = (directory: boolean) => entries.filter(([, f]) => f.digest.startsWith('directory:') === directory).map(([p]) => p);
  const directories = [...new Set([...recorded(true), ...KUBELET_CREDENTIAL_DIRECTORIES])];
  const software = new Set(entries.filter(([p, f]) => NODE_SOFTWARE_PATHS.has(p) || parseExtractedDigest(f.digest) !== undefined).map(([p]) => p));
  const files = [...new Set([...recorded(false).filter((p) => !software.has(p) && !isRegistryHostsPath(p)), ...KUBELET_CREDENTIAL_FILES])];
  const found = await observeHost(transport, files, [BACKUP_ROOT], directories);
  return { files: found.files, directories: found.directories, unsafeDirectories: found.unsafeDirectories, record };
}

async function forget(session: Session, name: string): Promise<void> {
  const t = session.departing.get(name);
  session.departing.delete(name);
  await t?.close().catch(() => undefined);
}

/**
 * The node software apply installed (spec.nodeSoftware: these, and the files of release archives,
 * crictl and the CNI plugins), and registries' hosts.toml files, stay on a machine that leaves, as
 * kubeadm reset leaves the packages.
 */
const NODE_SOFTWARE_PATHS: ReadonlySet<string> = new Set([...Object.values(NODE_BINARIES), KUBELET_SERVICE_PATH, KUBEADM_DROPIN_PATH, CONTAINERD_CONFIG_PATH]);

/** Where the kubelet reads the machine ID it reports in the Node's status (systemd's, then D-Bus's). */
const MACHINE_ID_FILES = ['/etc/machine-id', '/var/lib/dbus/machine-id'];

const machineID = (node: KubeObject): string | undefined => (node.status as { nodeInfo?: { machineID?: string } } | undefined)?.nodeInfo?.machineID || undefined;

/** The address the kubelet registered (k8sform pins it with --node-ip). */
function internalIP(node: KubeObject): string | undefined {
  const addresses = (node.status as { addresses?: { type: string; address: string }[] } | undefined)?.addresses ?? [];
  return addresses.find((a) => a.type === 'InternalIP')?.address;
}
