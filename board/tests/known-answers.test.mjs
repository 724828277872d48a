// The known answers a project of a cipher the host script does not check by itself (every
// cipher but AES) carries for it (board/export/known-answers.mjs), what the export refuses for
// such a cipher and why, and the description the projects read and carry
// (node --test board/tests/known-answers.test.mjs). The simulated board runs them in
// board-sim.test.mjs.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { root } from '../../scripts/lib/paths.mjs';
import { loadSimCore } from '../../scripts/lib/sim-core.mjs';
import { boardRepoPaths, coreRepoPaths, makeProject, readRepoFile } from '../../scripts/lib/export.mjs';
import { boardById, listBoards } from '../boards.mjs';
import { vendorBackend } from '../export/flows.mjs';
import { hostCipherProblem, vectorFiles } from '../export/host.mjs';
import { rtlBlockBits, topParameters } from '../export/flows.mjs';
import { exportConfiguration } from '../export/configured.mjs';
import { KNOWN_ANSWERS_PATH, THROUGHPUT_COUNTS, knownAnswers, knownAnswersText } from '../export/known-answers.mjs';
import { knownAnswerFiles, publishedAnswers } from '../../vectors/known-answers.mjs';

const simCore = await loadSimCore();
const readFile = (p) => new TextDecoder().decode(readRepoFile(p));
const bytes = (hex) => Uint8Array.from(Buffer.from(hex, 'hex'));
const hex = (b) => Buffer.from(b).toString('hex');
const OFFLINE_KEY = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';
const description = JSON.parse(readFile('registry/ciphers.json'));
const cavpFiles = { des: publishedAnswers.des.cavp };

/** Crypto++'s Serpent lines of one key size, as the repository file has them. */
function publishedLines(bits) {
  const text = fs.readFileSync(path.join(root, knownAnswerFiles.serpent.path), 'utf8');
  return text
    .split('\n')
    .map((l) => l.trim().split(/\s+/))
    .filter((f) => f.length === 3 && f[0].length * 4 === bits);
}

test('a Serpent core gets every published line of its key size, in each direction it has', () => {
  for (const [id, directions] of [
    ['serpent128-enc-lu1-lut-online-ecb', [false]],
    ['serpent192-encdec-lu1-lut-online-all', [false, true]],
    ['serpent256-dec-lu1-lut-online-cbc', [true]],
  ]) {
    const config = simCore.parseConfiguration(id);
    const answers = knownAnswers({ simCore, config, readFile });
    const published = answers.vectors.filter((v) => v.origin.startsWith(knownAnswerFiles.serpent.path));
    const lines = publishedLines(config.keyBits[0]);
    assert.equal(published.length, lines.length * directions.length, id);
    for (const [key, plaintext, ciphertext] of lines.map((l) => l.map((f) => f.toLowerCase()))) {
      for (const decrypt of directions) {
        const [input, expected] = decrypt ? [ciphertext, plaintext] : [plaintext, ciphertext];
        const found = published.filter((v) => v.key === key && v.decrypt === decrypt && v.input === input);
        assert.deepEqual(
          found.map((v) => v.expected),
          [expected],
          `${id}: ${key} ${decrypt ? 'decrypt' : 'encrypt'}`,
        );
      }
    }
  }
});

