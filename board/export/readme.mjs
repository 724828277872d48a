// The README.md of an exported project: what it is, how to build it with each flow, how to
// connect the UART, how to run the host script, and what the core does per block.
import { BAUD, topParameters, openFlow, vendorBackend, programmer, mhz, portNote, placementSeed } from './flows.mjs';
import { coreName } from './fuse-soc.mjs';
import { KNOWN_ANSWERS_PATH } from './known-answers.mjs';

const modeNames = {
  ecb: 'ECB',
  ctr: 'CTR',
  cbc: 'CBC',
  ofb: 'OFB',
  interleavedCbc: 'interleaved CBC',
  multiStreamCbc: 'multi-stream CBC',
};

/** A mode's name; CFB is the full-block CFB, named by the block size (CFB-64 for a 64-bit block). */
const modeName = (mode, blockBits) => (mode === 'cfb' ? `CFB-${blockBits}` : (modeNames[mode] ?? mode));

function cyclesTable(board, cipher, timing) {
  const rows = timing.modes.map((m) => {
    const mbps = (cipher.blockBits * board.clock.hz) / m.cyclesPerBlock / 1e6;
    const chains = m.chains > 1 ? `, ${m.chains} chains` : '';
    return `| ${modeName(m.mode, cipher.blockBits)}${chains} | ${m.decrypt ? 'decrypt' : 'encrypt'} | ${round(m.cyclesPerBlock)} | ${round(mbps)} |`;
  });
  const setup = timing.byKeySize
    .map((k) => `${cipher.name}-${k.keyBits}: ${k.keySetup} cycle${k.keySetup === 1 ? '' : 's'}`)
    .join('; ');
  return [
    `| mode | direction | cycles per block | Mbit/s at ${mhz(board.clock.hz)} MHz |`,
    '| --- | --- | --- | --- |',
    ...rows,
    '',
    `Key setup (from loading a key to the first block): ${setup}. Figures from sim-core's timing`,
    'model of this configuration (the same numbers the lab shows); the host script measures',
    'the board itself with the `T` command ([PROTOCOL.md](PROTOCOL.md)).',
  ];
}

function round(x) {
  return Number.isInteger(x) ? String(x) : x.toFixed(2);
}

