// The registry for Node scripts: configurations.json checked by sim-core.
import fs from 'node:fs';
import path from 'node:path';
import { root } from './paths.mjs';
import { loadSimCore } from './sim-core.mjs';
import { checkRegistry } from '../../registry/registry.mjs';

export const registryFile = path.join(root, 'registry', 'configurations.json');

export async function loadRegistry() {
  const simCore = await loadSimCore();
  const data = JSON.parse(fs.readFileSync(registryFile, 'utf8'));
  return checkRegistry(data, simCore.parseConfiguration);
}
