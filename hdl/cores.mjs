// The bridge from a registry configuration to RTL: which hdl/ files a configuration uses
// (each core's manifest lists its own, hdl/ciphers.mjs) and the generated top level `cs_top`
// that fixes its parameters (rendered by ./top.mjs, which has no Node imports so the web app
// uses it too; re-exported here). The harness (hdl/harness/) drives `cs_top`; Verilator
// cannot set enum parameters with -G, so each configuration gets this small wrapper instead
// (the same parameters a board top uses).

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { coreFiles } from './ciphers.mjs';

export { renderTop } from './top.mjs';
export { coreFiles } from './ciphers.mjs';

export const hdlDir = path.dirname(fileURLToPath(import.meta.url));

/** Verilator's waivers for the whole RTL tree (each says why), passed before the sources. */
export const verilatorWaivers = path.join(hdlDir, 'lint', 'verilator.vlt');

/**
 * The RTL a configuration of `cipher` compiles, packages first, as paths relative to hdl/: the
 * mode wrapper (hdl/rtl/common/cs_mode.sv) and the core's own list (its manifest,
 * hdl/rtl/<cipher>/core.mjs, through hdl/ciphers.mjs coreFiles), which names the shared
 * plumbing of hdl/rtl/common/ it uses.
 */
export function coreSources(cipher) {
  return coreFiles(cipher).map((f) => path.join(...f.split('/')));
}
