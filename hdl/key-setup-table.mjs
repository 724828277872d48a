// The key-setup latency of the five AES finalists (Dandalis et al., CHES 2000, Tables 1-5)
// beside the lab's cores, for hdl/doc/timing.md. Generated from the registry's files, never
// typed: `npm run timing` rewrites it after measuring, and scripts/tests/key-setup-table.test.mjs
// fails when the committed table differs from what the committed files give.
//
// Dandalis et al. measure the time from a new key until its first block may start, in µs on
// their Virtex XCV1000, and its ratio to one block's encryption time. The lab's figures are the
// same two quantities: the key setup measured on the RTL (registry/measured.json, `keySetup`:
// cycles from the key handshake until a block waiting behind it is taken), its ratio to the
// core's cycles a block with feedback, and the time at the core's ECP5-85F Fmax
// (registry/synthesis.json) where `npm run synth` has measured it.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { earlierInputsFootnote, markEarlierInputs } from '../registry/earlier-inputs.mjs';
import { committedBlock, writeBlock } from './generated-block.mjs';
import { keySetupCores } from './key-setup-cores.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
export const keySetupDoc = path.join(here, 'doc', 'timing.md');
const begin = '<!-- generated: key-setup table (npm run timing) -->';
const end = '<!-- end generated key-setup table -->';
const marks = [begin, end];

const fixed = (x, digits) => x.toFixed(digits);

/**
 * Markdown rows: one per (Dandalis row, lab core), a row with a note where the lab has none.
 * `synthesis` is synthesis.json, marked by registry/earlier-inputs.mjs's markEarlierInputs: a
 * time at an Fmax measured from earlier inputs carries a †.
 */
export function keySetupRows(published, configurations, measured, synthesis) {
  const rows = [];
  const dandalis = published.rows.filter((r) => r.source === 'dandalis2000' && r.keySetupLatencyUs !== undefined);
  for (const row of dandalis) {
    const theirs = `${row.label.split(',')[0]} | ${row.table} | ${fixed(row.keySetupLatencyUs, 2)} µs | ${fixed(row.keySetupOverBlockTime, 2)}`;
    const cores = keySetupCores(row, configurations);
    if (cores.length === 0) {
      rows.push(`| ${theirs} | – | – | – | – | – | ${row.note ?? 'no core in the lab'} |`);
      continue;
    }
    for (const id of cores) {
      const timing = measured.configurations[id]?.timing?.find(
        (t) => t.keyBits === row.keyBits && t.direction !== 'decrypt',
      );
      if (!timing)
        throw new Error(`registry/measured.json has no ${row.keyBits}-bit timing of ${id}: run npm run timing`);
      const ecp5 = synthesis.configurations[id]?.['ecp5-85f'];
      const fmax = ecp5?.fmaxMHz;
      const time = fmax
        ? `${fixed(timing.keySetup / fmax, 2)} µs at ${fixed(fmax, 1)} MHz${ecp5.earlierInputs ? ' †' : ''}`
        : 'not synthesised yet';
      rows.push(
        `| ${theirs} | \`${id}\` | ${timing.keySetup} | ${timing.feedback} | ${fixed(timing.keySetup / timing.feedback, 2)} | ${time} | |`,
      );
    }
  }
  return rows;
}

export function renderKeySetupTable(rows) {
  return [
    begin,
    '',
    '| finalist | Dandalis et al. | their key setup | ÷ a block | lab core | key setup, cycles | a block, cycles | ÷ a block | key setup at the ECP5-85F Fmax | note |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    ...(rows.some((r) => r.includes(' †')) ? [earlierInputsFootnote, ''] : []),
    end,
  ].join('\n');
}

const readJson = (relative) => JSON.parse(fs.readFileSync(path.join(here, '..', relative), 'utf8'));

/** The table as the committed registry files give it. */
export function keySetupTableFromRegistry() {
  const configurations = readJson('registry/configurations.json').configurations.map((c) => c.id);
  return renderKeySetupTable(
    keySetupRows(
      readJson('registry/published.json'),
      configurations,
      readJson('registry/measured.json'),
      markEarlierInputs(readJson('registry/synthesis.json'), readJson('registry/synthesis-stale.json')),
    ),
  );
}

/** The generated part of the committed document ('' if it has none). */
export const committedKeySetupTable = () => committedBlock(keySetupDoc, marks);

export const writeKeySetupTable = (table) => writeBlock(keySetupDoc, marks, table);
