// Diffusion, round by round (issue #46, item 3): choose a bit (or a byte) of a cipher's state
// after any round and see which plaintext and key bits it depends on, with the round at which
// every state bit depends on every plaintext bit and every key bit, for each cipher of the lab
// in a table beside it. sim-core measures it on the golden model in a worker (diffusion/worker.ts):
// each input bit flipped on random (plaintext, key) pairs, the state after every round compared
// (sim-core/src/diffusion.rs says why flipping and not propagating). The state's layout and what
// "after round r" is for the cipher come from its plug-in; nothing here knows a cipher.
import { useEffect, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent, type RefObject } from 'react';
import type { Diffusion } from '@sim-core';
import description from '@registry/ciphers.json';
import { cipherNamed } from '../cipher-data';
import { cipherPlugins } from '../ciphers';
import { measureDiffusion } from '../diffusion/client';
import type { Measured } from '../diffusion/protocol';
import {
  byteOf,
  byteRows,
  dependencies,
  describeBits,
  fullWords,
  history,
  missChance,
  plaintextShare,
  stateRows,
  tableKeyBits,
  usedKeyBits,
  type BitRow,
} from '../diffusion/analysis';
import '../styles/diffusion.css';
import { grouped } from '../numbers';

type Loaded = { kind: 'waiting' } | { kind: 'ok'; value: Measured } | { kind: 'error'; message: string };

/** The measurement of `cipher` under `keyBits`-bit keys once `start` is true. */
function useDiffusion(cipher: string, keyBits: number, start: boolean): Loaded {
  const [loaded, setLoaded] = useState<{ key: string; state: Loaded }>({ key: '', state: { kind: 'waiting' } });
  const key = `${cipher}/${keyBits}`;
  useEffect(() => {
    if (!start) return;
    let live = true;
    measureDiffusion(cipher, keyBits).then(
      (value) => live && setLoaded({ key, state: { kind: 'ok', value } }),
      (error: Error) => live && setLoaded({ key, state: { kind: 'error', message: error.message } }),
    );
    return () => {
      live = false;
    };
  }, [cipher, keyBits, key, start]);
  return loaded.key === key ? loaded.state : { kind: 'waiting' };
}

/** True once the element has come near the viewport: the measurement costs a few hundred ms of a core, so it waits to be seen. */
export function useSeen<T extends Element>(): [RefObject<T | null>, boolean] {
  const ref = useRef<T | null>(null);
  const [seen, setSeen] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (seen || !ref.current) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setSeen(true), {
      rootMargin: '200px',
    });
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [seen]);
  return [ref, seen];
}

/** A byte of the state named from one of its bits' labels: "byte 5 (row 1, column 1)", "byte 4 (in B)". */
export function byteName(byte: number, bitLabel: string): string {
  const where = bitLabel.replace(/ bit \d+$/, '');
  return where.startsWith('byte ') ? where : `byte ${byte} (in ${where})`;
}

const ms = (x: number) => `${grouped(Math.round(x))} ms`;
const keyBitsOfCipher = (id: string) => Object.keys(cipherNamed(id)?.rounds ?? {}).map(Number);

interface ViewProps {
  cipher: string;
  keyBits: number;
  /** Prefix of the element ids, unique on the page. */
  idPrefix: string;
  /** Whether to measure yet (the panel has been seen). */
  start: boolean;
}

/** The chooser, the state after a round, and what the chosen bits depend on. */
export function DiffusionView({ cipher, keyBits, idPrefix, start }: ViewProps) {
  const loaded = useDiffusion(cipher, keyBits, start);
  const name = cipherNamed(cipher)?.name ?? cipher;
  if (loaded.kind === 'error')
    return (
      <p className="note error" role="alert" data-testid="diffusion-error">
        Could not measure {name}&apos;s diffusion: {loaded.message}
      </p>
    );
  if (loaded.kind === 'waiting')
    return (
      <p className="note" role="status" data-testid="diffusion-waiting">
        Measuring {name}&apos;s diffusion on sim-core ({keyBits}-bit keys)…
      </p>
    );
  return <Measurement key={`${cipher}/${keyBits}`} cipher={cipher} measured={loaded.value} idPrefix={idPrefix} />;
}

