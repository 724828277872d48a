// AES's core for the generated top level (hdl/top.mjs) and the build (hdl/cores.mjs): its
// module, its RTL in compile order, its parameters for a configuration and the expression of
// its latency. Pure, so the web app's board export reads it too. Listed in hdl/ciphers.mjs.
import { hexParameter, loopCoreParameters } from '../../core-parameters.mjs';

// sim-core's S-box kinds → aes_pkg::sbox_impl_e (hdl/doc/sboxes.md).
const sboxes = {
  lut: 'SBoxLut',
  blockRam: 'SBoxBram',
  lutRam: 'SBoxLutRam',
  composite: 'SBoxComposite',
  compositePipelined: 'SBoxCompositePipelined',
  boyarPeralta: 'SBoxBoyarPeralta',
};

export default {
  module: 'aes_core',
  // The shared plumbing it instantiates (hdl/rtl/common/plumbing.mjs), and its own files in
  // compile order, packages before their users.
  depends: ['cs_stage_reg', 'cs_token_pin', 'cs_exit_buffer', 'cs_key_store', 'cs_in_flight'],
  files: [
    'aes_pkg.sv',
    'aes_arch_pkg.sv',
    'aes_sbox_lut.sv',
    'aes_sbox_bram.sv',
    'aes_sbox_bram_pair.sv',
    'aes_sbox_lutram.sv',
    'aes_sbox_composite.sv',
    'aes_sbox_pipe_reg.sv',
    'aes_sbox_boyar_peralta.sv',
    'aes_sbox.sv',
    'aes_sub_bytes.sv',
    'aes_shift_rows.sv',
    'aes_mix_columns.sv',
    'aes_token_pin.sv',
    'aes_round_slice.sv',
    'aes_loop_boundary.sv',
    'aes_key_setup.sv',
    'aes_key_banks.sv',
    'aes_core.sv',
  ],
  parameters: (config, { offlineRoundKeys }) =>
    loopCoreParameters('aes_pkg', config, {
      offlineRoundKeys,
      implementation: ['SBoxImpl', sboxes],
      // Round keys 0..14, key 0 on top (aes_core.sv).
      offline: (keys) => [['OfflineRoundKeys', hexParameter(1920, keys)]],
    }),
  latency: (p) => `aes_arch_pkg::core_latency(${['KeyLen', 'Arch', 'K', 'M', 'SBoxImpl'].map((n) => p[n]).join(', ')})`,
};
