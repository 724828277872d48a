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
  /**
   * Configurations the site has a simulator of (models/index.json). Given, the others that are
   * not building are shown as not built (choosing one says how to build it).
   */
  ready?: ReadonlySet<string>;
}

export function ConfigPicker({
  entries,
  value,
  onChange,
  id = 'config',
  label = 'Core configuration',
  none,
  building,
  ready,
}: Props) {
  const current = entries.find((e) => e.id === value);
  const waiting = entries.filter((e) => building?.has(e.id)).length;
  const unbuilt = new Set(entries.filter((e) => ready && !ready.has(e.id) && !building?.has(e.id)).map((e) => e.id));
  const readyCount = entries.length - waiting - unbuilt.size;
  const suffix = (id: string) => (building?.has(id) ? ' (building…)' : unbuilt.has(id) ? ' (not built)' : '');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} data-testid={id}>
        {none !== undefined && <option value="">{none}</option>}
        {entries.map((e) => (
          <option key={e.id} value={e.id} disabled={building?.has(e.id)}>
            {`${e.title} — ${e.id}${suffix(e.id)}`}
          </option>
        ))}
        {!current && value !== '' && <option value={value}>{value}</option>}
      </select>
      {waiting > 0 && (
        <p className="note" data-testid={`${id}-building`}>
          {readyCount} of {entries.length} simulators are ready; {waiting} {waiting === 1 ? 'is' : 'are'} still being
          built and can be chosen as each is done.
        </p>
      )}
      {unbuilt.size > 0 && (
        <p className="note" data-testid={`${id}-unbuilt`}>
          {unbuilt.size} of {entries.length} simulators are not built on this site (marked so); choosing one says how to
          build it.
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
