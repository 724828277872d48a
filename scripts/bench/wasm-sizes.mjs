// The size of each model's .wasm in the built site, raw and gzipped at level 9 (what a
// static web server with compression sends; issue target ≤ 300 KB gzipped).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { webOut } from '../lib/web.mjs';

export function wasmSizes() {
  const dir = path.join(webOut, 'models');
  return fs
    .readdirSync(dir)
    .filter((id) => fs.existsSync(path.join(dir, id, 'model.wasm')))
    .sort()
    .map((id) => {
      const bytes = fs.readFileSync(path.join(dir, id, 'model.wasm'));
      return { id, bytes: bytes.length, gzipped: zlib.gzipSync(bytes, { level: 9 }).length };
    });
}
