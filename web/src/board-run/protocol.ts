// The board's UART protocol (board/PROTOCOL.md, version 2) spoken from the page: the host
// script's Board class (board/host/cs_host.py) over a pair of byte streams. Any port whose
// `readable` and `writable` carry bytes serves: Web Serial's SerialPort once open
// (serial.ts), or a test's stand-in. Commands are streamed as the host script streams them:
// each queues its bytes and the answer it expects, with at most WINDOW answer bytes owed.
// Every wait has a deadline, so a board that stops answering, a port that closes and a reply
// that breaks the protocol each end in a BoardError naming the problem, never in a hang.

export const PROTOCOL_VERSION = 2;

/**
 * Answer bytes the host lets the board owe it: the board queues 512 (its transmit FIFO), and
 * keeping well under that means it never holds a block back (PROTOCOL.md, "Sending ahead";
 * cs_host.py's WINDOW).
 */
export const WINDOW = 256;

/** Seconds-long waits the protocol allows by default: an answer's next byte within this. */
export const DEFAULT_TIMEOUT_MS = 5000;

/** I's answer: 'i', version, block bytes, clock Hz (4), baud (4). */
const IDENTITY_BYTES = 11;

/**
 * Silence that says the board has sent all it had: four times the 1/20 s after which it
 * abandons a command whose bytes stopped coming (PROTOCOL.md, "Timeout").
 */
const QUIET_MS = 200;

/** K's length code per key length in bytes (PROTOCOL.md). */
export const KEY_LENGTH_CODES: Readonly<Record<number, number>> = { 16: 0, 24: 1, 32: 2, 8: 3 };

/** M's mode codes (PROTOCOL.md). */
export const MODE_CODES = { ecb: 0, ctr: 1, cbc: 2, cfb: 3, ofb: 4, icbc: 5, mscbc: 6 } as const;
export type ModeToken = keyof typeof MODE_CODES;

/** What Web Serial's SerialPort offers once open: a byte stream each way. */
export interface BytePort {
  readonly readable: ReadableStream<Uint8Array> | null;
  readonly writable: WritableStream<Uint8Array> | null;
}

/**
 * - `no-answer`: the board stopped answering (cable pulled, board reset, another bitstream);
 * - `closed`: the port closed or failed under the page (a USB cable pulled);
 * - `wrong-board`: an answer that is not protocol version 2's, or another configuration's board;
 * - `stopped`: the user stopped the run.
 */
export type BoardProblem = 'no-answer' | 'closed' | 'wrong-board' | 'stopped';

export class BoardError extends Error {
  constructor(
    readonly problem: BoardProblem,
    message: string,
  ) {
    super(message);
    this.name = 'BoardError';
  }
}

/** I's answer. */
export interface Identity {
  version: number;
  blockBytes: number;
  clockHz: number;
  baud: number;
}

const letter = (c: string) => c.charCodeAt(0);
const hex = (bytes: Uint8Array) => [...bytes].map((b) => b.toString(16).padStart(2, '0')).join(' ');

/** An answer as a message shows it: its first bytes in hex, '?' and '!' explained. */
export function describeAnswer(answer: Uint8Array): string {
  if (answer.length === 0) return 'nothing';
  if (answer[0] === letter('?'))
    return `'?' (the board did not know the command byte ${answer.length > 1 ? hex(answer.subarray(1, 2)) : ''})`;
  if (answer[0] === letter('!')) return "'!' (the board timed out waiting for a command's bytes)";
  return `${hex(answer.subarray(0, 12))}${answer.length > 12 ? ' …' : ''}`;
}

const bigEndian = (bytes: Uint8Array) => bytes.reduce((n, b) => n * 256 + b, 0);

function uint(value: number, bytes: number): number[] {
  return Array.from({ length: bytes }, (_, i) => Math.floor(value / 256 ** (bytes - 1 - i)) % 256);
}

