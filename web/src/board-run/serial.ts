// Web Serial (WICG's Serial API, in Chromium-based browsers): the port the user picks, opened
// 8N1 at the board's baud rate (PROTOCOL.md). Its readable and writable are a BytePort for
// protocol.ts. Declared here for what the page uses, since TypeScript's DOM library has no
// Serial types.
import type { BytePort } from './protocol';

export interface SerialPortLike extends BytePort {
  open(options: { baudRate: number; dataBits?: number; stopBits?: number; parity?: string }): Promise<void>;
  close(): Promise<void>;
  getInfo?(): { usbVendorId?: number; usbProductId?: number };
}

interface SerialLike {
  requestPort(options?: object): Promise<SerialPortLike>;
}

/** The page's navigator.serial, or null where the browser has none. */
export function webSerial(): SerialLike | null {
  const serial = (globalThis.navigator as { serial?: SerialLike } | undefined)?.serial;
  return serial && typeof serial.requestPort === 'function' ? serial : null;
}

export const notSupported =
  'Web Serial is not supported in this browser: use a Chromium-based browser (Chrome, Edge, Opera) over HTTPS or localhost, or the host script (python3 host/cs_host.py in the project).';

/** A port's name for messages: its USB IDs where the browser gives them. */
export function portName(port: SerialPortLike): string {
  const info = port.getInfo?.() ?? {};
  if (info.usbVendorId === undefined) return 'the serial port';
  const id = (n: number | undefined) => (n ?? 0).toString(16).padStart(4, '0');
  return `the serial port (USB ${id(info.usbVendorId)}:${id(info.usbProductId)})`;
}

/**
 * Ask the user for a port (the browser's chooser; needs a click) and open it. Errors say what
 * to do: no port chosen, a port another program holds.
 */
export async function choosePort(baud: number): Promise<SerialPortLike> {
  const serial = webSerial();
  if (!serial) throw new Error(notSupported);
  let port: SerialPortLike;
  try {
    port = await serial.requestPort();
  } catch (error) {
    if ((error as DOMException).name === 'NotFoundError')
      throw new Error(
        'No port was chosen. Plug the board in and pick its port (a board with two, such as the iCEBreaker, has its UART second).',
        { cause: error },
      );
    throw new Error(`The browser gave no serial port: ${(error as Error).message}`, { cause: error });
  }
  try {
    await port.open({ baudRate: baud, dataBits: 8, stopBits: 1, parity: 'none' });
  } catch (error) {
    throw new Error(
      `${portName(port)} did not open (${(error as Error).message}): is another program (a terminal, cs_host.py, iceprog) using it? Close it and Connect again.`,
      { cause: error },
    );
  }
  return port;
}
