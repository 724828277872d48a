// Choosing a core configuration from the registry.
import type { RegistryEntry } from '../registry';

interface Props {
  entries: RegistryEntry[];
  value: string;
  onChange: (id: string) => void;
  /** For a second picker on the page (the compare view): its own id, label and test id. */
  id?: string;
  label?: string;
  /** Offer "no configuration" as the empty value, labelled so. */
  none?: string;
  /** Configurations whose simulators are still being built: shown so, not chosen until ready. */
  building?: ReadonlySet<string>;
}

export function ConfigPicker({
  entries,
  value,
  onChange,
  id = 'config',
  label = 'Core configuration',
  none,
  building,
}: Props) {
  const current = entries.find((e) => e.id === value);
  const waiting = entries.filter((e) => building?.has(e.id)).length;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} data-testid={id}>
        {none !== undefined && <option value="">{none}</option>}
        {entries.map((e) => (
          <option key={e.id} value={e.id} disabled={building?.has(e.id)}>
            {`${e.title} — ${e.id}${building?.has(e.id) ? ' (building…)' : ''}`}
          </option>
        ))}
        {!current && value !== '' && <option value={value}>{value}</option>}
      </select>
      {waiting > 0 && (
        <p className="note" data-testid={`${id}-building`}>
          {entries.length - waiting} of {entries.length} simulators are ready; the other {waiting} are still being built
          and can be chosen as each is done.
        </p>
      )}
      {current && (
        <p className="note">
          {current.summary} <span className="cite">{current.cites.join('; ')}</span>
        </p>
      )}
    </div>
  );
}
