// A section folded until asked for (<details>): its content is made only while it is open,
// so a folded waveform costs a run nothing.
import { useState, type ReactNode } from 'react';

interface Props {
  summary: ReactNode;
  testId: string;
  children: ReactNode;
}

export function Fold({ summary, testId, children }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <details className="fold" data-testid={testId} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>{summary}</summary>
      {open && children}
    </details>
  );
}
