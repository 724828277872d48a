// ::waveform — the RTL's waveform of a short run, recorded by the lab's run as a VCD and drawn
// by the lab's WaveformViewer.
import { useEffect, useState } from 'react';
import type { WidgetSpec } from '../../../lessons/schema';
import { defaultChains, lessonWorkload } from '../../../lessons/answers';
import { modeNameOf } from '../../../mode-names';
import { WaveformViewer } from '../../WaveformViewer';
import type { LabRun } from '../lesson-lab';
import { useLessonEnv } from '../context';
import { useTitle, type Loaded } from './common';

export function WaveformWidget({ spec }: { spec: Extract<WidgetSpec, { type: 'waveform' }> }) {
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
          `${title}: the RTL's ports and registers over ${state.value.result.cycles} cycles, ${spec.blocks} block${spec.blocks === 1 ? '' : 's'} of ${modeNameOf(spec.mode, spec.config)}.`}
      </p>
      {state.kind === 'ok' && state.value.result.waveform && (
        <WaveformViewer waveform={state.value.result.waveform} cycles={state.value.result.cycles} />
      )}
    </div>
  );
}