interface Pending {
  length: number;
  /** The answer's first byte, or null for a block's result. */
  first: number | null;
  what: string;
  onAnswer?: (answer: Uint8Array) => void;
}

interface Waiter {
  n: number;
  resolve: () => void;
  reject: (error: BoardError) => void;
}

export interface LinkOptions {
  /** An answer's next byte must come within this (ms). */
  timeoutMs?: number;
  /** What the messages call the port: "the serial port", "COM3". */
  portName?: string;
}

/** The protocol over one open port. close() gives the port's streams back. */
export class BoardLink {
  readonly timeoutMs: number;
  private readonly portName: string;
  private readonly reader: ReadableStreamDefaultReader<Uint8Array>;
  private readonly writer: WritableStreamDefaultWriter<Uint8Array>;
  // Received bytes not yet taken: buffer[start, end).
  private buffer = new Uint8Array(4096);
  private start = 0;
  private end = 0;
  private ended: BoardError | null = null;
  private waiter: Waiter | null = null;
  private arrived = 0; // bumped by every chunk, so a wait's deadline restarts
  private stopSignal: AbortSignal | null = null;
  private readonly pending: Pending[] = [];
  private owed = 0;
  private outgoing: number[] = [];
  private closing = false;
  /** Whether the board may still owe bytes the page will not read (set until an I is answered cleanly). */
  private unsure = true;
  bytesOut = 0;
  bytesIn = 0;
  /** The board's block size, once identify has read it. */
  blockBytes = 16;

  constructor(port: BytePort, options: LinkOptions = {}) {
    if (!port.readable || !port.writable) throw new BoardError('closed', 'the serial port is not open');
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.portName = options.portName ?? 'the serial port';
    this.reader = port.readable.getReader();
    this.writer = port.writable.getWriter();
    void this.pump();
  }

  /** Whether the port has closed or failed under the link (a new Connect is needed). */
  get dead(): boolean {
    return this.ended !== null && this.ended.problem === 'closed';
  }

  /** Waits end with a `stopped` BoardError once `signal` aborts; null: none. */
  watch(signal: AbortSignal | null) {
    this.stopSignal = signal;
    signal?.addEventListener(
      'abort',
      () => {
        this.unsure = true;
        this.fail(this.stoppedError());
      },
      { once: true },
    );
  }

  private stoppedError() {
    return new BoardError('stopped', 'Stopped.');
  }

  private async pump() {
    try {
      for (;;) {
        const { value, done } = await this.reader.read();
        if (done) break;
        if (value?.length) this.append(value);
      }
      this.finish(
        new BoardError(
          'closed',
          `${this.portName} closed: the cable was pulled or the board lost power. Plug it in and Connect again.`,
        ),
      );
    } catch (error) {
      this.finish(
        new BoardError(
          'closed',
          `${this.portName} failed (${(error as Error).message || error}): the cable was pulled or the board lost power. Plug it in and Connect again.`,
        ),
      );
    }
  }

  private finish(error: BoardError) {
    if (this.closing) error = new BoardError('closed', `${this.portName} is closed.`);
    this.ended = error;
    this.fail(error);
  }

  private fail(error: BoardError) {
    const w = this.waiter;
    this.waiter = null;
    w?.reject(error);
  }

  private append(chunk: Uint8Array) {
    if (this.end + chunk.length > this.buffer.length) {
      const kept = this.buffer.subarray(this.start, this.end);
      const grown = new Uint8Array(Math.max(this.buffer.length, 2 * (kept.length + chunk.length)));
      grown.set(kept);
      this.buffer = grown;
      this.end = kept.length;
      this.start = 0;
    }
    this.buffer.set(chunk, this.end);
    this.end += chunk.length;
    this.bytesIn += chunk.length;
    this.arrived++;
    if (this.waiter && this.end - this.start >= this.waiter.n) {
      const w = this.waiter;
      this.waiter = null;
      w.resolve();
    }
  }

