// Triple DES's core for the generated top level (hdl/top.mjs) and the build (hdl/cores.mjs):
// its module, its RTL in compile order, its parameters for a configuration and the expression
// of its latency. Pure, so the web app's board export reads it too. Listed in hdl/ciphers.mjs.
import { architectures, directions, lookup, shared } from '../../core-parameters.mjs';

// The keying options by key-size token (des_pkg::key_len_e), and the schedules: how many key
// banks the core holds (hdl/doc/des.md, "Parameters").
const keySizes = { 64: 'KeyLen64', 128: 'KeyLen128', 192: 'KeyLen192', '3in1': 'KeyLen3in1' };
const keySchedules = ['online', 'banked'];

export default {
  module: 'des_core',
  // The shared plumbing it instantiates (hdl/rtl/common/plumbing.mjs), and its own files in
  // compile order, packages before their users.
  depends: ['cs_round_loop', 'cs_token_pin'],
  files: [
    'des_pkg.sv',
    'des_arch_pkg.sv',
    'des_f.sv',
    'des_round.sv',
    'des_key_step.sv',
    'des_round_slice.sv',
    'des_key_banks.sv',
    'des_core.sv',
  ],
  // Its own list: des_core has no KeySchedule parameter (the round keys are computed on the fly
  // in every schedule; a schedule is how many key banks it holds) and its key sizes are the
  // keying options' bundles.
  parameters(config, { keyBanks }) {
    if (!keySchedules.includes(config.keySchedule)) {
      throw new Error(
        `${config.id}: des_core has no '${config.keySchedule}' key schedule (${keySchedules.join(', ')})`,
      );
    }
    const a = config.architecture;
    return [
      ['KeyLen', lookup(keySizes, config.keySize, 'key size', 'des_pkg')],
      ['Direction', lookup(directions, config.direction, 'direction', shared)],
      ['Arch', lookup(architectures, a.kind, 'architecture', shared)],
      ['K', String(a.k)],
      ['M', String(a.m ?? 0)],
      ['NumBanks', String(keyBanks)],
    ];
  },
  latency: (p) => `des_arch_pkg::core_latency(${p.Arch}, ${p.K})`,
};
