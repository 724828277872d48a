// ::state-matrix — one block through every step of AES as 4×4 state matrices (FIPS-197 §3.4),
// from sim-core's trace; the bytes a step changed are highlighted.
import { useMemo, useState } from 'react';
import type { WidgetSpec } from '../../lessons/schema';
import { useLessonEnv } from '../../components/lessons/context';

const stepNames: Record<string, string> = {
  input: 'the plaintext block',
  start: 'the state entering the round',
  s_box: 'after SubBytes',
  s_row: 'after ShiftRows',
  m_col: 'after MixColumns',
  k_sch: 'the round key added next (AddRoundKey)',
  output: 'the ciphertext',
};

export function StateMatrixWidget({ spec }: { spec: Extract<WidgetSpec, { type: 'state-matrix' }> }) {
  const { simCore } = useLessonEnv();
  const steps = useMemo(() => simCore.cipherTrace('aes', spec.key, spec.plaintext, false), [simCore, spec]);
  const [index, setIndex] = useState(0);
  const current = steps[index];
  // The state before this step (round keys are not a state: compare with the state they follow).
  const previous =
    index > 0
      ? steps
          .slice(0, index)
          .reverse()
          .find((s) => s.step !== 'k_sch')
      : undefined;
  const bytes = current.state.match(/../g)!;
  const before = current.step !== 'k_sch' && previous ? previous.state.match(/../g)! : null;
  const go = (i: number) => setIndex(Math.max(0, Math.min(steps.length - 1, i)));

  return (
    <figure className="widget state-matrix" data-testid="widget-state-matrix">
      <div className="actions">
        <button type="button" onClick={() => go(index - 1)} disabled={index === 0} data-testid="state-previous">
          ← Previous step
        </button>
        <button
          type="button"
          onClick={() => go(index + 1)}
          disabled={index === steps.length - 1}
          data-testid="state-next"
        >
          Next step →
        </button>
        <input
          type="range"
          min={0}
          max={steps.length - 1}
          value={index}
          onChange={(e) => go(Number(e.target.value))}
          aria-label="Step through the cipher"
          style={{ width: '14rem' }}
        />
        <span className="status" aria-live="polite" data-testid="state-step">
          <code>
            round[{String(current.round).padStart(2, ' ')}].{current.step}
          </code>
          : {stepNames[current.step] ?? current.step}
        </span>
      </div>
      <div className="matrix" role="table" aria-label={`State ${current.state}`}>
        {[0, 1, 2, 3].map((r) => (
          <div role="row" key={r} className="matrix-row">
            {[0, 1, 2, 3].map((c) => {
              const i = r + 4 * c;
              const changed = before !== null && before[i] !== bytes[i];
              return (
                <span
                  role="cell"
                  key={c}
                  className={`matrix-cell${changed ? ' changed' : ''}`}
                  data-testid={`matrix-${r}-${c}`}
                  title={`s[${r},${c}] = byte ${i}`}
                >
                  {bytes[i]}
                </span>
              );
            })}
          </div>
        ))}
      </div>
      <figcaption>
        The 16 bytes as FIPS-197 §3.4 lays them out: byte <i>r</i> + 4<i>c</i> in row <i>r</i>, column <i>c</i>.
        Highlighted bytes changed in this step. Key <code>{spec.key}</code>, plaintext <code>{spec.plaintext}</code>,
        traced by sim-core.
      </figcaption>
    </figure>
  );
}
