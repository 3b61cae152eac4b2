import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { verifyHostKey } from './host-key-policy.js';

const KEY = 'AAAAC3NzaC1lZDI1NTE5AAAAINZbArU+6gvz6vrBP+xMDL+KgPsmCs2HUDthcCefujSw';
const CA = 'AAAAC3NzaC1lZDI1NTE5AAAAIFQd/JM7cqYgKEnXFSleJgEf++x/+hMar7om3T/MFjY0';
const dir = mkdtempSync(join(tmpdir(), 'k8sform-known-hosts-'));
after(() => rmSync(dir, { recursive: true, force: true }));

test('a host trusted only through @cert-authority is refused with how to trust its key, and never recorded', async () => {
  const file = join(dir, 'known_hosts');
  const text = `@cert-authority *.lab ssh-ed25519 ${CA}\n`;
  writeFileSync(file, text);
  for (const trustNewHostKeys of [false, true]) {
    const why = await verifyHostKey({ knownHostsFile: file, trustNewHostKeys, readFile }, text, 'cp-1.lab', 22, Buffer.from(KEY, 'base64'));
    assert.equal(
      why,
      `${file} trusts this host through a @cert-authority line (host certificates), which k8sform does not verify; ` +
        `add the host's own key (ssh-keyscan -p 22 cp-1.lab >> ${file}) after checking that it presents SHA256:X2nDryfdfBq57a/JSERwWNbUH1zrpwA1bCx6JkKAz/o (ssh-ed25519)`,
    );
    assert.equal(readFileSync(file, 'utf8'), text, 'nothing recorded');
  }
  const recorded = await verifyHostKey({ knownHostsFile: file, trustNewHostKeys: true, readFile }, text, 'web.example', 22, Buffer.from(KEY, 'base64'));
  assert.equal(recorded, undefined, 'a host no line covers is recorded on first use, as before');
  assert.equal(readFileSync(file, 'utf8'), `${text}web.example ssh-ed25519 ${KEY}\n`);
});
