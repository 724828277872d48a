// The page's state in its URL, so a link reproduces a run:
// ?config=<id>&key=<hex>&plaintext=<hex>[,<hex>…][&mode=<mode>][&compare=<id>]
// Every parameter is checked; a bad one is reported by name and the page falls back to a
// default for it instead of showing nothing.

export interface PageState {
  configId: string;
  key: string;
  plaintext: string;
  /** A second configuration run side by side with the first (the compare view). */
  compareId?: string;
  /** The mode of operation a run-time-mode core runs (ECB when absent). */
  mode?: string;
}

export interface Loaded {
  state: PageState;
  /** Messages about parameters that were ignored, each naming the parameter. */
  problems: string[];
}

const known = new Set(['config', 'key', 'plaintext', 'compare', 'mode']);
/** Modes a link may name (sim-core's names; the page checks the core runs it). */
export const linkModes = ['ecb', 'ctr', 'cbc', 'cfb', 'ofb', 'interleavedCbc', 'multiStreamCbc'];

export function readUrlState(search: string, defaults: PageState, checkConfig: (id: string) => string | null): Loaded {
  const params = new URLSearchParams(search);
  const problems: string[] = [];
  const state = { ...defaults };
  for (const name of params.keys()) {
    if (!known.has(name))
      problems.push(`URL parameter "${name}" is not one this page reads (config, key, plaintext, mode, compare)`);
  }
  const config = params.get('config');
  if (config !== null) {
    const problem = checkConfig(config);
    if (problem) problems.push(`URL parameter "config": ${problem}`);
    else state.configId = config;
  }
  const compare = params.get('compare');
  if (compare !== null) {
    const problem = checkConfig(compare);
    if (problem) problems.push(`URL parameter "compare": ${problem}`);
    else state.compareId = compare;
  }
  const mode = params.get('mode');
  if (mode !== null) {
    if (linkModes.includes(mode)) state.mode = mode;
    else problems.push(`URL parameter "mode": '${mode}' is not a mode (${linkModes.join(', ')})`);
  }
  const key = params.get('key');
  if (key !== null) state.key = key;
  const plaintext = params.get('plaintext');
  if (plaintext !== null) state.plaintext = plaintext.split(',').join('\n');
  return { state, problems };
}

export function writeUrlState(state: PageState): string {
  const params = new URLSearchParams();
  params.set('config', state.configId);
  params.set('key', state.key.replace(/\s+/g, ''));
  params.set(
    'plaintext',
    state.plaintext
      .split('\n')
      .map((l) => l.replace(/\s+/g, ''))
      .filter(Boolean)
      .join(','),
  );
  if (state.mode && state.mode !== 'ecb') params.set('mode', state.mode);
  if (state.compareId) params.set('compare', state.compareId);
  return `?${params}`;
}
