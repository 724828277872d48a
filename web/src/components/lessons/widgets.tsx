// The live widgets a lesson names. Each runs the real RTL (through the page's LessonLab, or
// its own worker for stepping) or sim-core, and draws with the lab's own components:
// OccupancyChart, StepPanel + DatapathView, ModeThroughput, CompositeSboxPanel,
// WaveformViewer. Only the state matrix, the S-box table and the paper table are new views.
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { WidgetSpec, ModeName } from '../../lessons/schema';
import {
  defaultChains,
  lessonKey,
  lessonWorkload,
  measureRun,
  formatAnswer,
  type RunMeasures,
} from '../../lessons/answers';
import { modeNames } from '../../throughput/measured';
import { toHex } from '../../inputs';
import { OccupancyChart } from '../OccupancyChart';
import { ModeThroughput } from '../ModeThroughput';
import { StepPanel, sessionState, type SessionStep } from '../StepPanel';
import { DatapathView } from '../DatapathView';
import { WaveformViewer } from '../WaveformViewer';
import { CompositeSboxPanel } from '../CompositeSboxPanel';
import { compositeSbox } from '../../datapath/composite-sbox';
import { Simulator } from '../../sim/simulator';
import type { LabRun } from './lesson-lab';
import { useLessonEnv } from './context';
import { publishedFile } from '../../throughput/published';
import { deviceName, flowLabel, referenceDevice, referenceFigure } from '../../throughput/synthesis';
import { synthCommand } from '../../throughput/figures';
import measured from '@registry/measured.json';

type Loaded<T> = { kind: 'loading' } | { kind: 'ok'; value: T } | { kind: 'error'; message: string };

const fmt = (x: number | null | undefined) => (x === null || x === undefined ? '–' : formatAnswer(x, 'number'));

function useTitle(config: string) {
  const { registry } = useLessonEnv();
  return registry.entries.find((e) => e.id === config)?.title ?? config;
}

