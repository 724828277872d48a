// The registry's configuration ids, read before sim-core has loaded (main.tsx), so a lab
// URL's model can start loading while the page starts. registry.ts checks them with sim-core.
import data from '@registry/configurations.json';

/**
 * The prebuilt configuration a lab URL opens: the `config` parameter when it names a registry
 * entry, the default when there is none, else null (App reports the parameter once it can
 * check it).
 */
export function prebuiltConfigOf(search: string): string | null {
  const id = new URLSearchParams(search).get('config') ?? data.default;
  return data.configurations.some((c) => c.id === id) ? id : null;
}
