// MARS's core for the generated top level (hdl/top.mjs) and the build (hdl/cores.mjs): its
// module, its RTL in compile order, its parameters for a configuration and the expression of
// its latency. Pure, so the web app's board export reads it too. Listed in hdl/ciphers.mjs.
import {
  bytesHex,
  bakedRoundKeys,
  directions,
  keySchedules,
  keySizes,
  lookup,
  shared,
} from '../../core-parameters.mjs';

// Two implementation axes under one id token (registry/ciphers.json): sim-core's kind → the
// S-box (mars_sbox.sv) and the multiplier (mars_multiply.sv).
const implementations = {
  lut: { SBox: 'SBoxLogic', Mul: 'MulStar' },
  blockRam: { SBox: 'SBoxBram', Mul: 'MulStar' },
  arrayMultiplier: { SBox: 'SBoxLogic', Mul: 'MulArray' },
  blockRamArrayMultiplier: { SBox: 'SBoxBram', Mul: 'MulArray' },
};
// Dandalis et al.'s two architectures by the id's kind (hdl/doc/mars.md): LU-1 is the
// iterative core, PP-3 the three layers as three stages.
const architectures = { LU: 'ArchIterative', PP: 'ArchConcurrent' };

export default {
  module: 'mars_core',
  // The shared plumbing it instantiates (hdl/rtl/common/plumbing.mjs), and its own files in
  // compile order, packages before their users.
  depends: ['cs_word_pkg', 'cs_stage_reg', 'cs_key_store', 'cs_in_flight', 'cs_early_entry'],
  files: [
    'mars_pkg.sv',
    'mars_arch_pkg.sv',
    'mars_round_pkg.sv',
    'mars_sbox.sv',
    'mars_multiply.sv',
    'mars_round.sv',
    'mars_key_setup.sv',
    'mars_core.sv',
  ],
  // Its own list: mars_core has no K or M (sim-core's rules allow LU-1 and PP-3 alone) and two
  // implementation parameters.
  parameters(config, { offlineRoundKeys }) {
    const implementation = implementations[config.sbox];
    if (!implementation) throw new Error(`hdl/top.mjs has no RTL parameter for MARS's implementation '${config.sbox}'`);
    const parameters = [
      ['KeyLen', lookup(keySizes, config.keySize, 'key size', shared)],
      ['Direction', lookup(directions, config.direction, 'direction', shared)],
      ['Arch', lookup(architectures, config.architecture.kind, 'architecture', 'mars_pkg')],
      ['KeySchedule', lookup(keySchedules, config.keySchedule, 'key schedule', shared)],
      ['Mul', `mars_pkg::${implementation.Mul}`],
      ['SBox', `mars_pkg::${implementation.SBox}`],
    ];
    if (config.keySchedule === 'offline') {
      // sim-core's Mars::round_keys: K[0..39] as ten blocks, block 0 on top.
      parameters.push(['OfflineRoundKeys', `1280'h${bytesHex(bakedRoundKeys(config, offlineRoundKeys))}`]);
    }
    return parameters;
  },
  latency: (p) => `mars_arch_pkg::core_latency(${p.Arch})`,
};
