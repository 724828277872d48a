// The registry for Node scripts: configurations.json checked by sim-core.
import fs from 'node:fs';
import path from 'node:path';
import { root } from './paths.mjs';
import { loadSimCore } from './sim-core.mjs';
import { checkRegistry } from '../../registry/registry.mjs';
import { cipherById } from '../../registry/ciphers.mjs';
import { builtCiphers } from '../../hdl/top.mjs';

export const registryFile = path.join(root, 'registry', 'configurations.json');
export const ciphersFile = path.join(root, 'registry', 'ciphers.json');

/**
 * The lab's default configuration (registry/configurations.json `default`): the id the help
 * pages give as an example, so they name no cipher of their own.
 */
export function defaultConfigId() {
  return JSON.parse(fs.readFileSync(registryFile, 'utf8')).default;
}

/** The cipher description (registry/ciphers.json). */
export function loadCiphers() {
  return JSON.parse(fs.readFileSync(ciphersFile, 'utf8'));
}

/** Why the build cannot make simulators of `config` (sim-core's parseConfiguration) yet, or null. */
export function notBuildable(config) {
  if (builtCiphers.includes(config.cipher)) return null;
  const name = cipherById(loadCiphers(), config.cipher)?.name ?? config.cipher;
  return `${config.id} is a valid configuration, but ${name}'s RTL (hdl/rtl/${config.cipher}) has no core in the generated top level (hdl/top.mjs) yet, so the lab cannot build its simulators`;
}

export async function loadRegistry() {
  const simCore = await loadSimCore();
  const data = JSON.parse(fs.readFileSync(registryFile, 'utf8'));
  const registry = checkRegistry(data, simCore.parseConfiguration);
  const problems = registry.entries.map((e) => notBuildable(e.config)).filter(Boolean);
  if (problems.length) throw new Error(`registry/configurations.json:\n  ${problems.join('\n  ')}`);
  return registry;
}
