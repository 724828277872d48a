// The board export dialog: pick a board, see what the project holds and whether the core
// fits, and save the zip `npm run export` would write, made here in the browser
// (src/board-export/). It opens on the core's board form and the first board the figures say
// it fits (board/export/choice.mjs defaultChoice, which the board tests build), or says that
// none does and names a prebuilt core that fits; anything the figures do not say fits waits
// for "download it anyway". Loaded on first use by BoardExport.tsx, with the repository files
// it bundles. A modal <dialog>: Escape closes it, Tab stays inside, and the opener gets the
// focus back.
import { lazy, Suspense, useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { SimCore } from '../sim/sim-core';
import type { Registry } from '../registry';
import { listBoards } from '@board/boards.mjs';
import { defaultChoice } from '@board/export/choice.mjs';
import { portNote } from '@board/export/flows.mjs';
import { boardChoices, type Board } from '../board-export/boards';
import { ecbForm } from '../board-export/board-form';
import { exportKey } from '../board-export/key';
import { fitCheckHere, fitReport, noFitCheckHere, type FitReport, type Synthesis } from '../board-export/fit';
import { buildSteps } from '../board-export/make';
import { makeProject, projectBytes, type Project } from '../board-export/project';
import { bundledVendorScripts, repositoryFiles } from '../board-export/sources';
import { exportCommand, fileGroups, kib } from '../board-export/contents';
import { saveFile } from '../board-export/download';
import { dialogFrame } from '../board-export/viewport';
import { synthesisFile } from '../throughput/synthesis';
import { fitsInBrowser } from '@board/export/fit-flow.mjs';
import BoardFitPanel from './BoardFitPanel';

// The board run (Web Serial, the protocol, the runs) is a chunk of its own, fetched once a
// project is made.
const BoardRunPanel = lazy(() => import('./BoardRunPanel'));

interface Props {
  simCore: SimCore;
  registry: Registry;
  configId: string;
  /** The page's key field: an offline key schedule bakes this key in. */
  keyText: string;
  onClose: () => void;
}

type Made = { kind: 'working' } | { kind: 'ready'; project: Project } | { kind: 'error'; message: string };

const boards = boardChoices();
const files = repositoryFiles();

/** What the registry's figures say of a core on a board, as the board list marks it. */
function mark(fit: FitReport): string {
  if (fit.why === 'too-slow') return 'too slow';
  return { ok: 'fits', 'too-big': 'too big', unknown: 'unverified' }[fit.verdict];
}

/** The fit figures; a registry file this page cannot read is said, not thrown. */
function figures(id: string, board: Board): FitReport {
  try {
    return fitReport(synthesisFile as unknown as Synthesis, id, board);
  } catch (error) {
    return {
      verdict: 'unknown',
      why: 'no-figure',
      headline: `registry/synthesis.json could not be read: ${(error as Error).message}.`,
      details: [],
      source: null,
    };
  }
}

/**
 * Keeps the open dialog on what the screen shows (board-export/viewport.ts): its fixed box
 * inset to the visual viewport, again whenever that moves or resizes. Returns the undo.
 */
function followVisualViewport(d: HTMLDialogElement): () => void {
  const vv = window.visualViewport;
  if (!vv) return () => {};
  const place = () => {
    const f = dialogFrame({
      layout: { width: window.innerWidth, height: window.innerHeight },
      visual: { offsetLeft: vv.offsetLeft, offsetTop: vv.offsetTop, width: vv.width, height: vv.height },
    });
    Object.assign(d.style, {
      inset: `${f.top}px ${f.right}px ${f.bottom}px ${f.left}px`,
      maxWidth: `${f.maxWidth}px`,
      maxHeight: `${f.maxHeight}px`,
    });
  };
  place();
  vv.addEventListener('resize', place);
  vv.addEventListener('scroll', place);
  window.addEventListener('resize', place);
  return () => {
    vv.removeEventListener('resize', place);
    vv.removeEventListener('scroll', place);
    window.removeEventListener('resize', place);
  };
}

/** Elements Tab can reach inside `root`, in document order. */
function tabbable(root: HTMLElement): HTMLElement[] {
  return [
    ...root.querySelectorAll<HTMLElement>('button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])'),
  ].filter(
    (el) =>
      !(el as HTMLButtonElement).disabled &&
      el.getClientRects().length > 0 &&
      !(el instanceof HTMLInputElement && el.type === 'radio' && !el.checked),
  );
}

export default function BoardExportDialog({ simCore, registry, configId, keyText, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  // The first choice, as the board tests build it (board/export/choice.mjs): the core's board
  // form on the first board its figures say it fits. The dialog is made anew for each
  // opening, so the page's core cannot change under it.
  const [first] = useState(() =>
    defaultChoice({
      synthesis: synthesisFile,
      configId,
      boards: listBoards(),
      prebuilt: registry.entries.map((e) => e.id),
    }),
  );
  const [boardId, setBoardId] = useState(first.board);
  const [useEcb, setUseEcb] = useState(first.config !== configId);
  // The project made for `made.inputs`; shown only while they are the dialog's inputs.
  const [latest, setLatest] = useState<{ inputs: string; made: Made } | null>(null);
  const [anyway, setAnyway] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);

  const labConfig = useMemo(() => simCore.parseConfiguration(configId), [simCore, configId]);
  const ecb = useMemo(() => ecbForm(labConfig, simCore.parseConfiguration), [labConfig, simCore]);
  const config = useEcb && ecb ? ecb : labConfig;
  const board = boards.find((b) => b.id === boardId)!.board;
  const key = useMemo(() => exportKey(config, keyText), [config, keyText]);
  const fit = figures(config.id, board);
  const title = registry.entries.find((e) => e.id === config.id)?.title;
  const suggestion = first.suggestion;
  const suggested = suggestion ? registry.entries.find((e) => e.id === suggestion.config) : undefined;
  const inputs = `${config.id}\n${board.id}\n${keyText}`;

  // A new core, board or key: the last download's note was for the old one. A new core or
  // board: so was the "anyway" choice (a key does not change whether a core fits). React's
  // "adjusting state when a prop changes", during render.
  const [inputsSeen, setInputsSeen] = useState(inputs);
  if (inputsSeen !== inputs) {
    setInputsSeen(inputs);
    setSaved(null);
  }
  const fitInputs = `${config.id}\n${board.id}`;
  const [fitInputsSeen, setFitInputsSeen] = useState(fitInputs);
  if (fitInputsSeen !== fitInputs) {
    setFitInputsSeen(fitInputs);
    setAnyway(false);
  }

  // A layout effect, so the dialog is closed before React removes it from the page.
  useLayoutEffect(() => {
    const d = dialog.current!;
    const unfollow = followVisualViewport(d);
    if (!d.open) d.showModal();
    // The chosen board first, so the arrow keys change it at once.
    d.querySelector<HTMLInputElement>('input[name="board"]:checked')?.focus();
    return () => {
      unfollow();
      d.close();
    };
  }, []);

  useEffect(() => {
    if (!key.ok) return;
    let current = true;
    makeProject({ simCore, config, board, title, key: key.key, files, vendorBundle: bundledVendorScripts })
      .then((project) => current && setLatest({ inputs, made: { kind: 'ready', project } }))
      .catch(
        (error: Error) =>
          current &&
          setLatest({
            inputs,
            made: { kind: 'error', message: `${config.id} for the ${board.name}: ${error.message}` },
          }),
      );
    return () => {
      current = false;
    };
  }, [simCore, config, board, title, key, inputs]);

  const made: Made = !key.ok
    ? { kind: 'error', message: `${key.error}. Close this and change the Key field on the page.` }
    : latest?.inputs === inputs
      ? latest.made
      : { kind: 'working' };

  function keepFocusInside(e: KeyboardEvent<HTMLDialogElement>) {
    if (e.key !== 'Tab') return;
    const reachable = tabbable(dialog.current!);
    if (reachable.length === 0) return;
    const first = reachable[0];
    const last = reachable[reachable.length - 1];
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  }

  const project = made.kind === 'ready' ? made.project : null;
  // Only a figure of this very core that says it fits lets the zip go without "anyway".
  const blocked = fit.verdict !== 'ok' && !anyway;
  const steps = project ? buildSteps(board, project.folder) : null;

  return (
    <dialog
      ref={dialog}
      className="board-export"
      aria-labelledby="board-export-title"
      data-testid="board-export-dialog"
      onCancel={(e) => {
        // Escape: React closes it, so the opener gets the focus back.
        e.preventDefault();
        onClose();
      }}
      onKeyDown={keepFocusInside}
    >
      <div className="board-export-head">
        <h2 id="board-export-title">Build {config.id} for a board</h2>
        <button
          type="button"
          className="secondary"
          onClick={onClose}
          data-testid="board-export-close"
          aria-keyshortcuts="Escape"
        >
          Close
        </button>
      </div>

      {ecb && (
        <fieldset className="field board-form" data-testid="board-export-form">
          <legend>Core</legend>
          <label>
            <input
              type="radio"
              name="board-form"
              checked={!useEcb}
              onChange={() => setUseEcb(false)}
              data-testid="board-export-lab-form"
            />{' '}
            {labConfig.id}: as in the lab, every mode at run time (no figure measures it)
          </label>
          <label>
            <input
              type="radio"
              name="board-form"
              checked={useEcb}
              onChange={() => setUseEcb(true)}
              data-testid="board-export-ecb"
            />{' '}
            {ecb.id}: ECB only, the smaller board form the synthesis figures measure
          </label>
        </fieldset>
      )}

      {first.fitsNone && (
        <p className="note board-export-none" role="note" data-testid="board-export-none">
          <strong>
            {first.measured
              ? `No board here fits ${first.config} by the figures in registry/synthesis.json.`
              : `No figure in registry/synthesis.json measures ${first.config}: nothing here says it fits a board.`}
          </strong>{' '}
          {suggestion ? (
            <>
              The prebuilt core <code>{suggestion.config}</code>
              {suggested ? ` (${suggested.title})` : ''} does, in its ECB form: on the{' '}
              {suggestion.boards.map((id) => boards.find((b) => b.id === id)?.name ?? id).join(', ')}. Choose it in the
              lab&apos;s configuration, then build it here.
            </>
          ) : (
            'No prebuilt core fits one either.'
          )}
        </p>
      )}

      <fieldset className="field board-choice" data-testid="board-export-boards">
        <legend>Board</legend>
        {boards.map((b) => (
          <label key={b.id}>
            <input
              type="radio"
              name="board"
              value={b.id}
              checked={b.id === boardId}
              onChange={() => setBoardId(b.id)}
            />
            <span className="board-name">{b.name}</span>
            <span className="note">
              {b.fpga}, {b.clock} ·{' '}
              <span data-testid={`board-export-mark-${b.id}`}>{mark(figures(config.id, b.board))}</span>
            </span>
          </label>
        ))}
      </fieldset>

      {config.keySchedule === 'offline' && key.ok && (
        <p className="note" data-testid="board-export-key">
          Offline key schedule: the round keys of <code>{key.key}</code> (the page&apos;s Key field) are built into{' '}
          <code>cs_top.sv</code>, and so into the bitstream.
        </p>
      )}

      <section
        aria-labelledby="board-export-fit-title"
        className={`board-export-fit ${fit.verdict}`}
        data-testid="board-export-fit"
      >
        <h3 id="board-export-fit-title">Does it fit?</h3>
        <p data-testid="board-export-fit-verdict">
          <strong>{fit.headline}</strong> {fit.details.join(' ')}
        </p>
        {fit.source && <p className="note">{fit.source}</p>}
        <p className="note">{fitsInBrowser(board) ? fitCheckHere : noFitCheckHere}</p>
        {fit.verdict !== 'ok' && (
          <label className="anyway">
            <input
              type="checkbox"
              checked={anyway}
              onChange={(e) => setAnyway(e.target.checked)}
              data-testid="board-export-anyway"
            />{' '}
            {fit.verdict === 'too-big' ? (
              <>
                Download it anyway (what <code>--no-fit-check</code> does)
              </>
            ) : (
              <>Download it anyway, unverified: no figure here says it fits this board</>
            )}
          </label>
        )}
      </section>

      <section aria-labelledby="board-export-contents-title" data-testid="board-export-contents">
        <h3 id="board-export-contents-title">The project</h3>
        {made.kind === 'working' && <p className="status">Making the project…</p>}
        {made.kind === 'error' && (
          <p className="note error" role="alert" data-testid="board-export-error">
            Cannot make the project: {made.message}
          </p>
        )}
        {project && steps && (
          <>
            <p>
              <code data-testid="board-export-folder">{project.folder}/</code>:{' '}
              <span data-testid="board-export-count">{project.files.size}</span> files,{' '}
              {kib(projectBytes(project.files))}, {kib(project.zip.length)} zipped:{' '}
              <span className="note">
                {fileGroups(project.files.keys())
                  .map((g) => (g.files > 1 ? `${g.name} (${g.files})` : g.name))
                  .join(', ')}
              </span>
            </p>
            <p className="note">Then, with {steps.tools}:</p>
            <pre className="commands" data-testid="board-export-make">
              {steps.commands.join('\n')}
            </pre>
            <p className="note" data-testid="board-export-port">
              <code>PORT</code>: {portNote(board)}.
            </p>
            <p className="note">
              The same zip, byte for byte, as{' '}
              <code>{exportCommand(board.id, config.id, key.ok ? key.key : undefined, project.fileName)}</code>.
            </p>
          </>
        )}
      </section>

      {project && fitsInBrowser(board) && (
        <BoardFitPanel key={inputs} board={board} blockBits={config.blockBits} name={config.id} project={project} />
      )}

      {project && (
        <Suspense fallback={<p className="status">Loading the board run…</p>}>
          <BoardRunPanel
            key={inputs}
            simCore={simCore}
            config={config}
            labId={configId}
            board={board}
            bakedKey={key.ok ? key.key : undefined}
            readFile={files.readFile}
          />
        </Suspense>
      )}

      <div className="actions">
        <button
          type="button"
          disabled={!project || blocked}
          data-testid="board-export-download"
          onClick={() => {
            if (!project) return;
            saveFile(project.zip, project.fileName);
            setSaved(`Saved ${project.fileName} (${kib(project.zip.length)}).`);
          }}
        >
          Download the zip
        </button>
        <span className="status" aria-live="polite" data-testid="board-export-status">
          {saved ??
            (blocked && project
              ? fit.verdict === 'too-big'
                ? 'Too large for this board: pick another board or core, or download it anyway.'
                : 'Unverified on this board: pick one marked “fits”, or download it anyway.'
              : '')}
        </span>
      </div>
    </dialog>
  );
}
