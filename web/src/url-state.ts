// The page's state in its URL, so a link reproduces what the page shows:
// ?config=<id>&key=<hex>&plaintext=<hex>[,<hex>…][&mode=<mode>][&dir=decrypt][&iv=<hex>[,<hex>…]]
//  [&random=<count>[&seed=<hex>]][&compare=<id>][&run]
// Every parameter is checked; a bad one is reported by name and the page falls back to a
// default for it instead of showing nothing. `run` asks the page to run once the simulator
// is loaded, so a shared link opens on the result its sender saw.
import { defaultRandomSeed, maxRandomBlocks } from './inputs';
import { grouped } from './numbers';

export interface PageState {
  configId: string;
  key: string;
  /** Typed blocks, one per line. */
  plaintext: string;
  /** A second configuration run side by side with the first (the compare view). */
  compareId?: string;
  /** The mode of operation a run-time-mode core runs (ECB when absent). */
  mode?: string;
  /** Decrypt, on a core that does both (encrypt when absent). */
  decrypt?: boolean;
  /** IVs or the initial counter, one per line (the page's default when absent). */
  iv?: string;
  /** Random blocks after the typed ones (none when absent) … */
  random?: number;
  /** … drawn from this seed (the page's fixed one when absent). */
  seed?: number;
}

export interface Loaded {
  state: PageState;
  /** Messages about parameters that were ignored, each naming the parameter. */
  problems: string[];
  /** The link asks for a run as soon as the simulator is ready. */
  run: boolean;
}

const known = ['config', 'key', 'plaintext', 'mode', 'dir', 'iv', 'random', 'seed', 'compare', 'run'];
/** Modes a link may name (sim-core's names; the page checks the core runs it). */
export const linkModes = ['ecb', 'ctr', 'cbc', 'cfb', 'ofb', 'interleavedCbc', 'multiStreamCbc'];

/**
 * The longest link the page writes. Common servers refuse longer request lines (nginx's
 * default large_client_header_buffers is 8 KB; Node's http server answers 431 past 16 KB of
 * headers; Apache's LimitRequestLine is 8,190 bytes).
 */
export const maxLinkLength = 8000;

const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.replace(/\s+/g, ''))
    .filter(Boolean);

export function readUrlState(search: string, defaults: PageState, checkConfig: (id: string) => string | null): Loaded {
  const params = new URLSearchParams(search);
  const problems: string[] = [];
  const state = { ...defaults };
  for (const name of new Set(params.keys())) {
    if (!known.includes(name))
      problems.push(`URL parameter "${name}" is not one this page reads (${known.join(', ')})`);
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
  const dir = params.get('dir');
  if (dir !== null) {
    if (dir === 'decrypt' || dir === 'encrypt') state.decrypt = dir === 'decrypt';
    else problems.push(`URL parameter "dir": '${dir}' is neither encrypt nor decrypt`);
  }
  const key = params.get('key');
  if (key !== null) state.key = key;
  const plaintext = params.get('plaintext');
  if (plaintext !== null) state.plaintext = plaintext.split(',').join('\n');
  const iv = params.get('iv');
  if (iv !== null) state.iv = iv.split(',').join('\n');
  const random = params.get('random');
  if (random !== null) {
    const n = Number(random);
    if (/^\d+$/.test(random) && n <= maxRandomBlocks) state.random = n;
    else
      problems.push(
        `URL parameter "random": '${random}' is not a count of random blocks (0 to ${grouped(maxRandomBlocks)})`,
      );
  }
  const seed = params.get('seed');
  if (seed !== null) {
    if (/^[0-9a-fA-F]{1,8}$/.test(seed)) state.seed = parseInt(seed, 16);
    else problems.push(`URL parameter "seed": '${seed}' is not a seed (1 to 8 hex digits)`);
  }
  const run = params.get('run');
  if (run !== null && run !== '' && run !== '1') problems.push(`URL parameter "run": '${run}' takes no value`);
  return { state, problems, run: run === '' || run === '1' };
}

export interface Written {
  /** The query string, `?…`, at most maxLinkLength characters with `base`. */
  search: string;
  /** What the link leaves out to stay that short, said for the page; null when nothing. */
  omitted: string | null;
}

/** A link that opens configuration `id` in the lab with its example inputs and runs it. */
export const runLink = (id: string) => `?config=${encodeURIComponent(id)}&run`;

/**
 * The query string of `state`, and `&run` when `run`. A link longer than maxLinkLength (with
 * the page's address `base`) carries as many of the typed blocks as fit and says how many it
 * leaves out; random blocks always travel as a count and a seed.
 */
export function writeUrlState(state: PageState, { run = false, base = '' } = {}): Written {
  const blocks = lines(state.plaintext);
  const query = (typed: string[]) => {
    const params = new URLSearchParams();
    params.set('config', state.configId);
    params.set('key', state.key.replace(/\s+/g, ''));
    params.set('plaintext', typed.join(','));
    if (state.mode && state.mode !== 'ecb') params.set('mode', state.mode);
    if (state.decrypt) params.set('dir', 'decrypt');
    if (state.iv !== undefined && state.mode && state.mode !== 'ecb') params.set('iv', lines(state.iv).join(','));
    if (state.random) params.set('random', String(state.random));
    if (state.random && state.seed !== undefined && state.seed !== defaultRandomSeed)
      params.set('seed', state.seed.toString(16));
    if (state.compareId) params.set('compare', state.compareId);
    // `run` last and bare: `&run`.
    return `?${params}${run ? '&run' : ''}`;
  };
  const fits = (n: number) => base.length + query(blocks.slice(0, n)).length <= maxLinkLength;
  if (fits(blocks.length)) return { search: query(blocks), omitted: null };
  // The most typed blocks that fit (a block is 33 characters with its comma).
  let lo = 0;
  let hi = blocks.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (fits(mid)) lo = mid;
    else hi = mid - 1;
  }
  const left = blocks.length - lo;
  return {
    search: query(blocks.slice(0, lo)),
    omitted: `The link carries the first ${grouped(lo)} of ${grouped(blocks.length)} typed blocks (a link is at most ${grouped(maxLinkLength)} characters, which common web servers accept): ${grouped(left)} left out. Random blocks travel as a count and a seed, whatever their number.`,
  };
}

/** A host name only this computer reaches: a link to it opens nowhere else. */
export function isLocalHost(hostname: string): boolean {
  const h = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return h === 'localhost' || h.endsWith('.localhost') || h === '::1' || /^127\./.test(h) || h === '0.0.0.0';
}
