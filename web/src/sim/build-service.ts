// Simulators built on demand by the server that serves the lab (`npm start`, or `npm run
// preview -- --build`: scripts/lib/build-service.mjs describes the interface). The page asks
// for a configuration that has no simulator yet, follows its build (queued, Verilator,
// compiling, linking) with a Stop, and loads and runs it when it lands. A static host has no
// such server: the page says so and prints the command that builds it.
import { useEffect, useRef, useState } from 'react';
import { isRecord } from './model-index';

export const buildsPath = 'api/builds';
/** The header a build is asked for with (a page of another site cannot send it). */
const buildHeader = { 'X-CipherScope': 'build' };

const states = ['queued', 'building', 'ready', 'failed', 'stopped'] as const;
const steps = ['verilator', 'compile', 'link'] as const;

export interface Build {
  id: string;
  state: (typeof states)[number];
  /** In the queue: 1 is next. */
  position?: number;
  step?: (typeof steps)[number];
  /** Translation units compiled, of total. */
  done?: number;
  total?: number;
  /** Since the build started. */
  seconds?: number;
  /** Why it failed, or why it was refused. */
  message?: string;
}

/** Check an answer of the build service; throws saying what is wrong. */
export function parseBuild(data: unknown): Build {
  if (!isRecord(data) || typeof data.id !== 'string' || !(states as readonly unknown[]).includes(data.state))
    throw new Error(`${buildsPath}: expected a build, got ${JSON.stringify(data)?.slice(0, 200)}`);
  const number = (key: string) => (typeof data[key] === 'number' ? (data[key] as number) : undefined);
  return {
    id: data.id,
    state: data.state as Build['state'],
    position: number('position'),
    step: (steps as readonly unknown[]).includes(data.step) ? (data.step as Build['step']) : undefined,
    done: number('done'),
    total: number('total'),
    seconds: number('seconds'),
    message: typeof data.message === 'string' ? data.message : undefined,
  };
}

/** How the page reaches the server: fetch, from the page's own address (others in tests). */
export interface Transport {
  fetcher?: typeof fetch;
  base?: string;
}
const at = (path: string, t: Transport) => new URL(path, t.base ?? document.baseURI);

/** Whether the server that served this page builds simulators (false on a static host). */
export async function hasBuildService(t: Transport = {}): Promise<boolean> {
  const fetcher = t.fetcher ?? fetch;
  try {
    const response = await fetcher(at(buildsPath, t), { cache: 'no-store' });
    if (!response.ok) return false;
    const body: unknown = await response.json();
    return isRecord(body) && body.service === 'cipherscope-builds';
  } catch {
    return false;
  }
}

/** Ask for, look at or stop the build of `id`: the build, or an Error with the server's reason. */
async function call(method: 'GET' | 'POST' | 'DELETE', id: string, t: Transport): Promise<Build> {
  const fetcher = t.fetcher ?? fetch;
  const url = at(`${buildsPath}/${encodeURIComponent(id)}`, t);
  let response: Response;
  try {
    response = await fetcher(url, { method, cache: 'no-store', headers: method === 'GET' ? {} : buildHeader });
  } catch {
    throw new Error('The server that serves the lab did not answer; is npm start still running?');
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok)
    throw new Error(isRecord(body) && typeof body.message === 'string' ? body.message : `HTTP ${response.status}`);
  return parseBuild(body);
}

export const requestBuild = (id: string, t: Transport = {}) => call('POST', id, t);
export const buildStatus = (id: string, t: Transport = {}) => call('GET', id, t);
export const stopBuild = (id: string, t: Transport = {}) => call('DELETE', id, t);

const seconds = (b: Build) => (b.seconds === undefined ? '' : ` (${Math.round(b.seconds)} s)`);
const ordinal = (n: number) => (n === 1 ? 'next' : `${n}${n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'} in line`);

/** A build in words, for the line beside its progress bar. */
export function describeBuild(b: Build): string {
  switch (b.state) {
    case 'queued':
      return `Waiting for another build to finish: ${b.id} is ${ordinal(b.position ?? 1)}.`;
    case 'building':
      if (b.step === 'compile' && b.total)
        return `Compiling the simulator to WebAssembly: ${b.done ?? 0} of ${b.total} parts${seconds(b)}.`;
      if (b.step === 'link') return `Linking the simulator${seconds(b)}.`;
      return `Verilator is translating the RTL to C++${seconds(b)}.`;
    case 'ready':
      return `Built ${b.id}${seconds(b)}: loading it.`;
    case 'stopped':
      return `The build of ${b.id} was stopped.`;
    case 'failed':
      return `${b.id} did not build: ${b.message ?? 'the server gave no reason'}`;
  }
}

