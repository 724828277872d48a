// One palette for blocks and streams across the lab (occupancy chart, datapath view): the
// eight colours of Okabe and Ito (2008, "Color Universal Design"), which stay apart for the
// common colour-vision deficiencies. They are defined once, in styles.css (--block-0 …
// --block-7, adjusted for the dark theme); SVG uses them as classes, canvas reads them here.
import { useEffect, useState } from 'react';
import { onThemeChange } from './theme';

export const paletteSize = 8;

/** Which of the palette's colours block or stream number `key` takes. */
export const paletteIndex = (key: number) => ((key % paletteSize) + paletteSize) % paletteSize;

/** The colours a canvas drawing needs, read from the page's current theme. */
export interface CanvasColours {
  blocks: string[];
  ink: string;
  muted: string;
  accent: string;
  grid: string;
  unknown: string;
  /** An empty register stage: a pipeline bubble. */
  bubble: string;
}

export function readCanvasColours(node: Element): CanvasColours {
  const style = getComputedStyle(node);
  const v = (name: string) => style.getPropertyValue(name).trim();
  return {
    blocks: Array.from({ length: paletteSize }, (_, i) => v(`--block-${i}`)),
    ink: v('--ink'),
    muted: v('--muted'),
    accent: v('--accent'),
    grid: v('--border'),
    unknown: v('--wave-unknown'),
    bubble: v('--bubble'),
  };
}

/** A number that changes when the theme does: a canvas's effect lists it to redraw. */
export function useThemeGeneration(): number {
  const [generation, setGeneration] = useState(0);
  useEffect(() => onThemeChange(() => setGeneration((g) => g + 1)), []);
  return generation;
}