function Measurement({ cipher, measured, idPrefix }: { cipher: string; measured: Measured; idPrefix: string }) {
  const d = measured.diffusion;
  const plugin = cipherPlugins.find((p) => p.id === cipher);
  const layout = plugin?.datapath?.state ?? null;
  const rows = useMemo(() => stateRows(layout, d.blockBits), [layout, d.blockBits]);
  const plaintextRows = useMemo(
    () => (layout?.grid === 'halves' ? byteRows(d.blockBits, 'plaintext') : stateRows(layout, d.blockBits)),
    [layout, d.blockBits],
  );
  const keyRows = useMemo(() => byteRows(d.keyBits, 'key'), [d.keyBits]);
  const labels = useMemo(() => new Map(rows.flatMap((r) => r.bits.map((b) => [b.index, b.label] as const))), [rows]);
  const [round, setRound] = useState(1);
  const [bit, setBit] = useState(rows[0].bits[0].index);
  const [unit, setUnit] = useState<'bit' | 'byte'>('bit');
  const chosen = useMemo(() => (unit === 'byte' ? byteOf(bit) : [bit]), [unit, bit]);
  const deps = useMemo(() => dependencies(d, round, chosen), [d, round, chosen]);
  const rounds = useMemo(() => history(d, chosen), [d, chosen]);
  const shares = useMemo(
    () => new Map(rows.flatMap((r) => r.bits.map((b) => [b.index, plaintextShare(d, round, b.index)] as const))),
    [d, round, rows],
  );
  const unused = useMemo(() => new Set(d.unusedKeyBits), [d.unusedKeyBits]);
  const used = usedKeyBits(d);
  const name = cipherNamed(cipher)?.name ?? cipher;
  const what = unit === 'byte' ? byteName(Math.floor(bit / 8), labels.get(bit) ?? '') : labels.get(bit);
  const fullPlaintext = rounds.find((r) => r.plaintext === d.blockBits)?.round ?? null;
  const fullKey = rounds.find((r) => r.key === used)?.round ?? null;

  return (
    <div className="diffusion-view">
      <div className="diffusion-controls">
        <label htmlFor={`${idPrefix}-round`}>
          State after round <strong data-testid="diffusion-round">{round}</strong> of {d.rounds}
        </label>
        <button
          type="button"
          aria-label="Previous round"
          disabled={round <= 1}
          onClick={() => setRound(round - 1)}
          data-testid="diffusion-prev"
        >
          −
        </button>
        <input
          id={`${idPrefix}-round`}
          type="range"
          min={1}
          max={d.rounds}
          value={round}
          onChange={(e) => setRound(Number(e.target.value))}
          data-testid="diffusion-round-input"
        />
        <button
          type="button"
          aria-label="Next round"
          disabled={round >= d.rounds}
          onClick={() => setRound(round + 1)}
          data-testid="diffusion-next"
        >
          +
        </button>
        <fieldset className="diffusion-unit">
          <legend>Choose</legend>
          {(['bit', 'byte'] as const).map((u) => (
            <label key={u}>
              <input
                type="radio"
                name={`${idPrefix}-unit`}
                checked={unit === u}
                onChange={() => setUnit(u)}
                data-testid={`diffusion-unit-${u}`}
              />{' '}
              a {u}
            </label>
          ))}
        </fieldset>
      </div>
      <div className="diffusion-grids">
        <div>
          <h3 id={`${idPrefix}-state-title`}>
            {name}&apos;s state after round {round}
          </h3>
          <StateGrid
            rows={rows}
            labelledBy={`${idPrefix}-state-title`}
            chosen={chosen}
            focus={bit}
            shares={shares}
            onChoose={setBit}
            describe={(index) =>
              `${labels.get(index)}: ${Math.round((shares.get(index) ?? 0) * d.blockBits)} plaintext bits`
            }
          />
          <p className="note diffusion-legend">
            Shading: the share of the plaintext each bit depends on (full colour: all of it). Arrow keys move, Home and
            End go to a row&apos;s ends, the range and the − and + buttons change the round.
          </p>
        </div>
        <div aria-live="polite">
          <p data-testid="diffusion-chosen">
            <strong>{what}</strong> after round {round} depends on:
          </p>
          <h4>Plaintext bits</h4>
          <BitMap rows={plaintextRows} marked={deps.plaintext} testId="diffusion-plaintext-map" />
          <p className="note" data-testid="diffusion-plaintext">
            {describeBits(deps.plaintext, d.blockBits)}
          </p>
          <h4>Key bits</h4>
          <BitMap rows={keyRows} marked={deps.key} unused={unused} testId="diffusion-key-map" />
          <p className="note" data-testid="diffusion-key">
            {describeBits(deps.key, d.keyBits)}
            {unused.size > 0 && `; ${unused.size} key bits change nothing in any round (hatched)`}
          </p>
          <RoundStrip
            rounds={rounds}
            blockBits={d.blockBits}
            keyBits={used}
            round={round}
            onRound={setRound}
            idPrefix={idPrefix}
          />
          <p className="note" data-testid="diffusion-history">
            {unit === 'byte' ? 'This byte' : 'This bit'} depends on every plaintext bit from round{' '}
            {fullPlaintext ?? 'never'} and on every key bit the cipher uses ({used}) from round {fullKey ?? 'never'};
            the whole state: from round {d.fullPlaintext ?? 'never'} and round {d.fullKey ?? 'never'}.
          </p>
        </div>
      </div>
      <MethodNote cipher={cipher} d={d} ms={measured.ms} />
    </div>
  );
}

