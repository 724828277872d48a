// Stepping through a run cycle by cycle, from the keyboard, forward and back, or scrubbing to
// any cycle: which block each register stage holds and in which round, and every output as it
// appears. The core runs in the worker, which keeps every cycle simulated (sim/step-session.ts).
import { useEffect, useRef, useState } from 'react';
import { decodeProbe } from '@harness/wasm-model.mjs';
import { StoppedError, type Simulator } from '../sim/simulator';
import type { StepState, Workload } from '../sim/protocol';
import { toHex } from '../inputs';
import { grouped } from '../numbers';

interface Props {
  simulator: Simulator | null;
  /** Keys and blocks to queue, or null while the input is invalid or the core is loading. */
  workload: Workload | null;
  stageNames: string[];
  /** Changes whenever the core or the workload changes, which ends the session. */
  sessionKey: string;
  /** Told the session's state after every step, tagged with its session (read it with sessionState). */
  onStateChange?: (state: SessionStep) => void;
  /**
   * The cycles of the page's run of the same workload, when it has one: the scrubber spans
   * them, simulating on where the session has not been yet.
   */
  runCycles?: number;
  /** Stop a long move (the page's Stop: it ends the worker, so the session too); none: no Stop. */
  onStop?: () => void;
}

/** A stepping session's state with the session it belongs to. */
export interface SessionStep {
  session: string;
  state: StepState | null;
  error: string | null;
}

/**
 * The state of session `sessionKey` as StepPanel told it: a state told for an ended session
 * (the core or the workload changed since) reads as null, so a parent needs no reset.
 */
export function sessionState(told: SessionStep | null, sessionKey: string): StepState | null {
  return told?.session === sessionKey ? told.state : null;
}

/**
 * The stepping actions: each a button and a key (`key`: the event's, `shortcut`: as the page
 * writes it). Back keys read cycles already simulated (step-session.ts), so they answer at once.
 */
const actions = [
  { action: 'back10', key: 'B', shortcut: 'Shift+B', what: 'back ten', button: 'Back 10', testId: 'step-back-10' },
  { action: 'back', key: 'b', shortcut: 'b', what: 'back one cycle', button: 'Back 1', testId: 'step-back-1' },
  { action: 'step', key: 's', shortcut: 's', what: 'step one cycle', button: 'Step 1', testId: 'step-1' },
  { action: 'step10', key: 'S', shortcut: 'Shift+S', what: 'step ten cycles', button: 'Step 10', testId: 'step-10' },
  {
    action: 'output',
    key: 'o',
    shortcut: 'o',
    what: 'run to the next output',
    button: 'Run to next output',
    testId: 'step-output',
  },
  { action: 'restart', key: 'r', shortcut: 'r', what: 'restart', button: 'Restart', testId: 'step-restart' },
] as const;
type Action = (typeof actions)[number]['action'] | 'to';

/** How far "Run to next output" looks before it stops (cycles). */
const outputSearch = 100_000;
/** Outputs listed under the stages: the latest ones. */
const outputsListed = 8;

/**
 * Whether a key pressed in `target` is typing: text fields take every key. Anywhere else (a
 * select, a radio button, a button) the stepping keys are shortcuts, and their default is
 * prevented, so `s` on a focused select steps instead of jumping to an option starting with s.
 */
function typesText(target: EventTarget | null): boolean {
  if (target instanceof HTMLTextAreaElement) return true;
  if (target instanceof HTMLElement && target.isContentEditable) return true;
  if (!(target instanceof HTMLInputElement)) return false;
  return !['radio', 'checkbox', 'button', 'submit', 'reset', 'range', 'color', 'file'].includes(target.type);
}

/** Whether any of `el` is on the screen. */
function inView(el: HTMLElement | null): boolean {
  if (!el) return false;
  const r = el.getBoundingClientRect();
  return r.bottom > 0 && r.top < window.innerHeight;
}

