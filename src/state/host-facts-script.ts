import { DIGEST_FUNCTION } from '../model/kubeadm-paths.js';
import { RemoteError } from '../errors.js';
import { ARCHIVE_TOOLS, HOST_SYSCTLS, HOST_TOOLS, type BinarySeen, type ContainerRuntimeSeen, type HostFacts } from '../model/host-facts.js';
import { shQuote } from '../model/shell-quote.js';
import { CRI_PLUGIN_STATUS_AWK, criSocketPath, EXTRACTED_RECORD_DIR, INSTALLED_DIGEST_FUNCTION } from '../model/node-software.js';

/** What to read beside the files: the runtime's socket, and the files whose absence means a component is to start (its ports are then read). */
export interface FactsWanted {
  readonly criSocket: string;
  readonly portsUnless: readonly string[];
  /** Executables k8sform installs (spec.nodeSoftware): each one's digest is read, as a file's. */
  readonly binaries?: readonly string[];
  /** Files cluster.yaml names on the host that k8sform does not write (a registry mirror's ca): which are missing is read. */
  readonly expectedFiles?: readonly string[];
}

/** The socket path of a CRI endpoint (`unix:///run/containerd/containerd.sock` or a bare path). */

/**
 * The part of a host's read script that says what the host is (HostFacts), one tagged line each
 * between `PF` and `PE`: mostly shell builtins reading /proc and /sys; processes only for the clock
 * (`date`), the free space (`df`), the listening ports (`sed`), `kubelet --version`, and a client asking the
 * container runtime (crictl if installed, else containerd's ctr for a containerd socket, which is also
 * asked whether its CRI plugin is loaded).
 */
