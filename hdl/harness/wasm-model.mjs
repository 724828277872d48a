// The harness ABI (hdl/ABI.md) in JavaScript, over a model built by Emscripten. Used in
// the browser's Web Worker (web/src/sim/) and in Node tests; it imports nothing
// environment-specific: the caller passes the factory and the .wasm bytes.

/** @typedef {{ data: Uint8Array, tag: number }} OutputBlock */

const PROBE_VALID = 0x80000000;

/** The harness ABI this code speaks (hdl/ABI.md). */
export const ABI = 4;

/** Mode codes of cs_pkg::mode_e, for setMode on a core built with the run-time mode `all`. */
export const modeCodes = { ecb: 0, ctr: 1, cbc: 2, cfb: 3, ofb: 4, interleavedCbc: 5, multiStreamCbc: 6 };

/** cs_offer's flags (hdl/ABI.md). */
export function offerFlags({ decrypt = false, bank = 0, stream = 0 } = {}) {
  return (decrypt ? 1 : 0) | (bank << 8) | (stream << 16);
}

/**
 * Decode one probe word: bit 31 valid, bits 30..24 round, bits 23..0 tag.
 * @param {number} word
 * @returns {{ valid: true, round: number, tag: number } | { valid: false }}
 */
export function decodeProbe(word) {
  return (word & PROBE_VALID) !== 0
    ? { valid: true, round: (word >>> 24) & 0x7f, tag: word & 0xffffff }
    : { valid: false };
}

export class WasmModel {
  /**
   * @param {(options: object) => Promise<any>} createModel the Emscripten factory (model.mjs)
   * @param {ArrayBuffer | Uint8Array | WebAssembly.Module} wasm model.wasm: its bytes, or the
   *   module compiled from them (the page's worker compiles while it downloads)
   */
  static async create(createModel, wasm) {
    const options = { print: () => {}, printErr: () => {} };
    let failed;
    const failure = new Promise((_, reject) => (failed = reject));
    if (wasm instanceof WebAssembly.Module) {
      // Emscripten's hook: the instance from our module, or the reason there is none.
      options.instantiateWasm = (imports, receive) => {
        WebAssembly.instantiate(wasm, imports)
          .then((instance) => receive(instance, wasm))
          .catch(failed);
        return {};
      };
    } else {
      options.wasmBinary = wasm;
    }
    const module = await Promise.race([createModel(options), failure]);
    module._cs_create();
    return new WasmModel(module);
  }

  constructor(module) {
    this.m = module;
    this.ioPointer = module._cs_io();
    this.info = JSON.parse(module.UTF8ToString(module._cs_describe()));
    if (this.info.abi !== ABI) throw new Error(`model speaks harness ABI ${this.info.abi}, this page speaks ${ABI}`);
    this.blockBytes = this.info.blockBits / 8;
  }

  /** Bytes of the model's WebAssembly memory: it grows and never shrinks, so this is its peak. */
  memoryBytes() {
    return this.m.HEAPU8.buffer.byteLength;
  }

  /** { abi, config, cipher, blockBits, keyBits, keySlots, roundKeyLoads, direction, fixedMode, tagBits, probes } */
  describe() {
    return this.info;
  }

  check(code) {
    if (code < 0) throw new Error(this.m.UTF8ToString(this.m._cs_last_error()));
    return code;
  }

  io() {
    return this.m.HEAPU8.subarray(this.ioPointer, this.ioPointer + 64);
  }

  reset() {
    this.m._cs_reset();
  }

  /** Queue a key (16, 24 or 32 bytes) for `bank`; keys and blocks enter in queue order. */
  loadKey(key, bank = 0) {
    const io = this.io();
    io.fill(0, 0, 32);
    io.set(key, 0);
    return this.check(this.m._cs_load_key(key.length * 8, bank));
  }

  /** Queue a block (16 bytes; 8 for a 64-bit cipher) with a 24-bit tag that comes back with its result. */
  offer(block, tag, options = {}) {
    if (block.length !== this.blockBytes)
      throw new Error(`block must be ${this.blockBytes} bytes, got ${block.length}`);
    this.io().set(block, 32);
    return this.check(this.m._cs_offer(tag, offerFlags(options)));
  }

  /** Queue an IV (or CTR's initial counter) for chain `index`. */
  loadIv(iv, index = 0) {
    if (iv.length !== this.blockBytes) throw new Error(`IV must be ${this.blockBytes} bytes, got ${iv.length}`);
    this.io().set(iv, 32);
    return this.check(this.m._cs_load_iv(index));
  }

  /** Queue a mode change (cores built with the run-time mode `all`): a key of modeCodes. */
  setMode(mode, chains = 1) {
    if (!(mode in modeCodes)) throw new Error(`unknown mode '${mode}' (${Object.keys(modeCodes).join(', ')})`);
    return this.check(this.m._cs_set_mode(modeCodes[mode], chains));
  }

