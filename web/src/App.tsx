// The first page of the lab: choose a core, type a key and plaintext, run the real RTL (its
// WebAssembly simulator in a worker), and see the ciphertext, the cycle count and which
// round every block is in on every cycle. Laid out for a room: the input on the left, the
// result, its occupancy chart and the cycles per mode on the right, on one screen.
//   inputs   lab/useLabInputs.ts   the form as typed, parsed; the workload; the link
//   running  sim/useLabRun.ts      the model in a worker, runs, Stop, results with their inputs
import { lazy, startTransition, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import type { SimCore } from './sim/sim-core';
import { useModelIndex } from './sim/watch-model-index';
import { inProgress, useOnDemandBuild } from './sim/build-service';
import { resultFor, useLabRun } from './sim/useLabRun';
import type { Simulator } from './sim/simulator';
import { cycleBudget } from './sim/workload';
import type { Registry } from './registry';
import { toHex } from './inputs';
import { goldenBlocks, type ModeName } from './golden-message';
import { readUrlState, writeUrlState } from './url-state';
import { defaultForm, formForCore, formOf, useLabInputs, type LabForm } from './lab/useLabInputs';
import { ConfigPicker } from './components/ConfigPicker';
import { AxisPicker } from './components/AxisPicker';
import { InputForm } from './components/InputForm';
import { ShareLink } from './components/ShareLink';
import { BuildOnDemand } from './components/BuildOnDemand';
import { PaperRows } from './components/PaperRows';
import { ResultPanel, RunDetails, runTimeline } from './components/ResultPanel';
import { serialRoundsOf } from './layout/serial-rounds';
import { ModeThroughput } from './components/ModeThroughput';
import { StepPanel, sessionState, type SessionStep } from './components/StepPanel';
import { FigureSubject } from './export/FigureExport';
import { ComparePanel } from './components/ComparePanel';
import { OfflineStatus } from './components/OfflineStatus';
import { ThemePicker } from './components/ThemePicker';
import { UrlProblems } from './components/UrlProblems';
import type { OfflineController } from './offline/register';

// The panels below the fold are chunks of their own, loaded when first drawn: a share link that
// runs on open draws them once its result is shown, so the code parsed before the first result
// is that much smaller (issue #47: the first result at 4× CPU throttle). Not the stepping panel,
// whose keys work from the first Ready, nor the compare panel, which must be there for the
// page's first run to run its pair too.
const DatapathView = lazy(() => import('./components/DatapathView').then((m) => ({ default: m.DatapathView })));
const SboxComparison = lazy(() => import('./components/SboxComparison').then((m) => ({ default: m.SboxComparison })));
const DiffusionPanel = lazy(() => import('./components/DiffusionPanel').then((m) => ({ default: m.DiffusionPanel })));
const BoardExport = lazy(() => import('./components/BoardExport').then((m) => ({ default: m.BoardExport })));

interface Props {
  simCore: SimCore;
  registry: Registry;
  offline: OfflineController;
  /** The simulator main.tsx started loading the URL's core in, before the page drew. */
  simulator?: Simulator;
}

/**
 * Runs longer than this many blocks record no waveform (a VCD of every cycle, at most its first
 * waveformCycleLimit: sim/run.ts).
 */
const waveformBlocks = 256;

export function App({ simCore, registry, offline, simulator }: Props) {
  const initial = useMemo(
    () =>
      readUrlState(
        window.location.search,
        { configId: registry.defaultId, key: defaultForm.key, plaintext: defaultForm.plaintext },
        (id) => {
          try {
            simCore.parseConfiguration(id);
            return null;
          } catch (error) {
            return (error as Error).message;
          }
        },
      ),
    [simCore, registry],
  );
  const [configId, setConfigId] = useState(initial.state.configId);
  const [compareId, setCompareId] = useState(initial.state.compareId);
  const [form, setForm] = useState<LabForm>(() => {
    // A link without a key, plaintext or IV opens with the example of its core's key size
    // and block size.
    const linked = new URLSearchParams(window.location.search);
    return formForCore(formOf(initial.state), simCore.parseConfiguration(initial.state.configId), {
      key: linked.has('key'),
      plaintext: linked.has('plaintext'),
      iv: linked.has('iv'),
    });
  });
  /** Another core: the example key and blocks follow it to its sizes; typed ones stay. */
  const chooseConfig = (id: string) => {
    setConfigId(id);
    setForm((f) => formForCore(f, simCore.parseConfiguration(id)));
  };
  const [stepTold, setStepTold] = useState<SessionStep | null>(null);
  /** The page's runs, counted: with a core beside it, each runs the pair too (ComparePanel). */
  const [runs, setRuns] = useState(0);

  const config = useMemo(() => simCore.parseConfiguration(configId), [simCore, configId]);
  const prediction = useMemo(() => simCore.predictTiming(configId), [simCore, configId]);
  const prebuilt = useMemo(() => new Set(registry.entries.map((e) => e.id)), [registry]);
  // Simulators `npm start` is still building: offered, and loaded, once each is ready.
  const { index: models, refresh: refreshModels } = useModelIndex();
  const building = useMemo(() => new Set(models?.building), [models]);
  const readyIds = useMemo(() => new Set(Object.keys(models?.ready ?? {})), [models]);
  // Any other configuration: no simulator on the site yet, built on demand where the server
  // can (npm start), then loaded and run as a link with `run` would be.
  const notBuilt = models !== null && !(configId in models.ready) && !building.has(configId);
  const onDemand = useOnDemandBuild(configId, refreshModels);
  const buildingHere = inProgress(onDemand.build);
  const inputs = useLabInputs(simCore, config, prediction, form, compareId);
  const lab = useLabRun(configId, building.has(configId) || buildingHere, simulator);
  const shown = resultFor(lab.result, configId, inputs.signature);
  const timeline = useMemo(() => (lab.result ? runTimeline(lab.result) : null), [lab.result]);
  // `npm run bench` times a share link's first result from navigation (issue #47).
  useEffect(() => {
    if (shown && performance.getEntriesByName('cipherscope:first-result').length === 0)
      performance.mark('cipherscope:first-result', { detail: shown.result.for.configId });
  }, [shown]);
  const resultBox = useRef<HTMLDivElement | null>(null);

  useEffect(() => {
    const base = `${window.location.origin}${window.location.pathname}`;
    window.history.replaceState(null, '', writeUrlState(inputs.link, { base }).search);
  }, [inputs.link]);

  function run() {
    const { workload } = inputs;
    if (!workload || !inputs.key.ok || !inputs.ivs.ok || lab.status.kind !== 'idle') return;
    const key = inputs.key.value;
    const ivs = inputs.ivs.value;
    const total = workload.blocks.length;
    setRuns((n) => n + 1);
    void lab
      .run({
        workload,
        maxCycles: cycleBudget(config, total),
        vcd: total <= waveformBlocks,
        for: { configId, signature: inputs.signature, label: inputs.label },
        golden: () =>
          goldenBlocks(
            simCore,
            inputs.mode as ModeName,
            key,
            ivs,
            workload.blocks,
            workload.decrypt,
            workload.streams,
            config.cipher,
          ),
      })
      // The result, its chart and the cycles per mode in view: one screen at a projector.
      .then(() => resultBox.current?.scrollIntoView({ block: 'start', behavior: 'smooth' }));
  }

  // A link with `run` runs once, as soon as the simulator is loaded and the inputs are good; so
  // does a simulator built on demand when it lands.
  const runOnOpen = useRef(initial.run);
  const landings = useRef(0);
  useEffect(() => {
    const landed = onDemand.landed;
    if (landed === null || landed.n === landings.current) return;
    landings.current = landed.n;
    if (landed.id === configId) runOnOpen.current = true;
  }, [onDemand.landed, configId]);
  useEffect(() => {
    if (!runOnOpen.current || lab.status.kind !== 'idle' || !inputs.workload) return;
    runOnOpen.current = false;
    run();
  });

  // A link that runs on open draws the panels below the fold (at a projector's 1280×720) once
  // its result is shown, or once that run cannot come (an input error, a failed load, a build
  // on demand, a Stop, other inputs): drawn first, they held the result back by about 0.3 s at
  // 4× CPU throttle (issue #47, scripts/TOOLCHAIN.md). Any other visit draws them at once, and
  // so does a link with a core beside: its compare panel runs the pair with the page's first run.
  const [belowFold, setBelowFold] = useState(!initial.run || initial.state.compareId !== undefined);
  const [openedWith] = useState(inputs.signature);
  const firstRunWillNotCome =
    inputs.workload === null ||
    lab.note !== null ||
    lab.status.kind === 'error' ||
    lab.status.kind === 'building' ||
    inputs.signature !== openedWith;
  useEffect(() => {
    if (!belowFold && (shown || firstRunWillNotCome)) startTransition(() => setBelowFold(true));
  }, [belowFold, shown, firstRunWillNotCome]);

  // Stepping restarts whenever the core, its inputs or the run change (a run resets the core).
  const stepSession = `${inputs.signature} ${lab.result?.run ?? ''}`;
  const stepState = sessionState(stepTold, stepSession);
  // The run of these inputs, if any, is the one the session steps through: its charts mark the cycle shown.
  const current = shown && !shown.stale ? shown.result : null;
  const cursor = current && stepState && stepState.cycle >= 0 ? stepState.cycle : null;

  return (
    <FigureSubject.Provider value={configId}>
      <main className="lab">
        <header>
          <h1>CipherScope</h1>
          <ThemePicker />
          <nav className="site-nav" aria-label="CipherScope">
            <a href="?lessons" data-testid="lessons-link">
              Lessons
            </a>
            <a href="?finalists" data-testid="finalists-link">
              Finalists compared
            </a>
          </nav>
          <p className="tagline">
            See how a block cipher becomes hardware: the real RTL, simulated cycle by cycle in your browser.
          </p>
          <OfflineStatus offline={offline} configId={configId} loadedId={lab.loadedId} />
        </header>

        <UrlProblems problems={initial.problems} />

        <div className="lab-grid">
          <section className="panel setup" aria-labelledby="setup-title">
            <h2 id="setup-title">Core and input</h2>
            <ConfigPicker
              entries={registry.entries}
              value={configId}
              building={building}
              ready={models ? readyIds : undefined}
              onChange={chooseConfig}
            />
            <PaperRows configId={configId} />
            <AxisPicker
              simCore={simCore}
              value={configId}
              prebuilt={prebuilt}
              building={building}
              ready={readyIds}
              onChange={chooseConfig}
            />
            <InputForm
              config={config}
              form={form}
              inputs={inputs}
              status={lab.status}
              progress={lab.progress}
              onChange={setForm}
              onRun={run}
              onStop={lab.stop}
            />
            {(notBuilt || buildingHere) && <BuildOnDemand configId={configId} onDemand={onDemand} />}
            {lab.status.kind === 'error' && !notBuilt && (
              <p className="note error" role="alert" data-testid="error">
                {lab.status.message}
              </p>
            )}
            {lab.note && (
              <p
                className={lab.note.kind === 'error' ? 'note error' : 'note'}
                role={lab.note.kind === 'error' ? 'alert' : 'status'}
                data-testid={lab.note.kind === 'error' ? 'error' : 'stopped'}
              >
                {lab.note.text}
              </p>
            )}
            <ShareLink state={inputs.link} />
          </section>

          <div className="lab-results" ref={resultBox}>
            {shown && (
              <ResultPanel
                result={shown.result}
                stale={shown.stale}
                stageNames={lab.probeNames}
                timeline={timeline}
                serial={serialRoundsOf(config)}
                cursor={cursor}
              />
            )}
            <ModeThroughput
              configId={configId}
              prediction={prediction}
              stageNames={lab.probeNames}
              throughputMbps={simCore.throughputMbps}
            />
            {shown && (
              <RunDetails
                result={shown.result}
                stageNames={lab.probeNames}
                timeline={timeline}
                rounds={config.maxRounds}
                cipher={config.cipher}
                configId={configId}
                cursor={cursor}
              />
            )}
          </div>
        </div>

        {belowFold && (
          <>
            <ComparePanel
              simCore={simCore}
              registry={registry}
              configId={configId}
              compareId={compareId}
              onCompareChange={setCompareId}
              inputs={
                inputs.key.ok && inputs.blocks.ok && inputs.ivs.ok
                  ? {
                      key: inputs.key.value,
                      blocks: inputs.blocks.value,
                      mode: inputs.mode,
                      decrypt: inputs.decrypt,
                      ivs: inputs.ivs.value,
                    }
                  : null
              }
              inputsKey={inputs.signature}
              runs={runs}
            />

            <StepPanel
              simulator={lab.simulator}
              workload={inputs.workload}
              stageNames={lab.probeNames}
              sessionKey={stepSession}
              onStateChange={setStepTold}
              runCycles={current?.cycles}
              onStop={lab.stop}
            />

            <Suspense fallback={null}>
              <DatapathView
                simCore={simCore}
                config={config}
                stageNames={lab.probeNames}
                step={stepState}
                workload={inputs.workload}
                mode={inputs.mode}
                keyHex={inputs.key.ok ? toHex(inputs.key.value) : null}
              />

              <SboxComparison simCore={simCore} registry={registry} configId={configId} />

              <DiffusionPanel simCore={simCore} configId={configId} />

              <BoardExport simCore={simCore} registry={registry} configId={configId} keyText={form.key} />
            </Suspense>
          </>
        )}
      </main>
    </FigureSubject.Provider>
  );
}
