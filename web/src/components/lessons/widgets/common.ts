// What the lesson widgets share: a run's state while it loads, a number as the widgets write
// it, and a configuration's title from the registry.
import { formatAnswer } from '../../../lessons/answers';
import { useLessonEnv } from '../context';

export type Loaded<T> = { kind: 'loading' } | { kind: 'ok'; value: T } | { kind: 'error'; message: string };

/** A measure as the widgets print it: at most 3 decimals, "–" for none. */
export const fmt = (x: number | null | undefined) => (x === null || x === undefined ? '–' : formatAnswer(x, 'number'));

/** The registry's title of a configuration, or its id. */
export function useTitle(config: string) {
  const { registry } = useLessonEnv();
  return registry.entries.find((e) => e.id === config)?.title ?? config;
}
