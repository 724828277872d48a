// The first page of the lab: choose a core, type a key and plaintext, run the real RTL (its
// WebAssembly simulator in a worker), and see the ciphertext, the cycle count and which
// round every block is in on every cycle.
import { useEffect, useMemo, useRef, useState } from 'react';
import type { SimCore } from './sim/sim-core';
import { Simulator } from './sim/simulator';
import type { RunResult } from './sim/protocol';
import type { Registry } from './registry';
import { keyBitsOf, parseBlocks, parseKey, toHex } from './inputs';
import { readUrlState, writeUrlState, type PageState } from './url-state';
import { buildTimeline, latencies } from './layout/timeline';
import { keyHandshakes } from '@harness/keys.mjs';
import { ConfigPicker } from './components/ConfigPicker';
import { AxisPicker } from './components/AxisPicker';
import { HexField } from './components/HexField';
import { RoundTimeline } from './components/RoundTimeline';
import { ModeThroughput } from './components/ModeThroughput';
import { WaveformDownload } from './components/WaveformDownload';
import { StepPanel } from './components/StepPanel';

// FIPS-197 Appendix C.1: the example every AES lesson starts from.
const fips197 = { key: '000102030405060708090a0b0c0d0e0f', plaintext: '00112233445566778899aabbccddeeff' };
const roundsFor: Record<string, number> = { '128': 10, '192': 12, '256': 14, '3in1': 14 };

interface Props {
  simCore: SimCore;
  registry: Registry;
}

type Status = { kind: 'idle' } | { kind: 'loading'; what: string } | { kind: 'error'; message: string };

