import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import ipaddr from 'ipaddr.js';
import { formatDuration, parseDuration } from './duration.js';
import { ipBits, isIP, joinHostPort, normalizeIP, nthAddress, overlaps, parseCidr, parseIP, splitHostPort } from './net.js';

test('isIP answers as ipaddr.js does (a zone-less address of either family), with or without its dotted-quad shortcut', () => {
  const octet = fc.oneof(fc.integer({ min: 0, max: 300 }).map(String), fc.constantFrom('00', '01', '010', '0x1f', '255', '256', '', ' 1', '1a'));
  const candidate = fc.oneof(
    fc.array(octet, { minLength: 1, maxLength: 5 }).map((parts) => parts.join('.')),
    fc.stringMatching(/^[0-9a-f.:%]{0,12}$/),
    fc.stringMatching(/^[0-9A-Za-z.:%\- ]{0,12}$/),
    fc.constantFrom('kubernetes.default.svc', 'cp-1', 'a.b.c.d', '0xa.0xb.0.1', 'ff::', '::ffff:1.2.3.4', 'DEAD::BEEF', 'X', '0X1F.1'),
    fc.constantFrom('10.0.0.1', '::1', 'fe80::1%eth0', '192.168.1.256', '1.2.3.4.', '.1.2.3.4', '1.2.3.4\n'),
  );
  let quads = 0;
  fc.assert(fc.property(candidate, (text) => {
    if (/^\d+\.\d+\.\d+\.\d+$/.test(text) && isIP(text)) quads++;
    assert.equal(isIP(text), ipaddr.isValid(text) && !text.includes('%'), JSON.stringify(text));
  }), { numRuns: 3000 });
  assert.ok(quads > 50, `only ${quads} valid dotted quads tried`);
  assert.equal(isIP('10.0.0.1'), true);
  assert.equal(isIP('256.0.0.1'), false);
  assert.equal(isIP('fe80::1%eth0'), false);
});

test('parseIP, normalizeIP and ipBits read an address as ipaddr.parse does (trying each family by its separator instead of IPv6 first)', () => {
  const octet = fc.oneof(fc.integer({ min: 0, max: 300 }).map(String), fc.constantFrom('00', '010', '0x1f', '0X1F', ''));
  const text = fc.oneof(
    fc.array(octet, { minLength: 1, maxLength: 5 }).map((parts) => parts.join('.')),
    fc.stringMatching(/^[0-9a-fA-F.:]{0,16}$/),
    fc.constantFrom('::1', '::', '::ffff:1.2.3.4', 'fd00:10:96::a', 'FD00::A', '1:2:3:4:5:6:7:8', '1:2:3:4:5:6:1.2.3.4', 'fe80::1%eth0', '4294967295', '0xffffffff'),
  );
  let read = 0;
  fc.assert(fc.property(text, (t) => {
    let expected: ReturnType<typeof ipaddr.parse> | undefined;
    try {
      expected = ipaddr.parse(t);
    } catch {
      expected = undefined;
    }
    if (!expected) return assert.throws(() => parseIP(t), Error, t);
    read++;
    const got = parseIP(t);
    assert.equal(got.kind(), expected.kind(), t);
    assert.equal(got.toString(), expected.toString(), t);
    assert.equal(normalizeIP(t), expected.toString(), t);
    assert.equal(ipBits(t), expected.kind() === 'ipv4' ? 32 : 128, t);
  }), { numRuns: 3000 });
  assert.ok(read > 300, `only ${read} addresses read`);
});

