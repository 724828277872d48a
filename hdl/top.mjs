// The generated top level `cs_top` that fixes a configuration's parameters: pure (no file
// system, no Node modules), so the web app's board export renders the same text as the
// simulators' build and `npm run export`. hdl/cores.mjs re-exports renderTop.
import ciphers from '../registry/ciphers.json' with { type: 'json' };
import { cipherById } from '../registry/ciphers.mjs';

const aesParameters = {
  keySize: { 128: 'KeyLen128', 192: 'KeyLen192', 256: 'KeyLen256', '3in1': 'KeyLen3in1' },
  direction: { encrypt: 'DirEncrypt', decrypt: 'DirDecrypt', unified: 'DirUnified' },
  architecture: { LU: 'ArchLoopUnrolled', PP: 'ArchPartialPipeline', SP: 'ArchSubPipeline' },
  sbox: {
    lut: 'SBoxLut',
    blockRam: 'SBoxBram',
    lutRam: 'SBoxLutRam',
    composite: 'SBoxComposite',
    compositePipelined: 'SBoxCompositePipelined',
    boyarPeralta: 'SBoxBoyarPeralta',
  },
  keySchedule: { online: 'KeyScheduleOnline', banked: 'KeyScheduleBanked', offline: 'KeyScheduleOffline' },
};

/** The modes of cs_pkg::mode_e (hdl/rtl/common/cs_pkg.sv). */
const modes = {
  ecb: 'ModeEcb',
  ctr: 'ModeCtr',
  cbc: 'ModeCbc',
  cfb: 'ModeCfb',
  ofb: 'ModeOfb',
  interleavedCbc: 'ModeInterleavedCbc',
  multiStreamCbc: 'ModeMultiStreamCbc',
  all: 'ModeAll',
};

/** Chains a mode keeps: interleaved CBC's N, multi-stream CBC's streams, 64 at run time. */
function modeChains(mode) {
  if (mode.kind === 'interleavedCbc') return mode.chains;
  if (mode.kind === 'multiStreamCbc') return mode.streams;
  return mode.kind === 'all' ? 64 : 1;
}

