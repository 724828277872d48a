// The live widgets a lesson names (`::occupancy{…}`), one per file, registered here by their
// type (schema.ts's widgetTypes). Each runs the real RTL (through the page's LessonLab, or its
// own worker for stepping) or sim-core, and draws with the lab's own components:
// OccupancyChart, StepPanel + DatapathView, ModeThroughput, CompositeSboxPanel,
// WaveformViewer. Only the state matrix, the S-box table and the paper table are new views.
import { createElement, type ComponentType } from 'react';
import type { WidgetSpec, WidgetType } from '../../../lessons/schema';
import { DatapathWidget } from './DatapathWidget';
import { OccupancyWidget } from './OccupancyWidget';
import { PaperTableWidget } from './PaperTableWidget';
import { SboxTableWidget } from './SboxTableWidget';
import { StateMatrixWidget } from './StateMatrixWidget';
import { ThroughputWidget } from './ThroughputWidget';
import { WaveformWidget } from './WaveformWidget';

/** Each widget type's component, given its own spec. */
export const widgets: { [T in WidgetType]: ComponentType<{ spec: Extract<WidgetSpec, { type: T }> }> } = {
  occupancy: OccupancyWidget,
  datapath: DatapathWidget,
  'state-matrix': StateMatrixWidget,
  throughput: ThroughputWidget,
  'sbox-table': SboxTableWidget,
  waveform: WaveformWidget,
  'paper-table': PaperTableWidget,
};

/** The widget a spec names. */
export function LessonWidget({ spec }: { spec: WidgetSpec }) {
  // The map pairs each type with its spec's component; TypeScript cannot follow the pairing through the lookup.
  const widget = widgets[spec.type] as ComponentType<{ spec: WidgetSpec }>;
  return createElement(widget, { spec });
}
