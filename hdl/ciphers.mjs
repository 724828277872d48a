// The HDL's index of ciphers, the only shared file of hdl/ that names them: each cipher's core
// manifest (hdl/rtl/<id>/core.mjs, or its family's folder's: its module, the shared plumbing it uses and its own RTL
// files in compile order, its parameters for a configuration, its latency), by the cipher's id
// in registry/ciphers.json. A new cipher adds its folder and one line here. Pure, so the web
// app imports it too.
import { plumbing } from './rtl/common/plumbing.mjs';
import aes from './rtl/aes/core.mjs';
import serpent from './rtl/serpent/core.mjs';
import twofish from './rtl/twofish/core.mjs';
import rc6 from './rtl/rc6/core.mjs';
import mars from './rtl/mars/core.mjs';
import des from './rtl/des/core.mjs';
import simon from './rtl/simon/core.mjs';

/** Each cipher's core manifest by cipher id. */
export const cores = {
  aes,
  serpent,
  twofish,
  rc6,
  mars,
  des,
  simon64: simon,
  simon128: simon,
};

/** The RTL around every core in the generated top level (cs_top): the mode wrapper and its package. */
const topFiles = ['cs_pkg.sv', 'cs_mode.sv'];

/**
 * The include files every configuration reads (hdl/rtl/common/): the generated top level's
 * port list, the core's, a register stage's, and the header its tokens start with.
 */
const coreIncludeFiles = ['cs_top_ports.svh', 'cs_core_ports.svh', 'cs_stage_ports.svh', 'cs_token_header.svh'];

/** A cipher's core manifest; throws naming the cipher if the HDL has none. */
export function coreOf(cipher) {
  const core = cores[cipher];
  if (!core) throw new Error(`hdl/ciphers.mjs has no core for the cipher '${cipher}'`);
  return core;
}

/**
 * The folder a cipher's RTL, bench and document are named by (hdl/rtl/<folder>/,
 * hdl/tb/<folder>/, hdl/doc/<folder>.md): its manifest's `folder`, where one family serves
 * several ciphers of the registry, else the cipher's id (also for a cipher without a core).
 */
export function coreFolder(cipher) {
  return cores[cipher]?.folder ?? cipher;
}

/** The files of hdl/rtl/common/ that the plumbing `core` depends on names, ending in `ending` ('.sv' or '.svh'). */
function plumbingFiles(core, ending) {
  return core.depends.flatMap((m) => plumbing[m]).filter((f) => f.endsWith(ending));
}

/**
 * The RTL a configuration of `cipher` compiles, as paths relative to hdl/ (`rtl/…`, '/'-
 * separated), packages before their users: the mode wrapper, the shared plumbing the core
 * depends on (hdl/rtl/common/), then the core's own files.
 */
export function coreFiles(cipher) {
  const core = coreOf(cipher);
  const shared = [...topFiles, ...plumbingFiles(core, '.sv')];
  return [
    ...[...new Set(shared)].map((f) => `rtl/common/${f}`),
    ...core.files.map((f) => `rtl/${coreFolder(cipher)}/${f}`),
  ];
}

/**
 * The include files a configuration of `cipher` reads (`include`, never compiled on their own),
 * as paths relative to hdl/: the port lists and the token header of hdl/rtl/common/, those of
 * the plumbing it uses, and the core's own (its manifest's `includes`, hdl/rtl/<cipher>/).
 * Every tool that reads coreFiles is given their folders as its include path (includeDirs).
 */
export function coreIncludes(cipher) {
  const core = coreOf(cipher);
  return [
    ...[...new Set([...coreIncludeFiles, ...plumbingFiles(core, '.svh')])].map((f) => `rtl/common/${f}`),
    ...(core.includes ?? []).map((f) => `rtl/${coreFolder(cipher)}/${f}`),
  ];
}

/** The folders of `includes` ('/'-separated paths), each once, in order: an include path. */
export function includeDirs(includes) {
  return [...new Set(includes.map((f) => f.slice(0, f.lastIndexOf('/'))))];
}
