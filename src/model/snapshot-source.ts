/** Where an offline plan's observation came from: every view says so, since it may be out of date. */
export interface SnapshotSource {
  readonly file: string;
  readonly takenAt: Date;
  /** Seconds between the snapshot and this plan. */
  readonly ageSeconds: number;
  /** Whether the snapshot was taken with the very cluster.yaml planned. */
  readonly sameConfig: boolean;
  /** Hosts or paths the snapshot has no word on (planned as absent). */
  readonly unseen: readonly string[];
}