/** Bytes → lower-case hex digits (Buffer's 'hex' has no browser counterpart). */
export function bytesHex(bytes) {
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

/** Hex digits → bytes; the caller has checked them (keyProblem, sim-core's parseHex). */
export function hexBytes(hex) {
  return Uint8Array.from(hex.match(/../g).map((b) => parseInt(b, 16)));
}

/** Key bytes of a configuration's size (the largest of a core that takes several, 32). */
export function keyBytes(config) {
  return Math.max(...config.keyBits) / 8;
}

/**
 * The FIPS-197 Appendix C key of a configuration's size (00 01 02 …) as hex: the key an
 * offline key schedule bakes in when none is given, so a prebuilt simulator starts with a
 * known key (the same bytes for every cipher).
 */
export function fips197KeyHex(config) {
  return bytesHex(Uint8Array.from({ length: keyBytes(config) }, (_, i) => i));
}

/**
 * The key banks a configuration's core holds (its `key_bank_i` values): its cipher's
 * `keyBanks` (registry/ciphers.json; AES's 16 when absent, Chodowiec et al.'s 4 for Triple
 * DES) for a banked schedule, one key otherwise. The harness refuses any other bank
 * (harness/defines.mjs keySlots).
 */
export function keyBanks(config) {
  if (config.keySchedule !== 'banked') return 1;
  return cipherById(ciphers, config.cipher).keyBanks ?? 16;
}

function lookup(table, value, axis, pkg = 'aes_pkg') {
  const name = table[value];
  if (!name) throw new Error(`hdl/top.mjs has no RTL parameter for ${axis} '${value}'`);
  return `${pkg}::${name}`;
}

/**
 * The parameters of a core family written after serpent_core (Serpent, Twofish, RC6): the
 * same names in its own package `<cipher>_pkg`, plus its implementation axis where it has one
 * (`implementation`: the parameter's name and its value for each of sim-core's kinds, e.g.
 * Twofish's `SBox`, RC6's `Mul`) and its offline store's build-time contents.
 */
function familyParameters(cipher, config, { implementation, offline, offlineRoundKeys }) {
  const pkg = `${cipher}_pkg`;
  const a = config.architecture;
  const parameters = [
    ['KeyLen', lookup(familyKeySizes, config.keySize, 'key size', pkg)],
    ['Direction', lookup(aesParameters.direction, config.direction, 'direction', pkg)],
    ['Arch', lookup(aesParameters.architecture, a.kind, 'architecture', pkg)],
    ['K', String(a.k)],
    ['M', String(a.m ?? 0)],
  ];
  if (implementation) {
    const [name, values] = implementation;
    parameters.push([name, lookup(values, config.sbox, 'implementation', pkg)]);
  }
  parameters.push(['KeySchedule', lookup(familySchedules, config.keySchedule, 'key schedule', pkg)]);
  if (config.keySchedule === 'offline') {
    if (!offlineRoundKeys) throw new Error(`${config.id}: an offline key schedule needs the round keys to bake in`);
    parameters.push(...offline(offlineRoundKeys));
  }
  return parameters;
}
const familyKeySizes = { 128: 'KeyLen128', 192: 'KeyLen192', 256: 'KeyLen256' };
const familySchedules = { online: 'KeyScheduleOnline', offline: 'KeyScheduleOffline' };
// MARS's two implementation axes under one id token (registry/ciphers.json): sim-core's kind →
// the S-box (mars_sbox.sv) and the multiplier (mars_multiply.sv).
const marsImplementations = {
  lut: { SBox: 'SBoxLogic', Mul: 'MulStar' },
  blockRam: { SBox: 'SBoxBram', Mul: 'MulStar' },
  arrayMultiplier: { SBox: 'SBoxLogic', Mul: 'MulArray' },
  blockRamArrayMultiplier: { SBox: 'SBoxBram', Mul: 'MulArray' },
};
// Dandalis et al.'s two MARS architectures by the id's kind (hdl/doc/mars.md): LU-1 is the
// iterative core, PP-3 the three layers as three stages.
const marsArchitectures = { LU: 'ArchIterative', PP: 'ArchConcurrent' };
const marsKeySizes = { ...familyKeySizes, '3in1': 'KeyLen3in1' };
// Triple DES's keying options by key-size token (des_pkg::key_len_e), and its schedules.
const desKeySizes = { 64: 'KeyLen64', 128: 'KeyLen128', 192: 'KeyLen192', '3in1': 'KeyLen3in1' };
const desSchedules = ['online', 'banked'];

/** A parameter list as SystemVerilog, one `.Name (value)` a line, aligned. */
function parameterList(parameters, indent) {
  const width = Math.max(...parameters.map(([n]) => n.length));
  return parameters.map(([n, v]) => `${indent}.${n.padEnd(width)}(${v})`).join(',\n');
}

/**
 * Each cipher's core for the generated top level: its module, its parameters for a
 * configuration, and the SystemVerilog expression of its latency (the most cycles a block
 * spends in it), which sizes the mode wrapper's slots (cs_mode.sv). Every core presents the
 * same ports (hdl/ABI.md, "The core every cipher presents").
 */
const cipherCores = {
  aes: {
    module: 'aes_core',
    parameters(config, { offlineRoundKeys }) {
      const a = config.architecture;
      const parameters = [
        ['KeyLen', lookup(aesParameters.keySize, config.keySize, 'key size')],
        ['Direction', lookup(aesParameters.direction, config.direction, 'direction')],
        ['Arch', lookup(aesParameters.architecture, a.kind, 'architecture')],
        ['K', String(a.k)],
        ['M', String(a.m ?? 0)],
        ['SBoxImpl', lookup(aesParameters.sbox, config.sbox, 'S-box')],
        ['KeySchedule', lookup(aesParameters.keySchedule, config.keySchedule, 'key schedule')],
      ];
      if (config.keySchedule === 'offline') {
        if (!offlineRoundKeys) throw new Error(`${config.id}: an offline key schedule needs the round keys to bake in`);
        parameters.push(['OfflineRoundKeys', `1920'h${bytesHex(offlineRoundKeys).padEnd(480, '0')}`]);
      }
      return parameters;
    },
    latency: (p) =>
      `aes_arch_pkg::core_latency(${['KeyLen', 'Arch', 'K', 'M', 'SBoxImpl'].map((n) => p[n]).join(', ')})`,
  },
  serpent: {
    module: 'serpent_core',
    parameters: (config, { offlineRoundKeys }) =>
      familyParameters('serpent', config, {
        offlineRoundKeys,
        // K_0..K_32, K_0 on top (serpent_core.sv).
        offline: (keys) => [['OfflineRoundKeys', `4224'h${bytesHex(keys).padEnd(1056, '0')}`]],
      }),
    latency: (p) => `serpent_arch_pkg::core_latency(${p.Arch}, ${p.M})`,
  },
  twofish: {
    module: 'twofish_core',
    parameters: (config, { offlineRoundKeys }) =>
      familyParameters('twofish', config, {
        offlineRoundKeys,
        // The key-dependent S-boxes computed in logic, or tables filled at key setup.
        implementation: ['SBox', { lut: 'SBoxLogic', blockRam: 'SBoxTables' }],
        // sim-core's Twofish::round_keys: ten subkey blocks (block 0 on top), the S-box key.
        offline: (keys) => [
          ['OfflineSubkeys', `1280'h${bytesHex(keys.subarray(0, 160))}`],
          ['OfflineSBoxKey', `128'h${bytesHex(keys.subarray(160, 176))}`],
        ],
      }),
    latency: (p) => `twofish_arch_pkg::core_latency(${p.Arch}, ${p.M})`,
  },
  rc6: {
    module: 'rc6_core',
    parameters: (config, { offlineRoundKeys }) =>
      familyParameters('rc6', config, {
        offlineRoundKeys,
        // How f(x) = x(2x + 1) is built (rc6_quadratic.sv).
        implementation: ['Mul', { squarer: 'MulSquarer', dspMultiplier: 'MulStar', arrayMultiplier: 'MulArray' }],
        // sim-core's Rc6::round_keys: S[0..43] as eleven blocks, block 0 on top.
        offline: (keys) => [['OfflineRoundKeys', `1408'h${bytesHex(keys)}`]],
      }),
    latency: (p) => `rc6_arch_pkg::core_latency(${p.Arch}, ${p.M})`,
  },
  mars: {
    module: 'mars_core',
    // Its own list: mars_core has no K or M (sim-core's rules allow LU-1 and PP-3 alone) and
    // two implementation parameters.
    parameters(config, { offlineRoundKeys }) {
      const implementation = marsImplementations[config.sbox];
      if (!implementation)
        throw new Error(`hdl/top.mjs has no RTL parameter for MARS's implementation '${config.sbox}'`);
      const parameters = [
        ['KeyLen', lookup(marsKeySizes, config.keySize, 'key size', 'mars_pkg')],
        ['Direction', lookup(aesParameters.direction, config.direction, 'direction', 'mars_pkg')],
        ['Arch', lookup(marsArchitectures, config.architecture.kind, 'architecture', 'mars_pkg')],
        ['KeySchedule', lookup(familySchedules, config.keySchedule, 'key schedule', 'mars_pkg')],
        ['Mul', `mars_pkg::${implementation.Mul}`],
        ['SBox', `mars_pkg::${implementation.SBox}`],
      ];
      if (config.keySchedule === 'offline') {
        if (!offlineRoundKeys) throw new Error(`${config.id}: an offline key schedule needs the round keys to bake in`);
        // sim-core's Mars::round_keys: K[0..39] as ten blocks, block 0 on top.
        parameters.push(['OfflineRoundKeys', `1280'h${bytesHex(offlineRoundKeys)}`]);
      }
      return parameters;
    },
    latency: (p) => `mars_arch_pkg::core_latency(${p.Arch})`,
  },
  des: {
    module: 'des_core',
    // Its own list: des_core has no KeySchedule parameter (the round keys are computed on the
    // fly in every schedule; a schedule is how many key banks it holds) and its key sizes are
    // the keying options' bundles (hdl/doc/des.md, "Parameters").
    parameters(config) {
      if (!desSchedules.includes(config.keySchedule)) {
        throw new Error(
          `${config.id}: des_core has no '${config.keySchedule}' key schedule (${desSchedules.join(', ')})`,
        );
      }
      const a = config.architecture;
      return [
        ['KeyLen', lookup(desKeySizes, config.keySize, 'key size', 'des_pkg')],
        ['Direction', lookup(aesParameters.direction, config.direction, 'direction', 'des_pkg')],
        ['Arch', lookup(aesParameters.architecture, a.kind, 'architecture', 'des_pkg')],
        ['K', String(a.k)],
        ['M', String(a.m ?? 0)],
        ['NumBanks', String(keyBanks(config))],
      ];
    },
    latency: (p) => `des_arch_pkg::core_latency(${p.Arch}, ${p.K})`,
  },
};

/** The ciphers whose cores the generated top level can wrap: the build makes their simulators. */
export const builtCiphers = Object.keys(cipherCores);

/**
 * SystemVerilog text of the top level `cs_top` for one parsed configuration: the mode
 * wrapper (cs_mode.sv) and the cipher's core side by side.
 * `offlineRoundKeys` (Uint8Array, 16 bytes a round key) bakes the round keys of an offline
 * key schedule into the core (Swankoski et al.: computed at design time).
 */
export function renderTop(config, { offlineRoundKeys } = {}) {
  const core = cipherCores[config.cipher];
  if (!core) throw new Error(`hdl/top.mjs has no core for the cipher '${config.cipher}'`);
  const coreParameters = core.parameters(config, { offlineRoundKeys });
  const mode = modes[config.mode.kind];
  if (!mode) throw new Error(`hdl/top.mjs has no RTL parameter for mode '${config.mode.kind}'`);
  const modeParameters = [
    ['Mode', `cs_pkg::${mode}`],
    ['Chains', String(modeChains(config.mode))],
    ['BlockBits', 'BlockBits'],
    ['Latency', core.latency(Object.fromEntries(coreParameters))],
  ];
  return `// Generated by hdl/cores.mjs for ${config.id}; do not edit.
// The harness (hdl/harness/) drives this top level; its ports are the same for every core.

module cs_top #(
  localparam int unsigned TagWidth  = 24,
  localparam int unsigned BlockBits = ${config.blockBits},
  localparam int unsigned NumStages = ${config.registerStages}  // sim-core's count; Verilator checks the core's
) (
  input  logic                          clk_i,
  input  logic                          rst_ni,
  input  logic                          key_valid_i,
  output logic                          key_ready_o,
  input  logic [255:0]                  key_i,
  input  logic [1:0]                    key_len_i,
  input  logic [7:0]                    key_bank_i,
  input  logic                          iv_valid_i,
  output logic                          iv_ready_o,
  input  logic [BlockBits-1:0]          iv_i,
  input  logic [7:0]                    iv_index_i,
  input  logic                          cfg_valid_i,
  output logic                          cfg_ready_o,
  input  logic [2:0]                    cfg_mode_i,
  input  logic [7:0]                    cfg_chains_i,
  input  logic                          in_valid_i,
  output logic                          in_ready_o,
  input  logic [BlockBits-1:0]          in_data_i,
  input  logic [TagWidth-1:0]           in_tag_i,
  input  logic                          in_decrypt_i,
  input  logic [3:0]                    in_bank_i,
  input  logic [7:0]                    in_stream_i,
  output logic                          out_valid_o,
  input  logic                          out_ready_i,
  output logic [BlockBits-1:0]          out_data_o,
  output logic [TagWidth-1:0]           out_tag_o,
  output logic [NumStages-1:0]          probe_valid_o,
  output logic [NumStages*TagWidth-1:0] probe_tag_o,
  output logic [NumStages*8-1:0]        probe_round_o
);

  logic                 core_in_valid, core_in_ready, core_in_decrypt, core_out_valid;
  logic [BlockBits-1:0] core_in_data, core_out_data;
  logic [TagWidth-1:0]  core_out_tag;
  logic [7:0]           core_in_slot, core_out_slot;

  cs_mode #(
${parameterList(modeParameters, '    ')}
  ) u_mode (
    .clk_i,
    .rst_ni,
    .iv_valid_i,
    .iv_ready_o,
    .iv_i,
    .iv_index_i,
    .cfg_valid_i,
    .cfg_ready_o,
    .cfg_mode_i,
    .cfg_chains_i,
    .in_valid_i,
    .in_ready_o,
    .in_data_i,
    .in_tag_i,
    .in_decrypt_i,
    .in_stream_i,
    .out_valid_o,
    .out_ready_i,
    .out_data_o,
    .out_tag_o,
    .core_busy_i      (|probe_valid_o),
    .core_in_valid_o  (core_in_valid),
    .core_in_ready_i  (core_in_ready),
    .core_in_data_o   (core_in_data),
    .core_in_decrypt_o(core_in_decrypt),
    .core_in_slot_o   (core_in_slot),
    .core_out_valid_i (core_out_valid),
    .core_out_data_i  (core_out_data),
    .core_out_tag_i   (core_out_tag),
    .core_out_slot_i  (core_out_slot)
  );

  ${core.module} #(
${parameterList(coreParameters, '    ')}
  ) u_core (
    .clk_i,
    .rst_ni,
    .key_valid_i,
    .key_ready_o,
    .key_i,
    .key_len_i,
    .key_bank_i,
    .in_valid_i   (core_in_valid),
    .in_ready_o   (core_in_ready),
    .in_data_i    (core_in_data),
    .in_tag_i,
    .in_decrypt_i (core_in_decrypt),
    .in_bank_i,
    .in_slot_i    (core_in_slot),
    .out_valid_o  (core_out_valid),
    .out_ready_i,
    .out_data_o   (core_out_data),
    .out_tag_o    (core_out_tag),
    .out_slot_o   (core_out_slot),
    .probe_valid_o,
    .probe_tag_o,
    .probe_round_o
  );

endmodule
`;
}

/**
 * cs_top.sv for a configuration as the board export and the simulators build it: an offline
 * key schedule bakes in the round keys of `key` (hex), expanded by sim-core's
 * cipherRoundKeys; other key schedules take no key.
 */
export function topFor(simCore, config, key) {
  return renderTop(config, key ? { offlineRoundKeys: simCore.cipherRoundKeys(config.cipher, hexBytes(key)) } : {});
}
