// The protocol against byte sequences (board/PROTOCOL.md, version 2): a port whose far end is
// a script, so each reply, a short read, a malformed answer, silence and a closed port can be
// given exactly. The real board (board/sim, the simulated one) answers in
// web/e2e/board-run.spec.ts.
import { describe, expect, it } from 'vitest';
import { BoardError, BoardLink, WINDOW, describeAnswer, type BytePort } from './protocol';

type Far = {
  /** Bytes to the page, as one chunk each call. */
  send: (bytes: number[]) => void;
  close: () => void;
  fail: (error: Error) => void;
};

/** A port whose far end `answer` sees every write (its bytes) and replies through `far`. */
function scriptedPort(answer: (written: number[], far: Far) => void): BytePort & { written: number[] } {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const readable = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const far: Far = {
    send: (bytes) => controller.enqueue(Uint8Array.from(bytes)),
    close: () => controller.close(),
    fail: (error) => controller.error(error),
  };
  const written: number[] = [];
  const writable = new WritableStream<Uint8Array>({
    write(chunk) {
      written.push(...chunk);
      answer([...chunk], far);
    },
  });
  return { readable, writable, written };
}

const c = (s: string) => s.charCodeAt(0);
/** I's answer: version, block bytes, clock, baud. */
const identity = (version = 2, blockBytes = 16, clockHz = 12_000_000, baud = 115_200) => [
  c('i'),
  version,
  blockBytes,
  ...[24, 16, 8, 0].map((s) => (clockHz >>> s) & 255),
  ...[24, 16, 8, 0].map((s) => (baud >>> s) & 255),
];

async function problemOf(promise: Promise<unknown>): Promise<BoardError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(BoardError);
    return error as BoardError;
  }
  throw new Error('expected a BoardError');
}

describe('I: who the board is', () => {
  it('reads version, block size, clock and baud', async () => {
    const port = scriptedPort((w, far) => w[0] === c('I') && far.send(identity(2, 8, 1_843_200)));
    const link = new BoardLink(port);
    expect(await link.identify()).toEqual({ version: 2, blockBytes: 8, clockHz: 1_843_200, baud: 115_200 });
    expect(link.blockBytes).toBe(8);
  });

  it('takes an answer that comes a byte at a time (short reads)', async () => {
    const port = scriptedPort((_, far) => identity().forEach((b) => far.send([b])));
    expect((await new BoardLink(port).identify()).clockHz).toBe(12_000_000);
  });

  it('names another protocol version', async () => {
    const port = scriptedPort((_, far) => far.send(identity(1).slice(0, 10)));
    const e = await problemOf(new BoardLink(port).identify());
    expect(e.problem).toBe('wrong-board');
    expect(e.message).toMatch(/protocol version 1; this page speaks 2/);
  });

  it('calls an echo (another device, a loopback) not a CipherScope board, after retrying', async () => {
    const port = scriptedPort((w, far) => far.send(w));
    const e = await problemOf(new BoardLink(port, { timeoutMs: 300 }).identify());
    expect(e.problem).toBe('wrong-board');
    expect(e.message).toMatch(/answered I with 49: not a CipherScope board/);
    expect(port.written).toEqual([c('I'), c('I'), c('I')]);
  });

  it('says nothing answers when nothing does', async () => {
    const e = await problemOf(
      new BoardLink(
        scriptedPort(() => {}),
        { timeoutMs: 100 },
      ).identify(),
    );
    expect(e.problem).toBe('no-answer');
    expect(e.message).toMatch(/no answer from the board/);
  });

  it('recovers from a board that had lost its place: leftovers first, then its I', async () => {
    let calls = 0;
    const port = scriptedPort((_, far) => far.send(calls++ === 0 ? [c('!'), 0x12] : identity()));
    expect((await new BoardLink(port, { timeoutMs: 300 }).identify()).version).toBe(2);
  });

  it('after a stopped run, waits out what the board still sends before taking its identity', async () => {
    // The board still finishing a stopped B (its results, a byte at a time), then answering
    // the stopped run's I late, 100 ms after this I's: neither may be read as the next command's answer.
    let stopped = true;
    const port = scriptedPort((w, far) => {
      if (w[0] === c('C')) setTimeout(() => far.send([c('c'), 0, 0, 0, 0, 0, 0, 0, 42]), 150);
      if (w[0] !== c('I')) return;
      if (stopped) {
        stopped = false;
        for (let i = 0; i < 5; i++) setTimeout(() => far.send([0xa5]), 50 * i);
        return;
      }
      far.send(identity());
      setTimeout(() => far.send(identity()), 100);
    });
    const link = new BoardLink(port, { timeoutMs: 2000 });
    const controller = new AbortController();
    link.watch(controller.signal);
    const first = problemOf(link.identify());
    setTimeout(() => controller.abort(), 10);
    expect((await first).problem).toBe('stopped');
    link.watch(null);
    expect((await link.identify()).blockBytes).toBe(16);
    expect(await link.cycles()).toBe(42);
  });
});

