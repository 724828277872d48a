// The synthesis targets (hdl/doc/synthesis.md) (scripts/lib/synth-targets.mjs): each row's figures and status
// come from the registry's files by the target's rule. The committed copy is checked with the
// synthesis tables (synth-table.test.mjs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { targetLines } from '../lib/synth-targets.mjs';
import { loadSimCore } from '../lib/sim-core.mjs';

const { throughputMbps } = await loadSimCore();
const figure = (extra) => ({ luts: 1000, ffs: 300, brams: 20, date: '2026-11-29', tools: {}, ...extra });
const ecb = (cyclesPerBlock) => ({ modes: [{ mode: 'ecb', direction: 'encrypt', cyclesPerBlock }] });
const measured = {
  configurations: {
    'aes128-encdec-lu1-bram-online-all': ecb(10),
    'aes128-enc-lu1-bram-online-all': ecb(10),
    'aes128-enc-sp10m3-bram-online-all': ecb(1),
  },
};
const statuses = (configurations) =>
  targetLines({ configurations }, measured, throughputMbps, () => 128)
    .slice(2)
    .map((row) => row.split(' | ').at(-1).replace(/ \|$/, ''));

test('each target met, from the figures alone', () => {
  const [up5k, hx8k, ecp5] = statuses({
    'aes128-encdec-lu1-bram-online-all': { 'ice40-up5k': figure({ fits: true, fmaxMHz: 20.5, logicCells: 3358 }) },
    // 128 × 80 MHz ÷ 10 = 1,024 Mbit/s over 1,000 LUT4: 1,024 kbit/s per LUT4.
    'aes128-enc-lu1-bram-online-all': { 'ice40-hx8k': figure({ fmaxMHz: 80 }) },
    // 128 × 240 MHz = 30.72 Gbit/s in 39,000 LUT4.
    'aes128-enc-sp10m3-bram-online-all': { 'ecp5-85f': figure({ luts: 39000, fmaxMHz: 240, placer: 'heap' }) },
  });
  assert.deepEqual([up5k, hx8k, ecp5], ['met', 'met', 'area met, speed met']);
});

test('each target missed says how, and a missing figure says so rather than passing', () => {
  const [up5k, hx8k, ecp5] = statuses({
    'aes128-encdec-lu1-bram-online-all': { 'ice40-up5k': figure({ fits: false, luts: 6000 }) },
    // 128 × 0.5 MHz ÷ 10 = 6.4 Mbit/s over 1,000 LUT4: 6.4 kbit/s per LUT4.
    'aes128-enc-lu1-bram-online-all': { 'ice40-hx8k': figure({ fmaxMHz: 0.5 }) },
    'aes128-enc-sp10m3-bram-online-all': { 'ecp5-85f': figure({ luts: 41000, fmaxMHz: 117.2, placer: 'heap' }) },
  });
  assert.deepEqual([up5k, hx8k, ecp5], ['not met', 'not met', 'area not met, speed not (50 % of the target)']);
  assert.deepEqual(statuses({}), ['not measured', 'not measured', 'not measured']);
});

test('a figure from earlier inputs carries its †', () => {
  const [, , row] = targetLines(
    {
      configurations: {
        'aes128-encdec-lu1-bram-online-all': {
          'ice40-up5k': figure({ fits: true, fmaxMHz: 20.5, earlierInputs: true }),
        },
      },
    },
    measured,
    throughputMbps,
    () => 128,
  );
  assert.match(row, /20\.5 MHz against the iCEBreaker's 12 MHz \(2026-11-29\) †/);
});
