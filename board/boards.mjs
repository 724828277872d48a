// The boards a configured core can be exported to: one JSON file per board in boards/,
// each imported statically (Node 20 and Vite both read `with { type: 'json' }`), so this
// module works in the web app as it does under Node, with no file-system access.
// Every file is checked on load; a missing or malformed field throws naming file and field.
import icebreaker from './boards/icebreaker.json' with { type: 'json' };
import ulx3s85f from './boards/ulx3s-85f.json' with { type: 'json' };
import ulx3s25f from './boards/ulx3s-25f.json' with { type: 'json' };
import orangecrab25f from './boards/orangecrab-25f.json' with { type: 'json' };
import artyA735t from './boards/arty-a7-35t.json' with { type: 'json' };
import basys3 from './boards/basys3.json' with { type: 'json' };
import de10Lite from './boards/de10-lite.json' with { type: 'json' };
import tangNano9k from './boards/tang-nano-9k.json' with { type: 'json' };

/**
 * @typedef {'clk_i' | 'uart_rx_i' | 'uart_tx_o' | 'led_o[0]' | 'led_o[1]'} Port
 * @typedef {{ pin: string, ioStandard: string | null, pull?: 'up' | 'down' | 'none', net: string, sourceRef: string }} Pin
 * @typedef {{ tool: string, args: string[] }} ToolCall
 * @typedef {{ linux: string, why: string, sourceRef?: string }} UartPort the serial device the
 *   board's UART usually is on Linux, why, and (for an on-board bridge) the source that says so
 * @typedef {{
 *   id: string, name: string, maker: string, url: string, revision: string,
 *   fpga: { family: 'ice40' | 'ecp5' | 'gowin' | 'xilinx7' | 'max10', device: string, part: string,
 *           package: string, speed: string | null, config?: { cfgbvs: string, configVoltage: string } },
 *   clock: { hz: number, oscillator: string },
 *   pins: Record<Port, Pin>,
 *   ledActiveLow: boolean,
 *   uart: { bridge: string | null, description: string, port: UartPort },
 *   resources: { luts: number, lutKind: string, ffs: number, brams: number, bramKind: string,
 *                dsps: number, dspKind: string, source: string, other?: string },
 *   openFlow: null | { synth: string, pnr: ToolCall, pack: ToolCall, install: { debian: string[], pypi: string[] } },
 *   vendorFlow: { tool: 'vivado' | 'quartus' | 'gowin' | 'diamond' | 'radiant' | 'icecube2', options: Record<string, string> },
 *   sources: { file: string, url: string, covers: string }[],
 *   documentedCores?: { why: string, exportDefault: string, table: string[] },
 *   notes?: string[],
 * }} Board
 */

/** The board top level's ports (hdl/rtl/board/cs_board_top.sv), one pin each. */
export const PORTS = Object.freeze(['clk_i', 'uart_rx_i', 'uart_tx_o', 'led_o[0]', 'led_o[1]']);

/** FPGA families, with the unit each resource count is in. */
export const FAMILIES = Object.freeze({
  ice40: { lut: 'LUT4', bram: 'EBR', needsIoStandard: false },
  ecp5: { lut: 'LUT4', bram: 'DP16KD', needsIoStandard: true },
  gowin: { lut: 'LUT4', bram: 'BSRAM', needsIoStandard: true },
  xilinx7: { lut: 'LUT6', bram: 'RAMB36', needsIoStandard: true },
  max10: { lut: 'LE', bram: 'M9K', needsIoStandard: true },
});

/** Vendor tools and the Edalize options each needs. */
const VENDOR_OPTIONS = {
  vivado: ['part'],
  quartus: ['family', 'device'],
  gowin: ['part'],
  diamond: ['part'],
  radiant: ['part'],
  icecube2: ['part'],
};

const PULLS = ['up', 'down', 'none'];

class BoardError extends Error {}

function fail(file, field, problem) {
  throw new BoardError(`board file '${file}': field '${field}' ${problem}`);
}

function describe(value) {
  if (value === undefined) return 'is missing';
  return `is ${JSON.stringify(value)}`;
}

