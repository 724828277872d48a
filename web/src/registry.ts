// The registry for the web app: the same configurations.json the build reads, checked by
// the same sim-core rules.
import data from '@registry/configurations.json';
import { checkRegistry } from '@registry/registry.mjs';
import type { Configuration } from '@sim-core';
import type { SimCore } from './sim/sim-core';

export interface RegistryEntry {
  id: string;
  title: string;
  summary: string;
  cites: string[];
  config: Configuration;
}

export interface Registry {
  defaultId: string;
  entries: RegistryEntry[];
}

export function loadRegistry(simCore: SimCore): Registry {
  return checkRegistry(data, simCore.parseConfiguration) as Registry;
}
