// The board layer: the simulated board (board/sim: Verilator's cs_board_top behind a TCP
// socket, with real 8N1 bit timing) driven by the host script shipped in every export
// (board/host/cs_host.py) and, for the protocol's corner cases, byte by byte.
//
//   node --test board/tests/board-sim.test.mjs
//
// Builds are cached (build/board-sim/<id>); with them, the file takes well under a minute.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { root } from '../../scripts/lib/paths.mjs';
import { buildBoardSim, simClockHz } from '../sim/build.mjs';
import { startBridge } from '../sim/start.mjs';

const hostScript = path.join(root, 'board', 'host', 'cs_host.py');
const vectorsDir = path.join(root, 'vectors');
const python = process.env.PYTHON ?? 'python3';

/** The default configuration for board exports, as board/README.md records it. */
function defaultConfiguration() {
  const readme = fs.readFileSync(path.join(root, 'board', 'README.md'), 'utf8');
  const m = readme.match(/Default configuration for board exports: `?([a-z0-9-]+)`?/);
  assert.ok(m, 'board/README.md names the default configuration for board exports');
  return m[1];
}

const children = new Set();
after(() => {
  for (const child of children) child.kill();
});

/** Start a simulated board; resolves with its port once it listens. */
async function startBoard(id) {
  const { bridge } = await buildBoardSim(id);
  return startBridge(bridge, children);
}