test("every answer is sim-core's, and T's checksums are the XOR of blocks 0, 1, 2, …", () => {
  const config = simCore.parseConfiguration('serpent128-encdec-lu1-lut-online-all');
  const answers = knownAnswers({ simCore, config, readFile });
  assert.equal(answers.config, config.id);
  assert.equal(answers.bakedKey, null);
  for (const v of answers.vectors) {
    const got = simCore.cipherBlocks('serpent', bytes(v.key), bytes(v.input), v.decrypt);
    assert.equal(hex(got), v.expected, v.origin);
  }
  // Run-time modes: CBC, CFB, OFB, CTR examples both ways, each four blocks.
  assert.deepEqual([...new Set(answers.modeExamples.map((e) => e.mode))], ['cbc', 'cfb', 'ofb', 'ctr']);
  const cbc = answers.modeExamples.find((e) => e.mode === 'cbc' && !e.decrypt);
  let chain = bytes(cbc.iv);
  cbc.inputs.forEach((input, i) => {
    const x = bytes(input).map((b, j) => b ^ chain[j]);
    chain = simCore.cipherBlocks('serpent', bytes(cbc.key), x, false);
    assert.equal(hex(chain), cbc.expected[i], `CBC block ${i}`);
  });
  // T runs ECB on a run-time-mode core: one checksum per direction, for 1 … 4096 blocks.
  assert.equal(answers.throughput.length, 2);
  for (const t of answers.throughput) {
    assert.equal(t.mode, 'ecb');
    assert.deepEqual(Object.keys(t.checksums).map(Number), THROUGHPUT_COUNTS);
    const b0 = simCore.cipherBlocks('serpent', bytes(t.key), new Uint8Array(16), t.decrypt);
    const one = new Uint8Array(16);
    one[15] = 1;
    const b1 = simCore.cipherBlocks('serpent', bytes(t.key), one, t.decrypt);
    assert.equal(t.checksums[1], hex(b0));
    assert.equal(t.checksums[2], hex(b0.map((b, j) => b ^ b1[j])));
  }
});

test('an offline core is checked under its baked key only: the board cannot load 33 round keys', () => {
  const config = simCore.parseConfiguration('serpent256-enc-pp8-lut-offline-all');
  const answers = knownAnswers({ simCore, config, readFile, key: OFFLINE_KEY.toUpperCase() });
  assert.equal(answers.bakedKey, OFFLINE_KEY);
  const keys = new Set([
    ...answers.vectors.map((v) => v.key),
    ...answers.modeExamples.map((e) => e.key),
    ...answers.throughput.map((t) => t.key),
  ]);
  assert.deepEqual([...keys], [OFFLINE_KEY]);
  // Crypto++'s line 12 has this very key; sim-core adds 32 blocks.
  assert.equal(answers.vectors.filter((v) => v.origin.includes('cryptopp')).length, 1);
  assert.equal(answers.vectors.length, 33);
});

test('a single-mode core gets the examples of its mode and T in that mode, with its IVs', () => {
  const config = simCore.parseConfiguration('serpent128-enc-lu1-lut-online-icbc4');
  const answers = knownAnswers({ simCore, config, readFile });
  assert.deepEqual([...new Set(answers.modeExamples.map((e) => e.mode))], ['cbc']);
  assert.equal(answers.throughput.length, 1);
  assert.equal(answers.throughput[0].mode, 'icbc');
  assert.equal(answers.throughput[0].ivs.length, 4);
});

