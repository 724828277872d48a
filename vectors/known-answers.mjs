// The index of the ciphers' published known answers: each cipher's own module under
// vectors/<id>/ says where its files are and how they are read, and this file, the only one of
// the vectors layer that names ciphers, lists them. Every layer that checks a core against
// them reads them here: the HDL tests (hdl/tests/nist.test.mjs), the core benches (hdl/tb/) and
// the board export's known answers (board/export/known-answers.mjs, in Node and in the page).
// A new cipher's published files are its module and a line here (a family's module, such as
// SIMON's two block sizes, gives each of its ciphers). Pure: callers read the text.
// Each file's provenance and byte order: vectors/README.md.
//
// A cipher's module gives either or both of:
// - `file`: { path, read(text) → KnownAnswer[] }, a file of single-block known answers;
// - `cavp`: { read(simCore, text), ecb: [{ path, keyBits }], modes: { <mode>: [{ path, keyBits }] } },
//   NIST CAVP files read by sim-core: ECB records block by block, and multi-block messages
//   per chained mode.
// A cipher the board host checks by itself (registry/ciphers.json `boardHost`) needs neither.
import serpent from './serpent/known-answers.mjs';
import twofish from './twofish/known-answers.mjs';
import rc6 from './rc6/known-answers.mjs';
import mars from './mars/known-answers.mjs';
import des from './des/known-answers.mjs';
import simon from './simon/known-answers.mjs';

/** @typedef {import('./cryptopp.mjs').KnownAnswer} KnownAnswer */

/** cipher id (registry/ciphers.json) → its published known answers: { file?, cavp? } */
export const publishedAnswers = Object.freeze({ serpent, twofish, rc6, mars, des, ...simon });

/** cipher id → { path: repository path, read(text) → KnownAnswer[] }, for each cipher with such a file */
export const knownAnswerFiles = Object.freeze(
  Object.fromEntries(
    Object.entries(publishedAnswers)
      .filter(([, answers]) => answers.file)
      .map(([id, answers]) => [id, answers.file]),
  ),
);

/**
 * The known answers of `cipher` from its file's `text`, every line checked: a file that gives
 * none is an error naming it (a truncated or wrong file must not pass as "no vectors").
 * @returns {KnownAnswer[]}
 */
export function readKnownAnswers(cipher, text) {
  const file = knownAnswerFiles[cipher];
  if (!file) throw new Error(`vectors/known-answers.mjs has no known-answer file for the cipher '${cipher}'`);
  const answers = file.read(text);
  if (answers.length === 0) throw new Error(`${file.path}: no known answers read (is it the right file?)`);
  return answers;
}