/** Run the host script (the repository's, or an exported project's); resolves with { code, stdout, stderr }. */
function runHost(args, script = hostScript) {
  return new Promise((resolve) => {
    const child = spawn(python, [script, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** The host's summary table: { file: [passed, failed] } and the total. */
function summary(stdout) {
  const rows = {};
  for (const m of stdout.matchAll(/^ {2}(\S+)\s+(\d+)\s+(\d+)/gm)) rows[m[1]] = [Number(m[2]), Number(m[3])];
  return rows;
}

/** Records of an AESAVS file in its [ENCRYPT] and [DECRYPT] sections. */
function rspRecords(file) {
  const counts = { encrypt: 0, decrypt: 0 };
  let section = null;
  for (const line of fs.readFileSync(path.join(vectorsDir, file), 'utf8').split('\n')) {
    if (line.startsWith('[ENCRYPT]')) section = 'encrypt';
    else if (line.startsWith('[DECRYPT]')) section = 'decrypt';
    else if (line.startsWith('COUNT') && section) counts[section]++;
  }
  return counts;
}

/**
 * The vectors an ECB or run-time-mode AES-128 core runs, per file: FIPS-197 C.1 per
 * direction, every AESAVS ECB record of a direction it has, and for `all` cores `modeExamples`
 * SP 800-38A examples.
 */
function expectedVectors({ encrypt, decrypt, modeExamples = 0 }) {
  const rows = { 'fips197/appendix-c.txt': Number(encrypt) + Number(decrypt) };
  for (const kind of ['GFSbox', 'KeySbox', 'VarKey', 'VarTxt']) {
    const file = `nist/aesavs/ECB${kind}128.rsp`;
    const n = rspRecords(file);
    rows[file] = (encrypt ? n.encrypt : 0) + (decrypt ? n.decrypt : 0);
  }
  if (modeExamples) rows['nist/sp800-38a/appendix-f.txt'] = modeExamples;
  return rows;
}

async function passesEveryVector(id, expected) {
  const { port } = await startBoard(id);
  const r = await runHost(['--port', `socket://127.0.0.1:${port}`, '--config', id, '--blocks', '64']);
  assert.equal(r.code, 0, `cs_host.py failed:\n${r.stdout}\n${r.stderr}`);
  const rows = summary(r.stdout);
  for (const [file, n] of Object.entries(expected)) {
    assert.deepEqual(rows[file], [n, 0], `${file}: ${n} vectors expected to pass\n${r.stdout}`);
  }
  const total = Object.values(expected).reduce((a, b) => a + b, 0);
  assert.deepEqual(rows.total, [total, 0]);
  assert.match(r.stdout, /checksum ok/);
  assert.doesNotMatch(r.stdout, /WRONG/);
  assert.match(r.stdout, /results ok/);
  return r.stdout;
}

const slow = { timeout: 20 * 60_000 }; // a first build compiles Verilator's output

test(`the default board configuration passes every vector`, slow, async () => {
  const id = defaultConfiguration();
  const enc = !id.includes('-dec-');
  const dec = !id.includes('-enc-');
  assert.match(id, /^aes128-.*-ecb$/, 'the expectations below are for an AES-128 ECB core');
  await passesEveryVector(id, expectedVectors({ encrypt: enc, decrypt: dec }));
});

// The intended default, which does not fit the UP5K with the UART (board/README.md),
// still ships to larger boards: its decryption goes through the same UART path.
test('aes128-encdec-lu1-bram-online-ecb passes every vector in both directions', slow, async () => {
  await passesEveryVector('aes128-encdec-lu1-bram-online-ecb', expectedVectors({ encrypt: true, decrypt: true }));
});

// Run-time modes: M switches the mode, V loads the IVs. Appendix F's AES-128 examples an
// encryptor runs: CBC encrypt, CFB-128, OFB and CTR both ways (7), and CBC encrypt again as
// interleaved CBC (3 chains) and multi-stream CBC (streams 0 and 3).
test('aes128-enc-lu1-lut-online-all passes every vector, modes included', slow, async () => {
  const stdout = await passesEveryVector(
    'aes128-enc-lu1-lut-online-all',
    expectedVectors({ encrypt: true, decrypt: false, modeExamples: 9 }),
  );
  assert.match(stdout, /AES-128 ECB encrypt: 64 blocks in \d+ cycles/);
});

test('a wrong expected value makes the host exit 1 and name the vector', slow, async () => {
  const id = defaultConfiguration();
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-vectors-'));
  try {
    fs.cpSync(vectorsDir, copy, { recursive: true });
    const file = path.join(copy, 'nist', 'aesavs', 'ECBVarTxt128.rsp');
    const text = fs.readFileSync(file, 'utf8');
    // [ENCRYPT] COUNT = 5 (the file's first section): flip the last digit of its ciphertext.
    const record = text.match(/COUNT = 5\nKEY = ([0-9a-f]+)\nPLAINTEXT = ([0-9a-f]+)\nCIPHERTEXT = ([0-9a-f]+)/);
    assert.ok(record, 'ECBVarTxt128.rsp has an ENCRYPT COUNT = 5 record');
    const [, key, plaintext, ciphertext] = record;
    const wrong = ciphertext.slice(0, -1) + (ciphertext.at(-1) === '0' ? '1' : '0');
    fs.writeFileSync(file, text.replace(`CIPHERTEXT = ${ciphertext}`, `CIPHERTEXT = ${wrong}`));

    const { port } = await startBoard(id);
    const r = await runHost([
      '--port',
      `socket://127.0.0.1:${port}`,
      '--config',
      id,
      '--vectors',
      copy,
      '--blocks',
      '16',
    ]);
    assert.equal(r.code, 1, `expected exit 1:\n${r.stdout}\n${r.stderr}`);
    assert.match(r.stdout, /FAIL: first mismatch in nist\/aesavs\/ECBVarTxt128\.rsp, ENCRYPT COUNT = 5/);
    assert.match(r.stdout, new RegExp(`key +${key}`));
    assert.match(r.stdout, new RegExp(`input +${plaintext}`));
    assert.match(r.stdout, new RegExp(`expected +${wrong}`));
    assert.match(r.stdout, new RegExp(`got +${ciphertext}`)); // the board was right
    assert.deepEqual(summary(r.stdout)['nist/aesavs/ECBVarTxt128.rsp'][1], 1, 'one vector failed');
  } finally {
    fs.rmSync(copy, { recursive: true, force: true });
  }
});

/**
 * The host/ folder of `id`'s project for the iCEBreaker (an open-flow board: no vendor
 * scripts), as npm run export writes it, in a temporary folder: its cs_host.py and the
 * vectors it reads. Returns the folder's path; the caller removes it.
 */
async function exportedHost(id) {
  const { loadSimCore } = await import('../../scripts/lib/sim-core.mjs');
  const { makeProject } = await import('../../scripts/lib/export.mjs');
  const { boardById } = await import('../boards.mjs');
  const simCore = await loadSimCore();
  const config = simCore.parseConfiguration(id);
  const { files } = await makeProject({ simCore, board: boardById('icebreaker'), config, vendor: null });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-project-'));
  for (const [p, bytes] of files) {
    if (!p.startsWith('host/')) continue;
    fs.mkdirSync(path.dirname(path.join(dir, p)), { recursive: true });
    fs.writeFileSync(path.join(dir, p), bytes);
  }
  return path.join(dir, 'host');
}

// A Serpent core: the exported script knows no Serpent; it checks the board against the
// known answers the export wrote (host/vectors/known-answers.json) and T against their
// checksums. The board form of the lab's Serpent LU-1, as the dialog offers it.
const SERPENT = 'serpent128-enc-lu1-lut-online-ecb';

// The same for Twofish's LU-1, the third cipher: 16 cycles a block.
const TWOFISH = 'twofish128-enc-lu1-lut-online-ecb';

// And RC6's LU-1 with Elbirt et al.'s squarer, the fourth: 20 cycles a block.
const RC6 = 'rc6128-enc-lu1-sq-online-ecb';

// And MARS's LU-1 (Dandalis et al.'s iterative core), the fifth: 32 cycles a block, each key
// expanded for 245 cycles first.
const MARS = 'mars128-enc-lu1-lut-online-ecb';

for (const [id, name, cycles] of [
  [SERPENT, 'Serpent', 32],
  [TWOFISH, 'Twofish', 16],
  [RC6, 'RC6', 20],
  [MARS, 'MARS', 32],
]) {
  test(`${id}: the exported host script passes every known answer`, slow, async () => {
    const host = await exportedHost(id);
    try {
      const answers = JSON.parse(fs.readFileSync(path.join(host, 'vectors', 'known-answers.json'), 'utf8'));
      const { port } = await startBoard(id);
      const args = ['--port', `socket://127.0.0.1:${port}`, '--config', id, '--blocks', '64'];
      const r = await runHost(args, path.join(host, 'cs_host.py'));
      assert.equal(r.code, 0, `cs_host.py failed:\n${r.stdout}\n${r.stderr}`);
      assert.deepEqual(summary(r.stdout)['known-answers.json'], [answers.vectors.length, 0], r.stdout);
      assert.match(
        r.stdout,
        new RegExp(`${name}-128 ECB encrypt: 64 blocks in \\d+ cycles, ${cycles}\\.\\d+ cycles/block, .* checksum ok`),
      );
      assert.match(r.stdout, /results ok/);
      assert.doesNotMatch(r.stdout, /WRONG/);
    } finally {
      fs.rmSync(path.dirname(host), { recursive: true, force: true });
    }
  });
}

// Triple DES, 64-bit blocks (protocol version 2): the lab's LU-1 (Chodowiec et al.'s basic
// iterative core, 48 cycles a block, four key banks, every run-time mode), checked by the
// exported host script against NIST CAVP's TDES files through the export's known answers:
// the ECB known-answer and multi-block message files block by block for each keying option
// (64-, 128- and 192-bit bundles), the CBC, CFB64 and OFB multi-block messages through M and
// V (CBC also as interleaved and multi-stream CBC), sim-core's blocks and CTR example, and
// T's checksums for each key size and direction.
const TDES = 'des3in1-encdec-lu1-lut-banked-all';

test(`${TDES}: the exported host script passes NIST's TDES files and every other known answer`, slow, async () => {
  const host = await exportedHost(TDES);
  try {
    const answers = JSON.parse(fs.readFileSync(path.join(host, 'vectors', 'known-answers.json'), 'utf8'));
    assert.equal(answers.blockBits, 64);
    // What the host runs: every single block; each chained-mode example in its mode, CBC's
    // three times (CBC, interleaved CBC, multi-stream CBC).
    const examples = (mode) => answers.modeExamples.filter((e) => e.mode === mode).length;
    const cavp = answers.vectors.filter((v) => v.origin.startsWith('vectors/nist/tdes/TECB')).length;
    // 470 known-answer records of one block, and MMT1-3's 2 x 55 blocks each.
    assert.equal(cavp, 470 + 3 * 110, 'every ECB block of the CAVP files');
    const expected = answers.vectors.length + 3 * examples('cbc') + examples('cfb') + examples('ofb') + examples('ctr');
    assert.ok(examples('cbc') === 60 && examples('cfb') === 60 && examples('ofb') === 60);

    const { port } = await startBoard(TDES);
    const args = ['--port', `socket://127.0.0.1:${port}`, '--config', TDES, '--blocks', '64'];
    const r = await runHost(args, path.join(host, 'cs_host.py'));
    assert.equal(r.code, 0, `cs_host.py failed:\n${r.stdout}\n${r.stderr}`);
    assert.match(r.stdout, /protocol 2, 8-byte blocks/);
    assert.deepEqual(summary(r.stdout)['known-answers.json'], [expected, 0], r.stdout);
    for (const bits of [64, 128, 192]) {
      for (const direction of ['encrypt', 'decrypt']) {
        assert.match(
          r.stdout,
          new RegExp(
            `Triple DES-${bits} ECB ${direction}: 64 blocks in \\d+ cycles, 48\\.\\d+ cycles/block, .* checksum ok`,
          ),
        );
      }
    }
    assert.match(r.stdout, /results ok/);
    assert.doesNotMatch(r.stdout, /WRONG/);
  } finally {
    fs.rmSync(path.dirname(host), { recursive: true, force: true });
  }
});

test(`${TDES}: the protocol with 8-byte blocks, byte by byte`, slow, async () => {
  const { port } = await startBoard(TDES);
  const board = await connect(port);
  try {
    await identify(board, 8);
    // K with length code 3 (a 64-bit bundle: keying option 3) into bank 3, then B in bank 3:
    // TECBvarkey.rsp ENCRYPT COUNT = 0.
    board.send([0x4b, 0x03, 0x03, ...Buffer.from('8001010101010101', 'hex')]);
    assert.equal((await board.read(1)).toString('latin1'), 'k');
    board.send([0x42, 0x00, 0x03, 0x00, 0x00, 0x01, ...Buffer.alloc(8)]);
    assert.equal((await board.read(9)).toString('hex'), `${Buffer.from('b').toString('hex')}95a8d72813daa94d`);
    // T of 2 blocks in bank 3: t, cycles, then an 8-byte checksum, E(0) ^ E(1).
    board.send([0x54, 0x00, 0x03, 0x00, 0x00, 0x00, 0x02]);
    const t = await board.read(17);
    assert.equal(t.subarray(0, 1).toString('latin1'), 't');
    assert.ok(t.readBigUInt64BE(1) >= 96n, `T took ${t.readBigUInt64BE(1)} cycles`);
    board.send([0x42, 0x00, 0x03, 0x00, 0x00, 0x02, ...Buffer.alloc(8), ...Buffer.from('0000000000000001', 'hex')]);
    const b = await board.read(17);
    const xor = Buffer.from(b.subarray(1, 9).map((x, i) => x ^ b[9 + i]));
    assert.equal(t.subarray(9).toString('hex'), xor.toString('hex'));
    // V takes an 8-byte IV: CBC with IV 0 gives the ECB result of a zero block.
    board.send([0x4d, 0x02, 0x01]);
    assert.equal((await board.read(1)).toString('latin1'), 'm');
    board.send([0x56, 0x00, ...Buffer.alloc(8)]);
    assert.equal((await board.read(1)).toString('latin1'), 'v');
    board.send([0x42, 0x00, 0x03, 0x00, 0x00, 0x01, ...Buffer.alloc(8)]);
    assert.equal((await board.read(9)).subarray(1).toString('hex'), '95a8d72813daa94d');
    await identify(board, 8);
    assert.equal(board.pending(), 0, 'nothing else came');
  } finally {
    board.close();
  }
});

test("the host refuses a board whose blocks are not the configuration's", slow, async () => {
  const { port } = await startBoard(TDES);
  const r = await runHost(['--port', `socket://127.0.0.1:${port}`, '--config', 'aes128-enc-lu1-bram-online-ecb']);
  assert.equal(r.code, 2, `${r.stdout}\n${r.stderr}`);
  assert.match(
    r.stderr,
    /the board moves 8-byte blocks and aes128-enc-lu1-bram-online-ecb has 16-byte ones: the bitstream was built for another configuration/,
  );
});

test(`${SERPENT}: a wrong known answer makes the exported host exit 1 and name the vector`, slow, async () => {
  const host = await exportedHost(SERPENT);
  try {
    const file = path.join(host, 'vectors', 'known-answers.json');
    const answers = JSON.parse(fs.readFileSync(file, 'utf8'));
    // Crypto++'s third 128-bit line: flip the last digit of its ciphertext.
    const v = answers.vectors.find((x) => x.origin === 'vectors/serpent/cryptopp-serpentv.dat line 3');
    assert.ok(v, 'known-answers.json has serpentv.dat line 3');
    const right = v.expected;
    v.expected = right.slice(0, -1) + (right.at(-1) === '0' ? '1' : '0');
    fs.writeFileSync(file, JSON.stringify(answers));

    const { port } = await startBoard(SERPENT);
    const args = ['--port', `socket://127.0.0.1:${port}`, '--config', SERPENT, '--blocks', '16'];
    const r = await runHost(args, path.join(host, 'cs_host.py'));
    assert.equal(r.code, 1, `expected exit 1:\n${r.stdout}\n${r.stderr}`);
    assert.match(
      r.stdout,
      /FAIL: first mismatch in known-answers\.json, vectors\/serpent\/cryptopp-serpentv\.dat line 3:/,
    );
    assert.match(r.stdout, new RegExp(`key +${v.key}`));
    assert.match(r.stdout, new RegExp(`input +${v.input}`));
    assert.match(r.stdout, new RegExp(`expected +${v.expected}`));
    assert.match(r.stdout, new RegExp(`got +${right}`)); // the board was right
    assert.deepEqual(summary(r.stdout)['known-answers.json'], [answers.vectors.length - 1, 1]);
  } finally {
    fs.rmSync(path.dirname(host), { recursive: true, force: true });
  }
});

test("the exported host refuses another configuration's known answers, and a --blocks they lack", async () => {
  const host = await exportedHost(SERPENT);
  try {
    const script = path.join(host, 'cs_host.py');
    const other = await runHost(['--port', '/dev/null', '--config', 'serpent128-enc-lu8-lut-online-ecb'], script);
    assert.equal(other.code, 2);
    assert.match(
      other.stderr,
      /holds the known answers of serpent128-enc-lu1-lut-online-ecb, not of serpent128-enc-lu8-lut-online-ecb: run the script of the project exported for this configuration/,
    );
    const blocks = await runHost(['--port', '/dev/null', '--config', SERPENT, '--blocks', '100'], script);
    assert.equal(blocks.code, 2);
    assert.match(blocks.stderr, /--blocks 100: known-answers.json has the T checksums of 1, 2, 4, .* 4096 blocks/);
    const bare = await runHost(['--port', '/dev/null', '--config', SERPENT]); // the repository's script
    assert.equal(bare.code, 2);
    assert.match(
      bare.stderr,
      /known-answers.json missing\): pass --vectors DIR, the host\/vectors\/ folder of the project/,
    );
  } finally {
    fs.rmSync(path.dirname(host), { recursive: true, force: true });
  }
});

/** A raw connection to a simulated board: send bytes, read exactly n bytes. */
async function connect(port) {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  socket.setNoDelay(true);
  let buffer = Buffer.alloc(0);
  let waiter = null;
  socket.on('data', (d) => {
    buffer = Buffer.concat([buffer, d]);
    waiter?.();
  });
  return {
    send: (bytes) => socket.write(Buffer.from(bytes)),
    async read(n, ms = 5000) {
      const deadline = Date.now() + ms;
      while (buffer.length < n) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`expected ${n} bytes, got ${buffer.length} (${buffer.toString('hex')})`);
        await new Promise((resolve) => {
          waiter = resolve;
          setTimeout(resolve, left);
        });
      }
      const out = buffer.subarray(0, n);
      buffer = buffer.subarray(n);
      return out;
    },
    pending: () => buffer.length,
    close: () => socket.end(),
  };
}

async function cycles(board) {
  board.send('C');
  const answer = await board.read(9);
  assert.equal(answer[0], 'c'.charCodeAt(0));
  return answer.readBigUInt64BE(1);
}

async function identify(board, blockBytes = 16) {
  board.send('I');
  const answer = await board.read(11);
  assert.equal(answer.subarray(0, 2).toString('latin1'), 'i\x02', 'i and protocol version 2');
  assert.equal(answer[2], blockBytes, "the core's block bytes");
  assert.equal(answer.readUInt32BE(3), simClockHz);
}

test('the board protocol: unknown bytes, and commands cut short', slow, async () => {
  const { port, child } = await startBoard(defaultConfiguration());
  const board = await connect(port);
  try {
    // Unknown command bytes come back after "?".
    for (const byte of [0x5a, 0x69, 0x00, 0xff]) {
      board.send([byte]);
      assert.deepEqual([...(await board.read(2))], [0x3f, byte]);
    }
    await identify(board);

    // K with 2 of its 18 argument bytes: "!" after 1/20 s of the board's clock, and nothing
    // else; then the board answers I as usual.
    const before = await cycles(board);
    board.send([0x4b, 0x00]);
    assert.equal((await board.read(1)).toString('latin1'), '!');
    const waited = (await cycles(board)) - before;
    assert.ok(waited >= BigInt(simClockHz / 20), `the "!" came after ${waited} cycles, before the 1/20 s timeout`);
    assert.ok(waited < BigInt(simClockHz / 5), `the "!" came only after ${waited} cycles`);
    await identify(board);

    // B of two blocks cut short in its second block: the first block's result, then "!".
    const key = Buffer.from('000102030405060708090a0b0c0d0e0f', 'hex');
    const plaintext = Buffer.from('00112233445566778899aabbccddeeff', 'hex');
    board.send([0x4b, 0x00, 0x00, ...key]);
    assert.equal((await board.read(1)).toString('latin1'), 'k');
    board.send([0x42, 0x00, 0x00, 0x00, 0x00, 0x02, ...plaintext, 0x11, 0x22, 0x33]);
    const answer = await board.read(18);
    assert.equal(answer.subarray(0, 1).toString('latin1'), 'b');
    assert.equal(answer.subarray(1, 17).toString('hex'), '69c4e0d86a7b0430d8cdb78070b4c55a'); // FIPS-197 C.1
    assert.equal(answer.subarray(17).toString('latin1'), '!');
    await identify(board);
    assert.equal(board.pending(), 0, 'nothing else came');
  } finally {
    board.close();
  }
  const code = await new Promise((resolve) =>
    child.exitCode !== null ? resolve(child.exitCode) : child.on('exit', resolve),
  );
  assert.equal(code, 0, 'the bridge exits when its client disconnects');
});

test('the host says what to do when there is no board', async () => {
  const missing = await runHost(['--port', '/dev/ttyCS-none', '--config', 'aes128-enc-lu1-bram-online-ecb']);
  assert.equal(missing.code, 2);
  assert.match(missing.stderr, /no such serial port \/dev\/ttyCS-none.*check the cable and the device name/);

  // Something listens but never answers: a board at the wrong baud rate looks like this.
  const server = net.createServer(() => {});
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const silent = await runHost([
      '--port',
      `socket://127.0.0.1:${server.address().port}`,
      '--config',
      'aes128-enc-lu1-bram-online-ecb',
      '--timeout',
      '0.5',
    ]);
    assert.equal(silent.code, 2);
    assert.match(
      silent.stderr,
      /no answer from the board.*check the baud rate \(--baud\) and that the bitstream is loaded/,
    );
  } finally {
    server.close();
  }

  const badId = await runHost(['--port', '/dev/null', '--config', 'aes128-enc-lu1-bram']);
  assert.equal(badId.code, 2);
  assert.match(badId.stderr, /is not a configuration id/);
});