test('the project carries known-answers.json and says so; AES projects read the NIST files', async () => {
  const board = boardById('icebreaker');
  const key = undefined;
  const config = simCore.parseConfiguration('serpent128-enc-lu1-lut-online-ecb');
  const { files } = await makeProject({ simCore, board, config, key, vendor: null });
  const text = (p) => new TextDecoder().decode(files.get(p));
  assert.equal(text(KNOWN_ANSWERS_PATH), knownAnswersText({ simCore, config, readFile, key }));
  assert.deepEqual(
    [...files.keys()].filter((p) => p.startsWith('host/vectors/')).sort(),
    ['host/vectors/README.md', KNOWN_ANSWERS_PATH, 'host/vectors/serpent/cryptopp-serpentv.dat'].sort(),
  );
  assert.match(text('host/vectors/README.md'), /\| `known-answers.json` \| the known answers `..\/cs_host.py` checks/);
  assert.match(text('README.md'), /The Serpent core `serpent128-enc-lu1-lut-online-ecb`/);
  assert.match(text('README.md'), /checks the board against `host\/vectors\/known-answers.json`/);
  assert.match(text('cipherscope.core'), /description: "Serpent core serpent128-enc-lu1-lut-online-ecb/);
  assert.ok(
    [...files.keys()].every((p) => !p.startsWith('hdl/rtl/aes/')),
    'no AES RTL in a Serpent project',
  );

  const aes = await makeProject({
    simCore,
    board,
    config: simCore.parseConfiguration('aes128-enc-lu1-bram-online-ecb'),
    vendor: null,
  });
  assert.ok(!aes.files.has(KNOWN_ANSWERS_PATH));
  assert.deepEqual(vectorFiles({ cipher: 'serpent', keyBits: [192] }, description), [knownAnswerFiles.serpent.path]);
});

test("every vendor board gets scripts that read the cipher's own RTL; another cipher's are refused", async () => {
  const config = simCore.parseConfiguration('serpent128-enc-lu1-lut-online-ecb');
  for (const board of listBoards().filter((b) => vendorBackend(b).name)) {
    const { name, title } = vendorBackend(board);
    // Edalize's scripts for Serpent's file list (cached under build/export/vendor/<board>/serpent/).
    const { files } = await makeProject({ simCore, board, config });
    const scripts = [...files.keys()].filter((p) => p.startsWith(`${name}/`));
    assert.ok(scripts.length > 0, `${board.id}: no ${name}/ scripts`);
    const text = scripts.map((p) => new TextDecoder().decode(files.get(p))).join('\n');
    // A source file by its path; an include file (.svh) by its folder, the include path
    // Edalize gives the vendor tool (Diamond's `{include path}`), or by its path.
    for (const rtl of [...files.keys()].filter((p) => p.startsWith('hdl/rtl/'))) {
      const read = rtl.endsWith('.svh') ? [rtl, path.posix.dirname(rtl)] : [rtl];
      assert.ok(
        read.some((r) => text.includes(r)),
        `${board.id}: the ${title} scripts do not read ${rtl}${rtl.endsWith('.svh') ? ' nor its folder as an include path' : ''}`,
      );
    }
    assert.ok(!text.includes('hdl/rtl/aes/'), `${board.id}: the ${title} scripts read AES's RTL`);

    // Scripts made for AES's file list would build another design: refused, naming a file they lack.
    const aesScripts = new Map([['cipherscope.tcl', 'read hdl/rtl/common/cs_pkg.sv hdl/rtl/aes/aes_pkg.sv']]);
    await assert.rejects(
      makeProject({ simCore, board, config, vendorInput: { [name]: aesScripts } }),
      new RegExp(
        `serpent128-enc-lu1-lut-online-ecb on ${board.id}: the ${title} scripts given do not read hdl/rtl/common/cs_mode.sv, so they were made for another file list .*make them again for this cipher`,
      ),
    );
  }
});

test('the export refuses only a block the protocol cannot carry: version 2 moves 64- and 128-bit ones', () => {
  for (const id of [
    'aes128-enc-lu1-lut-online-ecb',
    'serpent256-enc-pp8-lut-offline-all',
    'des64-enc-lu1-lut-online-ecb',
    'des3in1-encdec-lu1-lut-banked-all',
  ])
    assert.equal(hostCipherProblem(simCore.parseConfiguration(id)), null, id);
  assert.match(
    hostCipherProblem({ id: 'x32-enc-lu1-lut-online-ecb', blockBits: 32 }),
    /version 2\) moves 64- and 128-bit blocks and this cipher's are 32-bit/,
  );
});

