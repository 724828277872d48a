// Every cipher the web app knows, one plug-in each (./plugin.ts): the one file of the web app
// that names ciphers. A new cipher adds its folder and one line here (a family, its members' plug-ins).
import type { CipherPlugin } from './plugin';
import aes from './aes';
import serpent from './serpent';
import twofish from './twofish';
import rc6 from './rc6';
import mars from './mars';
import des from './des';
import simon from './simon';

export const cipherPlugins: readonly CipherPlugin[] = [aes, serpent, twofish, rc6, mars, des, ...simon];

/** The plug-in of the cipher with id `id` (registry/ciphers.json); throws naming the id if none. */
export function pluginOf(id: string): CipherPlugin {
  const plugin = cipherPlugins.find((p) => p.id === id);
  if (!plugin) throw new Error(`the web app has no plug-in for the cipher '${id}' (web/src/ciphers/index.ts)`);
  return plugin;
}