interface StateGridProps {
  rows: BitRow[];
  labelledBy: string;
  chosen: readonly number[];
  focus: number;
  shares: ReadonlyMap<number, number>;
  onChoose: (index: number) => void;
  describe: (index: number) => string;
}

/** The state's bits as a grid: one tab stop (roving focus), arrow keys move and choose, a click chooses. */
function StateGrid({ rows, labelledBy, chosen, focus, shares, onChoose, describe }: StateGridProps) {
  const cells = useRef(new Map<number, HTMLElement>());
  const moved = useRef(false);
  const at = useMemo(() => {
    const m = new Map<number, { r: number; c: number }>();
    rows.forEach((row, r) => row.bits.forEach((b, c) => m.set(b.index, { r, c })));
    return m;
  }, [rows]);
  useEffect(() => {
    if (moved.current) cells.current.get(focus)?.focus();
    moved.current = false;
  }, [focus]);
  const chosenSet = new Set(chosen);

  function onKeyDown(event: KeyboardEvent) {
    const here = at.get(focus);
    if (!here) return;
    let { r, c } = here;
    switch (event.key) {
      case 'ArrowLeft':
        c = Math.max(0, c - 1);
        break;
      case 'ArrowRight':
        c = Math.min(rows[r].bits.length - 1, c + 1);
        break;
      case 'ArrowUp':
        r = Math.max(0, r - 1);
        break;
      case 'ArrowDown':
        r = Math.min(rows.length - 1, r + 1);
        break;
      case 'Home':
        c = 0;
        break;
      case 'End':
        c = rows[r].bits.length - 1;
        break;
      default:
        return;
    }
    // The grid's keys are its own: presenter mode's window listener (→ next step) must not see them.
    event.preventDefault();
    event.stopPropagation();
    c = Math.min(c, rows[r].bits.length - 1);
    moved.current = true;
    onChoose(rows[r].bits[c].index);
  }

  return (
    <div className="bit-grid state-grid" role="grid" aria-labelledby={labelledBy} data-testid="diffusion-state">
      {rows.map((row) => (
        <div role="row" className="bit-row" key={row.name}>
          <span role="rowheader" className="bit-row-name">
            {row.name}
          </span>
          {row.bits.map((b, c) => (
            <span
              key={b.index}
              role="gridcell"
              ref={(el) => {
                if (el) cells.current.set(b.index, el);
                else cells.current.delete(b.index);
              }}
              tabIndex={b.index === focus ? 0 : -1}
              aria-selected={chosenSet.has(b.index)}
              aria-label={describe(b.index)}
              title={describe(b.index)}
              className={`bit${c % 8 === 7 ? ' byte-end' : ''}${chosenSet.has(b.index) ? ' chosen' : ''}`}
              style={{ '--share': shares.get(b.index) ?? 0 } as CSSProperties}
              onClick={() => onChoose(b.index)}
              onKeyDown={onKeyDown}
              data-testid={`diffusion-bit-${b.index}`}
            />
          ))}
        </div>
      ))}
    </div>
  );
}

