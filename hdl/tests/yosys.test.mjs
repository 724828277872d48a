// Every configuration is accepted by the project's Yosys (Debian's 0.23): the same files
// Verilator simulates, elaborated and checked, with no errors and no warnings beyond the
// known-harmless ones. Full synthesis for iCE40 and ECP5 is `npm run synth` (minutes per
// configuration). Results are cached by a hash of the RTL and the top level (build/yosys/).
//
// Tiers (the brief's: npm test a representative set, npm run sweep everything). npm test
// accepts a set in which every value of each of a cipher's RTL-relevant parameters appears,
// smallest configurations first (everyRtlValue, lib/setup.mjs: an SP-10-3 core took Yosys
// 53 s, LU-1 cores a few). `npm run sweep` accepts them all: its native part sets CS_SWEEP=1,
// which this file reads (so does `CS_SWEEP=1 node --test hdl/tests/yosys.test.mjs`), rather
// than a copy in hdl/sweep/, so the one cache and the one accept() stay in one file. With
// CS_CONFIGS the rule picks among the configurations named. Cold (no build/yosys), one of
// each combination of those values (38 of 49) took 316 s of the fresh clone's npm test
// (2026-11-27); this set is 36 of 82.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { entries, backend, everyRtlValue } from './lib/setup.mjs';
import { buildDir } from '../../scripts/lib/paths.mjs';
import { modelPaths } from '../../scripts/lib/models.mjs';
import { hashInputs } from '../../scripts/lib/cache.mjs';
import { run, versionOf, Slots } from '../../scripts/lib/run.mjs';
import { hdlDir } from '../cores.mjs';
import { readCore, yosysArgs, yosysInputs, yosysProblems, readTop } from '../yosys.mjs';

const slots = new Slots(2);
const version = await versionOf('yosys', ['-V']);

async function accept(entry) {
  const top = readTop(modelPaths(entry.id).dir);
  const cipher = entry.config.cipher;
  const files = yosysInputs(top, cipher);
  const cache = path.join(buildDir, 'yosys', `${entry.id}.accept.json`);
  const hash = hashInputs({ files, strings: [version, ...yosysArgs(top, 'accept', cipher)] });
  try {
    const cached = JSON.parse(fs.readFileSync(cache, 'utf8'));
    if (cached.hash === hash) return cached.problems;
  } catch {
    // No cached verdict (or an unreadable one): ask Yosys.
  }
  const r = await slots.use(() => run('yosys', yosysArgs(top, 'accept', cipher), { check: false }));
  const problems = yosysProblems(`${r.stdout}\n${r.stderr}`);
  if (r.code !== 0 && problems.length === 0) problems.push(`yosys exited with ${r.code}`);
  fs.mkdirSync(path.dirname(cache), { recursive: true });
  fs.writeFileSync(cache, JSON.stringify({ hash, problems }));
  return problems;
}

const sweep = process.env.CS_SWEEP === '1';
const accepted = sweep ? entries : everyRtlValue(entries);
const tier =
  accepted.length === entries.length
    ? `every configuration (${entries.length})`
    : `${accepted.length} of ${entries.length} configurations, every value of each RTL parameter (npm run sweep accepts all)`;

describe(`Yosys (${version}) accepts ${tier}`, { skip: backend !== 'native' && 'runs in the native layer' }, () => {
  const results = backend === 'native' ? accepted.map((e) => accept(e)) : [];
  accepted.forEach((entry, i) => {
    test(entry.id, async () => {
      assert.deepEqual(await results[i], [], 'Yosys problems');
    });
  });
});

// `npm run synth` places iterative cores on the iCE40HX8K behind two pins
// (hdl/rtl/measure/cs_serial_ports.sv); the wrapper must elaborate around any core.
describe(
  'Yosys accepts the two-pin measurement wrapper',
  { skip: backend !== 'native' && 'runs in the native layer' },
  () => {
    // One core of each cipher, its iterative encryptor where there is one: the iCE40HX8K
    // measures LU-1 encryptors (AES's on block RAM). npm test wraps the first cipher's alone:
    // every core has cs_top's ports, and each wrap reads and elaborates a whole cipher's RTL
    // again (221 s for five of the fresh clone's npm test, 2026-11-27); npm run sweep wraps one
    // of each cipher.
    const ciphers = [...new Set(entries.map((e) => e.config.cipher))].slice(0, sweep ? undefined : 1);
    const around = ciphers.map((cipher) => {
      const own = entries.filter((e) => e.config.cipher === cipher);
      return (
        own.find((e) => e.id === 'aes128-enc-lu1-bram-online-all') ?? own.find((e) => /-enc-lu1-/.test(e.id)) ?? own[0]
      );
    });
    // The wrapper's shift register and output tree are 128 bits a block wide: a core of
    // another block size (Triple DES's 64) would have its block ports resized.
    const wrapperBlockBits = 128;
    for (const entry of around)
      test(
        `around ${entry.id}`,
        {
          skip:
            entry.config.blockBits !== wrapperBlockBits &&
            `cs_serial_ports.sv moves ${wrapperBlockBits}-bit blocks; ${entry.config.cipher}'s are ${entry.config.blockBits} (the wrapper needs a BlockBits parameter)`,
        },
        async () => {
          const top = readTop(modelPaths(entry.id).dir);
          const stages = Number(/NumStages = (\d+)/.exec(fs.readFileSync(top, 'utf8'))[1]);
          const read = readCore(entry.config.cipher, [top, path.join(hdlDir, 'rtl', 'measure', 'cs_serial_ports.sv')]);
          const script = `${read}; hierarchy -check -top cs_serial_ports -chparam NumStages ${stages}; proc; opt_clean; check -assert`;
          const r = await slots.use(() => run('yosys', ['-p', script], { check: false }));
          const problems = yosysProblems(`${r.stdout}\n${r.stderr}`);
          assert.deepEqual(problems, [], 'Yosys problems');
          assert.equal(r.code, 0, `yosys exited with ${r.code}`);
        },
      );
  },
);
