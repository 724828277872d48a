// A labelled hex input whose error (from sim-core's parser) is announced to screen readers.
import { useId } from 'react';

interface Props {
  label: string;
  value: string;
  error: string | null;
  hint: string;
  multiline?: boolean;
  onChange: (value: string) => void;
  testId: string;
}

export function HexField({ label, value, error, hint, multiline, onChange, testId }: Props) {
  const id = useId();
  const common = {
    id,
    value,
    spellCheck: false,
    autoComplete: 'off',
    'aria-invalid': error ? true : undefined,
    'aria-describedby': `${id}-note`,
    'data-testid': testId,
    onChange: (e: { target: { value: string } }) => onChange(e.target.value),
  };
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {multiline ? <textarea rows={3} {...common} /> : <input type="text" {...common} />}
      <p
        id={`${id}-note`}
        className={error ? 'note error' : 'note'}
        role={error ? 'alert' : undefined}
        data-testid={`${testId}-note`}
      >
        {error ?? hint}
      </p>
    </div>
  );
}