/** Input bits, those depended on filled: a picture (its words are the note under it). */
function BitMap({
  rows,
  marked,
  unused,
  testId,
}: {
  rows: BitRow[];
  marked: ReadonlySet<number>;
  unused?: ReadonlySet<number>;
  testId: string;
}) {
  return (
    <div className="bit-grid bit-map" aria-hidden="true" data-testid={testId}>
      {rows.map((row) => (
        <div className="bit-row" key={row.name}>
          <span className="bit-row-name">{row.name}</span>
          {row.bits.map((b, c) => (
            <span
              key={b.index}
              title={b.label}
              className={`bit${c % 8 === 7 ? ' byte-end' : ''}${marked.has(b.index) ? ' marked' : ''}${unused?.has(b.index) ? ' unused' : ''}`}
            />
          ))}
        </div>
      ))}
    </div>
  );
}

/** Round by round, the share of the plaintext and of the key the chosen bits depend on; a round's column chooses it. */
function RoundStrip({
  rounds,
  blockBits,
  keyBits,
  round,
  onRound,
  idPrefix,
}: {
  rounds: { round: number; plaintext: number; key: number }[];
  blockBits: number;
  keyBits: number;
  round: number;
  onRound: (r: number) => void;
  idPrefix: string;
}) {
  return (
    <figure className="round-strip">
      <figcaption id={`${idPrefix}-strip`}>
        Round by round: plaintext bits <span className="swatch plaintext" /> and key bits{' '}
        <span className="swatch key" /> depended on
      </figcaption>
      <div className="round-strip-bars" aria-labelledby={`${idPrefix}-strip`} role="group">
        {rounds.map((r) => (
          <button
            type="button"
            key={r.round}
            tabIndex={-1}
            className={r.round === round ? 'current' : undefined}
            onClick={() => onRound(r.round)}
            title={`Round ${r.round}: ${r.plaintext} of ${blockBits} plaintext bits, ${r.key} of ${keyBits} key bits`}
            aria-label={`Round ${r.round}: ${r.plaintext} of ${blockBits} plaintext bits, ${r.key} of ${keyBits} key bits`}
          >
            <span className="bar plaintext" style={{ height: `${(100 * r.plaintext) / blockBits}%` }} />
            <span className="bar key" style={{ height: `${keyBits ? (100 * r.key) / keyBits : 0}%` }} />
          </button>
        ))}
      </div>
    </figure>
  );
}

