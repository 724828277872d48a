// Stepping through a run cycle by cycle, from the keyboard: which block each register stage
// holds and in which round, and every output as it appears. The core runs in the worker.
import { useEffect, useRef, useState } from 'react';
import { decodeProbe } from '@harness/wasm-model.mjs';
import type { Simulator } from '../sim/simulator';
import type { StepState, Workload } from '../sim/protocol';
import { toHex } from '../inputs';

interface Props {
  simulator: Simulator | null;
  /** Keys and blocks to queue, or null while the input is invalid or the core is loading. */
  workload: Workload | null;
  stageNames: string[];
  /** Changes whenever the core or the workload changes, which ends the session. */
  sessionKey: string;
  /** Told the session's state after every step, tagged with its session (read it with sessionState). */
  onStateChange?: (state: SessionStep) => void;
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

/** The stepping actions: each a button and a key (`key`: the event's, `shortcut`: as the page writes it). */
const actions = [
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
type Action = (typeof actions)[number]['action'];

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

export function StepPanel({ simulator, workload, stageNames, sessionKey, onStateChange }: Props) {
  // What the last step made, with its session: a new core or workload ends the session, and
  // what was shown for the old one reads as nothing (no reset needed).
  const [shown, setShown] = useState<SessionStep | null>(null);
  const { state, error } = shown?.session === sessionKey ? shown : { state: null, error: null };
  // Key presses queue up (each waits for the one before), so fast typing loses no step.
  const queue = useRef<Promise<void>>(Promise.resolve());
  const current = useRef<SessionStep | null>(null);
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

  function act(what: Action, byKey = false) {
    if (!simulator || !workload) return;
    const session = sessionKey;
    queue.current = queue.current.then(async () => {
      const last = current.current?.session === session ? current.current : null;
      try {
        let now = last?.state ?? null;
        if (!now || what === 'restart') now = await simulator.stepStart(workload);
        if (what === 'step') now = await simulator.step(1);
        if (what === 'step10') now = await simulator.step(10);
        if (what === 'output') now = await simulator.step(100_000, true);
        show({ session, state: now, error: null });
        if (byKey && !inView(panel.current)) {
          const id = ++toasts.current;
          setToast({ text: `Cycle ${now.cycle}${now.outputs.length ? `, ${now.outputs.length} out` : ''}`, id });
          setTimeout(() => setToast((t) => (t?.id === id ? null : t)), 2000);
        }
      } catch (e) {
        show({ session, state: last?.state ?? null, error: (e as Error).message });
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
  return (
    <section className="panel" aria-labelledby="step-title" data-testid="step-panel" ref={panel}>
      {toast && (
        <p className="step-toast" role="status" data-testid="step-toast">
          {toast.text} <span className="note">(stepping: s, Shift+S, o, r)</span>
        </p>
      )}
      <h2 id="step-title">Step through it</h2>
      <p className="note">
        The same input, one clock at a time. Keys:{' '}
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
            disabled={disabled}
            onClick={() => act(a.action)}
            aria-keyshortcuts={a.shortcut}
            data-testid={a.testId}
          >
            {a.button}
          </button>
        ))}
        <span className="status" aria-live="polite" data-testid="step-cycle">
          {state
            ? `Cycle ${state.cycle}${state.pending ? `, ${state.pending} item(s) waiting to enter` : ''}`
            : 'Not started'}
        </span>
      </div>
      {error && (
        <p className="note error" role="alert">
          {error}
        </p>
      )}
      {state && (
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
          {state.outputs.length > 0 && (
            <ul data-testid="step-outputs">
              {state.outputs.map((o) => (
                <li key={o.tag}>
                  block {o.tag + 1} out by cycle {o.cycle}: <span className="hex">{toHex(o.data)}</span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
