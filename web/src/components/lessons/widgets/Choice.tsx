// A widget's choice among the cores or modes its lesson names: a select, shown only when
// there is more than one option.
import { useLessonEnv } from '../context';

export function Choice<T extends string>({
  label,
  value,
  options,
  onChange,
  testId,
}: {
  label: string;
  value: T;
  options: { value: T; label: string }[];
  onChange: (v: T) => void;
  testId: string;
}) {
  if (options.length < 2) return null;
  return (
    <label>
      {label}{' '}
      <select
        value={value}
        onChange={(e) => onChange(e.target.value as T)}
        data-testid={testId}
        style={{ width: 'auto' }}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The choice among the cores a widget's lesson names, each by its registry title. */
export function CoreChoice({
  configs,
  value,
  onChange,
}: {
  configs: string[];
  value: string;
  onChange: (id: string) => void;
}) {
  const { registry } = useLessonEnv();
  return (
    <Choice
      label="Core"
      value={value}
      options={configs.map((id) => ({ value: id, label: registry.entries.find((e) => e.id === id)?.title ?? id }))}
      onChange={onChange}
      testId="widget-config"
    />
  );
}