export function hostFactsScript({ criSocket, portsUnless, binaries = [], expectedFiles = [] }: FactsWanted): string {
  const b64 = 'base64 -w0';
  return [
    'printf "PF\\n"',
    'printf "T %s\\n" "$(date +%s.%N)"',
    'n=0; if [ -r /proc/swaps ]; then { read -r _ || :; while read -r _; do n=$((n+1)); done; } < /proc/swaps; fi; printf "S %s\\n" "$n"',
    // dash's read reports a /proc/sys value (no newline after it) as end of file: the value is tested, not read's status.
    `for y in ${HOST_SYSCTLS.map((s) => s.replace(/\./g, '/')).join(' ')}; do v=; if [ -r "/proc/sys/$y" ]; then read -r v < "/proc/sys/$y" || :; fi; if [ -n "$v" ]; then printf "Y %s %s\\n" "$y" "$v"; fi; done`,
    'o=0; if [ -r /proc/filesystems ]; then while read -r a b; do if [ "$a" = overlay ] || [ "\${b:-}" = overlay ]; then o=1; fi; done < /proc/filesystems; fi; printf "O %s\\n" "$o"',
    'if [ -f /sys/fs/cgroup/cgroup.controllers ]; then printf "G 2\\n"; else printf "G 1\\n"; fi',
    'if [ -d /run/systemd/system ]; then printf "Q 1\\n"; else printf "Q 0\\n"; fi',
    `s=${shQuote(criSocketPath(criSocket))}`,
    'if [ ! -S "$s" ]; then printf "C absent\\n"',
    // A runtime that answers without its CRI service (containerd with the CRI plugin not loaded) is
    // `no-cri`: crictl gets gRPC's unknown service, ctr lists the plugin as not ok or not at all.
    `elif command -v crictl >/dev/null 2>&1; then if r=$(timeout 10 crictl --runtime-endpoint "unix://$s" --timeout 5s version 2>&1); then printf "C answers %s\\n" "$(printf "%s\\n" "$r" | sed -n "s/^RuntimeName: *//p;s/^RuntimeVersion: *//p" | tr "\\n" " " | ${b64})"; elif printf "%s\\n" "$r" | grep -q "unknown service runtime"; then printf "C no-cri %s\\n" "$(printf "not loaded" | ${b64})"; else printf "C silent %s\\n" "$(printf "%s\\n" "$r" | tail -n1 | ${b64})"; fi`,
    `elif case "$s" in *containerd*) command -v ctr >/dev/null 2>&1 ;; *) false ;; esac; then if r=$(timeout 10 ctr --address "$s" version 2>&1); then st=$(timeout 10 ctr --address "$s" plugins ls 2>/dev/null | ${CRI_PLUGIN_STATUS_AWK}); if [ "$st" = ok ]; then printf "C answers %s\\n" "$(printf "%s\\n" "$r" | sed -n "/^Server:/,\\$s/^ *Version: *//p" | head -n1 | sed "s/^/containerd /" | ${b64})"; else printf "C no-cri %s\\n" "$(printf "%s" "\${st:-not loaded}" | ${b64})"; fi; else printf "C silent %s\\n" "$(printf "%s\\n" "$r" | tail -n1 | ${b64})"; fi`,
    'else printf "C socket\\n"; fi',
    // The listening sockets (state 0A), only where a component is to start: the kernel walks its
    // whole TCP hash table for each read of /proc/net/tcp (milliseconds on a large machine).
    `p=0; for f in ${portsUnless.map(shQuote).join(' ')}; do [ -e "$f" ] || p=1; done`,
    'if [ "$p" = 1 ]; then printf "L %s\\n" "$(sed -n "s/^ *[0-9]*: [0-9A-F]*:\\([0-9A-F]\\{4\\}\\) [0-9A-F:]* 0A .*/\\1/p" /proc/net/tcp /proc/net/tcp6 2>/dev/null | tr "\\n" " ")"; fi',
    `m=; for t in ${[...Object.keys(HOST_TOOLS), ...Object.keys(ARCHIVE_TOOLS)].join(' ')}; do command -v "$t" >/dev/null 2>&1 || m="$m $t"; done; printf "M%s\\n" "$m"`,
    `if kb=$(command -v kubelet 2>/dev/null); then printf "K %s %s\\n" "$(printf %s "$kb" | ${b64})" "$(timeout 10 "$kb" --version 2>&1 | head -n1 | ${b64})"; else printf "K -\\n"; fi`,
    'df -Pk /var/lib 2>/dev/null | { read -r _; if read -r _ t _ a _ mnt; then printf "F %s %s %s\\n" "$t" "$a" "$mnt"; fi; } || :',
    'c=; if [ -r /sys/devices/system/cpu/online ]; then read -r c < /sys/devices/system/cpu/online || :; fi; printf "N %s\\n" "$c"',
    'mk=; if [ -r /proc/meminfo ]; then while read -r mn mv _; do if [ "$mn" = MemTotal: ]; then mk=$mv; break; fi; done < /proc/meminfo; fi; printf "R %s\\n" "$mk"',
    'kr=; if [ -r /proc/sys/kernel/osrelease ]; then read -r kr < /proc/sys/kernel/osrelease || :; fi; printf "V %s\\n" "$kr"',
    'printf "A %s\\n" "$(uname -m 2>/dev/null)"',
    'd=; for t in curl wget; do command -v "$t" >/dev/null 2>&1 && d="$d $t"; done; printf "D%s\\n" "$d"',
    // The digest as apply's host script re-checks it: a link by its target's name, a file extracted
    // from a release archive by the archive's, while it has the bytes it was extracted with.
    ...(binaries.length ? [DIGEST_FUNCTION, INSTALLED_DIGEST_FUNCTION] : []),
    ...binaries.map((b) => `b=${shQuote(b)}; printf "B %s %s %s\\n" "$(printf %s "$b" | ${b64})" "$(installed "$b" ${shQuote(EXTRACTED_RECORD_DIR)}"$b")" "$(stat -c "%a %u %g" -- "$b" 2>/dev/null)"`),
    ...(expectedFiles.length ? [`x=; for f in ${expectedFiles.map(shQuote).join(' ')}; do [ -f "$f" ] || x="$x $(printf %s "$f" | ${b64})"; done; printf "X%s\\n" "$x"`] : []),
    'printf "PE\\n"',
  ].join('\n');
}

/** How many CPUs a kernel cpu list names (`0-3,6`, as /sys/devices/system/cpu/online says); undefined when unreadable. */
function onlineCpus(list: string): number | undefined {
  if (!/^\d+(-\d+)?(,\d+(-\d+)?)*$/.test(list)) return undefined;
  return list.split(',').reduce((n, r) => {
    const [a, b] = r.split('-').map(Number);
    return n + (b === undefined ? 1 : b - a! + 1);
  }, 0);
}