  private take(n: number): Uint8Array {
    const bytes = this.buffer.slice(this.start, this.start + n);
    this.start += n;
    if (this.start === this.end) this.start = this.end = 0;
    return bytes;
  }

  private get buffered() {
    return this.end - this.start;
  }

  /** The problem that ends every wait now, if any: a stop, a closed port. */
  private check() {
    if (this.stopSignal?.aborted) throw this.stoppedError();
    if (this.ended) throw this.ended;
  }

  /**
   * Until `n` bytes are buffered. `timeoutMs` bounds the time between arrivals (a long B or T
   * keeps answering); without one the wait ends at the deadline and returns false.
   */
  private async waitFor(n: number, timeoutMs: number, restartOnArrival = true): Promise<boolean> {
    this.check();
    while (this.buffered < n) {
      const seen = this.arrived;
      const arrivedInTime = await new Promise<boolean>((resolve, reject) => {
        const timer = setTimeout(() => {
          if (this.waiter === waiter) this.waiter = null;
          resolve(false);
        }, timeoutMs);
        const waiter: Waiter = {
          n,
          resolve: () => {
            clearTimeout(timer);
            resolve(true);
          },
          reject: (error) => {
            clearTimeout(timer);
            reject(error);
          },
        };
        this.waiter = waiter;
      });
      if (arrivedInTime) return true;
      if (!restartOnArrival || this.arrived === seen) return this.buffered >= n;
    }
    return true;
  }

  private async write(bytes: Uint8Array) {
    this.check();
    try {
      await this.writer.write(bytes);
    } catch (error) {
      const closed = new BoardError(
        'closed',
        `${this.portName} took no more bytes (${(error as Error).message || error}): the cable was pulled or the board lost power. Plug it in and Connect again.`,
      );
      this.ended ??= closed;
      throw this.ended;
    }
  }

  private async flush() {
    if (this.outgoing.length === 0) return;
    const bytes = Uint8Array.from(this.outgoing);
    this.outgoing = [];
    await this.write(bytes);
  }

  private async completeOne(timeoutMs = this.timeoutMs) {
    const p = this.pending[0];
    await this.flush();
    if (!(await this.waitFor(p.length, timeoutMs))) {
      this.unsure = true;
      throw new BoardError(
        'no-answer',
        `the board stopped answering: nothing more came for ${p.what} within ${timeoutMs / 1000} s (${this.buffered} of its ${p.length} bytes arrived). Was the cable pulled, or the board reset? Check it and Connect again.`,
      );
    }
    const answer = this.take(p.length);
    this.pending.shift();
    this.owed -= p.length;
    if (p.first !== null && answer[0] !== p.first) {
      // The bytes after the answer's first, as far as they came: what a '?' names.
      const seen = new Uint8Array([
        ...answer,
        ...this.buffer.subarray(this.start, Math.min(this.end, this.start + 12)),
      ]);
      this.unsure = true;
      throw new BoardError(
        'wrong-board',
        `the board answered ${p.what} with ${describeAnswer(seen)}, expected '${String.fromCharCode(p.first)}': a board of another protocol version, or one that lost its place. Connect again; if it persists, load the bitstream of this project.`,
      );
    }
    p.onAnswer?.(answer);
  }

  /** Read every answer owed. */
  async drain(timeoutMs?: number) {
    await this.flush();
    while (this.pending.length) await this.completeOne(timeoutMs);
  }

  /** Read answers until the board owes at most WINDOW - n bytes. */
  private async room(n: number) {
    while (this.pending.length && this.owed + n > WINDOW) await this.completeOne();
  }

  /** Queue a command (or part of one) and the answer it causes. */
  async send(
    data: ArrayLike<number>,
    answerLength: number,
    first: string | null,
    what: string,
    onAnswer?: Pending['onAnswer'],
  ) {
    while (this.pending.length && this.owed + answerLength > WINDOW) await this.completeOne();
    this.check();
    for (let i = 0; i < data.length; i++) this.outgoing.push(data[i]);
    this.bytesOut += data.length;
    if (this.outgoing.length >= 4096) await this.flush();
    if (answerLength) {
      this.pending.push({ length: answerLength, first: first === null ? null : letter(first), what, onAnswer });
      this.owed += answerLength;
    }
  }

