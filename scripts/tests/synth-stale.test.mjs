// registry/synthesis-stale.json names exactly the committed figures measured from inputs that
// have since changed (scripts/lib/synth-stale.mjs): the lab marks those, so a stale file would
// show a figure of earlier RTL as today's, or the other way round.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { loadRegistry } from '../lib/registry.mjs';
import { loadSimCore } from '../lib/sim-core.mjs';
import { toolVersions } from '../lib/synth-figures.mjs';
import { staleFigures, staleFile, staleFileText } from '../lib/synth-stale.mjs';

test('registry/synthesis-stale.json names the committed figures whose inputs changed, and no others', async () => {
  const registry = await loadRegistry();
  const stale = await staleFigures(registry.entries, { simCore: await loadSimCore(), versions: await toolVersions() });
  assert.equal(
    fs.readFileSync(staleFile, 'utf8'),
    staleFileText(stale),
    "registry/synthesis-stale.json is not what today's inputs give: npm run synth -- --stale rewrites it",
  );
});
