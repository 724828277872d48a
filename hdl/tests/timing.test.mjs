// Timing measured from the RTL, against the papers and against hdl/doc/timing.md.
// Elbirt et al.'s Rijndael rows (Tables 2 and 3) and Chodowiec et al.'s 11/13/15 cycles
// hold exactly, except where hdl/doc/architectures.md states the difference and why.
// Natively every configuration; in WASM a representative set (timedEntries, lib/setup.mjs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { entries, timedEntries, keyLoader, simCore, describeModel } from './lib/setup.mjs';
import { root } from '../../scripts/lib/paths.mjs';
import { cipherById } from '../../registry/ciphers.mjs';
import { measureTiming, measureModes } from '../timing.mjs';
import {
  timingRows,
  fidelityRows,
  modeRows,
  renderTables,
  committedTables,
  measuredJson,
  committedMeasured,
} from '../timing-table.mjs';

const published = JSON.parse(fs.readFileSync(path.join(root, 'registry', 'published.json'), 'utf8'));
const ciphers = JSON.parse(fs.readFileSync(path.join(root, 'registry', 'ciphers.json'), 'utf8'));
const measured = new Map();
const modesMeasured = new Map();
const close = (a, b) => Math.abs(a - b) < 1e-9;

/** What we expect against a published figure (hdl/doc/architectures.md, "Beside the papers"). */
function expectedAgainst(row, kind, config) {
  const theirs = row.cyclesPerBlock[kind];
  const a = config.architecture;
  const cipher = cipherById(ciphers, config.cipher);
  const passes = cipher.rounds[row.keyBits] + (cipher.initialRound ? 1 : 0);
  // SP-k-m streams at passes / k: a block enters only at a round register, so the m inner
  // registers a leaving block frees stay empty until the hole reaches one. Elbirt et al.
  // count latency / blocks in flight; Moshopoulos et al.'s cores have no round-0 cycle, so
  // AES's (Nr + 1) / k is a cycle over theirs, and a cipher without an initial pass equals it.
  if (kind === 'stream' && a.kind === 'SP' && (row.source === 'elbirt2000' || row.source === 'moshopoulos')) {
    return passes / a.k;
  }
  // A block-RAM register closing the loop: a finished block leaves after the last
  // AddRoundKey without a register of its own, one cycle before Chodowiec et al.'s.
  if (row.source === 'chodowiec' && !config.layout.afterArk) return theirs - 1;
  return theirs;
}

