// registry/synthesis.json as a partial sweep leaves it: everything but one configuration, for
// tests of a prebuilt configuration that has no figures yet, whichever the sweep has reached.
import { synthesisFile, type SynthesisFile } from '../throughput/synthesis';

export function sweepWithout(id: string): SynthesisFile {
  const { [id]: _, ...measured } = synthesisFile.configurations;
  return { ...synthesisFile, configurations: measured };
}