  /** Forget received bytes and owed answers: a new start after a stop or a lost place. */
  private reset() {
    this.start = this.end = 0;
    this.pending.length = 0;
    this.owed = 0;
    this.outgoing = [];
  }

  /**
   * I: who the board is. A board the page is unsure of (a new connection, a run stopped or
   * broken off mid-command) may still be sending what it owed, or answer an earlier I late;
   * so the page first waits for the line to go quiet, then asks, and takes an answer only when
   * it is the last thing the board sent and nothing follows it for QUIET_MS. Otherwise it asks
   * again, after the board's command timeout (PROTOCOL.md, "Timeout"), as cs_host.py does. A
   * board of another protocol version is named as such (version 1's I had no block size).
   */
  async identify(): Promise<Identity> {
    let answer = new Uint8Array(0);
    for (let attempt = 0; attempt < 3; attempt++) {
      if (this.unsure || attempt > 0) await this.settle();
      this.reset();
      await this.write(Uint8Array.of(letter('I')));
      const identity = await this.identityBy(performance.now() + Math.min(this.timeoutMs, 500 * (attempt + 1)));
      if (identity) {
        this.reset();
        this.unsure = false;
        this.blockBytes = identity.blockBytes;
        return identity;
      }
      answer = this.buffer.slice(this.start, this.end);
      if (answer.length >= 2 && answer[0] === letter('i') && answer[1] !== PROTOCOL_VERSION) {
        throw new BoardError(
          'wrong-board',
          `the board speaks protocol version ${answer[1]}; this page speaks ${PROTOCOL_VERSION}. Load a bitstream built from this project (Download the zip, then make).`,
        );
      }
    }
    if (answer.length === 0) {
      throw new BoardError(
        'no-answer',
        `no answer from the board on ${this.portName}: check that its bitstream is loaded, that this is its UART port (a board with two ports, such as the iCEBreaker, has it second) and the baud rate.`,
      );
    }
    throw new BoardError(
      'wrong-board',
      `the board answered I with ${describeAnswer(answer)}: not a CipherScope board speaking protocol version ${PROTOCOL_VERSION} (another device on this port, another baud rate, or another bitstream).`,
    );
  }

  /** The identity the received bytes end with, once nothing follows it (when unsure); null at the deadline. */
  private async identityBy(deadline: number): Promise<Identity | null> {
    for (;;) {
      const last = this.buffer.subarray(Math.max(this.start, this.end - IDENTITY_BYTES), this.end);
      const ends = last.length === IDENTITY_BYTES && last[0] === letter('i') && last[1] === PROTOCOL_VERSION;
      if (ends && (!this.unsure || !(await this.arrives(QUIET_MS)))) {
        return {
          version: last[1],
          blockBytes: last[2],
          clockHz: bigEndian(last.subarray(3, 7)),
          baud: bigEndian(last.subarray(7, 11)),
        };
      }
      if (!ends) {
        const left = deadline - performance.now();
        if (left <= 0 || !(await this.arrives(left))) return null;
      }
    }
  }

  /** Whether a byte arrives within `ms`. */
  private async arrives(ms: number): Promise<boolean> {
    const before = this.bytesIn;
    await this.waitFor(this.buffered + 1, ms, false);
    return this.bytesIn > before;
  }

  /** Until nothing has arrived for QUIET_MS (at most timeoutMs); identify's reset then drops what came. */
  private async settle() {
    const started = performance.now();
    while ((await this.arrives(QUIET_MS)) && performance.now() - started < this.timeoutMs);
  }

