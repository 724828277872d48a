// The board files, their constraints and the fit check (node --test board/tests/boards.test.mjs).
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { listBoards, boardById, validateBoard, PORTS } from '../boards.mjs';
import { renderConstraints } from '../constraints.mjs';
import { checkFit } from '../fit.mjs';

const boardsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'boards');

// --- reading the generated constraint files back -------------------------------------------

/** Each format's pin placement line: [port, pin], or null for any other line. */
const placementPatterns = {
  PCF: (line) => line.match(/^set_io\s+(?:-\S+\s+\S+\s+)*(\S+)\s+(\S+)\s*$/)?.slice(1, 3) ?? null,
  LPF: (line) => line.match(/^LOCATE COMP "([^"]+)" SITE "([^"]+)";$/)?.slice(1, 3) ?? null,
  xdc: (line) => {
    const m = line.match(/PACKAGE_PIN (\S+) .*\[get_ports \{ (\S+) \}\]$/);
    return m ? [m[2], m[1]] : null;
  },
  tclSource: (line) => {
    const m = line.match(/^set_location_assignment (\S+) -to \{([^}]+)\}$/);
    return m ? [m[2], m[1]] : null;
  },
  CST: (line) => line.match(/^IO_LOC "([^"]+)" (\S+);$/)?.slice(1, 3) ?? null,
};

const commentPrefix = { PCF: '#', LPF: '#', xdc: '#', tclSource: '#', CST: '//', SDC: '#' };

function codeLines(file) {
  const prefix = commentPrefix[file.type];
  return file.text.split('\n').filter((line) => line.trim() !== '' && !line.startsWith(prefix));
}

/** Every pin placement in a board's constraint files, in order: [{ port, pin }]. */
function placements(files) {
  const found = [];
  for (const file of files) {
    const parse = placementPatterns[file.type];
    if (!parse) continue;
    for (const line of codeLines(file)) {
      const hit = parse(line);
      if (hit) found.push({ port: hit[0], pin: hit[1] });
    }
  }
  return found;
}

/** Problems with a placement list: ports placed other than once, pins used twice. */
function placementProblems(found) {
  const problems = [];
  for (const port of PORTS) {
    const n = found.filter((p) => p.port === port).length;
    if (n !== 1) problems.push(`${port} placed ${n} times`);
  }
  for (const p of found) if (!PORTS.includes(p.port)) problems.push(`unknown port ${p.port}`);
  const seen = new Map();
  for (const p of found) {
    const key = p.pin.toUpperCase();
    if (seen.has(key)) problems.push(`pin ${p.pin} used by ${seen.get(key)} and ${p.port}`);
    seen.set(key, p.port);
  }
  return problems;
}

/** The clock frequency (Hz) each clock constraint in the files states, with its line. */
function clockConstraints(files) {
  const found = [];
  for (const file of files) {
    for (const line of codeLines(file)) {
      let m;
      if ((m = line.match(/^set_frequency clk_i ([\d.]+)$/))) found.push({ line, hz: Number(m[1]) * 1e6 });
      else if ((m = line.match(/^FREQUENCY PORT "clk_i" ([\d.]+) MHZ;$/))) found.push({ line, hz: Number(m[1]) * 1e6 });
      else if ((m = line.match(/^create_clock .*-period ([\d.]+) .*\[get_ports \{ ?clk_i ?\}\]$/)))
        found.push({ line, hz: 1e9 / Number(m[1]) });
    }
  }
  return found;
}

// --- the board files ---------------------------------------------------------------------------

test('every board file in board/boards/ loads, and each board is listed once under its file name', () => {
  const onDisk = fs
    .readdirSync(boardsDir)
    .filter((f) => f.endsWith('.json'))
    .sort();
  const listed = listBoards()
    .map((b) => `${b.id}.json`)
    .sort();
  assert.deepEqual(listed, onDisk);
  assert.deepEqual(
    listBoards().map((b) => b.id),
    ['icebreaker', 'ulx3s-85f', 'ulx3s-25f', 'orangecrab-25f', 'arty-a7-35t', 'basys3', 'de10-lite', 'tang-nano-9k'],
  );
  for (const file of onDisk) {
    const data = JSON.parse(fs.readFileSync(path.join(boardsDir, file), 'utf8'));
    assert.doesNotThrow(() => validateBoard(data, file), file);
  }
});

