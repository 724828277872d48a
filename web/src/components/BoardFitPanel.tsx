// "Fit in the browser": the exported project's open flow (Yosys, the family's nextpnr and
// packer) run in a worker on this page (board-export/browser-fit.ts), for the boards whose flow
// runs here (board/export/fit-flow.mjs fitsInBrowser: the iCE40 and ECP5 ones). Progress names
// the tool running, the log shows on demand, Stop ends the worker; then the figures nextpnr and
// Yosys gave and the bitstream `make` would write, to download. Programming the board stays
// local (the Makefile's programmer, flows.mjs).
import { useEffect, useRef, useState } from 'react';
import type { Board } from '../board-export/boards';
import type { Project } from '../board-export/project';
import { startFit, stepTitles, type FitMessage, type FitResult } from '../board-export/browser-fit';
import { saveFile } from '../board-export/download';
import { groupDigits } from '@board/fit.mjs';
import { fitSteps } from '@board/export/fit-flow.mjs';
import { programmer } from '@board/export/flows.mjs';

interface Props {
  board: Board;
  blockBits: number;
  /** The configuration's id. */
  name: string;
  project: Project;
}

type State =
  | { kind: 'idle'; note?: string }
  | { kind: 'running'; step: string; since: number }
  | { kind: 'done'; result: FitResult; seconds: number; bytes: number }
  | { kind: 'error'; step: string; problem: string; message: string };

const problemTitles: Record<string, string> = {
  memory: 'Out of memory',
  'no-fit': 'Does not fit',
  load: 'The tools did not load',
  tool: 'The tool failed',
};

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

/** At most this many lines of the log are kept (the last ones). */
const LOG_LINES = 4000;

