// RC6's core for the generated top level (hdl/top.mjs) and the build (hdl/cores.mjs): its
// module, its RTL in compile order, its parameters for a configuration and the expression of
// its latency. Pure, so the web app's board export reads it too. Listed in hdl/ciphers.mjs.
import { bytesHex, loopCoreParameters } from '../../core-parameters.mjs';
import { sliceLoopPlumbing } from '../common/plumbing.mjs';

export default {
  module: 'rc6_core',
  // The shared plumbing it instantiates (hdl/rtl/common/plumbing.mjs), and its own files in
  // compile order, packages before their users.
  depends: [...sliceLoopPlumbing, 'cs_early_entry'],
  files: [
    'rc6_pkg.sv',
    'rc6_arch_pkg.sv',
    'rc6_quadratic.sv',
    'rc6_rotate.sv',
    'rc6_round.sv',
    'rc6_round_slice.sv',
    'rc6_key_setup.sv',
    'rc6_core.sv',
  ],
  parameters: (config, { offlineRoundKeys }) =>
    loopCoreParameters('rc6_pkg', config, {
      offlineRoundKeys,
      // How f(x) = x(2x + 1) is built (rc6_quadratic.sv).
      implementation: ['Mul', { squarer: 'MulSquarer', dspMultiplier: 'MulStar', arrayMultiplier: 'MulArray' }],
      // sim-core's Rc6::round_keys: S[0..43] as eleven blocks, block 0 on top.
      offline: (keys) => [['OfflineRoundKeys', `1408'h${bytesHex(keys)}`]],
    }),
  latency: (p) => `rc6_arch_pkg::core_latency(${p.Arch}, ${p.M})`,
};
