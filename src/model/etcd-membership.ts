import type { Host } from './cluster.js';
import { joinHostPort } from './net.js';

/**
 * etcd's member list as k8sform reads it (stacked etcd only). A member added but not yet started
 * has no name and no client URLs; a learner replicates but does not vote, so it never counts
 * towards quorum.
 */
export interface EtcdMember {
  /** The member ID as etcd's JSON gateway writes it: a decimal uint64, as a string. */
  readonly id: string;
  /** Empty until the member has started and published its name. */
  readonly name: string;
  readonly peerURLs: readonly string[];
  readonly clientURLs: readonly string[];
  readonly isLearner: boolean;
}

/** What plan read of the etcd cluster, through the first control plane whose member answered. */
export interface EtcdSeen {
  /** `https://10.0.0.11:2379 via host[cp-1]`. */
  readonly endpoint: string;
  /** Undefined when no member answered; then `error` says why. */
  readonly members?: readonly EtcdMember[];
  /** The IDs of the members whose own endpoint answered a status request. */
  readonly healthy?: readonly string[];
  readonly error?: string;
}

/** A started member's name, else what kubeadm uses for a nameless one: its ID in hex. */
export const memberName = (m: EtcdMember): string => m.name || BigInt(m.id).toString(16);

/** Whether `peerURL` is this member's (etcd compares peer URLs, not names: an unstarted member has none). */
export const hasPeerURL = (m: EtcdMember, peerURL: string): boolean => m.peerURLs.includes(peerURL);

/** A majority of the voting members. */
const quorum = (voters: number) => Math.floor(voters / 2) + 1;

/** Why removing voting member `m` would lose quorum, leaving `left` voters of which `healthyLeft` answer; undefined when it would not. */
export function quorumLost(m: EtcdMember, left: number, healthyLeft: number): string | undefined {
  if (healthyLeft >= quorum(left)) return undefined;
  return `removing etcd member ${memberName(m)} (${m.peerURLs[0] ?? 'no peer URL'}) would leave ${left} voting member${left === 1 ? '' : 's'} of which ${healthyLeft} ${healthyLeft === 1 ? 'is' : 'are'} healthy, and etcd needs ${quorum(left)} for quorum`;
}

export const ETCD_PEER_PORT = 2380;

/** The URL etcd members reach this control plane's member at: what identifies it in the member list. */
export const etcdPeerURL = (host: Host) => `https://${joinHostPort(host.internalAddress, ETCD_PEER_PORT)}`;
