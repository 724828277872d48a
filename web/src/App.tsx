// The first page of the lab: choose a core, type a key and plaintext, run the real RTL (its
// WebAssembly simulator in a worker), and see the ciphertext, the cycle count and which
// round every block is in on every cycle.
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { createProgressStore, type ProgressStore } from './sim/progress-store';
import type { SimCore } from './sim/sim-core';
import { Simulator } from './sim/simulator';
import { useModelIndex } from './sim/watch-model-index';
import type { RunResult, Workload } from './sim/protocol';
import type { Registry } from './registry';
import { keyBitsOf, parseBlocks, parseCount, parseKey, randomBlocks, toHex, type Parsed } from './inputs';
import { OccupancyChart } from './components/OccupancyChart';
import { goldenBlocks, type ModeName } from './golden-message';
import { readUrlState, writeUrlState, type PageState } from './url-state';
import { buildTimeline, latencies } from './layout/timeline';
import { cycleBudget, workloadFor } from './sim/workload';
import { ConfigPicker } from './components/ConfigPicker';
import { AxisPicker } from './components/AxisPicker';
import { HexField } from './components/HexField';
import { RoundTimeline } from './components/RoundTimeline';
import { ModeThroughput } from './components/ModeThroughput';
import { WaveformDownload } from './components/WaveformDownload';
import { WaveformViewer } from './components/WaveformViewer';
import { modeNames } from './throughput/measured';
import { StepPanel, sessionState, type SessionStep } from './components/StepPanel';
import { DatapathView } from './components/DatapathView';
import { ComparePanel } from './components/ComparePanel';
import { OfflineStatus } from './components/OfflineStatus';
import { ThemePicker } from './components/ThemePicker';
import { BoardExport } from './components/BoardExport';
import { SboxComparison } from './components/SboxComparison';
import type { OfflineController } from './offline/register';

// FIPS-197 Appendix C.1: the example every AES lesson starts from.
const fips197 = { key: '000102030405060708090a0b0c0d0e0f', plaintext: '00112233445566778899aabbccddeeff' };

interface Props {
  simCore: SimCore;
  registry: Registry;
  offline: OfflineController;
}

type Status =
  { kind: 'idle' } | { kind: 'loading'; what: string } | { kind: 'building' } | { kind: 'error'; message: string };

