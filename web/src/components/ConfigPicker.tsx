// Choosing a core configuration from the registry.
import type { RegistryEntry } from '../registry';

interface Props {
  entries: RegistryEntry[];
  value: string;
  onChange: (id: string) => void;
}

export function ConfigPicker({ entries, value, onChange }: Props) {
  const current = entries.find((e) => e.id === value);
  return (
    <div className="field">
      <label htmlFor="config">Core configuration</label>
      <select id="config" value={value} onChange={(e) => onChange(e.target.value)} data-testid="config">
        {entries.map((e) => (
          <option key={e.id} value={e.id}>
            {e.title} — {e.id}
          </option>
        ))}
        {!current && <option value={value}>{value}</option>}
      </select>
      {current && (
        <p className="note">
          {current.summary} <span className="cite">{current.cites.join('; ')}</span>
        </p>
      )}
    </div>
  );
}
