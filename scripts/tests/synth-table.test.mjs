// The synthesis table (scripts/lib/synth-table.mjs): the registry's figures as rows, and the
// committed copies in hdl/doc/synthesis.md and each cipher's hdl/doc/<id>.md.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { synthesisTable, synthesisBlocks, committedBlock } from '../lib/synth-table.mjs';
import { markEarlierInputs } from '../../registry/earlier-inputs.mjs';
import { root } from '../lib/paths.mjs';
import { loadSimCore } from '../lib/sim-core.mjs';

const { throughputMbps } = await loadSimCore();

const figure = (extra) => ({ luts: 5134, ffs: 9589, brams: 120, date: '2026-11-23', tools: {}, ...extra });

/** synthesisTable's rows (its two heading lines left out), each as its cells. */
const rowsOf = (synthesis, measured = { configurations: {} }) =>
  synthesisTable(synthesis, measured, throughputMbps)
    .slice(2)
    .map((r) => r.split('|').map((c) => c.trim()));

test('a row gives the faster placer, the other placer, and ECB Gbit/s from the measured cycles per block', () => {
  const synthesis = {
    configurations: {
      'aes128-x': {
        core: 'aes128-x-ecb',
        'ecp5-85f': figure({
          fmaxMHz: 170.82,
          placer: 'static',
          placers: { heap: { fmaxMHz: 117.54 }, static: { fmaxMHz: 170.82 } },
          bramOutputRegisters: 1600,
        }),
      },
    },
  };
  const measured = {
    configurations: {
      'aes128-x': {
        modes: [
          { mode: 'cbc', direction: 'encrypt', cyclesPerBlock: 41 },
          { mode: 'ecb', direction: 'encrypt', cyclesPerBlock: 1 },
        ],
      },
    },
  };
  const [cells] = rowsOf(synthesis, measured);
  assert.equal(cells[1], '`aes128-x`');
  assert.equal(cells[3], '9,589 + 1,600');
  assert.equal(cells[5], '0');
  assert.equal(cells[6], '170.8 (static; 117.5 other)');
  assert.equal(cells[7], ((128 * 170.82) / 1000).toFixed(2));
});

test('a core that does not fit, one placer that failed, neither placer, and a configuration without timing', () => {
  const synthesis = {
    configurations: {
      big: {
        core: 'big-ecb',
        'ecp5-85f': figure({ fits: false, reason: 'too big' }),
        'ice40-up5k': figure({ fits: false }),
      },
      comp: {
        core: 'comp-ecb',
        'ecp5-85f': figure({
          fmaxMHz: 90,
          placer: 'static',
          placers: { heap: { failed: 'ERROR: Unable to find legal placement' }, static: { fmaxMHz: 90 } },
        }),
      },
      stuck: {
        core: 'stuck-ecb',
        'ecp5-85f': figure({
          placed: false,
          reason: 'nextpnr-ecp5 placed it with neither placer',
          placers: { heap: { failed: 'ERROR' }, static: { failed: 'ERROR' } },
        }),
      },
    },
  };
  const measured = { configurations: { stuck: { modes: [{ mode: 'ecb', direction: 'encrypt', cyclesPerBlock: 1 }] } } };
  const [big, comp, stuck] = rowsOf(synthesis, measured);
  assert.equal(big[6], 'does not fit');
  assert.equal(big[8], 'does not fit (5,134 LUT4)');
  assert.equal(comp[6], '90.0 (static; other failed)');
  assert.equal(comp[7], '–');
  assert.equal(stuck[2], '5,134');
  assert.equal(stuck[6], 'not placed (both placers failed)');
  assert.equal(stuck[7], '–');
});

test("multiplier blocks: their own ECP5-85F column, and named after the other devices' block RAMs where used", () => {
  const synthesis = {
    configurations: {
      m: {
        core: 'm-ecb',
        'ecp5-85f': figure({ dsps: 6, fmaxMHz: 39.42, placer: 'heap' }),
        'ice40-up5k': figure({ dsps: 6, fits: true, fmaxMHz: 16.93 }),
        'ice40-hx8k': figure({}),
        artix7: figure({ dsps: 6, estimate: true }),
      },
    },
  };
  const [row] = rowsOf(synthesis);
  assert.equal(row[5], '6');
  assert.equal(row[8], '5,134 / 9,589 / 120 + 6 SB_MAC16, 16.9 MHz');
  assert.equal(row[9], '5,134 / 9,589 / 120');
  assert.equal(row[10], '5,134 / 9,589 / 120 + 6 DSP48E1');
});

test('a figure synthesis-stale.json names is marked †, in its own device column only', () => {
  const synthesis = {
    configurations: {
      a: { core: 'a-ecb', 'ecp5-85f': figure({ fmaxMHz: 90, placer: 'heap' }), artix7: figure({ estimate: true }) },
    },
  };
  const stale = { configurations: { a: ['artix7'] } };
  const [row] = rowsOf(markEarlierInputs(synthesis, stale));
  assert.equal(row[6], '90.0 (heap)');
  assert.equal(row[10], '5,134 / 9,589 / 120 †');
  assert.equal(row[9], '–');
});

test("hdl/doc/synthesis.md and each cipher's document hold the figures registry/synthesis.json holds today", () => {
  for (const { file, name, text } of synthesisBlocks(throughputMbps))
    assert.equal(
      committedBlock(file, name),
      text,
      `${path.relative(root, file)}'s synthesis figures (${name}) are not the registry's: npm run synth -- --stale rewrites them`,
    );
});
