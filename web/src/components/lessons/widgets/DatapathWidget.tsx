// ::datapath — a configuration's datapath stepped cycle by cycle on the RTL, in its own
// simulator worker: the lab's StepPanel steps it, DatapathView shows each register's AES state.
import { useEffect, useMemo, useState } from 'react';
import type { WidgetSpec } from '../../../lessons/schema';
import { defaultChains, lessonKey, lessonWorkload } from '../../../lessons/answers';
import { toHex } from '../../../inputs';
import { StepPanel, sessionState, type SessionStep } from '../../StepPanel';
import { DatapathView } from '../../DatapathView';
import { Simulator } from '../../../sim/simulator';
import { useLessonEnv } from '../context';
import { FigureSubject } from '../../../export/FigureExport';

export function DatapathWidget({ spec }: { spec: Extract<WidgetSpec, { type: 'datapath' }> }) {
  const { simCore, registry } = useLessonEnv();
  // The simulator once its model is loaded, with the configuration it runs: another reads as none.
  const [loaded, setLoaded] = useState<{ config: string; simulator: Simulator; names: string[] } | null>(null);
  const current = loaded?.config === spec.config ? loaded : null;
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
    let live = true;
    const simulator = new Simulator();
    simulator
      .load(spec.config)
      .then((model) => live && setLoaded({ config: spec.config, simulator, names: model.probes }))
      .catch((e: Error) => live && setError(e.message));
    return () => {
      live = false;
      simulator.dispose();
    };
  }, [spec.config]);

  return (
    <FigureSubject.Provider value={spec.config}>
      <div className="widget" data-testid="widget-datapath">
        {error && (
          <p className="note error" role="alert">
            {error}
          </p>
        )}
        <StepPanel
          simulator={current?.simulator ?? null}
          workload={workload}
          stageNames={current?.names ?? []}
          sessionKey={sessionKey}
          onStateChange={setTold}
        />
        <DatapathView
          simCore={simCore}
          config={config}
          stageNames={current?.names ?? []}
          step={step}
          workload={workload}
          mode={spec.mode}
          keyHex={toHex(lessonKey(config))}
        />
      </div>
    </FigureSubject.Provider>
  );
}
