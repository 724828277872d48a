// "Run it on the board": the exported core on a real board, from this page, over Web Serial
// (board-run/serial.ts; Chromium-based browsers). The page speaks the board's UART protocol
// (board/PROTOCOL.md, board-run/protocol.ts) as the project's host script does: it runs the
// known answers the zip carries (the same code computes them: board/export/known-answers.mjs)
// and measures T and the UART link, beside the lab's figures for the same core (cycles a
// block measured on its RTL or predicted by sim-core, the board definition's clock). Progress,
// Stop, and errors that say what to do, as the fit panel (BoardFitPanel.tsx). Loaded with the
// dialog's first use of it (React.lazy in BoardExportDialog.tsx).
import { Fragment, useEffect, useRef, useState } from 'react';
import type { Configuration } from '@sim-core';
import { knownAnswers } from '@board/export/known-answers.mjs';
import { groupDigits } from '@board/fit.mjs';
import { mhz } from '@board/export/flows.mjs';
import type { SimCore } from '../sim/sim-core';
import type { Board } from '../board-export/boards';
import { BoardError, BoardLink, type Identity } from '../board-run/protocol';
import { choosePort, notSupported, portName, webSerial, type SerialPortLike } from '../board-run/serial';
import { coreOnBoard, measuredMode, simCoreMode } from '../board-run/core';
import {
  identifyFor,
  measureThroughput,
  runKnownAnswers,
  type KnownAnswers,
  type Measures,
  type Tally,
} from '../board-run/run';
import { labCyclesPerBlock } from '../board-run/lab-figures';
import { grouped } from '../numbers';

interface Props {
  simCore: SimCore;
  config: Configuration;
  /** The lab's configuration the dialog was opened on (its measured figures stand for its ECB form's). */
  labId: string;
  board: Board;
  /** hex: the key an offline key schedule bakes in. */
  bakedKey: string | undefined;
  readFile: (path: string) => string;
}

/** The UART's bit rate: cs_board_top's Baud parameter, as every export sets it (PROTOCOL.md). */
const BAUD = 115_200;

interface Connection {
  port: SerialPortLike;
  link: BoardLink;
  identity: Identity;
}

type Busy = { what: string; done: number; total: number } | null;
type Message = { kind: 'error' | 'note'; text: string } | null;

const fmt = (x: number, digits = 2) => grouped(x, digits);

/** A figure of the table: the number in bold, where it comes from below; '–' before there is one. */
function Cell({ figure, note, testId }: { figure: string | null | undefined; note?: string | null; testId?: string }) {
  return (
    <td data-testid={testId}>
      {figure ? (
        <>
          <strong>{figure}</strong> {note && <span className="note">{note}</span>}
        </>
      ) : (
        '–'
      )}
    </td>
  );
}