/** How far a build is, 0 to 1, or null when there is no measure (queued, Verilator). */
export function buildFraction(b: Build): number | null {
  if (b.state === 'ready') return 1;
  if (b.state !== 'building' || !b.step || b.step === 'verilator') return null;
  if (b.step === 'link') return 0.95;
  return b.total ? 0.1 + (0.85 * (b.done ?? 0)) / b.total : null;
}

/** Whether a build is still to come: queued or building. */
export const inProgress = (b: Build | null): boolean => b?.state === 'queued' || b?.state === 'building';

/** The page's own server, as the page reaches it. */
const fromThisPage: Transport = {};

/** The next of a numbered event about `id` (a build followed again, a build landed). */
const nextOf = (id: string) => (last: { id: string; n: number } | null) => ({ id, n: (last?.n ?? 0) + 1 });

export interface OnDemand {
  /** Whether this server builds: null until known. */
  available: boolean | null;
  /** The build of the configuration shown, once asked for (or one another tab asked for). */
  build: Build | null;
  /** The last build this page followed to its end that landed, and a count of them (the page runs each once loaded). */
  landed: { id: string; n: number } | null;
  /** A refusal or a lost server, in words. */
  error: string | null;
  start(): void;
  stop(): void;
}

/**
 * The build of `configId` on this server, followed while it runs (every `intervalMs`).
 * `onReady` runs when a build the page follows lands, before `landed` names it.
 */
export function useOnDemandBuild(configId: string, onReady: () => Promise<void>, intervalMs = 1000): OnDemand {
  const [available, setAvailable] = useState<boolean | null>(null);
  // What is known, of which configuration: another one chosen shows none of it.
  const [known, setKnown] = useState<{ id: string; build: Build } | null>(null);
  const [problem, setProblem] = useState<{ id: string; text: string } | null>(null);
  const [landed, setLanded] = useState<OnDemand['landed']>(null);
  // The build being followed: its id, and a count that restarts the following.
  const [following, setFollowing] = useState<{ id: string; n: number } | null>(null);
  const ready = useRef(onReady);
  useEffect(() => {
    ready.current = onReady;
  });

  useEffect(() => {
    void hasBuildService(fromThisPage).then(setAvailable);
  }, []);

  // Another configuration: what is known of its build, if any (another tab may have asked).
  useEffect(() => {
    if (!available) return;
    let current = true;
    buildStatus(configId, fromThisPage).then(
      (b) => {
        if (!current) return;
        setKnown({ id: configId, build: b });
        if (inProgress(b)) setFollowing(nextOf(configId));
      },
      () => {},
    );
    return () => {
      current = false;
    };
  }, [available, configId]);

  // While it is queued or building: ask how it goes until it ends.
  useEffect(() => {
    if (following === null) return;
    const { id } = following;
    let current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        const b = await buildStatus(id, fromThisPage);
        if (!current) return;
        if (b.state === 'ready') await ready.current();
        if (!current) return;
        setKnown({ id, build: b });
        if (b.state === 'ready') setLanded(nextOf(id));
        if (inProgress(b)) timer = setTimeout(() => void poll(), intervalMs);
      } catch (e) {
        if (current) setProblem({ id, text: (e as Error).message });
      }
    };
    timer = setTimeout(() => void poll(), intervalMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [following, intervalMs]);

  return {
    available,
    build: known?.id === configId ? known.build : null,
    landed,
    error: problem?.id === configId ? problem.text : null,
    start() {
      const id = configId;
      setProblem(null);
      requestBuild(id, fromThisPage).then(
        (b) => {
          setKnown({ id, build: b });
          setFollowing(nextOf(id));
        },
        (e: Error) => setProblem({ id, text: e.message }),
      );
    },
    stop() {
      const id = configId;
      stopBuild(id, fromThisPage).then(
        (b) => setKnown({ id, build: b }),
        (e: Error) => setProblem({ id, text: e.message }),
      );
    },
  };
}
