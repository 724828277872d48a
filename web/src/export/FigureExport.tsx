// The Export menu every chart, diagram and table of the lab carries: SVG, PNG at 2× and CSV
// files of what it shows (figure-files.ts), captioned with the figure's title, the
// configuration it is of (the FigureSubject around it), what of it is shown (cycles, a
// selection) and the papers' rows that configuration reproduces.
import { createContext, useContext, useState } from 'react';
import { csvFile, pngFile, svgFile } from './figure-files';
import { saveFile } from '../board-export/download';
import { paperWho, publishedRowsFor } from '../throughput/published';

/** The configuration the figures inside are of (the lab's, a lesson widget's); null: none. */
export const FigureSubject = createContext<string | null>(null);

/** A further file a figure offers (the waveform's WaveDrom JSON): its text for a caption, named `<figure>.<suffix>`. */
export interface ExtraFile {
  label: string;
  make: (caption: string) => { data: string; suffix: string; type: string };
}

interface Props {
  /** The figure's title, first in its caption. */
  title: string;
  /** Short, for file names: "occupancy". */
  name: string;
  /** What of the figure is shown, in the caption: "cycles 0–33 of 34". */
  detail?: string;
  /** The drawing as SVG (SVG and PNG files). */
  svg?: () => SVGSVGElement | null;
  /** The drawing on a canvas at `scale` times its size, light (a PNG file). */
  canvas?: (scale: number) => HTMLCanvasElement | null;
  /** A canvas drawing drawn again as SVG, light (svg-context.ts): an SVG file in vectors. */
  vector?: () => SVGSVGElement | null;
  /** A table (a CSV file). */
  table?: () => HTMLTableElement | null;
  extra?: ExtraFile[];
}

/** A figure's caption: its title, its configuration, what is shown, the papers' rows. */
export function figureCaption(title: string, configId: string | null, detail?: string): string {
  const rows = configId ? publishedRowsFor(configId) : [];
  const of = configId ? ` of ${configId}` : '';
  const shown = detail ? `, ${detail}` : '';
  const papers = rows.length
    ? ` ${rows.length === 1 ? 'The paper’s row' : 'The papers’ rows'}: ${rows.map((r) => `${paperWho(r)}, ${r.table}, ${r.label}`).join('; ')}.`
    : '';
  return `${title}${of}${shown}.${papers} CipherScope.`;
}

const slug = (text: string) => text.replace(/[^a-z0-9.-]+/gi, '-').replace(/^-|-$/g, '');

export function FigureExport({ title, name, detail, svg, canvas, vector, table, extra = [] }: Props) {
  const configId = useContext(FigureSubject);
  const [problem, setProblem] = useState<string | null>(null);
  const caption = figureCaption(title, configId, detail);
  const base = slug(configId ? `${configId}-${name}` : name);

  async function save(kind: 'svg' | 'png' | 'csv' | number) {
    setProblem(null);
    try {
      if (kind === 'svg' && vector && !svg) {
        const element = vector();
        if (!element) throw new Error('the drawing is not on the page yet');
        saveFile(svgFile(element, caption), `${base}.svg`, 'image/svg+xml');
      } else if (kind === 'svg' || (kind === 'png' && svg)) {
        const element = svg?.();
        if (!element) throw new Error('the drawing is not on the page yet');
        const file = svgFile(element, caption);
        if (kind === 'svg') saveFile(file, `${base}.svg`, 'image/svg+xml');
        else saveFile(await pngFile(file, caption), `${base}.png`, 'image/png');
      } else if (kind === 'png') {
        const drawn = canvas?.(2);
        if (!drawn) throw new Error('the drawing is not on the page yet');
        saveFile(await pngFile(drawn, caption), `${base}.png`, 'image/png');
      } else if (kind === 'csv') {
        const element = table?.();
        if (!element) throw new Error('the table is not on the page yet');
        saveFile(csvFile(element, caption), `${base}.csv`, 'text/csv');
      } else {
        const file = extra[kind].make(caption);
        saveFile(file.data, `${base}.${file.suffix}`, file.type);
      }
    } catch (error) {
      setProblem(`No file: ${(error as Error).message}.`);
    }
  }

  return (
    <details className="figure-export" data-testid={`export-${name}`}>
      <summary>Export</summary>
      <div className="figure-export-files">
        {(svg || vector) && (
          <button type="button" onClick={() => save('svg')} data-testid={`export-${name}-svg`}>
            SVG
          </button>
        )}
        {(svg || canvas) && (
          <button type="button" onClick={() => save('png')} data-testid={`export-${name}-png`}>
            PNG (2×)
          </button>
        )}
        {table && (
          <button type="button" onClick={() => save('csv')} data-testid={`export-${name}-csv`}>
            CSV
          </button>
        )}
        {extra.map((file, i) => (
          <button
            key={file.label}
            type="button"
            onClick={() => save(i)}
            data-testid={`export-${name}-${slug(file.label)}`}
          >
            {file.label}
          </button>
        ))}
        <span className="note">Light, for print; captioned: {caption}</span>
      </div>
      {problem && (
        <p className="note error" role="alert">
          {problem}
        </p>
      )}
    </details>
  );
}
