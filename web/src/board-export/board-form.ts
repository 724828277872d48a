// Which core a project exports: the lab's configuration as it is (what `npm run export
// --config <id>` takes), or, for the lab's run-time-mode cores (`-all`: every mode and 64
// chaining values, for the simulators), its ECB form, the single-mode core `npm run synth`
// measures as the board form (scripts/lib/synth-figures.mjs figureConfigId).
import type { Configuration } from '@sim-core';

/** The ECB form of a `-all` configuration, or null for any other (or if it does not parse). */
export function ecbForm(config: Configuration, parse: (id: string) => Configuration): Configuration | null {
  if (config.mode.kind !== 'all' || !config.id.endsWith('-all')) return null;
  try {
    return parse(`${config.id.slice(0, -'-all'.length)}-ecb`);
  } catch {
    return null;
  }
}