function MethodNote({ cipher, d, ms: took }: { cipher: string; d: Diffusion; ms: number }) {
  const rounds = cipherPlugins.find((p) => p.id === cipher)?.diffusion?.rounds;
  const half = missChance(0.5, d.samples);
  return (
    <p className="note diffusion-method" data-testid="diffusion-method">
      <strong>Measured, not propagated.</strong> sim-core flipped each of the {d.blockBits} plaintext bits and{' '}
      {d.keyBits} key bits in turn on {d.samples} random (plaintext, key) pairs of a fixed seed and compared the golden
      model&apos;s state after every round: a state bit depends on an input bit if any flip changed it. Flipping needs
      nothing but the golden model every core is checked against, the same for every cipher, where propagating
      dependencies through a round would need a second description of each round (which bits an S-box, a data-dependent
      rotation or a carry reads) that could disagree with it. It finds a lower bound: a dependency a flip shows on half
      of all inputs is missed with probability (1/2)<sup>{d.samples}</sup> ≈ {half.toExponential(1)}; one that shows
      rarely, such as a carry running k places through an addition (probability 2<sup>−k</sup>), counts only once the
      rounds make it likely. {rounds && <>What a round is here: {rounds} </>}
      Measured in <span data-testid="diffusion-time">{ms(took)}</span> in this browser (sim-core in WebAssembly, in a
      worker: {d.samples} × ({d.blockBits} + {d.keyBits}) runs of {d.rounds} rounds).
    </p>
  );
}

/** Every cipher's full-diffusion rounds, at a 128-bit key, measured one after another once `start`; `current` marked. */
export function DiffusionTable({ current, start }: { current: string; start: boolean }) {
  const ciphers = description.ciphers.map((c) => ({
    id: c.id,
    name: c.name,
    keyBits: tableKeyBits(keyBitsOfCipher(c.id)),
  }));
  const [results, setResults] = useState<ReadonlyMap<string, Loaded>>(new Map());
  useEffect(() => {
    if (!start) return;
    let live = true;
    (async () => {
      // The page's own cipher first; the worker answers in order.
      const order = [...ciphers].sort((a, b) => Number(b.id === current) - Number(a.id === current));
      for (const c of order) {
        let state: Loaded;
        try {
          state = { kind: 'ok', value: await measureDiffusion(c.id, c.keyBits) };
        } catch (error) {
          state = { kind: 'error', message: (error as Error).message };
        }
        if (!live) return;
        setResults((prev) => new Map(prev).set(c.id, state));
      }
    })();
    return () => {
      live = false;
    };
    // The list is the registry's, fixed for the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [start, current]);
  return (
    <div className="table-scroll">
      <table className="outputs diffusion-table" data-testid="diffusion-table">
        <caption>
          Full diffusion: the first round after which every state bit depends on every plaintext bit, and on every key
          bit the cipher uses
        </caption>
        <thead>
          <tr>
            <th scope="col">Cipher</th>
            <th scope="col" className="num">
              Rounds
            </th>
            <th scope="col" className="num">
              Key bits
            </th>
            <th scope="col" className="num">
              Plaintext
            </th>
            <th scope="col" className="num">
              Key
            </th>
          </tr>
        </thead>
        <tbody>
          {ciphers.map((c) => {
            const r = results.get(c.id);
            const d = r?.kind === 'ok' ? r.value.diffusion : null;
            return (
              <tr
                key={c.id}
                className={c.id === current ? 'current' : undefined}
                aria-current={c.id === current ? 'true' : undefined}
                data-testid={`diffusion-row-${c.id}`}
              >
                <th scope="row">{c.name}</th>
                {d ? (
                  <>
                    <td className="num">{d.rounds}</td>
                    <td
                      className="num"
                      title={d.unusedKeyBits.length ? `${d.unusedKeyBits.length} change nothing` : undefined}
                    >
                      {c.keyBits}
                      {d.unusedKeyBits.length > 0 && ` (${usedKeyBits(d)} used)`}
                    </td>
                    <td className="num" data-testid="diffusion-full-plaintext">
                      {fullWords(d.fullPlaintext, d.fullPlaintextHolds)}
                    </td>
                    <td className="num" data-testid="diffusion-full-key">
                      {fullWords(d.fullKey, d.fullKeyHolds)}
                    </td>
                  </>
                ) : (
                  <td colSpan={4} className={`note${r?.kind === 'error' ? ' error' : ''}`}>
                    {r?.kind === 'error' ? r.message : 'measuring…'}
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
