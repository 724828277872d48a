// Figures measured from earlier inputs. A full synthesis sweep takes hours, so a change to a
// core's RTL, its top level, the measuring code or a tool's version can leave figures of the
// earlier inputs committed in synthesis.json for a while; synthesis-stale.json names them
// (`npm run synth` writes it, scripts/lib/synth-stale.mjs). Every layer that shows a figure
// marks it here and says the same words: the lab, the finalists view, the board export's fit
// report, and the generated Markdown tables (their † footnote).

/** What the lab says beside a figure measured from earlier inputs. */
export const earlierInputsNote = 'from earlier inputs';

/** Why, in a sentence, and what measures it again. */
export const earlierInputsWhy =
  "measured before the core's RTL, its top level or the measuring flow last changed; npm run synth -- --list names the commands that measure it again";

/** The footnote under a table whose marked figures carry a †. */
export const earlierInputsFootnote = `† ${earlierInputsWhy[0].toUpperCase()}${earlierInputsWhy.slice(1)} (registry/synthesis-stale.json names each such figure).`;

/**
 * `synthesis` (synthesis.json's contents) with each figure `stale` (synthesis-stale.json's)
 * names marked `earlierInputs: true`; the files themselves are left as they are.
 */
export function markEarlierInputs(synthesis, stale) {
  const configurations = Object.fromEntries(
    Object.entries(synthesis.configurations).map(([id, entry]) => {
      const devices = stale.configurations[id] ?? [];
      const marked = Object.fromEntries(
        Object.entries(entry).map(([key, figure]) => [
          key,
          typeof figure === 'object' && devices.includes(key) ? { ...figure, earlierInputs: true } : figure,
        ]),
      );
      return [id, marked];
    }),
  );
  return { ...synthesis, configurations };
}