function Choice<T extends string>({
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

// ---- occupancy --------------------------------------------------------------------------

function OccupancyWidget({ spec }: { spec: Extract<WidgetSpec, { type: 'occupancy' }> }) {
  const { simCore, lab, registry, presenting } = useLessonEnv();
  const [config, setConfig] = useState(spec.configs[0]);
  const [mode, setMode] = useState<ModeName>(spec.modes[0]);
  const [state, setState] = useState<Loaded<{ run: LabRun; measures: RunMeasures }>>({ kind: 'loading' });
  const chains = defaultChains(simCore, config, mode, spec.chains);
  const title = useTitle(config);

  useEffect(() => {
    let live = true;
    setState({ kind: 'loading' });
    lab
      .run(config, lessonWorkload(simCore, config, mode, spec.blocks, chains))
      .then((run) => live && setState({ kind: 'ok', value: { run, measures: measureRun(simCore, run.result) } }))
      .catch((error: Error) => live && setState({ kind: 'error', message: error.message }));
    return () => {
      live = false;
    };
  }, [lab, simCore, config, mode, spec.blocks, chains]);

  const chained = mode === 'interleavedCbc' || mode === 'multiStreamCbc' ? ` with ${chains} chains` : '';
  return (
    <figure className="widget" data-testid="widget-occupancy" data-config={config} data-mode={mode}>
      <div className="actions">
        <Choice
          label="Core"
          value={config}
          options={spec.configs.map((id) => ({
            value: id,
            label: registry.entries.find((e) => e.id === id)?.title ?? id,
          }))}
          onChange={setConfig}
          testId="widget-config"
        />
        <Choice
          label="Mode"
          value={mode}
          options={spec.modes.map((m) => ({ value: m, label: modeNames[m] ?? m }))}
          onChange={setMode}
          testId="widget-mode"
        />
      </div>
      <p className="widget-measure" aria-live="polite" data-testid="widget-measure">
        {state.kind === 'loading' && `Running ${spec.blocks} blocks of ${modeNames[mode]} on ${title}…`}
        {state.kind === 'error' && <span className="error">{state.message}</span>}
        {state.kind === 'ok' && (
          <>
            {title}, {modeNames[mode]}
            {chained}: {spec.blocks} blocks in {state.value.measures.cycles} cycles on the RTL.{' '}
            <strong data-testid="widget-cpb">
              {fmt(state.value.measures.cyclesPerBlock)} cycle{state.value.measures.cyclesPerBlock === 1 ? '' : 's'} per
              block
            </strong>{' '}
            once the pipeline is full (sim-core&apos;s steady state), latency {fmt(state.value.measures.latency)}{' '}
            cycles, up to {state.value.measures.inFlight} block
            {state.value.measures.inFlight === 1 ? '' : 's'} in flight.
          </>
        )}
      </p>
      {state.kind === 'ok' && (
        <OccupancyChart
          probes={state.value.run.result.probes}
          stages={state.value.run.result.stages}
          stageNames={state.value.run.probes}
          width={presenting ? 1180 : 940}
        />
      )}
    </figure>
  );
}

// ---- datapath ---------------------------------------------------------------------------

function DatapathWidget({ spec }: { spec: Extract<WidgetSpec, { type: 'datapath' }> }) {
  const { simCore, registry } = useLessonEnv();
  const simulator = useRef<Simulator | null>(null);
  const [names, setNames] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [told, setTold] = useState<SessionStep | null>(null);
  const sessionKey = `${spec.config} ${spec.mode}`;
  const step = sessionState(told, sessionKey);
  const config = useMemo(
    () => registry.entries.find((e) => e.id === spec.config)?.config ?? simCore.parseConfiguration(spec.config),
    [registry, simCore, spec.config],
  );
  const workload = useMemo(
    () => lessonWorkload(simCore, spec.config, spec.mode, spec.blocks, defaultChains(simCore, spec.config, spec.mode)),
    [simCore, spec],
  );

  useEffect(() => {
    const sim = new Simulator();
    simulator.current = sim;
    sim
      .load(spec.config)
      .then((loaded) => setNames(loaded.probes))
      .catch((e: Error) => setError(e.message));
    return () => sim.dispose();
  }, [spec.config]);

  return (
    <div className="widget" data-testid="widget-datapath">
      {error && (
        <p className="note error" role="alert">
          {error}
        </p>
      )}
      <StepPanel
        simulator={names ? simulator.current : null}
        workload={workload}
        stageNames={names ?? []}
        sessionKey={sessionKey}
        onStateChange={setTold}
      />
      <DatapathView
        simCore={simCore}
        config={config}
        stageNames={names ?? []}
        step={step}
        workload={workload}
        mode={spec.mode}
        keyHex={toHex(lessonKey(config.keySize))}
      />
    </div>
  );
}

// ---- state matrix -----------------------------------------------------------------------

const stepNames: Record<string, string> = {
  input: 'the plaintext block',
  start: 'the state entering the round',
  s_box: 'after SubBytes',
  s_row: 'after ShiftRows',
  m_col: 'after MixColumns',
  k_sch: 'the round key added next (AddRoundKey)',
  output: 'the ciphertext',
};

function StateMatrixWidget({ spec }: { spec: Extract<WidgetSpec, { type: 'state-matrix' }> }) {
  const { simCore } = useLessonEnv();
  const steps = useMemo(() => simCore.aesTrace(spec.key, spec.plaintext, false), [simCore, spec]);
  const [index, setIndex] = useState(0);
  const current = steps[index];
  // The state before this step (round keys are not a state: compare with the state they follow).
  const previous =
    index > 0
      ? steps
          .slice(0, index)
          .reverse()
          .find((s) => s.step !== 'k_sch')
      : undefined;
  const bytes = current.state.match(/../g)!;
  const before = current.step !== 'k_sch' && previous ? previous.state.match(/../g)! : null;
  const go = (i: number) => setIndex(Math.max(0, Math.min(steps.length - 1, i)));

  return (
    <figure className="widget state-matrix" data-testid="widget-state-matrix">
      <div className="actions">
        <button type="button" onClick={() => go(index - 1)} disabled={index === 0} data-testid="state-previous">
          ← Previous step
        </button>
        <button
          type="button"
          onClick={() => go(index + 1)}
          disabled={index === steps.length - 1}
          data-testid="state-next"
        >
          Next step →
        </button>
        <input
          type="range"
          min={0}
          max={steps.length - 1}
          value={index}
          onChange={(e) => go(Number(e.target.value))}
          aria-label="Step through the cipher"
          style={{ width: '14rem' }}
        />
        <span className="status" aria-live="polite" data-testid="state-step">
          <code>
            round[{String(current.round).padStart(2, ' ')}].{current.step}
          </code>
          : {stepNames[current.step] ?? current.step}
        </span>
      </div>
      <div className="matrix" role="table" aria-label={`State ${current.state}`}>
        {[0, 1, 2, 3].map((r) => (
          <div role="row" key={r} className="matrix-row">
            {[0, 1, 2, 3].map((c) => {
              const i = r + 4 * c;
              const changed = before !== null && before[i] !== bytes[i];
              return (
                <span
                  role="cell"
                  key={c}
                  className={`matrix-cell${changed ? ' changed' : ''}`}
                  data-testid={`matrix-${r}-${c}`}
                  title={`s[${r},${c}] = byte ${i}`}
                >
                  {bytes[i]}
                </span>
              );
            })}
          </div>
        ))}
      </div>
      <figcaption>
        The 16 bytes as FIPS-197 §3.4 lays them out: byte <i>r</i> + 4<i>c</i> in row <i>r</i>, column <i>c</i>.
        Highlighted bytes changed in this step. Key <code>{spec.key}</code>, plaintext <code>{spec.plaintext}</code>,
        traced by sim-core.
      </figcaption>
    </figure>
  );
}

// ---- S-box table ------------------------------------------------------------------------

function SboxTableWidget({ spec }: { spec: Extract<WidgetSpec, { type: 'sbox-table' }> }) {
  const table = useMemo(() => Array.from({ length: 256 }, (_, x) => compositeSbox(x, false).output), []);
  const [selected, setSelected] = useState(spec.highlight ?? 0x53);
  const cells = useRef<(HTMLButtonElement | null)[]>([]);
  const hex = (n: number) => n.toString(16).padStart(2, '0');

  function onKey(event: KeyboardEvent<HTMLButtonElement>, x: number) {
    const delta = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: 16, ArrowUp: -16 }[event.key];
    if (delta === undefined) return;
    event.preventDefault();
    event.stopPropagation();
    const next = (x + delta + 256) % 256;
    setSelected(next);
    cells.current[next]?.focus();
  }

  return (
    <figure className="widget" data-testid="widget-sbox-table">
      <div
        className="sbox-table"
        role="grid"
        aria-label="The AES S-box: row is the high hex digit of the input, column the low"
      >
        <div role="row" className="sbox-row">
          <span className="sbox-head" />
          {Array.from({ length: 16 }, (_, c) => (
            <span key={c} className="sbox-head" role="columnheader">
              {c.toString(16)}
            </span>
          ))}
        </div>
        {Array.from({ length: 16 }, (_, r) => (
          <div role="row" key={r} className="sbox-row">
            <span className="sbox-head" role="rowheader">
              {r.toString(16)}
            </span>
            {Array.from({ length: 16 }, (_, c) => {
              const x = 16 * r + c;
              return (
                <button
                  key={c}
                  ref={(el) => {
                    cells.current[x] = el;
                  }}
                  type="button"
                  role="gridcell"
                  tabIndex={x === selected ? 0 : -1}
                  aria-selected={x === selected}
                  className={`sbox-cell${x === selected ? ' chosen' : ''}`}
                  onClick={() => setSelected(x)}
                  onKeyDown={(e) => onKey(e, x)}
                  aria-label={`S(${hex(x)}) = ${hex(table[x])}`}
                  data-testid={`sbox-${hex(x)}`}
                >
                  {hex(table[x])}
                </button>
              );
            })}
          </div>
        ))}
      </div>
      <figcaption>
        Row = the input&apos;s high hex digit, column = its low digit: S({hex(selected)}) = {hex(table[selected])}. A
        LUT S-box stores this table; a composite-field S-box computes each entry, as below. Arrow keys move through the
        table.
      </figcaption>
      <CompositeSboxPanel
        byte={selected}
        source={`the S-box table's entry ${hex(selected)}`}
        inverse={false}
        canInvert={true}
        pipelined={false}
        heldStage={null}
        heldBy={null}
      />
    </figure>
  );
}

// ---- throughput -------------------------------------------------------------------------

function ThroughputWidget({ spec }: { spec: Extract<WidgetSpec, { type: 'throughput' }> }) {
  const { simCore, registry, lab, presenting } = useLessonEnv();
  const [config, setConfig] = useState(spec.configs[0]);
  const prediction = useMemo(() => simCore.predictTiming(config), [simCore, config]);
  const [live, setLive] = useState<{
    config: string;
    rows: { mode: string; decrypt: boolean; chains: number; cyclesPerBlock: number | null }[];
    status: string;
  } | null>(null);
  const shown = live?.config === config ? live : null;

  async function measure() {
    // Every mode and direction the core runs, as measured.json lists them (CTR and OFB decrypt as they encrypt).
    const runs = prediction.modes.filter((m) => !(m.decrypt && (m.mode === 'ctr' || m.mode === 'ofb')));
    const rows: NonNullable<typeof live>['rows'] = [];
    try {
      for (const [i, m] of runs.entries()) {
        setLive({
          config,
          rows: [...rows],
          status: `Running ${modeNames[m.mode] ?? m.mode}${m.decrypt ? ' decryption' : ''} on the RTL (${i + 1} of ${runs.length})…`,
        });
        const mode = m.mode as ModeName;
        const run = await lab.run(
          config,
          lessonWorkload(simCore, config, mode, 200, defaultChains(simCore, config, mode), m.decrypt),
        );
        rows.push({
          mode: m.mode,
          decrypt: m.decrypt,
          chains: defaultChains(simCore, config, mode),
          cyclesPerBlock: measureRun(simCore, run.result).cyclesPerBlock,
        });
      }
      setLive({ config, rows, status: 'Measured just now on the RTL in your browser, 200 blocks in each mode:' });
    } catch (error) {
      setLive({ config, rows, status: `The run failed: ${(error as Error).message}` });
    }
  }

  return (
    <div className="widget" data-testid="widget-throughput">
      <div className="actions">
        <Choice
          label="Core"
          value={config}
          options={spec.configs.map((id) => ({
            value: id,
            label: registry.entries.find((e) => e.id === id)?.title ?? id,
          }))}
          onChange={setConfig}
          testId="widget-config"
        />
      </div>
      <ModeThroughput
        configId={config}
        prediction={prediction}
        stageNames={[]}
        throughputMbps={simCore.throughputMbps}
        chartWidth={presenting ? 1180 : 900}
      />
      <div className="actions">
        <button type="button" onClick={() => void measure()} data-testid="throughput-measure">
          Measure every mode live on the RTL
        </button>
        <span className="status" aria-live="polite" data-testid="throughput-status">
          {shown?.status ?? 'The measured column comes from npm run timing on the same RTL.'}
        </span>
      </div>
      {shown && shown.rows.length > 0 && (
        <p className="widget-measure" data-testid="throughput-live">
          {shown.rows.map((r, i) => (
            <span
              key={`${r.mode}-${r.decrypt}`}
              data-testid={`throughput-live-${r.mode}-${r.decrypt ? 'decrypt' : 'encrypt'}`}
            >
              {i > 0 && ' · '}
              {modeNames[r.mode] ?? r.mode}
              {r.decrypt ? ' decrypt' : ''}
              {r.chains > 1 ? ` (N = ${r.chains})` : ''}: <strong>{fmt(r.cyclesPerBlock)}</strong>
            </span>
          ))}
        </p>
      )}
    </div>
  );
}

// ---- waveform ---------------------------------------------------------------------------

function WaveformWidget({ spec }: { spec: Extract<WidgetSpec, { type: 'waveform' }> }) {
  const { simCore, lab } = useLessonEnv();
  const [state, setState] = useState<Loaded<LabRun>>({ kind: 'loading' });
  const title = useTitle(spec.config);
  useEffect(() => {
    let live = true;
    const chains = defaultChains(simCore, spec.config, spec.mode);
    lab
      .run(spec.config, { ...lessonWorkload(simCore, spec.config, spec.mode, spec.blocks, chains), vcd: true })
      .then((run) => live && setState({ kind: 'ok', value: run }))
      .catch((error: Error) => live && setState({ kind: 'error', message: error.message }));
    return () => {
      live = false;
    };
  }, [lab, simCore, spec]);
  return (
    <div className="widget" data-testid="widget-waveform">
      <p className="widget-measure">
        {state.kind === 'loading' && `Recording ${title}…`}
        {state.kind === 'error' && <span className="error">{state.message}</span>}
        {state.kind === 'ok' &&
          `${title}: the RTL's ports and registers over ${state.value.result.cycles} cycles, ${spec.blocks} block${spec.blocks === 1 ? '' : 's'} of ${modeNames[spec.mode]}.`}
      </p>
      {state.kind === 'ok' && state.value.result.waveform && (
        <WaveformViewer waveform={state.value.result.waveform} cycles={state.value.result.cycles} />
      )}
    </div>
  );
}

// ---- a paper's table beside the lab ---------------------------------------------------------

interface MeasuredTiming {
  keyBits: number;
  direction: string;
  stream: number;
  feedback: number;
}

/** What `npm run timing` measured for a configuration at a key size (encryption). */
function measuredTiming(id: string, keyBits: number | undefined): MeasuredTiming | null {
  const timing =
    (measured as { configurations: Record<string, { timing: MeasuredTiming[] }> }).configurations[id]?.timing ?? [];
  return timing.find((t) => t.direction === 'encrypt' && (keyBits === undefined || t.keyBits === keyBits)) ?? null;
}

function PaperTableWidget({ spec }: { spec: Extract<WidgetSpec, { type: 'paper-table' }> }) {
  const { simCore, lab } = useLessonEnv();
  const rows = publishedFile.rows.filter((r) => r.source === spec.source && r.table === spec.table);
  const cite = publishedFile.sources[spec.source];
  // Our Fmax beside the paper's clock, where npm run synth has placed and routed the core.
  const fmaxes = rows.map((r) => (r.config[0] ? referenceFigure(r.config[0]) : null));
  const ourFlow = fmaxes.find((f) => f !== null);
  const [live, setLive] = useState<Record<number, { stream: number | null; feedback: number | null }>>({});
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const hasFeedback = rows.some((r) => r.cyclesPerBlock?.feedback !== undefined);

  async function measure() {
    const out: typeof live = {};
    setBusy(true);
    try {
      for (const [i, row] of rows.entries()) {
        const id = row.config[0];
        if (!id) continue;
        setStatus(`Running ${id} on the RTL (${i + 1} of ${rows.length})…`);
        const modes = hasFeedback ? (['ecb', 'cbc'] as const) : (['ecb'] as const);
        const results: (number | null)[] = [];
        for (const mode of modes) {
          const run = await lab.run(id, lessonWorkload(simCore, id, mode, 200, 1, false, row.keyBits));
          results.push(measureRun(simCore, run.result).cyclesPerBlock);
        }
        out[i] = { stream: results[0], feedback: results[1] ?? null };
        setLive({ ...out });
      }
      setStatus(
        `Measured just now on the RTL in your browser: 200 blocks each in ECB${hasFeedback ? ' (no feedback) and CBC encryption (feedback)' : ''}.`,
      );
    } catch (error) {
      setStatus(`The run failed: ${(error as Error).message}`);
    } finally {
      setBusy(false);
    }
  }

  const differs = (a: number | null | undefined, b: number | null | undefined) =>
    a !== null && a !== undefined && b !== null && b !== undefined && Math.abs(a - b) > 1e-9;
  const mbps = (clock: number | undefined, cpb: number | null | undefined) =>
    clock === undefined || cpb === null || cpb === undefined ? null : simCore.throughputMbps(clock, cpb);
  const cell = (lab: number | null | undefined, paper: number | undefined, testId: string, isLive: boolean) => (
    <td
      className={[differs(lab, paper) ? 'differs' : '', isLive ? 'live' : ''].join(' ').trim() || undefined}
      data-testid={testId}
    >
      {fmt(lab)}
    </td>
  );
  return (
    <figure className="widget" data-testid="widget-paper-table">
      <div className="table-scroll">
        <table className="outputs paper-table">
          <thead>
            <tr>
              <th scope="col" rowSpan={2}>
                {spec.table}
              </th>
              <th scope="colgroup" colSpan={hasFeedback ? 5 : 4}>
                the paper
              </th>
              <th scope="colgroup" colSpan={hasFeedback ? 4 : 3}>
                the lab
              </th>
            </tr>
            <tr>
              <th scope="col">slices</th>
              <th scope="col">MHz</th>
              <th scope="col">cycles/block NFB</th>
              {hasFeedback && <th scope="col">FB</th>}
              <th scope="col">Mbit/s NFB</th>
              <th scope="col">cycles/block NFB</th>
              {hasFeedback && <th scope="col">FB</th>}
              <th scope="col">Mbit/s NFB at the paper&apos;s clock</th>
              <th scope="col">Mbit/s NFB at our Fmax</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => {
              const id = row.config[0];
              const m = id ? measuredTiming(id, row.keyBits) : null;
              const l = live[i];
              const stream = l ? l.stream : m?.stream;
              const feedback = l ? l.feedback : m?.feedback;
              return (
                <tr key={i} data-testid={`paper-row-${i}`} data-label={row.label}>
                  <th scope="row">
                    {row.label}
                    {row.device && <span className="detail">, {row.device}</span>}
                    <br />
                    {id ? (
                      <a href={`?config=${id}`} className="detail">
                        {id}
                      </a>
                    ) : (
                      <span className="detail">no lab configuration: {row.note}</span>
                    )}
                  </th>
                  <td>{row.slices ?? '–'}</td>
                  <td>{row.clockMHz ?? '–'}</td>
                  <td>{fmt(row.cyclesPerBlock?.stream)}</td>
                  {hasFeedback && <td>{fmt(row.cyclesPerBlock?.feedback)}</td>}
                  <td>{fmt(row.throughputMbps?.stream)}</td>
                  {cell(id ? stream : null, row.cyclesPerBlock?.stream, 'lab-nfb', !!l)}
                  {hasFeedback && cell(id ? feedback : null, row.cyclesPerBlock?.feedback, 'lab-fb', !!l)}
                  <td>{mbps(row.clockMHz, id ? stream : null)?.toFixed(1) ?? '–'}</td>
                  <td title={id && !fmaxes[i] ? `not synthesised yet: ${synthCommand(id)}` : undefined}>
                    <span data-testid="lab-mbps-fmax">
                      {mbps(fmaxes[i]?.fmaxMHz, id ? stream : null)?.toFixed(1) ?? '–'}
                    </span>
                    {fmaxes[i] && (
                      <span className="detail">
                        at <span data-testid="lab-fmax">{fmaxes[i].fmaxMHz}</span> MHz
                      </span>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div className="actions">
        <button type="button" onClick={() => void measure()} disabled={busy} data-testid="paper-measure">
          Measure them live on the RTL
        </button>
        <span className="status" aria-live="polite" data-testid="paper-status">
          {status ??
            'The lab columns were measured on the same RTL by npm run timing; the button measures them again, now, in your browser.'}
        </span>
      </div>
      <figcaption>
        {cite?.cite}; {cite?.device}. NFB: no feedback (ECB, CTR); FB: feedback (CBC encryption). The lab&apos;s Mbit/s
        are 128 × the paper&apos;s clock ÷ the lab&apos;s cycles per block. Cells marked ≠ differ from the paper: the
        lesson says why. Our Fmax is nextpnr&apos;s for the core on the{' '}
        {ourFlow ? flowLabel(referenceDevice, ourFlow).replace(/^ours: /, '') : deviceName(referenceDevice)}; – where{' '}
        <code>npm run synth</code> has not measured it yet.
      </figcaption>
    </figure>
  );
}

export function LessonWidget({ spec }: { spec: WidgetSpec }) {
  switch (spec.type) {
    case 'occupancy':
      return <OccupancyWidget spec={spec} />;
    case 'datapath':
      return <DatapathWidget spec={spec} />;
    case 'state-matrix':
      return <StateMatrixWidget spec={spec} />;
    case 'sbox-table':
      return <SboxTableWidget spec={spec} />;
    case 'throughput':
      return <ThroughputWidget spec={spec} />;
    case 'waveform':
      return <WaveformWidget spec={spec} />;
    case 'paper-table':
      return <PaperTableWidget spec={spec} />;
  }
}