function openFlowSection(board, flow) {
  const prog = programmer(board);
  const lines = [
    '## Build with the open flow (Makefile)',
    '',
    `${flow.yosys === 'yosys' ? 'Yosys' : `Yosys (\`${flow.yosys}\`, 0.70: Debian's 0.23 maps block RAM in a form nextpnr does not pack)`} (\`${flow.synth}\`) → \`${flow.pnr.tool}\` → \`${flow.pack.tool}\`. Install the tools:`,
    '',
    '```sh',
  ];
  if (flow.install.debian.length) lines.push(`sudo apt-get install ${flow.install.debian.join(' ')}`);
  if (flow.install.pypi.length) lines.push(`python3 -m pip install ${flow.install.pypi.join(' ')}`);
  lines.push(
    '```',
    '',
    'then:',
    '',
    '```sh',
    `make        # build/ gets the netlist, the placed design, yosys.log, nextpnr.log and build/${flow.bitstream}`,
    'make prog   # load it into the FPGA',
    '```',
    '',
    `\`make prog\` runs \`${prog.command.replace(/\$\(BITSTREAM\)/g, `build/${flow.bitstream}`).replace(/\$\(BUILD\)/g, 'build')}\` (${prog.from}).`,
    "nextpnr's log (`build/nextpnr.log`) gives the design's maximum clock frequency; it must be",
    `at least the board's ${mhz(board.clock.hz)} MHz. nextpnr places with seed ${placementSeed}, the lab's figures' seed`,
    '(`make SEED=...` tries another placement).',
    `Override a tool with \`make NEXTPNR=... PACK=...\``,
  );
  if (flow.pnr.tool.startsWith('yowasp-')) {
    lines.push(
      `(\`${flow.pnr.tool}\` is the WebAssembly build from PyPI; a native \`${flow.pnr.tool.replace(/^yowasp-/, '')}\``,
      'is faster where you have one).',
    );
  } else lines[lines.length - 1] += '.';
  return lines;
}

function vendorSection(board, backend, hasOpenFlow) {
  if (!backend.name) {
    return ['## Vendor tool', '', `No ${backend.title} project is included: ${backend.reason}.`];
  }
  const dir = `${backend.name}/`;
  const steps = {
    vivado: [
      'cd vivado && make          # Vivado in batch mode: project, synthesis, implementation, bitstream',
      'make pgm                     # program the board from Vivado',
    ],
    quartus: ['cd quartus && make         # Quartus: project, synthesis, fit, assembler (cipherscope.sof), timing'],
    diamond: ['cd diamond && diamondc cipherscope.tcl && diamondc cipherscope_run.tcl'],
  }[backend.name];
  return [
    `## Build with ${backend.title}`,
    '',
    `\`${dir}\` holds the project scripts Edalize wrote for the ${backend.title} backend (with the same`,
    `sources, constraints and top-level parameters). With ${backend.title} on your PATH:`,
    '',
    '```sh',
    ...steps,
    '```',
    ...(hasOpenFlow ? [] : ['', `or just \`make\` here, which does the same and copies the bitstream to \`build/\`.`]),
  ];
}

function fusesocSection(board, config, flow, backend) {
  const targets = [flow ? flow.fusesocFlow : null, backend.name].filter(Boolean);
  return [
    '## Build with FuseSoC',
    '',
    '`cipherscope.core` describes the same project for FuseSoC (`pip install fusesoc`):',
    '',
    '```sh',
    ...targets.map((t) => `fusesoc --cores-root . run --target ${t} ${coreName(board, config)}`),
    '```',
    ...(flow?.pnr.tool.startsWith('yowasp-')
      ? [
          '',
          `FuseSoC calls the tools by their usual names (\`${flow.pnr.tool.replace(/^yowasp-/, '')}\`, \`${flow.pack.tool.replace(/^yowasp-/, '')}\`),`,
          'not the `yowasp-` builds the Makefile uses: put native builds on PATH for it.',
        ]
      : []),
  ];
}

function uartSection(board) {
  const lines = ['## Connect the UART', ''];
  if (board.uart.bridge) {
    lines.push(
      `The board's own USB-UART bridge (${board.uart.bridge}) carries the serial port: ${board.uart.description}`,
    );
  } else {
    lines.push(
      `**The ${board.name} has no USB-UART bridge.** ${board.uart.description}`,
      '',
      '| signal | FPGA pin | adapter |',
      '| --- | --- | --- |',
      `| \`uart_rx_i\` (into the FPGA) | ${board.pins.uart_rx_i.pin} | TXD |`,
      `| \`uart_tx_o\` (out of the FPGA) | ${board.pins.uart_tx_o.pin} | RXD |`,
      '| ground | GND | GND |',
      '',
      'Use a 3.3 V adapter (not 5 V), and connect nothing else.',
    );
  }
  const port = board.uart.port;
  lines.push(
    '',
    `The line runs at ${BAUD} baud, 8N1, no flow control. On Linux the port is usually`,
    `\`${port.linux}\`. ${port.why} \`ls /dev/ttyUSB* /dev/ttyACM*\` before and after plugging`,
    'the board in shows which it is; on Windows it is a COM port, on macOS a `/dev/cu.usbserial-*`.',
  );
  return lines;
}

export function renderReadme({ board, config, cipher, title, timing, offlineKey, paths }) {
  const knownAnswers = paths.includes(KNOWN_ANSWERS_PATH);
  const flow = openFlow(board);
  const backend = vendorBackend(board);
  const params = topParameters(board, config.blockBits);
  const lines = [
    `# CipherScope: ${config.id} on the ${board.name}`,
    '',
    `The ${cipher.name} core \`${config.id}\`${title ? ` (${title})` : ''} behind a UART on the ${board.maker} ${board.name}`,
    `(${board.fpga.part}, ${mhz(board.clock.hz)} MHz clock). The host script sends it known-answer`,
    'tests and measures its throughput over the serial port. Exported by CipherScope; the RTL',
    "under `hdl/` is the lab's, unchanged, and `cs_top.sv` is the generated top level that fixes",
    "this configuration's parameters.",
    '',
    '## Cycles per block',
    '',
    ...cyclesTable(board, cipher, timing),
    '',
  ];
  if (offlineKey) {
    lines.push(
      '## The key is built in',
      '',
      'This core has an offline key schedule: its round keys are constants in `cs_top.sv`, computed',
      `from the key \`${offlineKey}\` (also in \`board.json\`). The core encrypts only under that key;`,
      'do not share this project if the key is a secret.',
      ...(knownAnswers
        ? [
            'The board cannot take other round keys (PROTOCOL.md carries 16 round-key indexes), so every',
            'answer in `host/vectors/known-answers.json` is under this key.',
          ]
        : []),
      '',
    );
  }
  if (flow) lines.push(...openFlowSection(board, flow), '');
  lines.push(...vendorSection(board, backend, Boolean(flow)), '');
  lines.push(...fusesocSection(board, config, flow, backend), '');
  lines.push(...uartSection(board), '');
  lines.push(
    '## Run the host script',
    '',
    '```sh',
    'python3 -m pip install -r host/requirements.txt',
    `make test PORT=${board.uart.port.linux}          # or: python3 host/cs_host.py --port ${board.uart.port.linux} --config ${config.id}`,
    '```',
    '',
    `(\`PORT\`: ${portNote(board)}; "Connect the UART" above says why.) It identifies the board,`,
    ...(knownAnswers
      ? [
          'checks the board against `host/vectors/known-answers.json`, which the export wrote for this',
          "configuration (published known answers, blocks and mode examples of CipherScope's golden",
          'model and the `T` checksums, each answer naming its origin; sources in `host/vectors/README.md`),',
        ]
      : [
          'runs the known-answer tests from `host/vectors/`',
          `(${cipher.boardHost.summary}; copied unchanged, with their sources in \`host/vectors/README.md\`)`,
        ]),
    "and measures throughput with the board's cycle counter, in the protocol of",
    `[PROTOCOL.md](PROTOCOL.md) (version 2, which moves the core's ${config.blockBits / 8}-byte blocks). The LEDs:`,
    '`led_o[0]` blinks at about 1 Hz once the design runs,',
    '`led_o[1]` is lit while a command is in progress.',
    '',
    '## Top-level parameters',
    '',
    '| parameter | value |',
    '| --- | --- |',
    ...Object.entries(params).map(([k, v]) => `| \`${k}\` | ${v} |`),
    '',
    '## Files',
    '',
    ...fileList(paths),
    '',
    '`board.json` lists every file with its SHA-256.',
  );
  if (board.notes?.length) lines.push('', '## Notes on this board', '', ...board.notes.map((n) => `- ${n}`));
  return `${lines.join('\n')}\n`;
}

function fileList(paths) {
  const groups = new Map();
  for (const p of [...paths].sort()) {
    const top = p.includes('/') ? `${p.split('/')[0]}/` : p;
    if (!groups.has(top)) groups.set(top, 0);
    groups.set(top, groups.get(top) + 1);
  }
  const cipherFolder =
    paths.map((p) => /^hdl\/rtl\/(?!common\/|board\/)[^/]+\//.exec(p)?.[0]).find(Boolean) ?? 'hdl/rtl/';
  const what = {
    'hdl/': `the RTL: the mode wrapper (\`hdl/rtl/common/\`), the cipher's core (\`${cipherFolder}\`) and the UART board top (\`hdl/rtl/board/\`)`,
    'cs_top.sv': 'the configured core, generated for this configuration',
    'cipherscope.core': 'FuseSoC core file',
    Makefile: 'open flow (or the vendor tool), `make prog`, `make test`',
    'host/':
      'the host script, its Python requirements, the cipher description it reads (`host/ciphers.json`) and the test vectors it reads (`host/vectors/`, with their provenance)',
    'vivado/': 'Vivado project scripts (Edalize)',
    'quartus/': 'Quartus project scripts (Edalize)',
    'diamond/': 'Diamond project scripts (Edalize)',
    'README.md': 'this file',
    'PROTOCOL.md': 'the UART protocol between the host script and the board top level',
    'board.json': 'manifest: configuration, board, parameters, files with SHA-256',
  };
  const constraint = (name) => (name.endsWith('.sdc') ? 'clock constraint' : 'pin constraints');
  return [...groups].map(([top, n]) => `- \`${top}\`${n > 1 ? ` (${n} files)` : ''}: ${what[top] ?? constraint(top)}`);
}
