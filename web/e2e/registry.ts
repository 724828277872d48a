// The registry (registry/*.json) as the e2e tests read it: what a page shows is checked against
// the files the lab itself is built from.
import fs from 'node:fs';
import path from 'node:path';

const registryDir = path.resolve(import.meta.dirname, '..', '..', 'registry');

/** registry/<name>, parsed. */
export const registryFile = (name: string) => JSON.parse(fs.readFileSync(path.join(registryDir, name), 'utf8'));

/** The choices of a cipher's implementation axis (registry/ciphers.json), in the registry's order. */
export function implementationChoices(cipher: string): { token: string; name: string }[] {
  const ciphers: { id: string; implementation: { choices: { token: string; name: string }[] } }[] =
    registryFile('ciphers.json').ciphers;
  return ciphers.find((c) => c.id === cipher)!.implementation.choices;
}
