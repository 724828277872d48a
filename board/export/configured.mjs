// One configuration's project for one board, from sim-core and the repository's files:
// the generated top level (with an offline key's round keys), the board's constraints and
// the timing table, handed to exportProject. `npm run export` (scripts/lib/export.mjs) and
// the web app both call this, so they give the same bytes; they differ only in where the
// files come from (the file system, or the page's bundle).
import { topFor } from '../../hdl/top.mjs';
import { coreIncludes as manifestIncludes } from '../../hdl/ciphers.mjs';
import { renderConstraints } from '../constraints.mjs';
import { exportProject } from './project.mjs';
import { hostCipherProblem, readCiphers } from './host.mjs';
import { knownAnswersText, needsKnownAnswers } from './known-answers.mjs';

/**
 * @param {object} input
 * @param {object} input.simCore sim-core (cipherRoundKeys, predictTiming; cipherBlocks,
 *   modeEncrypt and modeDecrypt for known-answers.json)
 * @param {object} input.config sim-core's parseConfiguration(id)
 * @param {object} input.board boardById(id)
 * @param {string} [input.title] the registry's title for the configuration
 * @param {string} [input.key] hex, for an offline key schedule (checked by keyProblem)
 * @param {string[]} input.coreSources repository paths of the cipher's RTL, packages first
 * @param {string[]} [input.coreIncludes] repository paths of the include files it reads; by
 *   default its core manifest's (hdl/ciphers.mjs coreIncludes)
 * @param {string[]} input.boardSources repository paths of the board RTL
 * @param {(path: string) => string | Uint8Array} input.readFile a repository file's content
 * @param {Record<string, Map<string, string | Uint8Array>> | null} input.vendor the board's vendor scripts
 * @returns {Promise<{ folder: string, files: Map<string, Uint8Array>, layout: object }>}
 */
export function exportConfiguration({
  simCore,
  config,
  board,
  title,
  key,
  coreSources,
  coreIncludes = manifestIncludes(config.cipher).map((f) => `hdl/${f}`),
  boardSources,
  readFile,
  vendor,
}) {
  const problem = hostCipherProblem(config);
  if (problem) throw new Error(problem);
  return exportProject({
    config,
    board,
    title,
    top: topFor(simCore, config, key),
    constraints: renderConstraints(board),
    coreSources,
    coreIncludes,
    boardSources,
    readFile,
    vendor,
    timing: simCore.predictTiming(config.id),
    key: key?.toLowerCase(),
    knownAnswers: needsKnownAnswers(config, readCiphers(readFile))
      ? knownAnswersText({ simCore, config, readFile, key })
      : null,
  });
}