function isObject(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function object(file, field, value) {
  if (!isObject(value)) fail(file, field, `${describe(value)}, expected an object`);
  return value;
}

function string(file, field, value) {
  if (typeof value !== 'string' || value.trim() === '')
    fail(file, field, `${describe(value)}, expected a non-empty string`);
  return value;
}

function stringOrNull(file, field, value) {
  if (value === null) return null;
  return string(file, field, value);
}

function count(file, field, value) {
  if (!Number.isInteger(value) || value < 0) fail(file, field, `${describe(value)}, expected a whole number ≥ 0`);
  return value;
}

function positive(file, field, value) {
  if (!Number.isInteger(value) || value <= 0) fail(file, field, `${describe(value)}, expected a whole number > 0`);
  return value;
}

function oneOf(file, field, value, allowed) {
  if (!allowed.includes(value)) fail(file, field, `${describe(value)}, expected one of ${allowed.join(', ')}`);
  return value;
}

function strings(file, field, value) {
  if (!Array.isArray(value)) fail(file, field, `${describe(value)}, expected an array of strings`);
  value.forEach((item, i) => string(file, `${field}[${i}]`, item));
  return value;
}

function tool(file, field, value) {
  object(file, field, value);
  string(file, `${field}.tool`, value.tool);
  strings(file, `${field}.args`, value.args);
  return value;
}

function validateFpga(file, fpga) {
  object(file, 'fpga', fpga);
  oneOf(file, 'fpga.family', fpga.family, Object.keys(FAMILIES));
  string(file, 'fpga.device', fpga.device);
  string(file, 'fpga.part', fpga.part);
  string(file, 'fpga.package', fpga.package);
  if (!('speed' in fpga)) fail(file, 'fpga.speed', 'is missing (null where the part has no speed grade)');
  stringOrNull(file, 'fpga.speed', fpga.speed);
  if (fpga.config !== undefined) {
    object(file, 'fpga.config', fpga.config);
    string(file, 'fpga.config.cfgbvs', fpga.config.cfgbvs);
    string(file, 'fpga.config.configVoltage', fpga.config.configVoltage);
  }
}

function validatePins(file, pins, family) {
  object(file, 'pins', pins);
  for (const name of Object.keys(pins)) {
    if (!PORTS.includes(name)) fail(file, `pins.${name}`, `is not a port of the board top level (${PORTS.join(', ')})`);
  }
  const used = new Map();
  for (const port of PORTS) {
    const field = `pins.${port}`;
    const pin = object(file, field, pins[port]);
    string(file, `${field}.pin`, pin.pin);
    if (!('ioStandard' in pin)) fail(file, `${field}.ioStandard`, 'is missing (null where the family needs none)');
    if (FAMILIES[family].needsIoStandard) string(file, `${field}.ioStandard`, pin.ioStandard);
    else stringOrNull(file, `${field}.ioStandard`, pin.ioStandard);
    if (pin.pull !== undefined) oneOf(file, `${field}.pull`, pin.pull, PULLS);
    string(file, `${field}.net`, pin.net);
    string(file, `${field}.sourceRef`, pin.sourceRef);
    const key = pin.pin.toUpperCase();
    if (used.has(key)) fail(file, `${field}.pin`, `is ${pin.pin}, already used by ${used.get(key)}`);
    used.set(key, port);
  }
}

function validatePort(file, uart, sources) {
  const port = object(file, 'uart.port', uart.port);
  string(file, 'uart.port.linux', port.linux);
  if (!/^\/dev\/tty[A-Za-z]+\d+$/.test(port.linux))
    fail(file, 'uart.port.linux', `is ${JSON.stringify(port.linux)}, expected a device like /dev/ttyUSB0`);
  string(file, 'uart.port.why', port.why);
  if (uart.bridge === null && port.sourceRef === undefined) return;
  string(file, 'uart.port.sourceRef', port.sourceRef);
  // Each '; '-separated part names one of the board's sources, as "<file>: <what it says>".
  for (const part of port.sourceRef.split('; ')) {
    if (!sources.some((s) => part.startsWith(`${s.file}: `)))
      fail(file, 'uart.port.sourceRef', `part ${JSON.stringify(part)} does not begin with a source's file and ': '`);
  }
}

function validateResources(file, resources) {
  object(file, 'resources', resources);
  positive(file, 'resources.luts', resources.luts);
  string(file, 'resources.lutKind', resources.lutKind);
  positive(file, 'resources.ffs', resources.ffs);
  count(file, 'resources.brams', resources.brams);
  string(file, 'resources.bramKind', resources.bramKind);
  count(file, 'resources.dsps', resources.dsps);
  string(file, 'resources.dspKind', resources.dspKind);
  string(file, 'resources.source', resources.source);
}

function validateOpenFlow(file, flow) {
  if (flow === null) return;
  object(file, 'openFlow', flow);
  string(file, 'openFlow.synth', flow.synth);
  tool(file, 'openFlow.pnr', flow.pnr);
  tool(file, 'openFlow.pack', flow.pack);
  object(file, 'openFlow.install', flow.install);
  strings(file, 'openFlow.install.debian', flow.install.debian);
  strings(file, 'openFlow.install.pypi', flow.install.pypi);
}

function validateVendorFlow(file, flow) {
  object(file, 'vendorFlow', flow);
  oneOf(file, 'vendorFlow.tool', flow.tool, Object.keys(VENDOR_OPTIONS));
  object(file, 'vendorFlow.options', flow.options);
  for (const option of VENDOR_OPTIONS[flow.tool]) string(file, `vendorFlow.options.${option}`, flow.options[option]);
}

function validateSources(file, sources) {
  if (!Array.isArray(sources) || sources.length === 0)
    fail(file, 'sources', `${describe(sources)}, expected a non-empty array`);
  sources.forEach((source, i) => {
    const field = `sources[${i}]`;
    object(file, field, source);
    string(file, `${field}.file`, source.file);
    string(file, `${field}.url`, source.url);
    if (!/^https:\/\//.test(source.url))
      fail(file, `${field}.url`, `is ${JSON.stringify(source.url)}, expected an https:// URL`);
    string(file, `${field}.covers`, source.covers);
  });
}

function deepFreeze(value) {
  if (typeof value === 'object' && value !== null) {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
}

/**
 * Check one board description (the parsed JSON of a board file) and return it frozen.
 * Throws an Error naming the file and the first missing or malformed field.
 * @param {unknown} data
 * @param {string} file
 * @returns {Board}
 */
export function validateBoard(data, file) {
  return checkedBoard(/** @type {any} */ (data), file);
}

function checkedBoard(data, file) {
  object(file, '(top level)', data);
  string(file, 'id', data.id);
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(data.id))
    fail(file, 'id', `is ${JSON.stringify(data.id)}, expected lower-case words joined by '-'`);
  string(file, 'name', data.name);
  string(file, 'maker', data.maker);
  string(file, 'url', data.url);
  string(file, 'revision', data.revision);
  validateFpga(file, data.fpga);
  object(file, 'clock', data.clock);
  positive(file, 'clock.hz', data.clock.hz);
  string(file, 'clock.oscillator', data.clock.oscillator);
  validatePins(file, data.pins, data.fpga.family);
  if (typeof data.ledActiveLow !== 'boolean')
    fail(file, 'ledActiveLow', `${describe(data.ledActiveLow)}, expected true or false`);
  object(file, 'uart', data.uart);
  if (!('bridge' in data.uart)) fail(file, 'uart.bridge', 'is missing (null where the board has no USB-UART)');
  stringOrNull(file, 'uart.bridge', data.uart.bridge);
  string(file, 'uart.description', data.uart.description);
  validateResources(file, data.resources);
  if (!('openFlow' in data)) fail(file, 'openFlow', 'is missing (null where no open place-and-route exists)');
  validateOpenFlow(file, data.openFlow);
  validateVendorFlow(file, data.vendorFlow);
  validateSources(file, data.sources);
  validatePort(file, data.uart, data.sources);
  if (data.documentedCores !== undefined) {
    object(file, 'documentedCores', data.documentedCores);
    string(file, 'documentedCores.why', data.documentedCores.why);
    string(file, 'documentedCores.exportDefault', data.documentedCores.exportDefault);
    strings(file, 'documentedCores.table', data.documentedCores.table);
  }
  if (data.notes !== undefined) strings(file, 'notes', data.notes);
  return deepFreeze(structuredClone(data));
}

const files = [
  ['icebreaker.json', icebreaker],
  ['ulx3s-85f.json', ulx3s85f],
  ['ulx3s-25f.json', ulx3s25f],
  ['orangecrab-25f.json', orangecrab25f],
  ['arty-a7-35t.json', artyA735t],
  ['basys3.json', basys3],
  ['de10-lite.json', de10Lite],
  ['tang-nano-9k.json', tangNano9k],
];

const boards = files.map(([file, data]) => {
  const board = validateBoard(data, `board/boards/${file}`);
  if (`${board.id}.json` !== file)
    fail(`board/boards/${file}`, 'id', `is ${JSON.stringify(board.id)}, expected the file's name`);
  return board;
});

const byId = new Map(boards.map((board) => [board.id, board]));

/**
 * Every board, in a fixed order (frozen objects).
 * @returns {Board[]}
 */
export function listBoards() {
  return [...boards];
}

/**
 * The board with this id; an unknown id throws an Error naming the known ones.
 * @param {string} id
 * @returns {Board}
 */
export function boardById(id) {
  const board = byId.get(id);
  if (!board) throw new Error(`unknown board '${id}'; known boards: ${[...byId.keys()].join(', ')}`);
  return board;
}