test('the boards README lists every board with its part, clock and serial port', () => {
  const readme = fs.readFileSync(path.join(boardsDir, 'README.md'), 'utf8');
  for (const board of listBoards()) {
    const row = readme.split('\n').find((line) => line.startsWith(`| \`${board.id}\` |`));
    assert.ok(row, `README row for ${board.id}`);
    assert.ok(row.includes(board.fpga.part), `${board.id} row names ${board.fpga.part}`);
    assert.ok(row.includes(`${board.clock.hz / 1e6} MHz`), `${board.id} row gives the clock`);
    assert.ok(row.includes(`\`${board.uart.port.linux}\``), `${board.id} row gives the serial port`);
  }
});

test('boardById finds each board and names the known ones for an unknown id', () => {
  for (const board of listBoards()) assert.equal(boardById(board.id), board);
  assert.throws(
    () => boardById('pynq-z2'),
    (error) => {
      assert.match(error.message, /^unknown board 'pynq-z2'; known boards: /);
      for (const board of listBoards()) assert.ok(error.message.includes(board.id), `${board.id} named`);
      return true;
    },
  );
});

test('board objects are frozen, so a caller cannot change a pin for everyone', () => {
  const board = boardById('icebreaker');
  assert.throws(() => {
    board.pins.clk_i.pin = '1';
  }, TypeError);
  assert.equal(boardById('icebreaker').pins.clk_i.pin, '35');
});

test('the pins the boards place are the documented ones', () => {
  // Restated here from the makers' files (see each board's sources), so that an edit to a
  // board file that moves a pin fails a test instead of reaching a board.
  const expected = {
    icebreaker: ['35', '6', '9', '37', '11'],
    'ulx3s-85f': ['G2', 'M1', 'L4', 'B2', 'C2'],
    'ulx3s-25f': ['G2', 'M1', 'L4', 'B2', 'C2'],
    'orangecrab-25f': ['A9', 'N17', 'M18', 'M3', 'K4'],
    'arty-a7-35t': ['E3', 'A9', 'D10', 'H5', 'J5'],
    basys3: ['W5', 'B18', 'A18', 'U16', 'E19'],
    'de10-lite': ['PIN_P11', 'PIN_AB5', 'PIN_AB6', 'PIN_A8', 'PIN_A9'],
    'tang-nano-9k': ['52', '18', '17', '10', '11'],
  };
  for (const board of listBoards()) {
    assert.deepEqual(
      PORTS.map((port) => board.pins[port].pin),
      expected[board.id],
      board.id,
    );
  }
});

// --- malformed board files -------------------------------------------------------------------

function writeMalformed(name, change) {
  const data = JSON.parse(fs.readFileSync(path.join(boardsDir, 'icebreaker.json'), 'utf8'));
  change(data);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-board-'));
  const file = path.join(dir, name);
  fs.writeFileSync(file, JSON.stringify(data, null, 2));
  return file;
}

function loadBoardFile(file) {
  return validateBoard(JSON.parse(fs.readFileSync(file, 'utf8')), file);
}

test('an unchanged copy of a board file, written and read back, is accepted', () => {
  const file = writeMalformed('copy.json', () => {});
  assert.equal(loadBoardFile(file).pins.clk_i.pin, '35');
});