export function StepPanel({ simulator, workload, stageNames, sessionKey, onStateChange, runCycles, onStop }: Props) {
  // What the last step made, with its session: a new core or workload ends the session, and
  // what was shown for the old one reads as nothing (no reset needed).
  const [shown, setShown] = useState<SessionStep | null>(null);
  const { state, error } = shown?.session === sessionKey ? shown : { state: null, error: null };
  // Key presses queue up (each waits for the one before), so fast typing loses no step.
  const queue = useRef<Promise<void>>(Promise.resolve());
  const current = useRef<SessionStep | null>(null);
  // The scrubber's latest cycle: a drag asks for many, and only the last one still asked is moved to.
  const scrubbed = useRef<number | null>(null);
  // A move that simulates cycles not yet simulated: where to, and how far it is.
  const [moving, setMoving] = useState<{ to: number; done: number; total: number } | null>(null);
  // A step by key while this panel is out of view says the cycle it reached where the reader
  // is looking, for two seconds.
  const panel = useRef<HTMLElement | null>(null);
  const [toast, setToast] = useState<{ text: string; id: number } | null>(null);
  const toasts = useRef(0);

  // The parent hears of a new state in the same update as this panel (not from an effect a
  // render later), so the datapath never shows the cycle before the one this panel shows.
  function show(next: SessionStep) {
    current.current = next;
    setShown(next);
    onStateChange?.(next);
  }

  function act(what: Action, byKey = false, to = 0) {
    if (!simulator || !workload) return;
    const session = sessionKey;
    if (what === 'to') scrubbed.current = to;
    queue.current = queue.current.then(async () => {
      if (what === 'to' && scrubbed.current !== to) return;
      const last = current.current?.session === session ? current.current : null;
      try {
        let now = last?.state ?? null;
        if (!now || what === 'restart') now = await simulator.stepStart(workload);
        if (what === 'back') now = await simulator.step('back', 1);
        if (what === 'back10') now = await simulator.step('back', 10);
        if (what === 'step') now = await simulator.step('forward', 1);
        if (what === 'step10') now = await simulator.step('forward', 10);
        if (what === 'output') now = await simulator.step('output', outputSearch);
        if (what === 'to') {
          if (to > now.last) setMoving({ to, done: 0, total: to - now.last });
          now = await simulator.step('to', to, (done, total) => setMoving({ to, done, total }));
        }
        show({ session, state: now, error: null });
        if (byKey && !inView(panel.current)) {
          const id = ++toasts.current;
          setToast({ text: `${cycleText(now)}${now.outputCount ? `, ${grouped(now.outputCount)} out` : ''}`, id });
          setTimeout(() => setToast((t) => (t?.id === id ? null : t)), 2000);
        }
      } catch (e) {
        // Stopped, the worker is gone and the session with it: the next step starts one.
        const stopped = e instanceof StoppedError;
        show({
          session,
          state: stopped ? null : (last?.state ?? null),
          error: stopped
            ? 'Stopped: the stepping session ended with it. Step 1 starts a new one.'
            : (e as Error).message,
        });
      } finally {
        if (what === 'to') setMoving(null);
      }
    });
  }

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (typesText(event.target)) return;
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      const found = actions.find((a) => a.key === event.key);
      if (!found) return;
      event.preventDefault();
      act(found.action, true);
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const disabled = !simulator || !workload;
  const scrubMax = Math.max(state?.last ?? -1, (runCycles ?? 0) - 1);
  const listed = state ? state.outputs.slice(-outputsListed) : [];
  return (
    <section className="panel" aria-labelledby="step-title" data-testid="step-panel" ref={panel}>
      {toast && (
        <p className="step-toast" role="status" data-testid="step-toast">
          {toast.text} <span className="note">(stepping: b, s, Shift+B, Shift+S, o, r)</span>
        </p>
      )}
      <h2 id="step-title">Step through it</h2>
      <p className="note">
        The same input, one clock at a time, forward and back: cycles are counted as the occupancy chart and the
        waveform count them, and a cycle shows what the registers hold during it. Keys:{' '}
        {actions.map((a, i) => (
          <span key={a.shortcut}>
            <kbd>{a.shortcut}</kbd> {a.what}
            {i < actions.length - 1 ? ', ' : '.'}
          </span>
        ))}
      </p>
      <div className="actions">
        {actions.map((a) => (
          <button
            key={a.action}
            type="button"
            disabled={disabled || (a.action.startsWith('back') && (state?.cycle ?? 0) <= 0)}
            onClick={() => act(a.action)}
            aria-keyshortcuts={a.shortcut}
            data-testid={a.testId}
          >
            {a.button}
          </button>
        ))}
        <span className="status" aria-live="polite" data-testid="step-cycle">
          {state
            ? `${cycleText(state)}${state.pending > 0 ? `, ${grouped(state.pending)} item(s) waiting to enter` : ''}`
            : 'Not started'}
        </span>
      </div>
      <div className="step-scrub">
        <label>
          Cycle{' '}
          <input
            type="range"
            min={0}
            max={Math.max(0, scrubMax)}
            step={1}
            value={Math.max(0, state?.cycle ?? 0)}
            disabled={disabled || scrubMax < 1}
            onChange={(e) => act('to', false, Number(e.target.value))}
            aria-valuetext={state ? cycleText(state) : 'not started'}
            data-testid="step-scrubber"
          />
        </label>
        <span className="note" data-testid="step-span">
          {scrubMax < 1
            ? 'Step to scrub back and forth over the cycles simulated.'
            : `0–${grouped(scrubMax)}${runCycles ? ', the run\u2019s cycles' : ''}; simulated up to ${grouped(state?.last ?? -1)}, shown again at once`}
        </span>
        {moving && (
          <span className="status" role="status" data-testid="step-moving">
            Simulating to cycle {grouped(moving.to)}: {Math.floor((100 * moving.done) / Math.max(1, moving.total))} %{' '}
            {onStop && (
              <button type="button" onClick={onStop} data-testid="step-stop">
                Stop
              </button>
            )}
          </span>
        )}
      </div>
      {error && (
        <p className="note error" role="alert">
          {error}
        </p>
      )}
      {state && state.cycle >= 0 && (
        <>
          <table className="outputs" data-testid="step-stages">
            <thead>
              <tr>
                <th scope="col">Register stage</th>
                <th scope="col">Block</th>
                <th scope="col">Round</th>
              </tr>
            </thead>
            <tbody>
              {Array.from(state.stages, (word, s) => {
                const p = decodeProbe(word);
                return (
                  <tr key={s} className={p.valid ? 'busy' : 'idle'}>
                    <td>{stageNames[s] ?? `stage ${s}`}</td>
                    <td>{p.valid ? p.tag + 1 : '—'}</td>
                    <td>{p.valid ? p.round : ''}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          {state.outputCount > 0 && (
            <>
              {state.outputCount > listed.length && (
                <p className="note" data-testid="step-output-count">
                  {grouped(state.outputCount)} blocks out by cycle {grouped(state.cycle)}; the last {listed.length}:
                </p>
              )}
              <ul data-testid="step-outputs">
                {listed.map((o) => (
                  <li key={o.tag}>
                    block {o.tag + 1} out in cycle {grouped(o.cycle)}: <span className="hex">{toHex(o.data)}</span>
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </section>
  );
}

/** The cycle a state shows, as the panel writes it. */
function cycleText(state: StepState): string {
  return state.cycle < 0 ? 'Reset, no cycle simulated yet' : `Cycle ${grouped(state.cycle)}`;
}
