import { formatPath } from '../config/diagnostic.js';
import { precompiledCheck } from '../config/schema-validate.js';
import { schema, validate } from '../state/snapshot-schema.validate.generated.js';
import { UserError } from '../errors.js';
import { readInputFile } from '../providers/local/input-file.js';
import { writeOutputFile } from '../providers/local/output-file.js';
import { parseJsonInput } from './json-input.js';
import type { LoadedCluster } from '../model/loaded-cluster.js';
import { toSnapshot, type Snapshot } from '../state/snapshot.js';
import { observe, type PlanOptions } from './compute-plan.js';
import type { Session } from './session.js';

const checkSnapshot = precompiledCheck(validate, schema);

/** Every managed file's text of every host: a large fleet's snapshot stays far below this. */
const SNAPSHOT_CAP = 512 * 1024 * 1024;

/**
 * Writes a snapshot atomically. 0644: it holds no private key or token secret (only stand-ins), and
 * the jobs that plan from it (fork pull requests) must be able to read it as an artifact.
 */
export function writeSnapshotFile(path: string, snapshot: Snapshot): void {
  writeOutputFile(path, `${JSON.stringify(snapshot, null, 1)}\n`, { overwrite: true, mode: 0o644, what: 'the snapshot' });
}

/** Reads a snapshot, refusing anything that is not one with a one-line error. */
export function readSnapshotFile(path: string): Snapshot {
  const { text, why } = readInputFile(path, SNAPSHOT_CAP);
  if (why !== undefined) throw new UserError(`${path}: ${why}`);
  const data = parseJsonInput(text, path, 'a k8sform snapshot');
  const version = (data as { formatVersion?: unknown } | null)?.formatVersion;
  if (typeof data !== 'object' || data === null || version === undefined) throw new UserError(`${path}: not a k8sform snapshot (no formatVersion)`);
  if (version !== 1) throw new UserError(`${path}: snapshot format version ${JSON.stringify(version)} is not supported by this k8sform (it reads version 1)`);
  const [problem] = checkSnapshot(data);
  if (problem) throw new UserError(`${path}: not a k8sform snapshot: ${formatPath(problem.path)}: ${problem.message}`);
  return data as Snapshot;
}

/** What plan reads from the hosts and the apiserver, as a snapshot (secrets withheld). */
export async function takeSnapshot(loaded: LoadedCluster, session: Session, now: Date, opts: Pick<PlanOptions, 'progress'>): Promise<Snapshot> {
  const { observation } = await observe(loaded, session, now, opts);
  return toSnapshot({ cluster: loaded.cluster.name, configDigest: loaded.configDigest, takenAt: now }, observation);
}