test('a board file with a missing or malformed field is refused, naming the file and the field', () => {
  const cases = [
    ['no-part.json', (d) => delete d.fpga.part, 'fpga.part', /is missing/],
    ['no-clock-pin.json', (d) => delete d.pins.clk_i, 'pins.clk_i', /is missing/],
    ['bad-hz.json', (d) => (d.clock.hz = '12 MHz'), 'clock.hz', /expected a whole number > 0/],
    [
      'bad-family.json',
      (d) => (d.fpga.family = 'spartan6'),
      'fpga.family',
      /expected one of ice40, ecp5, gowin, xilinx7, max10/,
    ],
    ['same-pin.json', (d) => (d.pins['led_o[1]'].pin = '37'), 'pins.led_o[1].pin', /already used by led_o\[0\]/],
    [
      'extra-port.json',
      (d) => (d.pins.rst_ni = { ...d.pins.clk_i }),
      'pins.rst_ni',
      /not a port of the board top level/,
    ],
    ['no-source.json', (d) => (d.sources = []), 'sources', /non-empty array/],
    ['no-polarity.json', (d) => delete d.ledActiveLow, 'ledActiveLow', /is missing, expected true or false/],
    ['bad-url.json', (d) => (d.sources[0].url = 'icebreaker.pcf'), 'sources[0].url', /https:\/\//],
    ['no-port.json', (d) => delete d.uart.port, 'uart.port', /is missing, expected an object/],
    ['bad-port.json', (d) => (d.uart.port.linux = 'COM3'), 'uart.port.linux', /expected a device like \/dev\/ttyUSB0/],
    [
      'port-unsourced.json',
      (d) => (d.uart.port.sourceRef = 'a forum post: ttyUSB1'),
      'uart.port.sourceRef',
      /does not begin with a source's file/,
    ],
  ];
  for (const [name, change, field, problem] of cases) {
    const file = writeMalformed(name, change);
    assert.throws(
      () => loadBoardFile(file),
      (error) => {
        assert.ok(error.message.includes(`board file '${file}'`), `${name}: names the file: ${error.message}`);
        assert.ok(error.message.includes(`field '${field}'`), `${name}: names ${field}: ${error.message}`);
        assert.match(error.message, problem, name);
        return true;
      },
      name,
    );
  }
});

test('a board of a family that needs I/O standards is refused without one', () => {
  const data = structuredClone(boardById('basys3'));
  data.pins.uart_tx_o.ioStandard = null;
  assert.throws(() => validateBoard(data, 'basys3-copy.json'), /field 'pins.uart_tx_o.ioStandard'/);
});

// --- constraints -------------------------------------------------------------------------------

test('the placement check catches a port placed twice and a pin used twice', () => {
  // The check below must be able to fail: feed it a doctored file.
  const files = renderConstraints(boardById('ulx3s-85f'));
  const doctored = files.map((f) => ({
    ...f,
    text: f.text.replace('SITE "C2"', 'SITE "B2"') + 'LOCATE COMP "clk_i" SITE "A1";\n',
  }));
  const problems = placementProblems(placements(doctored));
  assert.ok(problems.includes('clk_i placed 2 times'), problems.join('; '));
  assert.ok(
    problems.some((p) => p.startsWith('pin B2 used by')),
    problems.join('; '),
  );
});

test("every board's constraints place each port exactly once, on the board file's pin, no pin twice", () => {
  for (const board of listBoards()) {
    const files = renderConstraints(board);
    const found = placements(files);
    assert.deepEqual(placementProblems(found), [], board.id);
    for (const { port, pin } of found) assert.equal(pin, board.pins[port].pin, `${board.id} ${port}`);
  }
});

test('the constraint files have the family format and name', () => {
  const kinds = Object.fromEntries(
    listBoards().map((b) => [b.id, renderConstraints(b).map((f) => `${f.file} ${f.type}`)]),
  );
  assert.deepEqual(kinds, {
    icebreaker: ['icebreaker.pcf PCF'],
    'ulx3s-85f': ['ulx3s-85f.lpf LPF'],
    'ulx3s-25f': ['ulx3s-25f.lpf LPF'],
    'orangecrab-25f': ['orangecrab-25f.lpf LPF'],
    'arty-a7-35t': ['arty-a7-35t.xdc xdc'],
    basys3: ['basys3.xdc xdc'],
    'de10-lite': ['de10-lite.tcl tclSource', 'de10-lite.sdc SDC'],
    'tang-nano-9k': ['tang-nano-9k.cst CST', 'tang-nano-9k.sdc SDC'],
  });
});

test("each board's clock constraint carries the board's frequency, once", () => {
  for (const board of listBoards()) {
    const clocks = clockConstraints(renderConstraints(board));
    assert.equal(clocks.length, 1, `${board.id}: ${clocks.map((c) => c.line).join(' | ')}`);
    const error = Math.abs(clocks[0].hz - board.clock.hz) / board.clock.hz;
    assert.ok(error < 1e-4, `${board.id}: ${clocks[0].line} is not ${board.clock.hz} Hz`);
  }
  // and the check notices a wrong one
  const wrong = renderConstraints(boardById('tang-nano-9k')).map((f) => ({
    ...f,
    text: f.text.replace('-period 37.037', '-period 40.000'),
  }));
  assert.ok(Math.abs(clockConstraints(wrong)[0].hz - 27e6) > 1e5);
});

test('every pin gets its I/O standard where the family needs one, and pull-ups where asked', () => {
  const ioLine = {
    LPF: (port, std) => new RegExp(`^IOBUF PORT "${escape(port)}" IO_TYPE=${std}\\b`),
    xdc: (port, std) => new RegExp(`IOSTANDARD ${std} \\} \\[get_ports \\{ ${escape(port)} \\}\\]$`),
    tclSource: (port, std) =>
      new RegExp(`^set_instance_assignment -name IO_STANDARD "${escape(std)}" -to \\{${escape(port)}\\}$`),
    CST: (port, std) => new RegExp(`^IO_PORT "${escape(port)}" IO_TYPE=${std}\\b`),
  };
  for (const board of listBoards()) {
    const files = renderConstraints(board);
    const lines = files.flatMap((f) => codeLines(f).map((line) => ({ type: f.type, line })));
    for (const port of PORTS) {
      const { ioStandard, pull } = board.pins[port];
      if (ioStandard) {
        const hits = lines.filter(({ type, line }) => ioLine[type]?.(port, ioStandard).test(line));
        assert.equal(hits.length, 1, `${board.id} ${port} ${ioStandard}`);
      }
      if (pull === 'up') {
        const pullUp = lines.filter(
          ({ line }) =>
            line.includes(port) &&
            /-pullup yes|PULLMODE=UP|PULLUP TRUE|WEAK_PULL_UP_RESISTOR ON|PULL_MODE=UP/.test(line),
        );
        assert.equal(pullUp.length, 1, `${board.id} ${port} pull-up`);
      }
    }
  }
});

function escape(text) {
  return text.replace(/[[\]().*+?^${}|\\]/g, '\\$&');
}

test('each constraint file says which board it is for, where its pins come from and what made it; the text is deterministic', () => {
  for (const board of listBoards()) {
    const first = renderConstraints(board);
    const again = renderConstraints(boardById(board.id));
    assert.deepEqual(again, first, `${board.id}: same text twice`);
    for (const file of first) {
      assert.ok(file.text.includes(board.name) && file.text.includes(board.fpga.part), `${file.file} names the board`);
      assert.ok(
        file.text.includes(`Generated by board/constraints.mjs from board/boards/${board.id}.json`),
        `${file.file} generated-by`,
      );
      assert.ok(!/\b(19|20)\d\d-\d\d-\d\d\b|\b\d\d:\d\d:\d\d\b/.test(file.text), `${file.file} has no date`);
      assert.ok(file.text.endsWith('\n'), `${file.file} ends with a newline`);
    }
    // the pin file lists every source URL
    for (const source of board.sources)
      assert.ok(first[0].text.includes(source.url), `${first[0].file} cites ${source.url}`);
  }
});

// --- fit ---------------------------------------------------------------------------------------

test('checkFit refuses a core that is too big, naming the numbers in the family units', () => {
  const message = checkFit(boardById('icebreaker'), {
    name: 'aes128-enc-pp10-lut-online-ecb',
    luts: 41210,
    ffs: 1280,
    brams: 0,
  });
  assert.equal(
    message,
    'aes128-enc-pp10-lut-online-ecb needs 41,210 LUT4, 1,280 FFs and 0 EBR; the iCEBreaker (iCE40UP5K) has 5,280 LUT4, 5,280 FFs and 30 EBR: too many LUT4',
  );
  const units = {
    'ulx3s-85f': ['LUT4', 'DP16KD'],
    'arty-a7-35t': ['LUT6', 'RAMB36'],
    'de10-lite': ['LE', 'M9K'],
    'tang-nano-9k': ['LUT4', 'BSRAM'],
  };
  for (const [id, [lut, bram]] of Object.entries(units)) {
    const board = boardById(id);
    const text = checkFit(board, { luts: board.resources.luts + 1, ffs: 0, brams: board.resources.brams + 1 });
    assert.ok(text.includes(` ${lut}`) && text.includes(` ${bram}`), `${id}: ${text}`);
    assert.ok(text.endsWith(`too many ${lut} and ${bram}`), `${id}: ${text}`);
  }
});

test('checkFit accepts a core that fits, up to exactly the resources the board has', () => {
  const board = boardById('ulx3s-25f');
  const { luts, ffs, brams, dsps } = board.resources;
  assert.equal(checkFit(board, { luts: 6000, ffs: 4000, brams: 4 }), null);
  assert.equal(checkFit(board, { luts, ffs, brams, dsps }), null);
  assert.match(checkFit(board, { luts, ffs: ffs + 1, brams }), /too many FFs$/);
  assert.match(checkFit(board, { luts, ffs, brams, dsps: dsps + 1 }), /too many DSP$/);
});

test('checkFit refuses a malformed need rather than guessing', () => {
  assert.throws(() => checkFit(boardById('basys3'), { luts: 10, ffs: 10 }), /need\.brams/);
  assert.throws(() => checkFit(boardById('basys3'), { luts: -1, ffs: 0, brams: 0 }), /need\.luts/);
});
