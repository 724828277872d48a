// The live widgets a lesson names (`::occupancy{…}`), one per file, registered here by their
// type (schema.ts's widgetTypes), or by the cipher whose lessons alone use them (its plug-in's
// lessonWidgets: AES's state matrix and S-box table). Each runs the real RTL (through the
// page's LessonLab, or its own worker for stepping) or sim-core, and draws with the lab's own
// components: OccupancyChart, StepPanel + DatapathView, ModeThroughput, CompositeSboxPanel,
// WaveformViewer, the finalists view's log-log chart, the diffusion panel's view. Only the state
// matrix, the S-box table, the paper table and the area table are new views.
import { createElement, type ComponentType } from 'react';
import { widgetTypes, type WidgetSpec, type WidgetType } from '../../../lessons/schema';
import { cipherPlugins } from '../../../ciphers';
import type { CipherWidgets } from './cipher-widgets';
import { AreaThroughputWidget } from './AreaThroughputWidget';
import { DatapathWidget } from './DatapathWidget';
import { DiffusionWidget } from './DiffusionWidget';
import { OccupancyWidget } from './OccupancyWidget';
import { PaperTableWidget } from './PaperTableWidget';
import { ThroughputWidget } from './ThroughputWidget';
import { WaveformWidget } from './WaveformWidget';

const shared: CipherWidgets = {
  occupancy: OccupancyWidget,
  datapath: DatapathWidget,
  throughput: ThroughputWidget,
  waveform: WaveformWidget,
  'paper-table': PaperTableWidget,
  'area-throughput': AreaThroughputWidget,
  diffusion: DiffusionWidget,
};

/** Each widget type's component: the shared ones and those the ciphers bring, one each. */
export const widgets: CipherWidgets = Object.assign({}, shared, ...cipherPlugins.map((p) => p.lessonWidgets ?? {}));

/** Widget types with no component, or with more than one (a cipher's and another's): [] when each has one. */
export function widgetProblems(): string[] {
  const sources = [shared, ...cipherPlugins.map((p) => p.lessonWidgets ?? {})];
  return widgetTypes.flatMap((type: WidgetType) => {
    const count = sources.filter((s) => s[type] !== undefined).length;
    return count === 1 ? [] : [`::${type} has ${count === 0 ? 'no component' : `${count} components`}`];
  });
}

/** The widget a spec names. */
export function LessonWidget({ spec }: { spec: WidgetSpec }) {
  // The map pairs each type with its spec's component; TypeScript cannot follow the pairing through the lookup.
  const widget = widgets[spec.type] as ComponentType<{ spec: WidgetSpec }> | undefined;
  if (!widget) throw new Error(`no component draws ::${spec.type} (web/src/components/lessons/widgets/index.ts)`);
  return createElement(widget, { spec });
}
