// The harness ABI over the native build (cs-native's line protocol, native_main.cpp), with
// the same methods as WasmModel, each returning a promise. Commands are pipelined: many may
// be in flight, and replies come back in order. Node only.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { modeCodes, offerFlags } from './wasm-model.mjs';

const toHex = (bytes) => Buffer.from(bytes).toString('hex');

export class NativeModel {
  /** Start the native simulator at `binary`. */
  static async create(binary) {
    const model = new NativeModel(binary);
    model.info = JSON.parse(await model.command('describe'));
    return model;
  }

  constructor(binary) {
    this.child = spawn(binary, [], { stdio: ['pipe', 'pipe', 'inherit'] });
    this.waiting = [];
    this.exited = null;
    readline.createInterface({ input: this.child.stdout }).on('line', (line) => {
      const next = this.waiting.shift();
      if (!next) return;
      if (line.startsWith('ok')) next.resolve(line.slice(3));
      else next.reject(new Error(line.replace(/^err /, '')));
    });
    const stop = (error) => {
      this.exited = error;
      for (const w of this.waiting.splice(0)) w.reject(this.exited);
    };
    this.child.on('error', (error) =>
      stop(
        new Error(
          error.code === 'ENOENT'
            ? `no native simulator at ${binary}: build it with npm run model -- <id>`
            : error.message,
        ),
      ),
    );
    this.child.on('exit', (code, signal) => stop(new Error(`native simulator ${binary} exited (${signal ?? code})`)));
  }

  command(line) {
    if (this.exited) return Promise.reject(this.exited);
    return new Promise((resolve, reject) => {
      this.waiting.push({ resolve, reject });
      this.child.stdin.write(`${line}\n`);
    });
  }

  describe() {
    return this.info;
  }

  reset() {
    return this.command('reset');
  }

  loadKey(key, bank = 0) {
    return this.command(`key ${toHex(key)} ${bank}`);
  }

  offer(block, tag, options = {}) {
    return this.command(`offer ${toHex(block)} ${tag} ${offerFlags(options)}`);
  }

  loadIv(iv, index = 0) {
    return this.command(`iv ${toHex(iv)} ${index}`);
  }

  setMode(mode, chains = 1) {
    if (!(mode in modeCodes))
      return Promise.reject(new Error(`unknown mode '${mode}' (${Object.keys(modeCodes).join(', ')})`));
    return this.command(`mode ${modeCodes[mode]} ${chains}`);
  }

  async step(cycles) {
    return Number(await this.command(`step ${cycles}`));
  }

  async runUntilOutput(maxCycles) {
    return Number(await this.command(`until ${maxCycles}`));
  }

  async takeAll() {
    const reply = await this.command('take');
    return reply
      .split(' ')
      .filter(Boolean)
      .map((pair) => {
        const [hex, tag] = pair.split(':');
        return { data: Uint8Array.from(Buffer.from(hex, 'hex')), tag: Number(tag) };
      });
  }

  async state() {
    const [cycle, pending, available] = (await this.command('state')).split(' ').map(Number);
    return { cycle, pending, available };
  }

  captureProbes(capacity) {
    return this.command(`capture ${capacity}`);
  }

  async probes() {
    const [written, ...words] = (await this.command('probes')).split(' ').filter(Boolean).map(Number);
    return { written, words: Uint32Array.from(words) };
  }

  async chain(first, blocks, { maxCycles = 1 << 30, ...options } = {}) {
    const [cycles, last, beforeLast] = (
      await this.command(`chain ${toHex(first)} ${blocks} ${offerFlags(options)} ${maxCycles}`)
    ).split(' ');
    return {
      cycles: Number(cycles),
      last: Uint8Array.from(Buffer.from(last, 'hex')),
      beforeLast: Uint8Array.from(Buffer.from(beforeLast, 'hex')),
    };
  }

  autofeed(enable, seed = 1) {
    return this.command(`autofeed ${enable ? 1 : 0} ${seed}`);
  }

  /** Hold the core's output (out_ready low) while `results` results wait untaken. */
  outputLimit(results) {
    return this.command(`output-limit ${results}`);
  }

  async autofed() {
    return Number(await this.command('autofed'));
  }

  /** Record a VCD of the cycles stepped until traceStop(), which returns its text. */
  traceStart() {
    this.tracePath = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cs-trace-')), 'trace.vcd');
    return this.command(`trace open ${this.tracePath}`);
  }

  async traceStop() {
    await this.command('trace close');
    const text = fs.readFileSync(this.tracePath, 'utf8');
    fs.rmSync(path.dirname(this.tracePath), { recursive: true, force: true });
    return text;
  }

  close() {
    if (!this.exited) this.child.stdin.end('quit\n');
  }
}
