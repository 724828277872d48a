// The table a cipher's round-steps panel shows under a selected block's state
// (CipherDatapath's RoundSteps): a caption in the cipher's words, then each step of the round
// and its value from sim-core's trace in one column (the value under its name: 32 hex digits
// fit a phone's width, 390 px), the one the register holds marked.
import type { ReactNode } from 'react';

/** 32 hex digits on one line of a phone. */
const hexStyle = { fontSize: '0.85em' };

export interface RoundStep {
  name: string;
  hex: string;
  /** Whether the register holding the block holds this value. */
  held: boolean;
}

function Cell({ children, hex }: { children: ReactNode; hex: string }) {
  return (
    <td style={{ whiteSpace: 'normal' }}>
      {children}
      <br />
      <span className="hex" style={hexStyle}>
        {hex}
      </span>
    </td>
  );
}

/**
 * The round's steps; test ids `<prefix>round-steps`, `…-caption`, `<prefix>round-step-in` for
 * the state the round starts from, if given, and `<prefix>round-step-<n>` from 1.
 */
export function RoundStepsTable({
  prefix,
  caption,
  start,
  steps,
  heldBy,
}: {
  prefix: string;
  caption: ReactNode;
  start?: { text: ReactNode; hex: string };
  steps: readonly RoundStep[];
  /** The register's name. */
  heldBy: string;
}) {
  return (
    <div data-testid={`${prefix}round-steps`}>
      <p className="note" data-testid={`${prefix}round-steps-caption`}>
        {caption}
      </p>
      <table className="outputs sbox-steps">
        <tbody>
          {start && (
            <tr data-testid={`${prefix}round-step-in`}>
              <Cell hex={start.hex}>{start.text}</Cell>
            </tr>
          )}
          {steps.map((step, n) => (
            <tr key={n} className={step.held ? 'held' : undefined} data-testid={`${prefix}round-step-${n + 1}`}>
              <Cell hex={step.hex}>
                {step.name}
                {step.held ? ` — in ${heldBy} now` : ''}
              </Cell>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
