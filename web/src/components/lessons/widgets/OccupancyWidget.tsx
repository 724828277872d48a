// ::occupancy — the RTL run on each configuration and mode the lesson names (the learner
// switches), drawn by the lab's OccupancyChart, with sim-core's measure of the run: cycles per
// block once the pipeline is full, latency, blocks in flight.
import { useEffect, useState } from 'react';
import type { ModeName, WidgetSpec } from '../../../lessons/schema';
import { defaultChains, lessonWorkload, measureRun, type RunMeasures } from '../../../lessons/answers';
import { modeNameOf } from '../../../mode-names';
import { OccupancyChart } from '../../OccupancyChart';
import type { LabRun } from '../lesson-lab';
import { useLessonEnv } from '../context';
import { Choice, CoreChoice } from './Choice';
import { fmt, useTitle, type Loaded } from './common';

export function OccupancyWidget({ spec }: { spec: Extract<WidgetSpec, { type: 'occupancy' }> }) {
  const { simCore, lab, presenting } = useLessonEnv();
  const [config, setConfig] = useState(spec.configs[0]);
  const [mode, setMode] = useState<ModeName>(spec.modes[0]);
  const chains = defaultChains(simCore, config, mode, spec.chains);
  const title = useTitle(config);
  // The run's outcome with the run it belongs to: another core or mode reads as loading until its own run ends.
  const runKey = `${config} ${mode} ${spec.blocks} ${chains}`;
  const [outcome, setOutcome] = useState<{
    runKey: string;
    state: Loaded<{ run: LabRun; measures: RunMeasures }>;
  } | null>(null);
  const state = outcome?.runKey === runKey ? outcome.state : { kind: 'loading' as const };

  useEffect(() => {
    let live = true;
    const settle = (settled: NonNullable<typeof outcome>['state']) => live && setOutcome({ runKey, state: settled });
    lab
      .run(config, lessonWorkload(simCore, config, mode, spec.blocks, chains))
      .then((run) => settle({ kind: 'ok', value: { run, measures: measureRun(simCore, run.result, config) } }))
      .catch((error: Error) => settle({ kind: 'error', message: error.message }));
    return () => {
      live = false;
    };
  }, [lab, simCore, config, mode, spec.blocks, chains, runKey]);

  const chained = mode === 'interleavedCbc' || mode === 'multiStreamCbc' ? ` with ${chains} chains` : '';
  return (
    <figure className="widget" data-testid="widget-occupancy" data-config={config} data-mode={mode}>
      <div className="actions">
        <CoreChoice configs={spec.configs} value={config} onChange={setConfig} />
        <Choice
          label="Mode"
          value={mode}
          options={spec.modes.map((m) => ({ value: m, label: modeNameOf(m, config) }))}
          onChange={setMode}
          testId="widget-mode"
        />
      </div>
      <p className="widget-measure" aria-live="polite" data-testid="widget-measure">
        {state.kind === 'loading' && `Running ${spec.blocks} blocks of ${modeNameOf(mode, config)} on ${title}…`}
        {state.kind === 'error' && <span className="error">{state.message}</span>}
        {state.kind === 'ok' && (
          <>
            {title}, {modeNameOf(mode, config)}
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
