// Serpent's core for the generated top level (hdl/top.mjs) and the build (hdl/cores.mjs): its
// module, its RTL in compile order, its parameters for a configuration and the expression of
// its latency. Pure, so the web app's board export reads it too. Listed in hdl/ciphers.mjs.
import { hexParameter, loopCoreParameters } from '../../core-parameters.mjs';
import { sliceLoopPlumbing } from '../common/plumbing.mjs';

export default {
  module: 'serpent_core',
  // The shared plumbing it instantiates (hdl/rtl/common/plumbing.mjs), and its own files in
  // compile order, packages before their users.
  depends: sliceLoopPlumbing,
  files: [
    'serpent_pkg.sv',
    'serpent_arch_pkg.sv',
    'serpent_sbox_layer.sv',
    'serpent_round_slice.sv',
    'serpent_key_setup.sv',
    'serpent_core.sv',
  ],
  parameters: (config, { offlineRoundKeys }) =>
    loopCoreParameters('serpent_pkg', config, {
      offlineRoundKeys,
      // K_0..K_32, K_0 on top (serpent_core.sv).
      offline: (keys) => [['OfflineRoundKeys', hexParameter(4224, keys)]],
    }),
  latency: (p) => `serpent_arch_pkg::core_latency(${p.Arch}, ${p.M})`,
};
