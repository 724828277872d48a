// Twofish's core for the generated top level (hdl/top.mjs) and the build (hdl/cores.mjs): its
// module, its RTL in compile order, its parameters for a configuration and the expression of
// its latency. Pure, so the web app's board export reads it too. Listed in hdl/ciphers.mjs.
import { bytesHex, loopCoreParameters } from '../../core-parameters.mjs';
import { sliceLoopPlumbing } from '../common/plumbing.mjs';

export default {
  module: 'twofish_core',
  // The shared plumbing it instantiates (hdl/rtl/common/plumbing.mjs), and its own files in
  // compile order, packages before their users.
  depends: [...sliceLoopPlumbing, 'cs_early_entry'],
  files: [
    'twofish_pkg.sv',
    'twofish_arch_pkg.sv',
    'twofish_g.sv',
    'twofish_round.sv',
    'twofish_round_slice.sv',
    'twofish_key_setup.sv',
    'twofish_core.sv',
  ],
  parameters: (config, { offlineRoundKeys }) =>
    loopCoreParameters('twofish_pkg', config, {
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
};