export default function BoardRunPanel({ simCore, config, labId, board, bakedKey, readFile }: Props) {
  const supported = webSerial() !== null;
  const core = coreOnBoard(config);
  const [connection, setConnection] = useState<Connection | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [message, setMessage] = useState<Message>(null);
  const [tally, setTally] = useState<Tally | null>(null);
  const [measures, setMeasures] = useState<Measures | null>(null);
  const answersCache = useRef<KnownAnswers | null>(null);
  const stop = useRef<AbortController | null>(null);
  const live = useRef<Connection | null>(null);
  const [count, setCount] = useState(1024);
  const shown = useRef<HTMLDivElement>(null);

  // A message or a result that lands below the dialog's fold (its Download bar sticks there)
  // is brought into view.
  useEffect(() => {
    shown.current?.scrollIntoView?.({ block: 'nearest' });
  }, [message, tally, measures]);

  // Closing the dialog lets the port go.
  useEffect(
    () => () => {
      stop.current?.abort();
      void release(live.current);
      live.current = null;
    },
    [],
  );

  function answers(): KnownAnswers {
    answersCache.current ??= knownAnswers({ simCore, config, readFile, key: bakedKey }) as KnownAnswers;
    return answersCache.current;
  }

  async function release(c: Connection | null) {
    if (!c) return;
    await c.link.close().catch(() => {});
    await c.port.close().catch(() => {});
  }

  async function disconnect(note?: Message) {
    const c = live.current;
    live.current = null;
    setConnection(null);
    await release(c);
    if (note !== undefined) setMessage(note);
  }

  /** What a failed step leaves: a stop keeps the port; a lost or wrong board lets it go. */
  async function failed(error: unknown, what: string) {
    if (error instanceof BoardError && error.problem === 'stopped') {
      setMessage({
        kind: 'note',
        text: `Stopped ${what}. The board finishes what it had; the next run starts afresh.`,
      });
      return;
    }
    const text =
      error instanceof BoardError
        ? `${error.problem === 'wrong-board' ? 'Wrong board' : error.problem === 'no-answer' ? 'The board stopped answering' : 'The port closed'}: ${error.message}`
        : `${what} failed: ${(error as Error).message}`;
    if (error instanceof BoardError) await disconnect();
    setMessage({ kind: 'error', text });
  }

  async function connect() {
    setMessage(null);
    setBusy({ what: 'Connecting', done: 0, total: 0 });
    let port: SerialPortLike | null = null;
    let link: BoardLink | null = null;
    try {
      port = await choosePort(BAUD);
      link = new BoardLink(port, { portName: portName(port) });
      const controller = new AbortController();
      stop.current = controller;
      link.watch(controller.signal);
      const identity = await identifyFor(link, core);
      const c = { port, link, identity };
      live.current = c;
      setConnection(c);
      setTally(null);
      setMeasures(null);
    } catch (error) {
      await release(link ? { port: port!, link, identity: null as unknown as Identity } : null);
      if (!link) await port?.close().catch(() => {});
      const text =
        error instanceof BoardError
          ? error.problem === 'stopped'
            ? null
            : `${error.problem === 'wrong-board' ? 'Wrong board' : 'No board'}: ${error.message}`
          : (error as Error).message;
      setMessage(text ? { kind: 'error', text } : { kind: 'note', text: 'Stopped: not connected.' });
    } finally {
      stop.current = null;
      setBusy(null);
    }
  }

  /** One operation on the connected board: identify first (a stopped run leaves the board mid-command). */
  async function operate(
    what: string,
    body: (c: Connection, progress: (d: number, t: number) => void) => Promise<void>,
  ) {
    const c = live.current;
    if (!c) return;
    setMessage(null);
    const controller = new AbortController();
    stop.current = controller;
    c.link.watch(controller.signal);
    setBusy({ what, done: 0, total: 0 });
    try {
      const identity = await identifyFor(c.link, core);
      const now = { ...c, identity };
      live.current = now;
      setConnection(now);
      await body(now, (done, total) => setBusy({ what, done, total }));
    } catch (error) {
      await failed(error, what.toLowerCase());
    } finally {
      stop.current = null;
      setBusy(null);
    }
  }

  const runAnswers = () =>
    operate('Running the known answers', async (c, progress) => {
      setTally(null);
      setTally(await runKnownAnswers(c.link, core, answers(), progress));
    });

  const measure = () =>
    operate('Measuring throughput', async (c, progress) => {
      setMeasures(null);
      setMeasures(await measureThroughput(c.link, core, answers(), c.identity, count, progress));
    });

  const running = busy !== null;
  const identity = connection?.identity;
  const mode = measuredMode(core);
  const lab = labCyclesPerBlock(simCore, config.id, labId, simCoreMode(mode));
  const counts = [64, 256, 1024, 4096];
  const boardClock = board.clock.hz;

  return (
    <section aria-labelledby="board-run-title" className="board-run" data-testid="board-run">
      <h3 id="board-run-title">Run it on the board</h3>
      <p className="note">
        With this project&apos;s bitstream on the {board.name} and its USB cable in, the page opens the board&apos;s
        serial port (Web Serial), speaks its UART protocol (<code>PROTOCOL.md</code>) as <code>host/cs_host.py</code>{' '}
        does, runs the known answers the zip carries and measures the core (<code>T</code>) and the link (<code>B</code>
        ), beside the lab&apos;s figures.
      </p>
      {!supported && (
        <p className="note error" role="alert" data-testid="board-run-unsupported">
          {notSupported}
        </p>
      )}
      <div className="board-run-actions">
        {connection ? (
          <button
            type="button"
            className="secondary"
            onClick={() => void disconnect(null)}
            disabled={running}
            data-testid="board-run-disconnect"
          >
            Disconnect
          </button>
        ) : (
          <button
            type="button"
            onClick={() => void connect()}
            disabled={!supported || running}
            data-testid="board-run-connect"
          >
            Connect…
          </button>
        )}
        <button
          type="button"
          onClick={() => void runAnswers()}
          disabled={!connection || running}
          data-testid="board-run-answers"
        >
          Run known answers
        </button>
        <button
          type="button"
          onClick={() => void measure()}
          disabled={!connection || running}
          data-testid="board-run-measure"
        >
          Measure throughput
        </button>
        <label className="board-run-count">
          of{' '}
          <select
            value={count}
            onChange={(e) => setCount(Number(e.target.value))}
            disabled={running}
            data-testid="board-run-count"
          >
            {counts.map((n) => (
              <option key={n} value={n}>
                {groupDigits(n)}
              </option>
            ))}
          </select>{' '}
          blocks
        </label>
        {running && (
          <button
            type="button"
            className="secondary"
            onClick={() => stop.current?.abort()}
            data-testid="board-run-stop"
          >
            Stop
          </button>
        )}
      </div>
      <p className="status" aria-live="polite" data-testid="board-run-status">
        {busy
          ? `${busy.what}…${busy.total ? ` ${busy.done} of ${busy.total}` : ''}`
          : identity
            ? `Connected: protocol ${identity.version}, ${identity.blockBytes}-byte blocks, clock ${mhz(identity.clockHz)} MHz, ${groupDigits(identity.baud)} baud.`
            : supported
              ? 'Not connected.'
              : ''}
      </p>
      <div ref={shown} className="board-run-results">
        {message && (
          <p
            className={`note${message.kind === 'error' ? ' error' : ''}`}
            role={message.kind === 'error' ? 'alert' : undefined}
            data-testid="board-run-message"
          >
            {message.text}
          </p>
        )}
        {tally && (
          <p data-testid="board-run-known" className={tally.failed ? 'note error' : undefined}>
            <strong>Known answers: {tally.failed ? 'FAIL' : 'PASS'}</strong>, {groupDigits(tally.passed)} passed,{' '}
            {groupDigits(tally.failed)} failed
            {tally.first && (
              <>
                {' '}
                (first: {tally.first.origin}
                {tally.first.block ? `, block ${tally.first.block + 1}` : ''}: key <code>{tally.first.key}</code>, input{' '}
                <code>{tally.first.input}</code>, expected <code>{tally.first.expected}</code>, got{' '}
                <code>{tally.first.got}</code>)
              </>
            )}
            .
          </p>
        )}
        {(identity || measures) && (
          <div className="board-run-table">
            <table data-testid="board-run-figures">
              <thead>
                <tr>
                  <th scope="col"></th>
                  <th scope="col">On the board</th>
                  <th scope="col">In the lab</th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <th scope="row">Clock</th>
                  <Cell
                    testId="board-run-clock"
                    figure={identity && `${mhz(identity.clockHz)} MHz`}
                    note="its answer to I"
                  />
                  <Cell figure={`${mhz(boardClock)} MHz`} note={`the ${board.name}'s definition`} />
                </tr>
                {(measures?.core ?? [null]).map((m, i) => {
                  const ours = lab(m ? m.decrypt : !core.encrypt);
                  const clock = identity?.clockHz ?? boardClock;
                  return (
                    <Fragment key={i}>
                      <tr>
                        <th scope="row">Cycles a block{m && <span className="note"> {m.what}</span>}</th>
                        <Cell
                          testId="board-run-cycles"
                          figure={m && fmt(m.cyclesPerBlock)}
                          note={
                            m &&
                            `T: ${groupDigits(m.count)} blocks in ${groupDigits(m.cycles)} cycles, checksum ${m.checksumOk ? 'ok' : 'WRONG'}`
                          }
                        />
                        <Cell
                          testId="board-run-lab-cycles"
                          figure={ours && fmt(ours.cyclesPerBlock)}
                          note={ours?.source}
                        />
                      </tr>
                      <tr>
                        <th scope="row">Throughput</th>
                        <Cell
                          testId="board-run-mbps"
                          figure={m && `${fmt(m.mbps)} Mbit/s`}
                          note={`at ${mhz(clock)} MHz`}
                        />
                        <Cell
                          testId="board-run-lab-mbps"
                          figure={ours && `${fmt((core.blockBits * boardClock) / ours.cyclesPerBlock / 1e6)} Mbit/s`}
                          note={`at ${mhz(boardClock)} MHz`}
                        />
                      </tr>
                    </Fragment>
                  );
                })}
                <tr>
                  <th scope="row">UART link</th>
                  <Cell
                    testId="board-run-link"
                    figure={measures && `${fmt(measures.link.kbps, 1)} kbit/s`}
                    note={
                      measures &&
                      `each way, B: ${groupDigits(measures.link.count)} blocks in ${fmt(measures.link.seconds, 3)} s of the board's clock, results ${measures.link.resultsOk ? 'ok' : 'WRONG'}`
                    }
                  />
                  <Cell
                    figure={identity && `≤ ${fmt((identity.baud * 0.8) / 1e3, 1)} kbit/s`}
                    note={identity && `${groupDigits(identity.baud)} baud 8N1`}
                  />
                </tr>
              </tbody>
            </table>
          </div>
        )}
        {identity && identity.clockHz !== boardClock && (
          <p className="note" data-testid="board-run-clock-note">
            The board runs at another clock than the {board.name}&apos;s definition says: the lab&apos;s Mbit/s are at
            the definition&apos;s, the board&apos;s at its own.
          </p>
        )}
        {measures && (
          <p className="note">
            The board&apos;s cycles a block count from the first block offered to the last result taken, the core&apos;s
            latency included once: more blocks bring them nearer the lab&apos;s steady state.
          </p>
        )}
      </div>
    </section>
  );
}
