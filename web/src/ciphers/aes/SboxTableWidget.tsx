// ::sbox-table — the AES S-box as a 16×16 table, moved through with the arrow keys; the chosen
// byte is opened up in the composite field by the lab's CompositeSboxPanel.
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { WidgetSpec } from '../../lessons/schema';
import { CompositeSboxPanel } from './datapath/CompositeSboxPanel';
import { compositeSbox } from './datapath/composite-sbox';

export function SboxTableWidget({ spec }: { spec: Extract<WidgetSpec, { type: 'sbox-table' }> }) {
  const table = useMemo(() => Array.from({ length: 256 }, (_, x) => compositeSbox(x, false).output), []);
  const [selected, setSelected] = useState(spec.highlight ?? 0x53);
  const cells = useRef<(HTMLButtonElement | null)[]>([]);
  const hex = (n: number) => n.toString(16).padStart(2, '0');

  function onKey(event: KeyboardEvent<HTMLButtonElement>, x: number) {
    const delta = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: 16, ArrowUp: -16 }[event.key];
    if (delta === undefined) return;
    event.preventDefault();
    event.stopPropagation();
    const next = (x + delta + 256) % 256;
    setSelected(next);
    cells.current[next]?.focus();
  }

  return (
    <figure className="widget" data-testid="widget-sbox-table">
      <div
        className="sbox-table"
        role="grid"
        aria-label="The AES S-box: row is the high hex digit of the input, column the low"
      >
        <div role="row" className="sbox-row">
          <span className="sbox-head" />
          {Array.from({ length: 16 }, (_, c) => (
            <span key={c} className="sbox-head" role="columnheader">
              {c.toString(16)}
            </span>
          ))}
        </div>
        {Array.from({ length: 16 }, (_, r) => (
          <div role="row" key={r} className="sbox-row">
            <span className="sbox-head" role="rowheader">
              {r.toString(16)}
            </span>
            {Array.from({ length: 16 }, (_, c) => {
              const x = 16 * r + c;
              return (
                <button
                  key={c}
                  ref={(el) => {
                    cells.current[x] = el;
                  }}
                  type="button"
                  role="gridcell"
                  tabIndex={x === selected ? 0 : -1}
                  aria-selected={x === selected}
                  className={`sbox-cell${x === selected ? ' chosen' : ''}`}
                  onClick={() => setSelected(x)}
                  onKeyDown={(e) => onKey(e, x)}
                  aria-label={`S(${hex(x)}) = ${hex(table[x])}`}
                  data-testid={`sbox-${hex(x)}`}
                >
                  {hex(table[x])}
                </button>
              );
            })}
          </div>
        ))}
      </div>
      <figcaption>
        Row = the input&apos;s high hex digit, column = its low digit: S({hex(selected)}) = {hex(table[selected])}. A
        LUT S-box stores this table; a composite-field S-box computes each entry, as below. Arrow keys move through the
        table.
      </figcaption>
      <CompositeSboxPanel
        byte={selected}
        source={`the S-box table's entry ${hex(selected)}`}
        inverse={false}
        canInvert={true}
        pipelined={false}
        heldStage={null}
        heldBy={null}
      />
    </figure>
  );
}