  /** K: one key (bank 0 unless given). */
  async loadKey(key: Uint8Array, bank = 0) {
    const code = KEY_LENGTH_CODES[key.length];
    if (code === undefined) throw new Error(`a ${key.length}-byte key: the protocol's K takes 8, 16, 24 or 32 bytes`);
    await this.send([letter('K'), code, bank, ...key], 1, 'k', `K (a ${8 * key.length}-bit key)`);
  }

  /** V: an IV or initial counter block for a chain. */
  async loadIv(chain: number, iv: Uint8Array) {
    await this.send([letter('V'), chain, ...iv], 1, 'v', `V (chain ${chain})`);
  }

  /** M: the mode of a core built with every mode. */
  async setMode(mode: ModeToken, chains = 1) {
    await this.send([letter('M'), MODE_CODES[mode], chains], 1, 'm', `M (${mode})`);
  }

  /**
   * B: stream blocks; onResult(i, result) for each, in the order the core returns them. Sent
   * as B commands of half the window each, every one whole once begun: the page waits for
   * answers only between commands, where the board waits for ever, never inside one, where it
   * gives up after 1/20 s (PROTOCOL.md, "Timeout"). A browser's serial port can take that
   * long to hand the page an answer (USB-UART bridges hold received bytes up to 16 ms, then
   * the browser's own hops); cs_host.py, a few microseconds away, waits inside B. Interleaved
   * CBC's chains carry on from command to command (cs_mode.sv's round-robin), so the split
   * changes no result.
   */
  async blocks(
    blocks: readonly Uint8Array[],
    options: {
      decrypt?: boolean;
      bank?: number;
      stream?: number;
      onResult?: (i: number, result: Uint8Array) => void;
    } = {},
  ) {
    const { decrypt = false, bank = 0, stream = 0, onResult } = options;
    const perCommand = Math.max(1, Math.floor(WINDOW / 2 / this.blockBytes));
    for (const block of blocks) {
      if (block.length !== this.blockBytes)
        throw new Error(`a ${block.length}-byte block: the board's blocks have ${this.blockBytes} bytes`);
    }
    for (let start = 0; start < blocks.length; start += perCommand) {
      const chunk = blocks.slice(start, start + perCommand);
      await this.room(1 + chunk.length * this.blockBytes);
      await this.send(
        [letter('B'), decrypt ? 1 : 0, bank, stream, ...uint(chunk.length, 2)],
        1,
        'b',
        `B (${chunk.length} blocks)`,
      );
      for (let i = 0; i < chunk.length; i++) {
        await this.send(
          chunk[i],
          this.blockBytes,
          null,
          `B (block ${start + i})`,
          onResult && ((answer) => onResult(start + i, answer)),
        );
      }
    }
  }

  /** T: cycles and checksum of `count` blocks offered back to back (send nothing while it runs). */
  async throughput(count: number, options: { decrypt?: boolean; bank?: number; timeoutMs?: number } = {}) {
    await this.drain();
    let result: { cycles: number; checksum: Uint8Array } | null = null;
    await this.send(
      [letter('T'), options.decrypt ? 1 : 0, options.bank ?? 0, ...uint(count, 4)],
      9 + this.blockBytes,
      't',
      `T (${count} blocks)`,
      (a) => (result = { cycles: bigEndian(a.subarray(1, 9)), checksum: a.slice(9) }),
    );
    await this.drain(options.timeoutMs);
    return result! as { cycles: number; checksum: Uint8Array };
  }

  /** C: clock cycles since the board's reset. */
  async cycles(): Promise<number> {
    let cycles = 0;
    await this.send([letter('C')], 9, 'c', 'C', (a) => (cycles = bigEndian(a.subarray(1, 9))));
    await this.drain();
    return cycles;
  }

  /** Give the port's streams back (the port itself stays open: its owner closes it). */
  async close() {
    this.closing = true;
    this.fail(new BoardError('closed', `${this.portName} is closed.`));
    await this.reader.cancel().catch(() => {});
    this.reader.releaseLock();
    await this.writer.close().catch(() => {});
    try {
      this.writer.releaseLock();
    } catch {
      // Already released.
    }
  }
}
