// An exercise: the learner predicts a number, then the lab computes it (the RTL run in the
// worker and measured by sim-core, or sim-core's model) and compares within the tolerance.
// The answer is read as people type it (typed-answer.ts: "41 cycles", "66,455"); a wrong one
// says where the right one is and opens the next hint; after the last hint the computed answer
// can be shown.
import { useId, useRef, useState } from 'react';
import type { Exercise } from '../../lessons/schema';
import { computeExerciseAnswer, formatAnswer } from '../../lessons/answers';
import { judgeAnswer, readAnswer, wrongAnswerText, type Judgement } from '../../lessons/typed-answer';
import { quantity, unitNamed } from '../../lessons/units';
import { modeNameOf } from '../../mode-names';
import { cipherNamed } from '../../cipher-data';
import { useLessonEnv } from './context';
import { InlineText } from './InlineText';

type Verdict =
  | { kind: 'none' }
  | { kind: 'checking' }
  | { kind: 'unreadable'; message: string }
  | { kind: 'right'; truth: number }
  | { kind: 'wrong'; judgement: Extract<Judgement, { right: false }> }
  | { kind: 'error'; message: string };

/** How the answer is computed, in words, so the learner sees what "checked" means. */
export function describeSource(exercise: Exercise): string {
  const a = exercise.answer;
  const direction = (decrypt: boolean) => (decrypt ? ' decryption' : '');
  const chains = a.from === 'simulate' && a.chains > 1 ? `, ${a.chains} chains` : '';
  const key = a.from === 'simulate' && a.keyBits !== null ? `, ${a.keyBits}-bit key` : '';
  if (a.from === 'simulate') {
    return `Checked by running ${a.config} (the RTL, in your browser) on ${a.blocks} blocks in ${modeNameOf(a.mode, a.config)}${direction(a.decrypt)}${chains}${key}, measured by sim-core's trace analysis.`;
  }
  if (a.from === 'predict')
    return `Checked against sim-core's architecture model of ${a.config} in ${modeNameOf(a.mode, a.config)}${direction(a.decrypt)}.`;
  return `Checked against sim-core's golden trace of the block through ${cipherNamed(a.cipher)?.name ?? a.cipher} (its standard's byte order, byte ${a.byte}).`;
}