test("the projects' cipher names and block sizes are the description's, which they carry for the host script", async () => {
  const board = boardById('icebreaker');
  const config = simCore.parseConfiguration('serpent128-enc-lu1-lut-online-ecb');
  const { files } = await makeProject({ simCore, board, config, vendor: null });
  assert.deepEqual(files.get('host/ciphers.json'), readRepoFile('registry/ciphers.json'));
  // A description that words Serpent otherwise: the project says so, and carries that one.
  const project = (serpent) => {
    const other = JSON.stringify({
      ...description,
      ciphers: description.ciphers.map((c) => (c.id === 'serpent' ? { ...c, ...serpent } : c)),
    });
    const exported = exportConfiguration({
      simCore,
      config,
      board,
      coreSources: coreRepoPaths('serpent'),
      boardSources: boardRepoPaths(),
      readFile: (p) => (p === 'registry/ciphers.json' ? other : readRepoFile(p)),
      vendor: null,
    });
    return { other, exported };
  };
  const { other, exported } = project({ name: 'Serpent (renamed)' });
  const renamed = (await exported).files;
  const text = (p) => new TextDecoder().decode(renamed.get(p));
  assert.equal(text('host/ciphers.json'), other);
  assert.match(text('README.md'), /The Serpent \(renamed\) core `serpent128-enc-lu1-lut-online-ecb`/);
  assert.match(text('README.md'), /Serpent \(renamed\)-128: \d+ cycles?/);
  assert.match(text('cipherscope.core'), /description: "Serpent \(renamed\) core serpent128-enc-lu1-lut-online-ecb/);
  // The top's block size is the description's: one that gives Serpent 64 bits is refused.
  await assert.rejects(
    project({ blockBits: 64 }).exported,
    /has 128-bit blocks and the description gives its cipher 64-bit ones/,
  );
});

/** A CAVP TDES file's records, as sim-core reads them, with hex fields. */
function tdesRecords(file) {
  return simCore.cipherParseRsp('des', readFile(file)).map((r) => ({
    ...r,
    key: hex(r.key),
    iv: r.iv && hex(r.iv),
    plaintext: hex(r.plaintext),
    ciphertext: hex(r.ciphertext),
  }));
}

test("a Triple DES core's answers are NIST CAVP's TDES records of its key sizes, block by block in ECB", () => {
  const config = simCore.parseConfiguration('des3in1-encdec-lu1-lut-banked-all');
  const answers = knownAnswers({ simCore, config, readFile });
  assert.equal(answers.blockBits, 64);
  assert.deepEqual(answers.keyBits, [64, 128, 192]);
  // Every ECB known-answer and multi-block message record, each block once, in its direction.
  for (const { path: file, keyBits } of cavpFiles.des.ecb) {
    const records = tdesRecords(file);
    assert.ok(
      records.every((r) => r.key.length * 4 === keyBits),
      `${file}: ${keyBits}-bit key bundles`,
    );
    const blocks = records.reduce((n, r) => n + r.plaintext.length / 16, 0);
    const got = answers.vectors.filter((v) => v.origin.startsWith(`${file} `));
    assert.equal(got.length, blocks, file);
    for (const r of records) {
      const first = got.find((v) =>
        v.origin.startsWith(`${file} ${r.encrypt ? 'ENCRYPT' : 'DECRYPT'} COUNT = ${r.count}`),
      );
      const [input, expected] = r.encrypt ? [r.plaintext, r.ciphertext] : [r.ciphertext, r.plaintext];
      assert.deepEqual(
        [first.key, first.decrypt, first.input, first.expected],
        [r.key, !r.encrypt, input.slice(0, 16), expected.slice(0, 16)],
        `${file} COUNT = ${r.count}`,
      );
    }
  }
  // sim-core's blocks: 8 bytes, under keys of each size in turn, and sim-core agrees with NIST.
  const own = answers.vectors.filter((v) => v.origin.startsWith('sim-core'));
  assert.equal(own.length, 16 * 2 * 2);
  assert.deepEqual([...new Set(own.map((v) => v.key.length * 4))], [64, 128, 192]);
  for (const v of [...own, ...answers.vectors.filter((x) => x.origin.includes('MMT3'))]) {
    assert.equal(v.input.length, 16, v.origin);
    assert.equal(hex(simCore.cipherBlocks('des', bytes(v.key), bytes(v.input), v.decrypt)), v.expected, v.origin);
  }
  // The chained modes: CAVP's CBC, CFB64 and OFB messages, each whole; CTR (no CAVP file) sim-core's.
  for (const [mode, files] of Object.entries(cavpFiles.des.modes)) {
    for (const { path: file } of files) {
      const records = tdesRecords(file);
      const examples = answers.modeExamples.filter((e) => e.origin.startsWith(`${file} `));
      assert.equal(examples.length, records.length, file);
      for (const [i, r] of records.entries()) {
        const e = examples[i];
        const [input, expected] = r.encrypt ? [r.plaintext, r.ciphertext] : [r.ciphertext, r.plaintext];
        assert.deepEqual(
          [e.mode, e.key, e.iv, e.decrypt, e.inputs.join(''), e.expected.join('')],
          [mode, r.key, r.iv, !r.encrypt, input, expected],
        );
        assert.ok(e.inputs.every((b) => b.length === 16));
      }
    }
  }
  const ctr = answers.modeExamples.filter((e) => e.mode === 'ctr');
  assert.deepEqual(
    ctr.map((e) => [e.origin, e.iv, e.inputs.length]),
    [
      ['sim-core CTR encrypt', '0001020304050607', 4],
      ['sim-core CTR decrypt', '0001020304050607', 4],
    ],
  );
  // T: ECB, each key size both ways; block i is the 64-bit integer i.
  assert.deepEqual(
    answers.throughput.map((t) => [t.key.length * 4, t.decrypt, t.mode]),
    [64, 128, 192].flatMap((bits) => [
      [bits, false, 'ecb'],
      [bits, true, 'ecb'],
    ]),
  );
  for (const t of answers.throughput) {
    const two = Uint8Array.from([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1]);
    const out = simCore.cipherBlocks('des', bytes(t.key), two, t.decrypt);
    assert.equal(t.checksums[1], hex(out.slice(0, 8)));
    assert.equal(t.checksums[2], hex(out.slice(0, 8).map((b, j) => b ^ out[8 + j])));
  }
});

test('a Triple DES core of one key size and mode carries the CAVP files of those, and its project says version 2', async () => {
  const config = simCore.parseConfiguration('des128-enc-lu1-lut-online-cbc');
  assert.deepEqual(vectorFiles(config, description), [
    'vectors/nist/tdes/TECBMMT2.rsp',
    'vectors/nist/tdes/TCBCMMT2.rsp',
  ]);
  const answers = knownAnswers({ simCore, config, readFile });
  assert.ok(answers.vectors.every((v) => v.key.length === 32 && !v.decrypt));
  assert.deepEqual(
    [...new Set(answers.modeExamples.map((e) => e.origin.split(' ')[0]))],
    ['vectors/nist/tdes/TCBCMMT2.rsp'],
  );
  assert.equal(answers.throughput.length, 1);
  assert.equal(answers.throughput[0].mode, 'cbc');
  assert.equal(answers.throughput[0].ivs[0].length, 16);

  const { files } = await makeProject({ simCore, board: boardById('icebreaker'), config, vendor: null });
  const text = (p) => new TextDecoder().decode(files.get(p));
  assert.deepEqual(
    [...files.keys()].filter((p) => p.startsWith('host/vectors/')).sort(),
    [
      'host/vectors/README.md',
      KNOWN_ANSWERS_PATH,
      'host/vectors/nist/tdes/TCBCMMT2.rsp',
      'host/vectors/nist/tdes/TECBMMT2.rsp',
    ].sort(),
  );
  assert.equal(text('host/vectors/nist/tdes/TCBCMMT2.rsp'), readFile('vectors/nist/tdes/TCBCMMT2.rsp'));
  assert.match(text('host/vectors/README.md'), /\| `nist\/tdes\/TECBMMT2.rsp` \| TDES multi-block message tests/);
  assert.match(text('README.md'), /The Triple DES core `des128-enc-lu1-lut-online-cbc`/);
  assert.match(text('README.md'), /\(version 2, which moves the core's 8-byte blocks\)/);
  assert.match(text('README.md'), /\| `BlockBits` \| 64 \|/);
  // Its cycles table: Mbit/s of 64-bit blocks at the iCEBreaker's 12 MHz, CFB by its block, CFB-64.
  const timing = simCore.predictTiming(config.id);
  const cbc = timing.modes.find((m) => m.mode === 'cbc' && !m.decrypt);
  const mbps = (64 * 12) / cbc.cyclesPerBlock; // 16 for 48 cycles a block (128-bit blocks would give 32)
  const shown = Number.isInteger(mbps) ? String(mbps) : mbps.toFixed(2);
  assert.ok(text('README.md').includes(`| CBC | encrypt | ${cbc.cyclesPerBlock} | ${shown} |`), text('README.md'));
  const cfb = simCore.predictTiming('des128-enc-lu1-lut-online-all').modes.some((m) => m.mode === 'cfb');
  assert.ok(cfb, "a run-time-mode core's timing has CFB");
  const all = await makeProject({
    simCore,
    board: boardById('icebreaker'),
    config: simCore.parseConfiguration('des128-enc-lu1-lut-online-all'),
    vendor: null,
  });
  const allReadme = new TextDecoder().decode(all.files.get('README.md'));
  assert.match(allReadme, /\| CFB-64 \| encrypt \|/);
  assert.doesNotMatch(allReadme, /CFB-128/);
  assert.match(text('PROTOCOL.md'), /^# The board's UART protocol \(version 2\)/);
  assert.match(text('Makefile'), /^BLOCK_BITS \?= 64$/m);
  assert.match(text('Makefile'), /chparam .*-set BlockBits \$\(BLOCK_BITS\) cs_board_top/);
  assert.match(text('cipherscope.core'), / {2}BlockBits:\n {4}datatype: int\n {4}default: 64\n/);
  assert.equal(JSON.parse(text('board.json')).parameters.BlockBits, 64);
  assert.ok([...files.keys()].some((p) => p.startsWith('hdl/rtl/des/')));
});

test("BlockBits follows the cipher, whose RTL the file list must hold: refused when it holds none, two or another's", () => {
  const aes = ['hdl/rtl/common/cs_pkg.sv', 'hdl/rtl/aes/aes_pkg.sv', 'hdl/rtl/board/cs_board_top.sv', 'cs_top.sv'];
  assert.equal(rtlBlockBits(aes, description, 'aes'), 128);
  assert.equal(rtlBlockBits(['hdl/rtl/common/cs_pkg.sv', 'hdl/rtl/des/des_core.sv'], description, 'des'), 64);
  // A family's one folder serves ciphers of two block sizes: the cipher, not the folder, says which.
  const family = ['hdl/rtl/common/cs_pkg.sv', 'hdl/rtl/simon/simon_core.sv'];
  assert.equal(rtlBlockBits(family, description, 'simon64'), 64);
  assert.equal(rtlBlockBits(family, description, 'simon128'), 128);
  assert.throws(() => rtlBlockBits(['hdl/rtl/common/cs_pkg.sv'], description, 'aes'), /holds the RTL of no cipher/);
  assert.throws(
    () => rtlBlockBits([...aes, 'hdl/rtl/des/des_core.sv'], description, 'aes'),
    /holds the RTL of aes, des/,
  );
  assert.throws(
    () => rtlBlockBits(aes, description, 'des'),
    /holds the RTL of aes; des's \(hdl\/rtl\/des\/\) expected/,
  );
  assert.throws(() => rtlBlockBits(aes, description, 'rot13'), /no cipher 'rot13'/);
  assert.throws(() => topParameters(boardById('icebreaker'), undefined), /BlockBits must be 64 or 128/);
});
