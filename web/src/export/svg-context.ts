// A canvas 2D context that writes SVG: the canvas charts (occupancy, waveform) draw through it
// to give a print file in vectors, the same drawing code as on the page. It keeps what those
// charts use (render/*.ts): rectangles, paths of lines, text, clipping, dashes, alpha and
// save/restore; text is measured by a real canvas. Coordinates are CSS pixels (the page's
// device-pixel transform is ignored).

const svgNs = 'http://www.w3.org/2000/svg';

/** What save() keeps and restore() brings back: the canvas's drawing state. */
interface DrawState {
  fillStyle: string;
  strokeStyle: string;
  lineWidth: number;
  globalAlpha: number;
  font: string;
  textAlign: CanvasTextAlign;
  textBaseline: CanvasTextBaseline;
  dash: number[];
  /** The group drawing goes into (a clip opens a new one). */
  group: SVGElement;
}

const anchors: Record<CanvasTextAlign, string> = {
  left: 'start',
  start: 'start',
  center: 'middle',
  right: 'end',
  end: 'end',
};
const baselines: Record<CanvasTextBaseline, string> = {
  top: 'text-before-edge',
  hanging: 'hanging',
  middle: 'central',
  alphabetic: 'auto',
  ideographic: 'ideographic',
  bottom: 'text-after-edge',
};

const num = (x: number) => String(Math.round(x * 100) / 100);

export class SvgContext implements DrawState {
  fillStyle = '#000';
  strokeStyle = '#000';
  lineWidth = 1;
  globalAlpha = 1;
  font = '10px sans-serif';
  textAlign: CanvasTextAlign = 'start';
  textBaseline: CanvasTextBaseline = 'alphabetic';
  dash: number[] = [];
  group: SVGElement;
  readonly root: SVGSVGElement;
  private saved: DrawState[] = [];
  private path: string[] = [];
  private clips = 0;
  private measurer = document.createElement('canvas').getContext('2d');

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.root = document.createElementNS(svgNs, 'svg') as SVGSVGElement;
    this.root.setAttribute('xmlns', svgNs);
    this.root.setAttribute('width', num(width));
    this.root.setAttribute('height', num(height));
    this.root.setAttribute('viewBox', `0 0 ${num(width)} ${num(height)}`);
    this.group = this.root;
  }

  save() {
    const { fillStyle, strokeStyle, lineWidth, globalAlpha, font, textAlign, textBaseline, dash, group } = this;
    this.saved.push({ fillStyle, strokeStyle, lineWidth, globalAlpha, font, textAlign, textBaseline, dash, group });
  }
  restore() {
    const state = this.saved.pop();
    if (state) Object.assign(this, state);
  }
  setTransform() {}
  scale() {}
  clearRect() {}
  setLineDash(dash: number[]) {
    this.dash = [...dash];
  }
  measureText(text: string): TextMetrics {
    if (!this.measurer) return { width: text.length * 7 } as TextMetrics;
    this.measurer.font = this.font;
    return this.measurer.measureText(text);
  }

  beginPath() {
    this.path = [];
  }
  moveTo(x: number, y: number) {
    this.path.push(`M${num(x)},${num(y)}`);
  }
  lineTo(x: number, y: number) {
    this.path.push(`L${num(x)},${num(y)}`);
  }
  rect(x: number, y: number, w: number, h: number) {
    this.path.push(`M${num(x)},${num(y)}h${num(w)}v${num(h)}h${num(-w)}Z`);
  }
  closePath() {
    this.path.push('Z');
  }

  private add(name: string, attributes: Record<string, string>): SVGElement {
    const element = document.createElementNS(svgNs, name);
    for (const [k, v] of Object.entries(attributes)) element.setAttribute(k, v);
    if (this.globalAlpha < 1) element.setAttribute('opacity', num(this.globalAlpha));
    this.group.append(element);
    return element;
  }

  private strokeAttributes(): Record<string, string> {
    const a: Record<string, string> = { stroke: this.strokeStyle, 'stroke-width': num(this.lineWidth) };
    if (this.dash.length) a['stroke-dasharray'] = this.dash.map(num).join(' ');
    return a;
  }

  fill() {
    if (this.path.length) this.add('path', { d: this.path.join(''), fill: this.fillStyle });
  }
  stroke() {
    if (this.path.length) this.add('path', { d: this.path.join(''), fill: 'none', ...this.strokeAttributes() });
  }
  /** Later drawing, until the state is restored, is clipped to the current path. */
  clip() {
    const id = `clip-${++this.clips}`;
    const clipPath = document.createElementNS(svgNs, 'clipPath');
    clipPath.setAttribute('id', id);
    const shape = document.createElementNS(svgNs, 'path');
    shape.setAttribute('d', this.path.join(''));
    clipPath.append(shape);
    this.root.append(clipPath);
    const group = document.createElementNS(svgNs, 'g');
    group.setAttribute('clip-path', `url(#${id})`);
    this.group.append(group);
    this.group = group;
  }

  fillRect(x: number, y: number, w: number, h: number) {
    this.add('rect', { x: num(x), y: num(y), width: num(w), height: num(h), fill: this.fillStyle });
  }
  strokeRect(x: number, y: number, w: number, h: number) {
    this.add('rect', { x: num(x), y: num(y), width: num(w), height: num(h), fill: 'none', ...this.strokeAttributes() });
  }

  private text(text: string, x: number, y: number, paint: Record<string, string>) {
    const element = this.add('text', {
      x: num(x),
      y: num(y),
      'text-anchor': anchors[this.textAlign],
      'dominant-baseline': baselines[this.textBaseline],
      style: `font: ${this.font}`,
      ...paint,
    });
    element.textContent = text;
  }
  fillText(text: string, x: number, y: number) {
    this.text(text, x, y, { fill: this.fillStyle });
  }
  strokeText(text: string, x: number, y: number) {
    this.text(text, x, y, { fill: 'none', ...this.strokeAttributes() });
  }
}

/**
 * A stand-in canvas of `width` × `height` CSS pixels whose 2D context is an SvgContext: what
 * render/*.ts draw on (their bootstrapCanvas sets its size and asks for the context).
 */
export function svgCanvas(width: number, height: number): { canvas: HTMLCanvasElement; context: SvgContext } {
  const context = new SvgContext(width, height);
  const canvas = { width, height, style: {}, getContext: () => context } as unknown as HTMLCanvasElement;
  return { canvas, context };
}
