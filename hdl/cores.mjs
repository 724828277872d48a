// The bridge from a registry configuration to RTL: which hdl/ files a configuration uses
// and the generated top level `cs_top` that fixes its parameters (rendered by ./top.mjs,
// which has no Node imports so the web app uses it too; re-exported here). The harness
// (hdl/harness/) drives `cs_top`; Verilator cannot set enum parameters with -G, so each
// configuration gets this small wrapper instead (the same parameters a board top uses).

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export { renderTop } from './top.mjs';

export const hdlDir = path.dirname(fileURLToPath(import.meta.url));

/** Verilator's waivers for the whole RTL tree (each says why), passed before the sources. */
export const verilatorWaivers = path.join(hdlDir, 'lint', 'verilator.vlt');

/**
 * A folder of hdl/rtl/ as paths relative to hdl/: its package (`<first>.sv`) first, then its
 * other packages (`*_pkg.sv`: Verilator wants a package before its users, and
 * `mars_round_pkg.sv` sorts after `mars_round.sv`), then the rest, each in name order.
 */
function rtlFolder(folder, first) {
  const files = fs
    .readdirSync(path.join(hdlDir, 'rtl', folder))
    .filter((f) => f.endsWith('.sv') && f !== first)
    .sort();
  const isPackage = (f) => f.endsWith('_pkg.sv');
  return [first, ...files.filter(isPackage), ...files.filter((f) => !isPackage(f))].map((f) =>
    path.join('rtl', folder, f),
  );
}

/**
 * The RTL of a cipher's cores, packages first, as paths relative to hdl/: what every cipher
 * shares (hdl/rtl/common/: the mode wrapper) and the cipher's family (hdl/rtl/<cipher>/).
 */
export function coreSources(cipher = 'aes') {
  return [...rtlFolder('common', 'cs_pkg.sv'), ...rtlFolder(cipher, `${cipher}_pkg.sv`)];
}
