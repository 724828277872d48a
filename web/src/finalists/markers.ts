// Each cipher's colour and shape on the finalists chart, so the ciphers are told apart by
// shape too, not by colour alone. Colours are the page's Okabe–Ito palette (styles.css
// --block-N, adjusted for the dark theme); the yellow (--block-3) is left out, too faint on white.
// Each cipher's plug-in chooses its own (web/src/ciphers/<id>/index.ts).
import { cipherPlugins } from '../ciphers';

export type MarkerShape = 'circle' | 'square' | 'triangle' | 'diamond' | 'cross' | 'star' | 'hexagon' | 'pentagon';

export interface Marker {
  shape: MarkerShape;
  /** A CSS colour, var(--block-N): follows the theme. */
  colour: string;
}

const fallback: Marker = { shape: 'circle', colour: 'var(--muted)' };

/** A cipher's marker, as its plug-in gives it (web/src/ciphers/<id>/). */
export const markerOf = (cipherId: string): Marker => cipherPlugins.find((p) => p.id === cipherId)?.marker ?? fallback;

/** An SVG path of `shape` centred on 0,0, about `size` CSS pixels across. */
export function markerPath(shape: MarkerShape, size: number): string {
  const r = size / 2;
  const f = (n: number) => Number(n.toFixed(2));
  const polygon = (corners: [number, number][]) => `M${corners.map(([x, y]) => `${f(x)},${f(y)}`).join('L')}Z`;
  switch (shape) {
    case 'circle':
      return `M${f(r)},0A${f(r)},${f(r)} 0 1,1 ${f(-r)},0A${f(r)},${f(r)} 0 1,1 ${f(r)},0Z`;
    case 'square':
      return polygon([
        [-r * 0.85, -r * 0.85],
        [r * 0.85, -r * 0.85],
        [r * 0.85, r * 0.85],
        [-r * 0.85, r * 0.85],
      ]);
    case 'triangle':
      return polygon([
        [0, -r * 1.1],
        [r, r * 0.75],
        [-r, r * 0.75],
      ]);
    case 'diamond':
      return polygon([
        [0, -r * 1.15],
        [r * 0.85, 0],
        [0, r * 1.15],
        [-r * 0.85, 0],
      ]);
    case 'cross': {
      const a = r * 0.38;
      return polygon([
        [-a, -r],
        [a, -r],
        [a, -a],
        [r, -a],
        [r, a],
        [a, a],
        [a, r],
        [-a, r],
        [-a, a],
        [-r, a],
        [-r, -a],
        [-a, -a],
      ]);
    }
    case 'hexagon':
    case 'pentagon': {
      // A regular polygon, a corner on top.
      const sides = shape === 'hexagon' ? 6 : 5;
      const corners: [number, number][] = [];
      for (let i = 0; i < sides; i++) {
        const angle = ((2 * Math.PI) / sides) * i - Math.PI / 2;
        corners.push([r * 1.05 * Math.cos(angle), r * 1.05 * Math.sin(angle)]);
      }
      return polygon(corners);
    }
    case 'star': {
      const corners: [number, number][] = [];
      for (let i = 0; i < 10; i++) {
        const radius = i % 2 ? r * 0.5 : r * 1.15;
        const angle = (Math.PI / 5) * i - Math.PI / 2;
        corners.push([radius * Math.cos(angle), radius * Math.sin(angle)]);
      }
      return polygon(corners);
    }
  }
}
