// The SIMON family's core for the generated top level (hdl/top.mjs) and the build (hdl/cores.mjs):
// its module, its RTL in compile order, its parameters for a configuration and the expression
// of its latency. One manifest for both members the lab builds, SIMON 64/128 (simon64) and
// SIMON 128/128 (simon128), each listed in hdl/ciphers.mjs: the member is the word size, the
// description's `wordBits` (registry/ciphers.json). Pure, so the web app's board export reads
// it too.
import ciphers from '../../../registry/ciphers.json' with { type: 'json' };
import { cipherById } from '../../../registry/ciphers.mjs';
import { architectures, directions, lookup, shared } from '../../core-parameters.mjs';

export default {
  // Both members' RTL, bench and document are named by the family (hdl/rtl/simon/, hdl/tb/simon/,
  // hdl/doc/simon.md), not by their ids.
  folder: 'simon',
  module: 'simon_core',
  // The shared plumbing it instantiates (hdl/rtl/common/plumbing.mjs), and its own files in
  // compile order, packages before their users.
  depends: ['cs_round_loop', 'cs_token_pin', 'cs_step_counter'],
  files: [
    'simon_pkg.sv',
    'simon_arch_pkg.sv',
    'simon_round_step.sv',
    'simon_key_step.sv',
    'simon_round_slice.sv',
    'simon_key_setup.sv',
    'simon_core.sv',
  ],
  // simon_core takes the word size, the direction and the architecture with its k (LU-k, PP-k)
  // or w (BS-w, bits a cycle) as K; one 128-bit key and the online schedule only (the
  // description's keySizes and keySchedules; sim-core refuses the rest).
  parameters(config) {
    if (config.keySchedule !== 'online') {
      throw new Error(`${config.id}: simon_core has no '${config.keySchedule}' key schedule (online)`);
    }
    const a = config.architecture;
    return [
      ['WordBits', String(cipherById(ciphers, config.cipher).wordBits)],
      ['Direction', lookup(directions, config.direction, 'direction', shared)],
      ['Arch', lookup(architectures, a.kind, 'architecture', shared)],
      ['K', String(a.kind === 'BS' ? (a.w ?? a.k) : a.k)],
      ['M', String(a.m ?? 0)],
    ];
  },
  latency: (p) => `simon_arch_pkg::core_latency(${p.Arch}, ${p.K}, ${p.WordBits})`,
};
