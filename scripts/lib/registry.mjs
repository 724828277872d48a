// The registry for Node scripts: configurations.json checked by sim-core.
import fs from 'node:fs';
import path from 'node:path';
import { root } from './paths.mjs';
import { loadSimCore } from './sim-core.mjs';
import { checkRegistry } from '../../registry/registry.mjs';
import { cipherById } from '../../registry/ciphers.mjs';

export const registryFile = path.join(root, 'registry', 'configurations.json');
export const ciphersFile = path.join(root, 'registry', 'ciphers.json');

/** The cipher description (registry/ciphers.json). */
export function loadCiphers() {
  return JSON.parse(fs.readFileSync(ciphersFile, 'utf8'));
}

/**
 * Ciphers the build can make simulators of: those whose core the mode wrapper (aes_mode.sv)
 * and the generated top level (hdl/top.mjs) wrap. The cipher-neutral wrapper of issue #23
 * (ABI v4) opens the build to every cipher of registry/ciphers.json.
 */
const wiredCiphers = ['aes'];

/** Why the build cannot make simulators of `config` (sim-core's parseConfiguration) yet, or null. */
export function notBuildable(config) {
  if (wiredCiphers.includes(config.cipher)) return null;
  const name = cipherById(loadCiphers(), config.cipher)?.name ?? config.cipher;
  return `${config.id} is a valid configuration, but ${name}'s RTL (hdl/rtl/${config.cipher}) is not yet wired to the mode wrapper and the generated top level, so the lab cannot build its simulators yet (issue #23: one mode wrapper for every cipher, ABI v4)`;
}

export async function loadRegistry() {
  const simCore = await loadSimCore();
  const data = JSON.parse(fs.readFileSync(registryFile, 'utf8'));
  const registry = checkRegistry(data, simCore.parseConfiguration);
  const problems = registry.entries.map((e) => notBuildable(e.config)).filter(Boolean);
  if (problems.length) throw new Error(`registry/configurations.json:\n  ${problems.join('\n  ')}`);
  return registry;
}
