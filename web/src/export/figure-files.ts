// A figure of the page as files for a report: an SVG drawing as a standalone SVG (its CSS
// written into each element, so it looks as on the page in a browser or an SVG editor), any
// drawing as a PNG at twice its size (for print), a table as CSV. Always in the light theme:
// paper is white. The caption (what the figure shows: the configuration, the cycles, the
// paper's row) goes under the drawing, and into the CSV as its first line.

/** Presentation properties an SVG editor reads from attributes (SVG 1.1 §6.4), copied from the page's CSS. */
const svgProperties = [
  'fill',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-dasharray',
  'stroke-opacity',
  'opacity',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'text-anchor',
  'dominant-baseline',
  'visibility',
  'display',
] as const;

const svgNs = 'http://www.w3.org/2000/svg';

/** Run `read` with the page in its light theme (no frame is painted meanwhile: it is synchronous). */
export function inLightTheme<T>(read: () => T): T {
  const root = document.documentElement;
  const before = root.getAttribute('data-theme');
  root.setAttribute('data-theme', 'light');
  try {
    return read();
  } finally {
    if (before === null) root.removeAttribute('data-theme');
    else root.setAttribute('data-theme', before);
  }
}

/** The page's light background and ink, for what the files draw themselves. */
function paper(): { background: string; ink: string; font: string } {
  const style = getComputedStyle(document.documentElement);
  return {
    background: style.getPropertyValue('--panel').trim() || '#ffffff',
    ink: style.getPropertyValue('--ink').trim() || '#000000',
    font: getComputedStyle(document.body).fontFamily,
  };
}

/** Lines of at most `width` characters, broken at spaces. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** `svg` (on the page, or drawn for the file by svg-context.ts) as a standalone SVG file's text, light, with `caption` under it. */
export function svgFile(svg: SVGSVGElement, caption: string): string {
  return inLightTheme(() => {
    // A drawing on the page takes its size from its box; one drawn for the file (svg-context.ts) says its own.
    const attached = svg.isConnected;
    const box = attached ? svg.getBoundingClientRect() : null;
    const width = Math.ceil(box ? box.width : Number(svg.getAttribute('width')));
    const height = Math.ceil(box ? box.height : Number(svg.getAttribute('height')));
    const clone = svg.cloneNode(true) as SVGSVGElement;
    // Each element's computed presentation, written on its copy where it differs from its
    // parent's (the page's classes and custom properties mean nothing in another program).
    const originals = attached ? [svg, ...svg.querySelectorAll('*')] : [];
    const copies = [clone, ...clone.querySelectorAll('*')];
    const computed = new Map<Element, CSSStyleDeclaration>();
    originals.forEach((element, i) => {
      const style = getComputedStyle(element);
      computed.set(element, style);
      const parent = element === svg ? null : computed.get(element.parentElement!);
      const copy = copies[i];
      for (const property of svgProperties) {
        const value = style.getPropertyValue(property);
        if (!value || (parent && parent.getPropertyValue(property) === value)) continue;
        if (property === 'display' && value !== 'none') continue;
        if (property === 'visibility' && value !== 'hidden') continue;
        copy.setAttribute(property, value);
      }
      copy.removeAttribute('class');
      copy.removeAttribute('style');
    });
    const { background, ink, font } = paper();
    const fontPx = 14;
    const lines = wrap(caption, Math.max(40, Math.floor(width / (fontPx * 0.55))));
    const captionHeight = lines.length * fontPx * 1.3 + fontPx;
    const file = document.createElementNS(svgNs, 'svg');
    file.setAttribute('xmlns', svgNs);
    file.setAttribute('width', String(width));
    file.setAttribute('height', String(Math.ceil(height + captionHeight)));
    file.setAttribute('viewBox', `0 0 ${width} ${Math.ceil(height + captionHeight)}`);
    const ground = document.createElementNS(svgNs, 'rect');
    for (const [k, v] of Object.entries({ width: '100%', height: '100%', fill: background })) ground.setAttribute(k, v);
    file.append(ground);
    clone.setAttribute('x', '0');
    clone.setAttribute('y', '0');
    clone.setAttribute('width', String(width));
    clone.setAttribute('height', String(height));
    if (!clone.getAttribute('viewBox')) clone.setAttribute('viewBox', `0 0 ${width} ${height}`);
    file.append(clone);
    const text = document.createElementNS(svgNs, 'text');
    for (const [k, v] of Object.entries({ fill: ink, 'font-family': font, 'font-size': String(fontPx) }))
      text.setAttribute(k, v);
    lines.forEach((line, i) => {
      const span = document.createElementNS(svgNs, 'tspan');
      span.setAttribute('x', '4');
      span.setAttribute('y', String(height + fontPx * (1.3 * i + 1.4)));
      span.textContent = line;
      text.append(span);
    });
    file.append(text);
    return `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(file)}\n`;
  });
}

/** An image of `source` (an SVG file's text, or a canvas drawn at `scale` already) as a PNG at `scale`× with `caption` under it. */
export async function pngFile(source: string | HTMLCanvasElement, caption: string, scale = 2): Promise<Blob> {
  const image =
    typeof source === 'string'
      ? await loadImage(URL.createObjectURL(new Blob([source], { type: 'image/svg+xml' })))
      : source;
  // An SVG file already holds its caption; a canvas gets one drawn under it.
  const cssWidth = typeof source === 'string' ? image.width : source.width / scale;
  const cssHeight = typeof source === 'string' ? image.height : source.height / scale;
  const { background, ink, font } = inLightTheme(paper);
  const fontPx = 14;
  const lines = typeof source === 'string' ? [] : wrap(caption, Math.max(40, Math.floor(cssWidth / (fontPx * 0.55))));
  const captionHeight = lines.length ? lines.length * fontPx * 1.3 + fontPx : 0;
  const canvas = document.createElement('canvas');
  canvas.width = Math.ceil(cssWidth * scale);
  canvas.height = Math.ceil((cssHeight + captionHeight) * scale);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('this browser cannot draw on a canvas, so no PNG can be made');
  ctx.fillStyle = background;
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.drawImage(image, 0, 0, cssWidth * scale, cssHeight * scale);
  ctx.scale(scale, scale);
  ctx.fillStyle = ink;
  ctx.font = `${fontPx}px ${font}`;
  lines.forEach((line, i) => ctx.fillText(line, 4, cssHeight + fontPx * (1.3 * i + 1.4)));
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('the PNG could not be made'))), 'image/png'),
  );
}

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      resolve(image);
    };
    image.onerror = () => reject(new Error('the drawing could not be read back as an image'));
    image.src = url;
  });
}

/** A CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break. */
function csvField(text: string): string {
  const t = text.replace(/\s+/g, ' ').trim();
  return /[",\n]/.test(t) ? `"${t.replace(/"/g, '""')}"` : t;
}

/** `table` as CSV (RFC 4180, CRLF lines): `caption` first, then each row, header rows included. */
export function csvFile(table: HTMLTableElement, caption: string): string {
  const rows = [...table.rows].map((row) => [...row.cells].map((cell) => csvField(cell.textContent ?? '')).join(','));
  return [csvField(caption), ...rows].join('\r\n') + '\r\n';
}