describe('commands and their answers', () => {
  it('streams B and returns each result in order, whatever the chunks', async () => {
    // A board that inverts each 8-byte block, answering in chunks of 3 bytes; it notes any
    // write that ends inside a command, where the real board would time out waiting.
    const owed: number[] = [];
    let header: number[] | null = null;
    let blockBytesLeft = 0;
    let endsInside = 0;
    const port = scriptedPort((w, far) => {
      for (const b of w) {
        if (header) {
          header.push(b);
          if (header.length === 5) {
            blockBytesLeft = 8 * (header[3] * 256 + header[4]);
            header = null;
          }
        } else if (blockBytesLeft > 0) {
          owed.push(b ^ 0xff);
          blockBytesLeft--;
        } else if (b === c('B')) {
          far.send([c('b')]);
          header = [];
        }
      }
      if (header || blockBytesLeft) endsInside++;
      while (owed.length) far.send(owed.splice(0, 3));
    });
    const link = new BoardLink(port);
    link.blockBytes = 8;
    const blocks = Array.from({ length: 40 }, (_, i) => Uint8Array.from({ length: 8 }, (_, j) => i + j));
    const got: [number, Uint8Array][] = [];
    await link.blocks(blocks, { onResult: (i, r) => got.push([i, r]) });
    await link.drain();
    expect(got.map(([i]) => i)).toEqual(blocks.map((_, i) => i));
    expect(got[39][1]).toEqual(blocks[39].map((b) => b ^ 0xff));
    // B commands of half the window (16 blocks of 8 bytes): flags, bank, stream, count (2 bytes).
    expect(port.written.slice(0, 6)).toEqual([c('B'), 0, 0, 0, 0, 16]);
    expect(endsInside).toBe(0);
  });

  it('sends ahead, but never lets the board owe more than the window', async () => {
    let owed = 0;
    let most = 0;
    let far: Far | null = null;
    // A board that answers V a while after the page wrote it, up to 50 answers at a time.
    const port = scriptedPort((w, f) => {
      far = f;
      owed += w.filter((b) => b === c('V')).length;
      most = Math.max(most, owed);
    });
    const answering = setInterval(() => {
      const n = Math.min(owed, 50);
      owed -= n;
      if (n) far!.send(Array(n).fill(c('v')));
    }, 1);
    const link = new BoardLink(port);
    link.blockBytes = 8;
    for (let i = 0; i < 600; i++) await link.loadIv(0, new Uint8Array(8));
    await link.drain();
    clearInterval(answering);
    expect(most).toBeGreaterThan(1);
    expect(most).toBeLessThanOrEqual(WINDOW);
    expect(link.bytesIn).toBe(600);
  });

  it('reads T and C', async () => {
    const port = scriptedPort((w, far) => {
      if (w[0] === c('T')) far.send([c('t'), 0, 0, 0, 0, 0, 0, 0x10, 0x00, ...Array(16).fill(0xab)]);
      if (w[0] === c('C')) far.send([c('c'), 0, 0, 0, 1, 0, 0, 0, 0]);
    });
    const link = new BoardLink(port);
    const t = await link.throughput(1024, { decrypt: true });
    expect(t.cycles).toBe(4096);
    expect(t.checksum).toEqual(new Uint8Array(16).fill(0xab));
    expect(port.written.slice(0, 7)).toEqual([c('T'), 1, 0, 0, 0, 4, 0]);
    expect(await link.cycles()).toBe(2 ** 32);
  });

  it('names a malformed answer: another letter than the command asked for', async () => {
    const port = scriptedPort((_, far) => far.send([c('?'), c('K')]));
    const link = new BoardLink(port);
    await link.loadKey(new Uint8Array(16));
    const e = await problemOf(link.drain());
    expect(e.problem).toBe('wrong-board');
    expect(e.message).toMatch(
      /answered K \(a 128-bit key\) with '\?' \(the board did not know the command byte 4b\), expected 'k'/,
    );
  });

  it('says the board stopped answering when an answer breaks off', async () => {
    const port = scriptedPort((w, far) => w[0] === c('C') && far.send([c('c'), 0, 0]));
    const e = await problemOf(new BoardLink(port, { timeoutMs: 100 }).cycles());
    expect(e.problem).toBe('no-answer');
    expect(e.message).toMatch(
      /the board stopped answering: nothing more came for C within 0.1 s \(3 of its 9 bytes arrived\)/,
    );
  });

  it('says the port closed when the stream ends mid-answer (a cable pulled)', async () => {
    const port = scriptedPort((_, far) => {
      far.send([c('c'), 0]);
      far.close();
    });
    const e = await problemOf(new BoardLink(port).cycles());
    expect(e.problem).toBe('closed');
    expect(e.message).toMatch(/closed: the cable was pulled or the board lost power/);
  });

  it('says the port failed when the stream errors (Chromium: the device has been lost)', async () => {
    const port = scriptedPort((_, far) => far.fail(new Error('The device has been lost.')));
    const link = new BoardLink(port);
    const e = await problemOf(link.cycles());
    expect(e.problem).toBe('closed');
    expect(e.message).toMatch(/failed \(The device has been lost\.\)/);
    expect(link.dead).toBe(true);
    // Every later command says so at once.
    expect((await problemOf(link.cycles())).problem).toBe('closed');
  });

  it('says so when the port takes no more bytes', async () => {
    const readable = new ReadableStream<Uint8Array>();
    const writable = new WritableStream<Uint8Array>({
      write() {
        throw new Error('The port is closed.');
      },
    });
    const e = await problemOf(new BoardLink({ readable, writable }).cycles());
    expect(e.problem).toBe('closed');
    expect(e.message).toMatch(/took no more bytes \(The port is closed\.\)/);
  });

  it('ends a wait at once on Stop', async () => {
    const controller = new AbortController();
    const link = new BoardLink(
      scriptedPort(() => {}),
      { timeoutMs: 60_000 },
    );
    link.watch(controller.signal);
    const waiting = problemOf(link.cycles());
    setTimeout(() => controller.abort(), 20);
    const started = Date.now();
    expect((await waiting).problem).toBe('stopped');
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('refuses a port that is not open', () => {
    expect(() => new BoardLink({ readable: null, writable: null })).toThrow(/not open/);
  });
});

describe('answers in messages', () => {
  it('shows bytes in hex and explains ? and !', () => {
    expect(describeAnswer(new Uint8Array())).toBe('nothing');
    expect(describeAnswer(Uint8Array.of(0x21))).toMatch(/timed out/);
    expect(describeAnswer(Uint8Array.from({ length: 14 }, (_, i) => i))).toBe('00 01 02 03 04 05 06 07 08 09 0a 0b …');
  });
});