  step(cycles) {
    return this.m._cs_step(cycles) >>> 0;
  }

  runUntilOutput(maxCycles) {
    return this.m._cs_run_until_output(maxCycles) >>> 0;
  }

  /** @returns {OutputBlock[]} every finished block, oldest first */
  takeAll() {
    const out = [];
    while (this.m._cs_available() > 0) {
      const tag = this.check(this.m._cs_take());
      out.push({ data: this.io().slice(32, 32 + this.blockBytes), tag });
    }
    return out;
  }

  /**
   * Take every finished block into `data` (blocks one after the other) and `tags` from index
   * `at`, as far as they have room; returns the next free index. No object a block: a
   * million-block run's outputs are two arrays, not a million of them (issue #47).
   */
  takeInto(data, tags, at) {
    const n = this.blockBytes;
    let i = at;
    while (i < tags.length && this.m._cs_available() > 0) {
      tags[i] = this.check(this.m._cs_take());
      data.set(this.m.HEAPU8.subarray(this.ioPointer + 32, this.ioPointer + 32 + n), i * n);
      i++;
    }
    return i;
  }

  state() {
    return { cycle: this.m._cs_cycle(), pending: this.m._cs_pending(), available: this.m._cs_available() };
  }

  /** Start capturing probes into a ring of `capacity` cycles (0 stops). */
  captureProbes(capacity) {
    this.check(this.m._cs_probe_capture(capacity));
  }

  /**
   * The probe ring as a view into WASM memory (no copy): `words[(cycle % capacity) * stages + s]`.
   * The view is valid until the model next runs; call again after stepping.
   */
  probeRing() {
    const capacity = this.m._cs_probe_capacity() >>> 0;
    const stages = this.info.probes.length;
    const pointer = this.m._cs_probe_ring();
    const words = pointer ? new Uint32Array(this.m.HEAPU32.buffer, pointer, capacity * stages) : new Uint32Array(0);
    return { words, capacity, stages, written: this.m._cs_probe_written() };
  }

  /** The captured probe words, oldest first (a copy). */
  probes() {
    const { words, capacity, stages, written } = this.probeRing();
    const cycles = Math.min(written, capacity);
    const out = new Uint32Array(cycles * stages);
    if (cycles === 0) return { written, words: out };
    // The oldest held cycle's row, then on to the ring's end and round from its start: two
    // copies, where one a cycle took 0.4 s for a million cycles (issue #47).
    const first = (written - cycles) % capacity;
    const head = Math.min(cycles, capacity - first);
    out.set(words.subarray(first * stages, (first + head) * stages), 0);
    out.set(words.subarray(0, (cycles - head) * stages), head * stages);
    return { written, words: out };
  }

  /**
   * Run `blocks` blocks as a feedback loop would: `first` (one block, or two as one array
   * of two blocks), then each result as the input 1 (or 2) blocks later, in the cycle it
   * appears. Returns { cycles, last, beforeLast }.
   */
  chain(first, blocks, { maxCycles = 1 << 30, ...options } = {}) {
    const n = this.blockBytes;
    if (first.length !== n && first.length !== 2 * n)
      throw new Error(`chain: first blocks must be ${n} or ${2 * n} bytes, got ${first.length}`);
    // Each block has 16 bytes of io (hdl/ABI.md): the first at 32, the second at 48.
    this.io().set(first.subarray(0, n), 32);
    if (first.length === 2 * n) this.io().set(first.subarray(n), 48);
    const cycles = this.m._cs_chain(blocks, offerFlags(options), maxCycles, first.length / n);
    if (cycles < 0) throw new Error(this.m.UTF8ToString(this.m._cs_last_error()));
    const io = this.io();
    return { cycles, last: io.slice(32, 32 + n), beforeLast: io.slice(48, 48 + n) };
  }

  autofeed(enable, seed = 1) {
    this.check(this.m._cs_autofeed(enable ? 1 : 0, seed));
  }

  /** Hold the core's output (out_ready low) while `results` results wait untaken. */
  outputLimit(results) {
    this.check(this.m._cs_output_limit(results));
  }

  autofed() {
    return this.m._cs_autofeed_outputs();
  }

  /** Record a VCD of the cycles stepped until traceStop(), which returns its text. */
  traceStart() {
    // The path travels through the 64-byte io buffer; the file lives in Emscripten's MEMFS.
    this.m.stringToUTF8('/trace.vcd', this.ioPointer, 64);
    this.check(this.m._cs_trace_open(this.ioPointer));
  }

  traceStop() {
    this.check(this.m._cs_trace_close());
    const text = this.m.FS.readFile('/trace.vcd', { encoding: 'utf8' });
    this.m.FS.unlink('/trace.vcd');
    return text;
  }

  close() {}
}
