// The finalists view's part of the URL, read and written in the style of url-state.ts: every
// parameter is checked, a bad one is reported by name and ignored, so a link reproduces the
// view or says what is wrong with it.
//   ?finalists[&mode=stream|feedback][&ciphers=<id>,…][&kinds=LU,PP,SP]
import { architectureKinds, type ArchitectureKind, type ThroughputMode } from './data';

export interface FinalistsState {
  mode: ThroughputMode;
  ciphers: string[];
  kinds: ArchitectureKind[];
}

export interface ReadFinalists {
  state: FinalistsState;
  /** Messages about ignored parameters, each naming the parameter. */
  problems: string[];
}

const known = ['finalists', 'mode', 'ciphers', 'kinds'];
/** The mode toggle's words in a link: the page's own words, and finalists.mjs's key for non-feedback. */
const modeWords: Record<string, ThroughputMode> = { 'non-feedback': 'stream', stream: 'stream', feedback: 'feedback' };

/** Every cipher and every kind shown, non-feedback modes: the view with no parameters. */
export const defaultState = (cipherIds: readonly string[]): FinalistsState => ({
  mode: 'stream',
  ciphers: [...cipherIds],
  kinds: [...architectureKinds],
});

/** A comma-separated list, each item checked; unknown items are reported and dropped. */
function readList<T extends string>(
  name: string,
  raw: string,
  allowed: readonly T[],
  normalise: (item: string) => string,
  problems: string[],
): T[] | null {
  const items = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const good: T[] = [];
  for (const item of items) {
    const match = allowed.find((a) => a === normalise(item));
    if (match) {
      if (!good.includes(match)) good.push(match);
    } else problems.push(`URL parameter "${name}": “${item}” is not one of ${allowed.join(', ')}; ignored`);
  }
  return items.length ? good.sort((a, b) => allowed.indexOf(a) - allowed.indexOf(b)) : null;
}

export function readFinalistsUrl(search: string, cipherIds: readonly string[]): ReadFinalists {
  const params = new URLSearchParams(search);
  const problems: string[] = [];
  const state = defaultState(cipherIds);
  for (const name of new Set(params.keys())) {
    if (!known.includes(name))
      problems.push(`URL parameter "${name}" is not one this view reads (${known.join(', ')}); ignored`);
  }
  const mode = params.get('mode');
  if (mode !== null) {
    if (modeWords[mode]) state.mode = modeWords[mode];
    else problems.push(`URL parameter "mode": “${mode}” is not non-feedback or feedback; showing non-feedback`);
  }
  const ciphers = params.get('ciphers');
  if (ciphers !== null) {
    const list = readList('ciphers', ciphers, cipherIds, (s) => s.toLowerCase(), problems);
    // An empty or wholly unknown list would hide everything: keep them all, as with no parameter.
    if (list?.length) state.ciphers = list;
    else if (list === null) problems.push('URL parameter "ciphers" is empty; showing every cipher');
  }
  const kinds = params.get('kinds');
  if (kinds !== null) {
    const list = readList('kinds', kinds, architectureKinds, (s) => s.toUpperCase(), problems);
    if (list?.length) state.kinds = list;
    else if (list === null) problems.push('URL parameter "kinds" is empty; showing every architecture');
  }
  return { state, problems };
}

/** The link of a view: only what differs from the default, so the plain `?finalists` stays short. */
export function finalistsHref(state: FinalistsState, cipherIds: readonly string[]): string {
  const parts = ['finalists'];
  if (state.mode === 'feedback') parts.push('mode=feedback');
  if (state.ciphers.length !== cipherIds.length) parts.push(`ciphers=${state.ciphers.join(',')}`);
  if (state.kinds.length !== architectureKinds.length) parts.push(`kinds=${state.kinds.join(',')}`);
  return `?${parts.join('&')}`;
}
