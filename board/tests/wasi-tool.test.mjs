// wasi-tool.mjs, the WASI host the page runs PyPI's nextpnr-ecp5 and ecppack with, on a small C
// program built for WASI by Emscripten (`-sSTANDALONE_WASM`): arguments, the standard streams,
// the exit status. Emscripten's standalone C library has no files (it imports no path_open);
// the file calls are exercised by the real tools in the page (web/e2e/board-fit.spec.ts: the
// chip database and netlist read, the placed design and bitstream written), which Node 20
// cannot run (their modules use WebAssembly's exnref exception handling).
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { run } from '../../scripts/lib/run.mjs';
import { wasiTool } from '../export/wasi-tool.mjs';

const program = `
#include <stdio.h>
#include <string.h>
#include <stdlib.h>
int main(int argc, char **argv) {
  for (int i = 1; i < argc; i++) printf("arg %d: %s\\n", i, argv[i]);
  int c = getchar();
  fprintf(stderr, "stdin %s\\n", c == EOF ? "empty" : "not empty");
  FILE *f = fopen("netlist.json", "rb");
  if (argc > 1 && strcmp(argv[1], "fail") == 0) { fprintf(stderr, "ERROR: asked to fail\\n"); return 3; }
  return 0;
}
`;

let module;
test.before(async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wasi-tool-'));
  fs.writeFileSync(path.join(dir, 'echo.c'), program);
  await run('emcc', ['-O1', '-sSTANDALONE_WASM', 'echo.c', '-o', 'echo.wasm'], { cwd: dir });
  module = await WebAssembly.compile(fs.readFileSync(path.join(dir, 'echo.wasm')));
  fs.rmSync(dir, { recursive: true, force: true });
});

function streams() {
  const text = { out: '', err: '' };
  const decoder = new TextDecoder();
  return {
    text,
    options: { stdout: (b) => (text.out += decoder.decode(b)), stderr: (b) => (text.err += decoder.decode(b)) },
  };
}

test('a program gets its arguments, reads an empty stdin and its output reaches the callbacks', async () => {
  const tool = wasiTool(module, 'echo');
  const { text, options } = streams();
  const files = await tool(['one', 'two words'], { 'netlist.json': '{}' }, options);
  assert.equal(text.out, 'arg 1: one\narg 2: two words\n');
  assert.equal(text.err, 'stdin empty\n');
  // Only what the program wrote comes back: it wrote nothing.
  assert.deepEqual(files, {});
});

test('a non-zero exit rejects with its status and the files, as YoWASP runners do', async () => {
  const tool = wasiTool(() => Promise.resolve(module), 'echo');
  const { text, options } = streams();
  await assert.rejects(
    tool(['fail'], {}, options),
    (e) => e.code === 3 && typeof e.files === 'object' && /echo exited with status 3/.test(e.message),
  );
  assert.match(text.err, /ERROR: asked to fail/);
  // The runner is ready for the next run.
  await tool(['again'], {}, options);
  assert.match(text.out, /arg 1: again/);
});

test('a file tree entry that is neither bytes, text nor a folder is refused, naming it', async () => {
  const tool = wasiTool(module, 'echo');
  await assert.rejects(tool([], { 'a.json': 42 }), /the file tree's entry a\.json is neither bytes, text nor a folder/);
});