for (const entry of timedEntries) {
  describeModel(entry, (model) => {
    test('timing: feedback = latency, streams no slower, key setup measured', async () => {
      const results = await measureTiming(model, entry.config, keyLoader(entry.config));
      measured.set(entry.id, results);
      for (const r of results) {
        const where = `${r.keyBits}-bit ${r.direction}`;
        assert.equal(r.feedback, r.latency, `${where}: a feedback mode waits the whole latency`);
        assert.ok(r.stream <= r.feedback, `${where}: streaming is no slower than feedback`);
        assert.ok(r.keySetup >= 1 && r.inFlight >= 1, `${where}: ${JSON.stringify(r)}`);
      }
    });

    test('sim-core predicts every figure exactly (sim-core/src/architecture)', () => {
      const prediction = simCore.predictTiming(entry.id);
      const results = measured.get(entry.id);
      assert.ok(results, 'not measured');
      for (const r of results) {
        const t = prediction.byKeySize.find((p) => p.keyBits === r.keyBits);
        const pick = (x) => ({
          keySetup: x.keySetup,
          handshakes: x.handshakes,
          latency: x.latency,
          feedback: x.feedback,
          stream: x.stream,
          inFlight: x.inFlight,
        });
        assert.deepEqual(
          pick(t),
          pick(r),
          `${r.keyBits}-bit ${r.direction}: predicted (actual) vs measured (expected)`,
        );
      }
    });

    test("modes: cycles per block measured, predicted exactly, and the papers' claims hold", async () => {
      const results = measured.get(entry.id);
      assert.ok(results, 'not measured');
      const smallest = results[0].keyBits;
      const base = (direction) =>
        results.find((r) => r.keyBits === smallest && r.direction === direction) ??
        results.find((r) => r.keyBits === smallest);
      const rows = await measureModes(model, entry.config, keyLoader(entry.config), base('encrypt').inFlight);
      modesMeasured.set(entry.id, rows);
      const prediction = simCore.predictTiming(entry.id);
      for (const row of rows) {
        const what = `${row.mode} ${row.direction}`;
        const p = prediction.modes.find((m) => m.mode === row.mode && m.decrypt === (row.direction === 'decrypt'));
        assert.ok(p, `${what}: sim-core predicts no rate for it`);
        assert.equal(row.chains, p.chains, `${what}: chains`);
        assert.ok(
          close(row.cyclesPerBlock, p.cyclesPerBlock),
          `${what}: measured ${row.cyclesPerBlock}, predicted ${p.cyclesPerBlock}`,
        );
        assert.ok(
          row.utilization.every((u) => u >= 0 && u <= 1),
          `${what}: utilization ${row.utilization}`,
        );
        // Elbirt et al. (Tables 2 vs 3): non-feedback modes keep the pipeline full, feedback
        // modes wait the whole latency; CBC and CFB decryption have no feedback; n
        // interleaved chains (Swankoski et al.) or streams (Chodowiec et al.) overlap n blocks.
        const t = base(
          row.mode === 'cbc' || row.mode === 'ecb' || row.mode === 'interleavedCbc' || row.mode === 'multiStreamCbc'
            ? row.direction
            : 'encrypt',
        );
        const decrypt = row.direction === 'decrypt';
        const feedback = ['cbc', 'cfb', 'interleavedCbc', 'multiStreamCbc'].includes(row.mode)
          ? !decrypt
          : row.mode === 'ofb';
        const want = !feedback ? t.stream : Math.max(t.stream, t.latency / row.chains);
        assert.ok(
          close(row.cyclesPerBlock, want),
          `${what}: ${row.cyclesPerBlock} cycles/block, expected ${want} (stream ${t.stream}, latency ${t.latency}, ${row.chains} chain(s))`,
        );
        if (feedback && row.chains >= t.inFlight) {
          assert.ok(
            close(row.cyclesPerBlock, t.stream),
            `${what}: ${row.chains} chains >= ${t.inFlight} in flight recover the stream rate`,
          );
        }
      }
    });

    const rows = published.rows.filter((p) => p.config.includes(entry.id) && p.cyclesPerBlock);
    for (const row of rows) {
      test(`beside ${published.sources[row.source].cite.split(',')[0]} et al.: ${row.label}`, () => {
        assert.ok(
          entry.config.keyBits.includes(row.keyBits),
          `registry/published.json's row '${row.label}' gives keyBits ${row.keyBits}; the core takes ${entry.config.keyBits.join('/')}`,
        );
        const ours = measured.get(entry.id)?.find((r) => r.keyBits === row.keyBits && r.direction !== 'decrypt');
        assert.ok(ours, 'not measured');
        for (const kind of Object.keys(row.cyclesPerBlock)) {
          const want = expectedAgainst(row, kind, entry.config);
          assert.ok(
            Math.abs(ours[kind] - want) < 1e-9,
            `${kind}: measured ${ours[kind]}, expected ${want} (paper ${row.cyclesPerBlock[kind]})`,
          );
        }
      });
    }
  });
}

test(
  'hdl/doc/timing.md and registry/measured.json show these measurements (npm run timing rewrites them)',
  {
    skip:
      (process.env.CS_CONFIGS && 'only with the whole registry') ||
      (timedEntries !== entries && 'the native layer measures every configuration'),
  },
  () => {
    const timing = entries.flatMap((e) => timingRows(e, measured.get(e.id)));
    const fidelity = fidelityRows(published, measured);
    const modes = entries.flatMap((e) => modeRows(e, modesMeasured.get(e.id)));
    assert.equal(
      committedTables(),
      renderTables(timing, fidelity, modes),
      'the committed table is stale: run npm run timing',
    );
    assert.deepEqual(
      committedMeasured(),
      measuredJson(entries, measured, modesMeasured),
      'registry/measured.json is stale: run npm run timing',
    );
  },
);