/** The facts between `PF` and `PE` in a read script's output; `sentAt`/`receivedAt`: when the read was sent and answered (k8sform's clock, ms). */
export function parseHostFacts(host: string, lines: readonly string[], { criSocket }: FactsWanted, sentAt: number, receivedAt: number): HostFacts {
  const start = lines.indexOf('PF');
  const end = lines.indexOf('PE', start);
  if (start < 0 || end < 0) throw new RemoteError(`host[${host}]`, 'unexpected output while reading what the host is (no facts section)');
  const tagged = new Map<string, string[]>();
  for (const line of lines.slice(start + 1, end)) {
    const tag = line.slice(0, 1);
    tagged.set(tag, [...(tagged.get(tag) ?? []), line.length > 1 ? line.slice(2) : '']);
  }
  const one = (tag: string) => tagged.get(tag)?.[0] ?? '';
  const text = (b64: string) => Buffer.from(b64, 'base64').toString('utf8').trim();
  const count = (s: string) => (/^\d+$/.test(s) ? Number(s) : undefined);
  const hostClock = Number(one('T'));
  if (!Number.isFinite(hostClock)) throw new RemoteError(`host[${host}]`, `unexpected output while reading the host's clock: ${JSON.stringify(one('T'))}`);
  const sysctls: Record<string, string> = {};
  for (const y of tagged.get('Y') ?? []) {
    const m = /^(\S+) (.*)$/.exec(y);
    if (m) sysctls[m[1]!.replace(/\//g, '.')] = m[2]!;
  }
  const [state, detail] = one('C').split(' ');
  const runtime: ContainerRuntimeSeen = { socket: criSocketPath(criSocket), state: (['answers', 'silent', 'socket', 'no-cri'].includes(state!) ? state : 'absent') as ContainerRuntimeSeen['state'], ...(detail ? { detail: text(detail) } : {}) };
  const kubelet = /^(\S+) (\S*)$/.exec(one('K'));
  const disk = /^(\d+) (\d+) (.+)$/.exec(one('F'));
  const cpus = onlineCpus(one('N'));
  const memoryKiB = count(one('R'));
  return {
    clock: { host: hostClock, sentAt: sentAt / 1000, receivedAt: receivedAt / 1000 },
    swapDevices: count(one('S')) ?? 0,
    sysctls,
    overlayFilesystem: one('O') === '1',
    cgroupVersion: one('G') === '2' ? 2 : 1,
    systemd: one('Q') === '1',
    containerRuntime: runtime,
    ...(tagged.has('L') ? { listeningPorts: [...new Set(tagged.get('L')![0]!.split(' ').filter((p) => /^[0-9A-F]{4}$/.test(p)).map((p) => parseInt(p, 16)))].sort((a, b) => a - b) } : {}),
    missingTools: (tagged.get('M')?.[0] ?? '').split(' ').filter(Boolean),
    ...(kubelet ? { kubelet: { path: text(kubelet[1]!), versionLine: text(kubelet[2]!) } } : {}),
    ...(disk ? { disk: { totalKiB: Number(disk[1]), availableKiB: Number(disk[2]), mount: disk[3]! } } : {}),
    ...(cpus !== undefined ? { cpus } : {}),
    ...(memoryKiB !== undefined ? { memoryKiB } : {}),
    kernelRelease: one('V'),
    ...(tagged.has('A') ? { machine: one('A') } : {}),
    ...(tagged.has('D') ? { downloaders: one('D').split(' ').filter(Boolean) } : {}),
    ...(tagged.has('B') ? { binaries: binariesSeen(tagged.get('B')!, text) } : {}),
    ...(tagged.has('X') ? { missingFiles: one('X').split(' ').filter(Boolean).map(text) } : {}),
  };
}

/** `B <path, base64> <digest> [<mode> <uid> <gid>]` lines: what each binary k8sform installs is on the host. */
function binariesSeen(lines: readonly string[], text: (b64: string) => string): Record<string, BinarySeen> {
  return Object.fromEntries(lines.flatMap((line) => {
      const m = /^(\S+) (\S+) ?(?:([0-7]+) (\d+) (\d+))?$/.exec(line);
      return m ? [[text(m[1]!), { digest: m[2]!, ...(m[3] ? { mode: parseInt(m[3], 8), uid: Number(m[4]), gid: Number(m[5]) } : {}) }]] : [];
  }));
}