export default function BoardFitPanel({ board, blockBits, name, project }: Props) {
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [log, setLog] = useState<string[]>([]);
  const [showLog, setShowLog] = useState(false);
  const stop = useRef<(() => void) | null>(null);

  // Closing the dialog or changing the project ends a running fit.
  useEffect(
    () => () => {
      stop.current?.();
      stop.current = null;
    },
    [project],
  );

  function fit() {
    setLog([]);
    setState({ kind: 'running', step: 'load', since: performance.now() });
    stop.current = startFit(
      { board, blockBits, name, layout: project.layout, files: project.files },
      (m: FitMessage) => {
        if (m.kind === 'step') setState({ kind: 'running', step: m.step, since: performance.now() });
        else if (m.kind === 'log') setLog((l) => [...l, `[${m.step}]`, ...m.lines].slice(-LOG_LINES));
        else {
          stop.current?.();
          stop.current = null;
          setState(m.kind === 'done' ? { kind: 'done', result: m.result, seconds: m.seconds, bytes: m.bytes } : m);
        }
      },
    );
  }

  function cancel() {
    stop.current?.();
    stop.current = null;
    setState({ kind: 'idle', note: 'Stopped: the tools were ended, nothing was kept.' });
  }

  const running = state.kind === 'running';
  const r = state.kind === 'done' ? state.result : null;
  const res = board.resources;
  const steps = fitSteps(board) as { id: string; tool: string }[];
  const tool = (id: string) => steps.find((s) => s.id === id)!.tool;
  const titles = stepTitles(board);
  const bitstreamFile = (name: string) => `${project.folder}${name.slice(name.lastIndexOf('.'))}`;
  const loader = programmer(board).command.split(' ')[0];
  return (
    <section aria-labelledby="board-fit-title" className="board-export-browser-fit" data-testid="board-fit">
      <h3 id="board-fit-title">Fit it here</h3>
      <p className="note">
        Yosys, {tool('pnr')} and {tool('pack')} (YoWASP&apos;s WebAssembly builds) run the project&apos;s Makefile flow
        in this page: the figures of this very core, and the bitstream <code>make</code> writes. The tools (70–100 MB)
        load the first time.
      </p>
      <div className="actions">
        <button type="button" onClick={fit} disabled={running} data-testid="board-fit-run">
          Fit in the browser
        </button>
        {running && (
          <button type="button" className="secondary" onClick={cancel} data-testid="board-fit-stop">
            Stop
          </button>
        )}
        <span className="status" aria-live="polite" data-testid="board-fit-status">
          {state.kind === 'running' && `${titles[state.step] ?? state.step}…`}
          {state.kind === 'idle' && state.note}
          {state.kind === 'done' &&
            `Done in ${state.seconds.toFixed(1)} s (tools downloaded: ${mb(state.bytes)}; Yosys ${r!.versions.yosys}, ${tool('pnr')} ${r!.versions.nextpnr}).`}
        </span>
      </div>
      {state.kind === 'error' && (
        <p className="note error" role="alert" data-testid="board-fit-error">
          <strong>{problemTitles[state.problem] ?? 'Failed'}:</strong> {state.message}
        </p>
      )}
      {r && !r.fits && (
        <p className="note error" role="alert" data-testid="board-fit-error">
          <strong>Does not fit:</strong> {r.reason} (Yosys&apos;s count; nextpnr was not run).
        </p>
      )}
      {r && r.fits && (
        <>
          <table className="board-fit-figures" data-testid="board-fit-figures">
            <tbody>
              <tr>
                <th scope="row">LUT4</th>
                <td data-testid="board-fit-luts">{groupDigits(r.need.luts)}</td>
                <td>of {groupDigits(res.luts)} (Yosys)</td>
              </tr>
              <tr>
                <th scope="row">FF</th>
                <td data-testid="board-fit-ffs">{groupDigits(r.need.ffs)}</td>
                <td>of {groupDigits(res.ffs)} (Yosys)</td>
              </tr>
              <tr>
                <th scope="row">Logic cells</th>
                <td data-testid="board-fit-lc">{r.logicCells ? groupDigits(r.logicCells.used) : '–'}</td>
                <td>of {r.logicCells ? groupDigits(r.logicCells.of) : '–'} (nextpnr)</td>
              </tr>
              <tr>
                <th scope="row">{res.bramKind.split(' ')[0]}</th>
                <td data-testid="board-fit-ebr">{r.ebr?.used ?? '–'}</td>
                <td>of {r.ebr?.of ?? res.brams} (nextpnr)</td>
              </tr>
              <tr>
                <th scope="row">{res.dspKind?.split(' ')[0] ?? 'DSP'}</th>
                <td data-testid="board-fit-dsp">{r.dsp?.used ?? '–'}</td>
                <td>of {r.dsp?.of ?? res.dsps} (nextpnr)</td>
              </tr>
              <tr>
                <th scope="row">Fmax</th>
                <td data-testid="board-fit-fmax">{r.fmaxMHz != null ? `${r.fmaxMHz.toFixed(2)} MHz` : '–'}</td>
                <td>
                  {r.fmax?.length
                    ? `${r.fmax.every((f) => f.pass) ? 'meets' : 'misses'} the board's ${r.fmax[0].target} MHz (nextpnr, seed 1)`
                    : 'no clock reported'}
                </td>
              </tr>
            </tbody>
          </table>
          {r.bitstream && (
            <div className="actions">
              <button
                type="button"
                data-testid="board-fit-download"
                onClick={() =>
                  saveFile(r.bitstream!, bitstreamFile(r.bitstreamName ?? '.bin'), 'application/octet-stream')
                }
              >
                Download the bitstream (
                {(r.bitstreamName ?? '.bin').slice((r.bitstreamName ?? '.bin').lastIndexOf('.'))})
              </button>
              <span className="note">
                {Math.round(r.bitstream.length / 1024)} KiB, what <code>make</code> writes to{' '}
                <code>build/{r.bitstreamName}</code>; load it with <code>{loader}</code> (<code>make prog</code>; a page
                cannot reach the board&apos;s FTDI programmer: that needs WebUSB and an openFPGALoader for the browser,
                which the registries do not serve).
              </span>
            </div>
          )}
        </>
      )}
      {(log.length > 0 || running) && (
        <details open={showLog} onToggle={(e) => setShowLog((e.target as HTMLDetailsElement).open)}>
          <summary data-testid="board-fit-log-toggle">The tools&apos; log ({groupDigits(log.length)} lines)</summary>
          {showLog && (
            <pre className="commands board-fit-log" data-testid="board-fit-log">
              {log.slice(-400).join('\n')}
            </pre>
          )}
        </details>
      )}
    </section>
  );
}
