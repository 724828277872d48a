// The key an export bakes in, from the page's key field: only an offline key schedule takes
// one (its round keys become constants of the bitstream). Checked by the rules `npm run
// export --key` uses (board/export/key.mjs); spaces are dropped first, as the key field
// ignores them everywhere on the page.
import { keyProblem } from '@board/export/key.mjs';
import type { Configuration } from '@sim-core';

export type ExportKey = { ok: true; key: string | undefined } | { ok: false; error: string };

export function exportKey(config: Configuration, field: string): ExportKey {
  if (config.keySchedule !== 'offline') return { ok: true, key: undefined };
  const key = field.replace(/\s+/g, '');
  const problem = keyProblem(config, key === '' ? undefined : key, {
    name: 'the key',
    ask: "a key in the page's Key field",
  });
  return problem ? { ok: false, error: problem } : { ok: true, key: key.toLowerCase() };
}
