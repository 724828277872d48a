// The lab's input: key, mode, IVs, direction, typed blocks and random ones, each checked as
// it is typed (useLabInputs), and the run controls: Run (Enter), Stop (Escape) and a status
// line with the run's progress and an estimate of the time left.
import { useEffect, useSyncExternalStore } from 'react';
import type { Configuration } from '@sim-core';
import { HexField } from './HexField';
import { blockShapeOf, keyBitsOf, maxRandomBlocks } from '../inputs';
import { modeName } from '../mode-names';
import { progressText, type ProgressStore } from '../sim/progress-store';
import type { LabStatus } from '../sim/useLabRun';
import type { LabForm, LabInputs } from '../lab/useLabInputs';
import { grouped } from '../numbers';

interface Props {
  config: Configuration;
  form: LabForm;
  inputs: LabInputs;
  status: LabStatus;
  progress: ProgressStore;
  onChange: (form: LabForm) => void;
  onRun: () => void;
  onStop: () => void;
}

const ivLabel: Record<string, string> = {
  ctr: 'Initial counter (hex)',
  interleavedCbc: 'IVs, one per chain (hex)',
  multiStreamCbc: 'IVs, one per stream (hex)',
};

const ivHint: Record<string, string> = {
  interleavedCbc: 'One line per chain: block i belongs to chain i mod N (Swankoski et al.).',
  multiStreamCbc: 'One line per stream (up to 16): blocks go to the streams in turn (Chodowiec et al.).',
  ctr: 'The first counter block; the core adds 1 for each block.',
};

export function InputForm({ config, form, inputs, status, progress, onChange, onRun, onStop }: Props) {
  const { mode, modes, key, typed, randomCount, seed, ivs, decrypt, canEncrypt, canDecrypt } = inputs;
  const ready = status.kind === 'idle' && inputs.workload !== null;
  const block = blockShapeOf(config);
  const blockWords = `${block.bytes} bytes, ${2 * block.bytes} hex digits: one ${block.cipher} block`;
  const set = (change: Partial<LabForm>) => onChange({ ...form, ...change });

  // Escape stops a run from anywhere on the page.
  const running = status.kind === 'running';
  useEffect(() => {
    if (!running) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      onStop();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [running, onStop]);

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onRun();
      }}
    >
      <HexField
        label="Key (hex)"
        testId="key"
        value={form.key}
        error={key.ok ? null : key.error}
        hint={`${keyBitsOf(config).join(', ')}-bit key as hex digits; spaces are ignored.${
          config.keySchedule === 'offline'
            ? ' This core has no key expansion: the page loads its precomputed round keys.'
            : ''
        }`}
        onChange={(v) => set({ key: v })}
      />
      {config.mode.kind === 'all' && (
        <div className="field">
          <label htmlFor="mode">Mode of operation (this core has them all)</label>
          <select id="mode" value={mode} onChange={(e) => set({ mode: e.target.value })} data-testid="mode">
            {modes.map((m) => (
              <option key={m} value={m}>
                {modeName(m, config.blockBits)}
              </option>
            ))}
          </select>
        </div>
      )}
      {mode !== 'ecb' && (
        <HexField
          label={ivLabel[mode] ?? 'IV (hex)'}
          testId="iv"
          multiline={mode === 'interleavedCbc' || mode === 'multiStreamCbc'}
          value={form.iv}
          error={ivs.ok ? null : ivs.error}
          hint={`${ivHint[mode] ? `${ivHint[mode]} ` : ''}${blockWords}.`}
          onChange={(v) => set({ iv: v })}
        />
      )}
      {canEncrypt && canDecrypt && (
        <fieldset className="field direction" data-testid="direction">
          <legend>Direction (this core does both here)</legend>
          <label>
            <input type="radio" name="direction" checked={!form.decrypt} onChange={() => set({ decrypt: false })} />{' '}
            encrypt
          </label>
          <label>
            <input type="radio" name="direction" checked={form.decrypt} onChange={() => set({ decrypt: true })} />{' '}
            decrypt
          </label>
        </fieldset>
      )}
      <HexField
        label={decrypt ? 'Ciphertext (hex)' : 'Plaintext (hex)'}
        testId="plaintext"
        multiline
        value={form.plaintext}
        error={typed.ok ? null : typed.error}
        hint={`One ${block.cipher} block per line, ${block.bytes} bytes (${2 * block.bytes} hex digits); several lines stream several blocks.`}
        onChange={(v) => set({ plaintext: v })}
      />
      <div className="field random-blocks">
        <div>
          <label htmlFor="random">Random blocks after these (0 to {grouped(maxRandomBlocks)})</label>
          <input
            id="random"
            type="text"
            inputMode="numeric"
            value={form.random}
            onChange={(e) => set({ random: e.target.value })}
            aria-invalid={!randomCount.ok}
            data-testid="random"
          />
        </div>
        <div>
          <label htmlFor="seed">Seed (hex)</label>
          <input
            id="seed"
            type="text"
            value={form.seed}
            onChange={(e) => set({ seed: e.target.value })}
            aria-invalid={!seed.ok}
            spellCheck={false}
            data-testid="seed"
          />
        </div>
        <p
          className={randomCount.ok && seed.ok ? 'note' : 'note error'}
          data-testid="random-note"
          role={randomCount.ok && seed.ok ? undefined : 'alert'}
        >
          {!randomCount.ok
            ? randomCount.error
            : !seed.ok
              ? seed.error
              : 'A long stream to watch the pipeline fill: the same blocks for the same seed.'}
        </p>
      </div>
      <div className="actions">
        {running ? (
          <button type="button" onClick={onStop} data-testid="stop" aria-keyshortcuts="Escape" className="stop">
            Stop
          </button>
        ) : (
          <button type="submit" disabled={!ready} data-testid="run" aria-keyshortcuts="Enter">
            Run on the RTL
          </button>
        )}
        <span className="status" aria-live="polite" data-testid="status">
          <StatusText status={status} ready={ready} configId={config.id} progress={progress} />
        </span>
      </div>
    </form>
  );
}

function StatusText({
  status,
  ready,
  configId,
  progress,
}: {
  status: LabStatus;
  ready: boolean;
  configId: string;
  progress: ProgressStore;
}) {
  switch (status.kind) {
    case 'loading':
      return <>Loading {status.what}…</>;
    case 'building':
      return <>The simulator of {configId} is still being built; it loads here by itself when it is ready.</>;
    case 'running':
      return <RunProgress progress={progress} />;
    case 'error':
      return null;
    case 'idle':
      return <>{ready ? 'Ready. Press Enter or the button.' : 'Fix the input above to run.'}</>;
  }
}

/** "Simulating: 5,120 of 100,000 blocks out, about 40 s left. Escape stops it.": the one part a run's progress re-renders. */
function RunProgress({ progress }: { progress: ProgressStore }) {
  const p = useSyncExternalStore(progress.subscribe, progress.get);
  return <>{`Simulating${p ? `: ${progressText(p)}` : ''}… Escape or Stop ends the run.`}</>;
}
