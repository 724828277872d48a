// The bridge from a registry configuration to RTL: which hdl/ files a configuration uses
// (each core's manifest lists its own, hdl/ciphers.mjs) and the generated top level `cs_top`
// that fixes its parameters (rendered by ./top.mjs, which has no Node imports so the web app
// uses it too; re-exported here). The harness (hdl/harness/) drives `cs_top`; Verilator
// cannot set enum parameters with -G, so each configuration gets this small wrapper instead
// (the same parameters a board top uses).

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { coreFiles, coreIncludes as coreIncludeFiles, includeDirs } from './ciphers.mjs';

export { renderTop } from './top.mjs';
export { coreFiles, includeDirs } from './ciphers.mjs';

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

/**
 * The include files a configuration of `cipher` reads, as paths relative to hdl/ (hdl/ciphers.mjs
 * coreIncludes): what a build's hash covers besides coreSources.
 */
export function coreIncludes(cipher) {
  return coreIncludeFiles(cipher).map((f) => path.join(...f.split('/')));
}

/** The include path of `cipher`'s RTL, absolute: the folders of its include files. */
export function coreIncludeDirs(cipher) {
  return includeDirs(coreIncludeFiles(cipher)).map((d) => path.join(hdlDir, ...d.split('/')));
}

/** Verilator's and Yosys's read_verilog's option for the folders of the include `files` (paths): `-I<dir>` each. */
export function includePath(files) {
  return [...new Set(files.map((f) => path.dirname(f)))].map((d) => `-I${d}`);
}

/** The include options for `cipher`'s RTL: `-I<dir>` for each folder of its include files. */
export function includeArgs(cipher) {
  return coreIncludeDirs(cipher).map((d) => `-I${d}`);
}