export function App({ simCore, registry }: Props) {
  const initial = useMemo(
    () =>
      readUrlState(window.location.search, { configId: registry.defaultId, ...fips197 }, (id) => {
        try {
          simCore.parseConfiguration(id);
          return null;
        } catch (error) {
          return (error as Error).message;
        }
      }),
    [simCore, registry],
  );
  const [state, setState] = useState<PageState>(initial.state);
  const [status, setStatus] = useState<Status>({ kind: 'loading', what: 'simulator' });
  const [probeNames, setProbeNames] = useState<string[]>([]);
  const [result, setResult] = useState<(RunResult & { golden: string[]; decrypt: boolean }) | null>(null);
  const [decryptChoice, setDecryptChoice] = useState(false);
  const simulator = useRef<Simulator | null>(null);

  const config = useMemo(() => simCore.parseConfiguration(state.configId), [simCore, state.configId]);
  const prebuilt = useMemo(() => new Set(registry.entries.map((e) => e.id)), [registry]);
  const prediction = useMemo(() => simCore.predictTiming(state.configId), [simCore, state.configId]);
  const key = parseKey(simCore, state.key, keyBitsOf(config.keySize));
  const blocks = parseBlocks(simCore, state.plaintext);
  const ready = status.kind === 'idle' && key.ok && blocks.ok;

  useEffect(() => {
    simulator.current = new Simulator();
    return () => simulator.current?.dispose();
  }, []);

  useEffect(() => {
    let current = true;
    setStatus({ kind: 'loading', what: `the simulator of ${state.configId}` });
    setResult(null);
    simulator.current!
      .load(state.configId)
      .then((loaded) => {
        if (!current) return;
        setProbeNames(loaded.probes);
        setStatus({ kind: 'idle' });
      })
      .catch((error: Error) => current && setStatus({ kind: 'error', message: error.message }));
    return () => {
      current = false;
    };
  }, [state.configId]);

  useEffect(() => {
    window.history.replaceState(null, '', writeUrlState(state));
  }, [state]);

  async function run() {
    if (!key.ok || !blocks.ok || !simulator.current) return;
    const decrypt = config.direction === 'decrypt' || (config.direction === 'unified' && decryptChoice);
    setStatus({ kind: 'loading', what: 'simulation' });
    try {
      const rounds = roundsFor[config.keySize];
      const out = await simulator.current.run({
        keys: keyHandshakes(config, simCore, key.value),
        blocks: blocks.value,
        decrypt,
        maxCycles: 64 * rounds * (blocks.value.length + 4),
        vcd: true,
      });
      const golden = blocks.value.map((b) => toHex(simCore.aesBlocks(key.value, b, decrypt)));
      setResult({ ...out, golden, decrypt });
      setStatus({ kind: 'idle' });
    } catch (error) {
      setStatus({ kind: 'error', message: (error as Error).message });
    }
  }

  const timeline = result ? buildTimeline(result.probes, result.stages) : null;
  const blockLatency = timeline ? latencies(timeline) : null;
  const outputs = result ? [...result.outputs].sort((a, b) => a.tag - b.tag) : [];

  return (
    <main>
      <header>
        <h1>CipherScope</h1>
        <p className="tagline">See how a block cipher becomes hardware: the real RTL, simulated cycle by cycle in your browser.</p>
      </header>

      {initial.problems.length > 0 && (
        <div className="banner" role="alert" data-testid="url-problems">
          {initial.problems.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      )}

      <section className="panel" aria-labelledby="setup-title">
        <h2 id="setup-title">Core and input</h2>
        <ConfigPicker entries={registry.entries} value={state.configId} onChange={(configId) => setState({ ...state, configId })} />
        <AxisPicker simCore={simCore} value={state.configId} prebuilt={prebuilt} onChange={(configId) => setState({ ...state, configId })} />
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void run();
          }}
        >
          <HexField
            label="Key (hex)"
            testId="key"
            value={state.key}
            error={key.ok ? null : key.error}
            hint={`${keyBitsOf(config.keySize).join(', ')}-bit key as hex digits; spaces are ignored.${
              config.keySchedule === 'offline' ? ' This core has no key expansion: the page loads its precomputed round keys.' : ''
            }`}
            onChange={(v) => setState({ ...state, key: v })}
          />
          {config.direction === 'unified' && (
            <fieldset className="field direction" data-testid="direction">
              <legend>Direction (this core does both)</legend>
              <label>
                <input type="radio" name="direction" checked={!decryptChoice} onChange={() => setDecryptChoice(false)} /> encrypt
              </label>
              <label>
                <input type="radio" name="direction" checked={decryptChoice} onChange={() => setDecryptChoice(true)} /> decrypt
              </label>
            </fieldset>
          )}
          <HexField
            label={config.direction === 'decrypt' || (config.direction === 'unified' && decryptChoice) ? 'Ciphertext (hex)' : 'Plaintext (hex)'}
            testId="plaintext"
            multiline
            value={state.plaintext}
            error={blocks.ok ? null : blocks.error}
            hint="One 16-byte block (32 hex digits) per line; several lines stream several blocks."
            onChange={(v) => setState({ ...state, plaintext: v })}
          />
          <div className="actions">
            <button type="submit" disabled={!ready} data-testid="run" aria-keyshortcuts="Enter">
              Run on the RTL
            </button>
            <span className="status" aria-live="polite" data-testid="status">
              {status.kind === 'loading' && `Loading ${status.what}…`}
              {status.kind === 'idle' && !ready && 'Fix the input above to run.'}
              {status.kind === 'idle' && ready && 'Ready. Press Enter or the button.'}
            </span>
          </div>
        </form>
        {status.kind === 'error' && (
          <p className="note error" role="alert" data-testid="error">
            {status.message}
          </p>
        )}
      </section>

      {result && timeline && (
        <section className="panel" aria-labelledby="result-title" data-testid="result">
          <h2 id="result-title">Result</h2>
          <table className="outputs">
            <thead>
              <tr>
                <th scope="col">Block</th>
                <th scope="col">{result.decrypt ? 'Plaintext' : 'Ciphertext'} from the RTL</th>
                <th scope="col">Golden model (sim-core)</th>
                <th scope="col">Cycles in the core</th>
              </tr>
            </thead>
            <tbody>
              {outputs.map((o) => {
                const hex = toHex(o.data);
                const same = hex === result.golden[o.tag];
                return (
                  <tr key={o.tag}>
                    <td>{o.tag + 1}</td>
                    <td className="hex" data-testid={`output-${o.tag}`}>
                      {hex}
                    </td>
                    <td className={same ? 'match' : 'mismatch'}>{same ? 'matches ✓' : `differs: ${result.golden[o.tag]}`}</td>
                    <td>{blockLatency?.get(o.tag)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <p data-testid="cycles">
            {outputs.length} block{outputs.length === 1 ? '' : 's'} in <strong>{result.cycles}</strong> cycles, counted from the cycle the key
            was offered.
          </p>
          {result.vcd && <WaveformDownload vcd={result.vcd} name={`${state.configId}.vcd`} />}
          <h3>Which round is each block in?</h3>
          <RoundTimeline timeline={timeline} rounds={roundsFor[config.keySize]} stageNames={probeNames} />
        </section>
      )}

      <StepPanel
        simulator={status.kind === 'idle' ? simulator.current : null}
        workload={
          key.ok && blocks.ok
            ? { keys: keyHandshakes(config, simCore, key.value), blocks: blocks.value, decrypt: config.direction === 'decrypt' || (config.direction === 'unified' && decryptChoice) }
            : null
        }
        stageNames={probeNames}
        sessionKey={`${state.configId} ${state.key} ${state.plaintext} ${decryptChoice} ${result?.cycles ?? ''}`}
      />

      <ModeThroughput configId={state.configId} prediction={prediction} stageNames={probeNames} />
    </main>
  );
}