export function ExerciseCard({ exercise, slug }: { exercise: Exercise; slug: string }) {
  const { simCore, lab, progress, solve } = useLessonEnv();
  const [text, setText] = useState('');
  const [verdict, setVerdict] = useState<Verdict>({ kind: 'none' });
  const [hintsShown, setHintsShown] = useState(0);
  const [revealed, setRevealed] = useState<number | null>(null);
  const truth = useRef<Promise<number> | null>(null);
  const inputId = useId();
  const solvedBefore = progress.lessons[slug]?.solved.includes(exercise.id) ?? false;

  /** Compute the answer once per page: a run is deterministic. */
  function answer(): Promise<number> {
    truth.current ??= computeExerciseAnswer(simCore, exercise, lab.runner).catch((error: Error) => {
      truth.current = null;
      throw error;
    });
    return truth.current;
  }

  async function check() {
    const read = readAnswer(text, exercise);
    if (!read.ok) {
      setVerdict({ kind: 'unreadable', message: read.error });
      return;
    }
    setVerdict({ kind: 'checking' });
    try {
      const value = await answer();
      const judgement = judgeAnswer(read, value, exercise);
      if (judgement.right) {
        setVerdict({ kind: 'right', truth: value });
        solve(slug, exercise.id);
      } else {
        setVerdict({ kind: 'wrong', judgement });
        setHintsShown((n) => Math.min(exercise.hints.length, n + 1));
      }
    } catch (error) {
      setVerdict({ kind: 'error', message: (error as Error).message });
    }
  }

  async function reveal() {
    try {
      setRevealed(await answer());
    } catch (error) {
      setVerdict({ kind: 'error', message: (error as Error).message });
    }
  }

  /** The lab's answer as a sentence says it: a hex byte, or a number and its unit ("1 cycle per block"). */
  const said = (value: number) =>
    exercise.format === 'hex'
      ? formatAnswer(value, 'hex')
      : quantity(value, exercise.unit ? unitNamed(exercise.unit) : null);
  const tolerance =
    exercise.tolerance.value === 0
      ? null
      : exercise.tolerance.kind === 'absolute'
        ? `within ±${exercise.tolerance.value}`
        : `within ${(exercise.tolerance.value * 100).toFixed(0)} %`;

  return (
    <section
      className={`exercise${verdict.kind === 'right' ? ' solved' : ''}`}
      aria-labelledby={`${inputId}-q`}
      data-testid={`exercise-${exercise.id}`}
    >
      <h4 id={`${inputId}-q`}>
        <span className="exercise-tag">Exercise{solvedBefore ? ' ✓' : ''}</span>{' '}
        <InlineText nodes={exercise.question} />
      </h4>
      <form
        className="actions"
        onSubmit={(e) => {
          e.preventDefault();
          void check();
        }}
      >
        <label htmlFor={inputId}>Your answer{exercise.format === 'hex' ? ' (hex)' : ''}</label>
        <input
          id={inputId}
          type="text"
          inputMode={exercise.format === 'hex' ? 'text' : 'decimal'}
          autoComplete="off"
          value={text}
          onChange={(e) => setText(e.target.value)}
          style={{ width: '9rem' }}
          aria-describedby={`${inputId}-how`}
          data-testid="exercise-input"
        />
        {exercise.unit && <span className="unit">{exercise.unit}</span>}
        <button type="submit" disabled={verdict.kind === 'checking'} data-testid="exercise-check">
          Check by running it
        </button>
        {hintsShown < exercise.hints.length && verdict.kind !== 'right' && (
          <button
            type="button"
            className="secondary"
            onClick={() => setHintsShown((n) => n + 1)}
            data-testid="exercise-hint"
          >
            Hint
          </button>
        )}
      </form>
      <p className="note" id={`${inputId}-how`}>
        {describeSource(exercise)}
        {tolerance && ` Answers ${tolerance} count.`}
      </p>
      <div aria-live="polite" data-testid="exercise-verdict">
        {verdict.kind === 'checking' && <p className="note">Running the lab…</p>}
        {verdict.kind === 'unreadable' && (
          <p className="note error" role="alert">
            {verdict.message}
          </p>
        )}
        {verdict.kind === 'error' && (
          <p className="note error" role="alert">
            The lab could not compute the answer: {verdict.message}
          </p>
        )}
        {verdict.kind === 'right' && (
          <p className="verdict right" data-verdict="right">
            Right. The lab computed {said(verdict.truth)}.
          </p>
        )}
        {verdict.kind === 'wrong' && (
          <p className="verdict wrong" data-verdict="wrong">
            {wrongAnswerText(verdict.judgement)} {hintsShown > 0 ? 'A hint is below.' : ''}
          </p>
        )}
      </div>
      {hintsShown > 0 && (
        <ol className="hints" data-testid="exercise-hints">
          {exercise.hints.slice(0, hintsShown).map((h, i) => (
            <li key={i}>
              <strong>
                Hint {i + 1} of {exercise.hints.length}:
              </strong>{' '}
              <InlineText nodes={h} />
            </li>
          ))}
        </ol>
      )}
      {verdict.kind === 'right' && exercise.explanation && (
        <p className="explanation">
          <InlineText nodes={exercise.explanation} />
        </p>
      )}
      {verdict.kind !== 'right' && hintsShown >= exercise.hints.length && (
        <p className="note">
          {revealed === null ? (
            <button type="button" className="secondary" onClick={() => void reveal()} data-testid="exercise-reveal">
              Show the lab&apos;s answer
            </button>
          ) : (
            <span data-testid="exercise-revealed">The lab computes {said(revealed)}. Type it in to see why.</span>
          )}
        </p>
      )}
    </section>
  );
}
