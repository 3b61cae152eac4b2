// The functions alone: all of semver (ranges included) costs a few milliseconds of every start.
import coerce from 'semver/functions/coerce.js';
import gte from 'semver/functions/gte.js';
import parse from 'semver/functions/parse.js';

import type { Release } from '../model/release.js';

/** One row per supported minor release (see Release). */
export const RELEASES: readonly Release[] = [
  {
    minor: 32, latestPatch: 13, etcdImageTags: [[0, '3.5.16-0'], [10, '3.5.24-0']], pauseVersion: '3.10', coreDNSVersion: 'v1.11.3',
    kubeletLocalMode: false, nodeLocalCRISocket: false, podInfraContainerImageFlag: true, legacyClientGoSerialization: true,
    userFlagsAppendedFromPatch: 12, controllerManagerFlexvolumeMount: true, etcdFlagsByImageTag: true, externalEtcdHTTPEndpoints: false,
    caKeyIdHash: 'SHA-1',
  },
  {
    minor: 33, latestPatch: 13, etcdImageTags: [[0, '3.5.21-0'], [6, '3.5.24-0']], pauseVersion: '3.10', coreDNSVersion: 'v1.12.0',
    kubeletLocalMode: true, nodeLocalCRISocket: false, podInfraContainerImageFlag: true, legacyClientGoSerialization: true,
    userFlagsAppendedFromPatch: 8, controllerManagerFlexvolumeMount: true, etcdFlagsByImageTag: true, externalEtcdHTTPEndpoints: false,
    kubeletAPIAdminBindingFromPatch: 12, caKeyIdHash: 'SHA-1',
  },
  {
    minor: 34, latestPatch: 5, etcdImageTags: [[0, '3.6.4-0'], [2, '3.6.5-0']], pauseVersion: '3.10.1', coreDNSVersion: 'v1.12.1',
    kubeletLocalMode: true, nodeLocalCRISocket: true, podInfraContainerImageFlag: true, legacyClientGoSerialization: false,
    userFlagsAppendedFromPatch: 4, controllerManagerFlexvolumeMount: true, etcdFlagsByImageTag: true, externalEtcdHTTPEndpoints: false,
    kubeletAPIAdminBindingFromPatch: 8, caKeyIdHash: 'SHA-1',
  },
  // From v1.34 each row is checked by the kubeadm oracle (test/fixtures/kubeadm-oracle) at its newest
  // patch the module proxy serves whole (1.34.8 and 1.35.6 lack staging modules such as kube-proxy,
  // so the oracle cannot build them). The etcd tags were read in every patch it has (1.34.2 to .8,
  // 1.35.4 to .6, 1.36.0 to .4); 1.35.0 ships 3.6.6-0 by its release records; 1.37.0 and .1 are assumed
  // to match .2.
  {
    minor: 35, latestPatch: 5, etcdImageTags: [[0, '3.6.6-0']], pauseVersion: '3.10.1', coreDNSVersion: 'v1.13.1',
    kubeletLocalMode: true, nodeLocalCRISocket: true, podInfraContainerImageFlag: false, legacyClientGoSerialization: false,
    userFlagsAppendedFromPatch: 1, controllerManagerFlexvolumeMount: true, etcdFlagsByImageTag: true, externalEtcdHTTPEndpoints: true,
    kubeletAPIAdminBindingFromPatch: 5, caKeyIdHash: 'SHA-256',
  },
  {
    minor: 36, latestPatch: 4, etcdImageTags: [[0, '3.6.8-0']], pauseVersion: '3.10.2', coreDNSVersion: 'v1.14.2',
    kubeletLocalMode: true, nodeLocalCRISocket: true, podInfraContainerImageFlag: false, legacyClientGoSerialization: false,
    userFlagsAppendedFromPatch: 0, controllerManagerFlexvolumeMount: false, etcdFlagsByImageTag: false, externalEtcdHTTPEndpoints: true,
    kubeletAPIAdminBindingFromPatch: 1, caKeyIdHash: 'SHA-256',
  },
  {
    minor: 37, latestPatch: 2, etcdImageTags: [[0, '3.7.0-0']], pauseVersion: '3.10.2', coreDNSVersion: 'v1.14.6',
    kubeletLocalMode: true, nodeLocalCRISocket: true, podInfraContainerImageFlag: false, legacyClientGoSerialization: false,
    userFlagsAppendedFromPatch: 0, controllerManagerFlexvolumeMount: false, etcdFlagsByImageTag: false, externalEtcdHTTPEndpoints: true,
    kubeletAPIAdminBindingFromPatch: 0, caKeyIdHash: 'SHA-256',
  },
];

export const SUPPORTED_RANGE = RELEASES.map((r) => `v1.${r.minor}.0–v1.${r.minor}.${r.latestPatch}`).join(', ');

/** The release row for an exact version such as v1.34.2, or undefined when unsupported. */
export function releaseFor(version: string): Release | undefined {
  const v = parse(version.replace(/^v/, ''));
  if (!v || v.major !== 1 || v.prerelease.length > 0) return undefined;
  return RELEASES.find((r) => r.minor === v.minor && v.patch <= r.latestPatch);
}

/** The newest version k8sform renders of a minor release, or undefined for a minor it does not know. */
export function latestOfMinor(minor: number): string | undefined {
  const r = RELEASES.find((x) => x.minor === minor);
  return r && `v1.${r.minor}.${r.latestPatch}`;
}

/**
 * The supported versions closest to an unsupported one: the newest patch of its own minor if
 * k8sform knows that minor, else the newest patch of the nearest minors below and above.
 */
export function nearestSupported(version: string): string[] {
  const v = coerce(version.replace(/^v/, ''));
  const newest = RELEASES.at(-1)!;
  if (!v || v.major !== 1) return [latestOfMinor(newest.minor)!];
  const own = latestOfMinor(v.minor);
  if (own) return [own];
  const below = RELEASES.filter((r) => r.minor < v.minor).at(-1);
  const above = RELEASES.find((r) => r.minor > v.minor);
  return [below, above].filter((r): r is Release => r !== undefined).map((r) => latestOfMinor(r.minor)!);
}

const patchOf = (version: string) => parse(version.replace(/^v/, ''))!.patch;

/** Whether kubeadm of `version` makes the apiserver's kubelet client a kubelet-api-admin rather than a cluster admin. */
export function kubeletClientViaKubeletAPIAdmin(release: Release, version: string): boolean {
  return release.kubeletAPIAdminBindingFromPatch !== undefined && patchOf(version) >= release.kubeletAPIAdminBindingFromPatch;
}

/** Whether kubeadm of `version` appends the user's extraArgs after its sorted defaults. */
export function userFlagsAppended(release: Release, version: string): boolean {
  return release.userFlagsAppendedFromPatch !== undefined && patchOf(version) >= release.userFlagsAppendedFromPatch;
}

/** The etcd image tag kubeadm of `version` uses for local etcd. */
export function etcdImageTagFor(release: Release, version: string): string {
  return release.etcdImageTags.filter(([from]) => from <= patchOf(version)).at(-1)![1];
}

/** etcd 3.6 graduated the corrupt-check and progress-notify flags; pre-releases count as older. */
export function etcdAtLeast36(imageTag: string): boolean {
  const v = coerce(imageTag.replace(/-\d+$/, ''), { includePrerelease: false });
  return v !== null && !/-(alpha|beta|rc)/.test(imageTag) && gte(v, '3.6.0');
}