export function App({ simCore, registry, offline }: Props) {
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
  const [loadedId, setLoadedId] = useState<string | null>(null);
  const [result, setResult] = useState<(RunResult & { golden: Uint8Array[]; decrypt: boolean }) | null>(null);
  const progress = useMemo(createProgressStore, []);
  const [decryptChoice, setDecryptChoice] = useState(false);
  const [modeChoice, setModeChoice] = useState(initial.state.mode ?? 'ecb');
  const [ivText, setIvText] = useState('000102030405060708090a0b0c0d0e0f');
  const [randomText, setRandomText] = useState('0');
  const [stepTold, setStepTold] = useState<SessionStep | null>(null);
  const simulator = useRef<Simulator | null>(null);

  const config = useMemo(() => simCore.parseConfiguration(state.configId), [simCore, state.configId]);
  const prebuilt = useMemo(() => new Set(registry.entries.map((e) => e.id)), [registry]);
  // Simulators `npm start` is still building: offered, and loaded, once each is ready.
  const models = useModelIndex();
  const building = useMemo(() => new Set(models?.building), [models]);
  const stillBuilding = building.has(state.configId);
  const prediction = useMemo(() => simCore.predictTiming(state.configId), [simCore, state.configId]);
  const key = useMemo(
    () => parseKey(simCore, state.key, keyBitsOf(config.keySize)),
    [simCore, state.key, config.keySize],
  );
  const randomCount = parseCount(randomText, 'random blocks', 100_000);
  // Memoized: the page re-renders on every progress report of a run, and 100,000 blocks take
  // tens of milliseconds to make.
  const blocks: Parsed<Uint8Array[]> = useMemo(() => {
    const typed = parseBlocks(simCore, state.plaintext);
    const count = parseCount(randomText, 'random blocks', 100_000);
    return !typed.ok ? typed : !count.ok ? count : { ok: true, value: [...typed.value, ...randomBlocks(count.value)] };
  }, [simCore, state.plaintext, randomText]);
  // The mode this run uses: chosen for a run-time-mode core, fixed otherwise.
  const modes = [...new Set(prediction.modes.map((m) => m.mode))];
  const mode = config.mode.kind === 'all' ? (modes.includes(modeChoice) ? modeChoice : 'ecb') : config.mode.kind;
  const canEncrypt = prediction.modes.some((m) => m.mode === mode && !m.decrypt);
  const canDecrypt = prediction.modes.some((m) => m.mode === mode && m.decrypt);
  const decrypt = canDecrypt && (!canEncrypt || decryptChoice);
  const ivs: Parsed<Uint8Array[]> = useMemo(
    () => (mode === 'ecb' ? { ok: true, value: [] } : parseBlocks(simCore, ivText, mode === 'ctr' ? 'counter' : 'IV')),
    [simCore, ivText, mode],
  );
  const ready = status.kind === 'idle' && key.ok && blocks.ok && ivs.ok;
  // What the core is fed, for a run and for stepping alike.
  // Memoized like the blocks: a workload of 100,000 blocks is not made again on every render.
  const workload: Workload | null = useMemo(
    () =>
      key.ok && blocks.ok && ivs.ok
        ? workloadFor(simCore, config, { key: key.value, blocks: blocks.value, mode, decrypt, ivs: ivs.value })
        : null,
    [simCore, config, key, blocks, ivs, mode, decrypt],
  );

  useEffect(() => {
    simulator.current = new Simulator();
    return () => simulator.current?.dispose();
  }, []);

  useEffect(() => {
    let current = true;
    setResult(null);
    if (stillBuilding) {
      setStatus({ kind: 'building' });
      return;
    }
    setStatus({ kind: 'loading', what: `the simulator of ${state.configId}` });
    simulator
      .current!.load(state.configId)
      .then((loaded) => {
        if (!current) return;
        setProbeNames(loaded.probes);
        setLoadedId(loaded.configId);
        setStatus({ kind: 'idle' });
      })
      .catch((error: Error) => current && setStatus({ kind: 'error', message: error.message }));
    return () => {
      current = false;
    };
  }, [state.configId, stillBuilding]);

  useEffect(() => {
    window.history.replaceState(null, '', writeUrlState({ ...state, mode }));
  }, [state, mode]);

  async function run() {
    if (!workload || !key.ok || !ivs.ok || !simulator.current) return;
    progress.set('');
    setStatus({ kind: 'loading', what: 'simulation' });
    try {
      const total = workload.blocks.length;
      const out = await simulator.current.run(
        {
          ...workload,
          maxCycles: cycleBudget(config, total),
          vcd: total <= 256,
        },
        (done) => progress.set(`: ${done.toLocaleString('en')} of ${total.toLocaleString('en')} blocks out`),
      );
      const golden = goldenBlocks(
        simCore,
        mode as ModeName,
        key.value,
        ivs.value,
        workload.blocks,
        decrypt,
        workload.streams,
      );
      setResult({ ...out, golden, decrypt });
      setStatus({ kind: 'idle' });
    } catch (error) {
      setStatus({ kind: 'error', message: (error as Error).message });
    }
  }

  // The round timeline draws every cell: only for short runs (the occupancy chart takes any).
  const timeline = result && result.outputs.length <= 64 ? buildTimeline(result.probes, result.stages) : null;
  const shownRows = 16;
  const blockLatency = timeline ? latencies(timeline) : null;
  const outputs = useMemo(() => (result ? [...result.outputs].sort((a, b) => a.tag - b.tag) : []), [result]);
  const differing = useMemo(
    () => (result ? outputs.filter((o) => !sameBytes(o.data, result.golden[o.tag])).length : 0),
    [result, outputs],
  );
  // Stepping restarts whenever the core, its inputs or the run change.
  const stepSession = `${state.configId} ${state.key} ${state.plaintext} ${decrypt} ${mode} ${ivText} ${result?.cycles ?? ''}`;
  const stepState = sessionState(stepTold, stepSession);

  return (
    <main>
      <header>
        <h1>CipherScope</h1>
        <ThemePicker />
        <nav className="site-nav" aria-label="CipherScope">
          <a href="?lessons" data-testid="lessons-link">
            Lessons
          </a>
        </nav>
        <p className="tagline">
          See how a block cipher becomes hardware: the real RTL, simulated cycle by cycle in your browser.
        </p>
        <OfflineStatus offline={offline} configId={state.configId} loadedId={loadedId} />
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
        <ConfigPicker
          entries={registry.entries}
          value={state.configId}
          building={building}
          onChange={(configId) => setState({ ...state, configId })}
        />
        <AxisPicker
          simCore={simCore}
          value={state.configId}
          prebuilt={prebuilt}
          building={building}
          onChange={(configId) => setState({ ...state, configId })}
        />
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
              config.keySchedule === 'offline'
                ? ' This core has no key expansion: the page loads its precomputed round keys.'
                : ''
            }`}
            onChange={(v) => setState({ ...state, key: v })}
          />
          {config.mode.kind === 'all' && (
            <div className="field">
              <label htmlFor="mode">Mode of operation (this core has them all)</label>
              <select id="mode" value={mode} onChange={(e) => setModeChoice(e.target.value)} data-testid="mode">
                {modes.map((m) => (
                  <option key={m} value={m}>
                    {modeNames[m] ?? m}
                  </option>
                ))}
              </select>
            </div>
          )}
          {mode !== 'ecb' && (
            <HexField
              label={
                mode === 'ctr'
                  ? 'Initial counter (hex)'
                  : mode === 'interleavedCbc'
                    ? 'IVs, one per chain (hex)'
                    : mode === 'multiStreamCbc'
                      ? 'IVs, one per stream (hex)'
                      : 'IV (hex)'
              }
              testId="iv"
              multiline={mode === 'interleavedCbc' || mode === 'multiStreamCbc'}
              value={ivText}
              error={ivs.ok ? null : ivs.error}
              hint={
                mode === 'interleavedCbc'
                  ? 'One line per chain: block i belongs to chain i mod N (Swankoski et al.).'
                  : mode === 'multiStreamCbc'
                    ? 'One line per stream (up to 16): blocks go to the streams in turn (Chodowiec et al.).'
                    : mode === 'ctr'
                      ? 'The first counter block; the core adds 1 for each block.'
                      : '16 bytes, 32 hex digits.'
              }
              onChange={setIvText}
            />
          )}
          {canEncrypt && canDecrypt && (
            <fieldset className="field direction" data-testid="direction">
              <legend>Direction (this core does both here)</legend>
              <label>
                <input
                  type="radio"
                  name="direction"
                  checked={!decryptChoice}
                  onChange={() => setDecryptChoice(false)}
                />{' '}
                encrypt
              </label>
              <label>
                <input type="radio" name="direction" checked={decryptChoice} onChange={() => setDecryptChoice(true)} />{' '}
                decrypt
              </label>
            </fieldset>
          )}
          <HexField
            label={decrypt ? 'Ciphertext (hex)' : 'Plaintext (hex)'}
            testId="plaintext"
            multiline
            value={state.plaintext}
            error={blocks.ok ? null : blocks.error}
            hint="One 16-byte block (32 hex digits) per line; several lines stream several blocks."
            onChange={(v) => setState({ ...state, plaintext: v })}
          />
          <div className="field">
            <label htmlFor="random">Random blocks after these (0 to 100,000)</label>
            <input
              id="random"
              type="text"
              inputMode="numeric"
              value={randomText}
              onChange={(e) => setRandomText(e.target.value)}
              aria-invalid={!randomCount.ok}
              data-testid="random"
            />
            <p
              className={randomCount.ok ? 'note' : 'note error'}
              data-testid="random-note"
              role={randomCount.ok ? undefined : 'alert'}
            >
              {randomCount.ok
                ? 'A long stream to watch the pipeline fill (the same blocks every time).'
                : randomCount.error}
            </p>
          </div>
          <div className="actions">
            <button type="submit" disabled={!ready} data-testid="run" aria-keyshortcuts="Enter">
              Run on the RTL
            </button>
            <span className="status" aria-live="polite" data-testid="status">
              {status.kind === 'loading' && <LoadingText what={status.what} progress={progress} />}
              {status.kind === 'building' &&
                `The simulator of ${state.configId} is still being built; it loads here by itself when it is ready.`}
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

      {result && (
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
              {outputs.slice(0, shownRows).map((o) => {
                const hex = toHex(o.data);
                const same = sameBytes(o.data, result.golden[o.tag]);
                return (
                  <tr key={o.tag}>
                    <td>{o.tag + 1}</td>
                    <td className="hex" data-testid={`output-${o.tag}`}>
                      {hex}
                    </td>
                    <td className={same ? 'match' : 'mismatch'}>
                      {same
                        ? 'matches ✓'
                        : `differs: ${result.golden[o.tag] ? toHex(result.golden[o.tag]) : 'no such block'}`}
                    </td>
                    <td>{blockLatency?.get(o.tag) ?? '—'}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          {outputs.length > shownRows && (
            <p data-testid="more-outputs">
              …and {(outputs.length - shownRows).toLocaleString('en')} more blocks:{' '}
              {differing === 0
                ? `all ${outputs.length.toLocaleString('en')} match sim-core ✓`
                : `${differing} differ from sim-core`}
            </p>
          )}
          <p data-testid="cycles">
            {outputs.length} block{outputs.length === 1 ? '' : 's'} in <strong>{result.cycles}</strong> cycles, counted
            from the cycle the key was offered.
          </p>
          {result.waveform && <WaveformDownload waveform={result.waveform} name={`${state.configId}.vcd`} />}
          {result.waveform && <WaveformViewer waveform={result.waveform} cycles={result.cycles} />}
          <h3>Pipeline occupancy</h3>
          <OccupancyChart probes={result.probes} stages={result.stages} stageNames={probeNames} />
          {timeline && (
            <>
              <h3>Which round is each block in?</h3>
              <RoundTimeline timeline={timeline} rounds={config.maxRounds} stageNames={probeNames} />
            </>
          )}
        </section>
      )}

      <ComparePanel
        simCore={simCore}
        registry={registry}
        configId={state.configId}
        compareId={state.compareId}
        onCompareChange={(compareId) => setState({ ...state, compareId })}
        inputs={
          key.ok && blocks.ok && ivs.ok ? { key: key.value, blocks: blocks.value, mode, decrypt, ivs: ivs.value } : null
        }
        inputsKey={`${state.key} ${state.plaintext} ${randomText} ${decrypt} ${mode} ${ivText}`}
      />

      <StepPanel
        simulator={status.kind === 'idle' ? simulator.current : null}
        workload={workload}
        stageNames={probeNames}
        sessionKey={stepSession}
        onStateChange={setStepTold}
      />

      <DatapathView
        simCore={simCore}
        config={config}
        stageNames={probeNames}
        step={stepState}
        workload={workload}
        mode={mode}
        keyHex={key.ok ? toHex(key.value) : null}
      />

      <ModeThroughput
        configId={state.configId}
        prediction={prediction}
        stageNames={probeNames}
        throughputMbps={simCore.throughputMbps}
      />

      <SboxComparison simCore={simCore} registry={registry} configId={state.configId} />

      <BoardExport simCore={simCore} registry={registry} configId={state.configId} keyText={state.key} />
    </main>
  );
}

/** "Loading simulation: 5,120 of 100,000 blocks out…": the one part of the page a run's progress re-renders. */
function LoadingText({ what, progress }: { what: string; progress: ProgressStore }) {
  const detail = useSyncExternalStore(progress.subscribe, progress.get);
  return <>{`Loading ${what}${what === 'simulation' ? detail : ''}…`}</>;
}

function sameBytes(a: Uint8Array, b: Uint8Array | undefined): boolean {
  if (!b || a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
