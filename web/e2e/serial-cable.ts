// A USB-UART cable for end-to-end tests of the board run: the page gets a stand-in
// navigator.serial whose one port carries bytes over a WebSocket to this relay, which passes
// them to a TCP device (board/sim's uart-bridge, or any socket) and back. A WebSocket, not
// Playwright's exposeFunction: a round trip through the test runner took 200 ms on a loaded
// machine, longer than the board's 1/20 s wait for a command's next bytes (PROTOCOL.md,
// "Timeout"), which a real USB cable never comes near. The device's socket closing is a
// pulled cable: the page's stream errors as Chromium's does when a USB device goes.
// The server side of RFC 6455, as far as a binary relay needs it. CS_CABLE_LOG=1 prints the
// bytes each way, with the time.
import crypto from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import type { Page } from '@playwright/test';

const GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';

/** One unmasked frame from the server (RFC 6455 Sec. 5.2). */
function frame(opcode: number, payload: Buffer): Buffer {
  const n = payload.length;
  const head =
    n < 126
      ? Buffer.from([0x80 | opcode, n])
      : n < 65536
        ? Buffer.from([0x80 | opcode, 126, n >> 8, n & 255])
        : Buffer.concat([
            Buffer.from([0x80 | opcode, 127]),
            Buffer.from(new BigUint64Array([BigInt(n)]).buffer).reverse(),
          ]);
  return Buffer.concat([head, payload]);
}

/** The client's frames in `buffer`, masked: [{ opcode, payload }] and the bytes left over. */
function readFrames(buffer: Buffer): { frames: { opcode: number; payload: Buffer }[]; rest: Buffer } {
  const frames = [];
  let at = 0;
  for (;;) {
    if (buffer.length - at < 2) break;
    const opcode = buffer[at] & 0x0f;
    let n = buffer[at + 1] & 0x7f;
    let offset = at + 2;
    if (n === 126) {
      if (buffer.length - offset < 2) break;
      n = buffer.readUInt16BE(offset);
      offset += 2;
    } else if (n === 127) {
      if (buffer.length - offset < 8) break;
      n = Number(buffer.readBigUInt64BE(offset));
      offset += 8;
    }
    if (buffer.length - offset < 4 + n) break;
    const mask = buffer.subarray(offset, offset + 4);
    const payload = Buffer.from(buffer.subarray(offset + 4, offset + 4 + n));
    for (let i = 0; i < n; i++) payload[i] ^= mask[i & 3];
    frames.push({ opcode, payload });
    at = offset + 4 + n;
  }
  return { frames, rest: buffer.subarray(at) };
}

export class Cable {
  /** The device's TCP port, asked each time the page opens the port. */
  target: () => number = () => {
    throw new Error('no device plugged in');
  };
  private server = http.createServer();
  private sockets = new Set<net.Socket>();
  port = 0;

  async start() {
    this.server.on('upgrade', (request, client: net.Socket) => {
      const key = request.headers['sec-websocket-key'];
      const accept = crypto.createHash('sha1').update(`${key}${GUID}`).digest('base64');
      client.write(
        `HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`,
      );
      client.setNoDelay(true);
      this.sockets.add(client);
      const device = net.connect(this.target(), '127.0.0.1');
      device.setNoDelay(true);
      this.sockets.add(device);
      const end = () => {
        client.destroy();
        device.destroy();
      };
      device.on('connect', () => client.write(frame(1, Buffer.from('open'))));
      const log = process.env.CS_CABLE_LOG ? (s: string) => console.log(`${Date.now() % 100000} ${s}`) : null;
      device.on('data', (d) => {
        log?.(`< ${d.toString('hex')}`);
        client.write(frame(2, d));
      });
      device.on('close', end);
      device.on('error', end);
      let pending: Buffer = Buffer.alloc(0);
      client.on('data', (d) => {
        const { frames, rest } = readFrames(Buffer.concat([pending, d]));
        pending = rest;
        for (const f of frames) {
          if (f.opcode === 2) {
            log?.(`> ${f.payload.toString('hex')}`);
            device.write(f.payload);
          } else if (f.opcode === 8) end();
        }
      });
      client.on('close', end);
      client.on('error', end);
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as net.AddressInfo).port;
  }

  stop() {
    for (const s of this.sockets) s.destroy();
    this.server.close();
  }

  /** Give the page a navigator.serial whose one port is this cable (before it loads). */
  async plugInto(page: Page) {
    await page.addInitScript((url: string) => {
      const lost = () => new DOMException('The device has been lost.', 'NetworkError');
      const port = {
        readable: null as ReadableStream<Uint8Array> | null,
        writable: null as WritableStream<Uint8Array> | null,
        socket: null as WebSocket | null,
        async open() {
          const ws = new WebSocket(url);
          ws.binaryType = 'arraybuffer';
          await new Promise<void>((resolve, reject) => {
            ws.onmessage = (e) => (e.data === 'open' ? resolve() : undefined);
            ws.onclose = () => reject(new DOMException('Failed to open serial port.', 'NetworkError'));
          });
          this.socket = ws;
          this.readable = new ReadableStream<Uint8Array>({
            start(controller) {
              ws.onmessage = (e) => controller.enqueue(new Uint8Array(e.data as ArrayBuffer));
              ws.onclose = () => {
                try {
                  controller.error(lost());
                } catch {
                  // Already closed by the page.
                }
              };
            },
          });
          this.writable = new WritableStream<Uint8Array>({
            write(chunk) {
              if (ws.readyState !== WebSocket.OPEN) throw lost();
              ws.send(chunk as Uint8Array<ArrayBuffer>);
            },
          });
        },
        async close() {
          this.readable = null;
          this.writable = null;
          this.socket?.close();
          this.socket = null;
        },
        getInfo: () => ({ usbVendorId: 0x0403, usbProductId: 0x6010 }),
      };
      Object.defineProperty(Navigator.prototype, 'serial', {
        configurable: true,
        get: () => ({ requestPort: async () => port, getPorts: async () => [port] }),
      });
    }, `ws://127.0.0.1:${this.port}/`);
  }
}