test('parseCidr reads a subnet as ipaddr.parseCIDR does (trying each family by its separator instead of IPv6 first)', () => {
  const octet = fc.oneof(fc.integer({ min: 0, max: 300 }).map(String), fc.constantFrom('00', '010', '0x1f', ''));
  const address = fc.oneof(
    fc.array(octet, { minLength: 1, maxLength: 5 }).map((parts) => parts.join('.')),
    fc.stringMatching(/^[0-9a-f.:]{0,14}$/),
    fc.constantFrom('10.96.0.0', 'fd00:10:96::', '::ffff:10.0.0.0', '::', '0.0.0.0', 'fe80::1%eth0', 'cp-1'),
  );
  const prefix = fc.oneof(fc.integer({ min: 0, max: 130 }).map(String), fc.constantFrom('', '08', ' 8', 'x'));
  let parsed = 0;
  fc.assert(fc.property(address, prefix, (a, p) => {
    const text = `${a}/${p}`;
    let expected: ReturnType<typeof ipaddr.parseCIDR> | undefined;
    try {
      expected = ipaddr.parseCIDR(text);
    } catch {
      expected = undefined;
    }
    const got = parseCidr(text);
    if (!expected) return assert.equal(got, undefined, text);
    const [addr, bits] = expected;
    const family = addr.kind() === 'ipv4' ? ipaddr.IPv4 : ipaddr.IPv6;
    // A subnet with host bits set is refused.
    if (family.networkAddressFromCIDR(text).toString() !== addr.toString()) return assert.equal(got, undefined, text);
    parsed++;
    assert.equal(got?.text, `${addr.toString()}/${bits}`, text);
    assert.equal(got?.bits, addr.kind() === 'ipv4' ? 32 : 128, text);
  }), { numRuns: 3000 });
  assert.ok(parsed > 100, `only ${parsed} subnets parsed`);
});

test('parseCidr rejects host bits and garbage; nthAddress counts from the network address', () => {
  assert.equal(parseCidr('10.96.0.1/12'), undefined);
  assert.equal(parseCidr('10.96.0.0'), undefined);
  assert.equal(parseCidr('nonsense/8'), undefined);
  assert.equal(nthAddress(parseCidr('10.96.0.0/12')!, 1), '10.96.0.1');
  assert.equal(nthAddress(parseCidr('10.96.0.0/12')!, 10), '10.96.0.10');
  assert.equal(nthAddress(parseCidr('10.0.0.0/16')!, 300), '10.0.1.44');
  assert.equal(nthAddress(parseCidr('fd00:10:96::/112')!, 10), 'fd00:10:96::a');
});

test('overlaps', () => {
  assert.ok(overlaps(parseCidr('10.96.0.0/12')!, parseCidr('10.100.0.0/16')!));
  assert.ok(!overlaps(parseCidr('10.96.0.0/12')!, parseCidr('10.244.0.0/16')!));
  assert.ok(!overlaps(parseCidr('10.96.0.0/12')!, parseCidr('fd00::/64')!));
});

test('host:port helpers bracket IPv6', () => {
  assert.equal(joinHostPort('2001:db8::1', 6443), '[2001:db8::1]:6443');
  assert.equal(joinHostPort('10.0.0.1', 6443), '10.0.0.1:6443');
  assert.deepEqual(splitHostPort('[2001:db8::1]:6443'), { host: '2001:db8::1', port: 6443 });
  assert.deepEqual(splitHostPort('2001:db8::1'), { host: '2001:db8::1' });
  assert.deepEqual(splitHostPort('api.example.com'), { host: 'api.example.com', port: undefined });
  assert.equal(splitHostPort('a:b:c'), undefined);
});

test('durations', () => {
  assert.equal(parseDuration('24h'), 86400);
  assert.equal(parseDuration('1h30m'), 5400);
  assert.equal(parseDuration('1.5h'), 5400);
  assert.equal(parseDuration('10y'), undefined);
  assert.equal(parseDuration('h'), undefined);
  assert.equal(parseDuration('30d'), undefined, 'no day unit in cluster.yaml: kubeadm would not read it');
  assert.equal(parseDuration('30d', { days: true }), 30 * 86400);
  assert.equal(parseDuration('1d12h', { days: true }), 36 * 3600);
  assert.equal(formatDuration(8760 * 3600), '8760h');
  assert.equal(formatDuration(90), '1m30s');
  assert.equal(formatDuration(0), '0s');
});
