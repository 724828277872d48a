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

/** The RTL files of the AES family, package first, as paths relative to hdl/. */
export function coreSources() {
  const dir = path.join(hdlDir, 'rtl', 'aes');
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.sv'))
    .sort();
  return ['aes_pkg.sv', ...files.filter((f) => f !== 'aes_pkg.sv')].map((f) => path.join('rtl', 'aes', f));
}
