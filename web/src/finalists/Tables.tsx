// The tables under the finalists chart. The lab's: each cipher's fastest prebuilt core in
// non-feedback and feedback modes on the ECP5-85F, hdl/doc/finalists.md's table (hdl/finalists-table.mjs)
// from the same rule. Elbirt et al.'s Tables 4 and 5 (AES3, 2000), regenerated from their
// Tables 2 and 3, in a panel of their own headed with their device: a Xilinx XCV1000 counted
// in CLB slices, never set on the lab's axis ("it is impossible to legitimately compare FPGAs
// from separate families").
import type { ElbirtEntry, FastestEntry, Winner } from './data';
import { leadText, leadVerdict, modeNames, noWinner, spreadSentence } from './data';
import { earlierInputsFootnote, earlierInputsWhy } from '../throughput/synthesis';
import { formatGbps, formatWhole, keySetupText } from './format';
import { contest } from '../cipher-data';
import { FigureExport } from '../export/FigureExport';
import { runLink } from '../url-state';

function WinnerLines<T extends { cipher: { name: string } }>({
  winners,
  testId,
  spread = null,
}: {
  winners: Winner<T>[];
  testId: string;
  /** placementSpread: with it, each lead says whether it is wider than placement alone moves an Fmax. */
  spread?: { ratio: number } | null;
}) {
  return (
    <ul className="finalists-winners" data-testid={testId}>
      {winners.map((w) => (
        <li key={w.mode} data-mode={w.mode}>
          {'second' in w ? (
            <>
              <strong>{modeNames[w.mode]}:</strong> {leadText(w)}
              {spread && `: ${leadVerdict(w.ratio, spread)}`}
            </>
          ) : (
            <>
              {modeNames[w.mode]}: {noWinner}
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

export function LabFastestTable({
  best,
  winners,
  spread,
}: {
  best: FastestEntry[];
  winners: Winner<FastestEntry>[];
  spread: { ratio: number; id: string } | null;
}) {
  return (
    <section className="panel finalists-panel" aria-labelledby="lab-fastest-title">
      <h2 id="lab-fastest-title">Fastest prebuilt core per cipher — Lattice ECP5-85F, LUT4</h2>
      <FigureExport
        title="Fastest prebuilt core per cipher"
        name="lab-fastest"
        table={() => document.querySelector<HTMLTableElement>('[data-testid="lab-fastest"]')}
      />
      <div className="finalists-table-scroll">
        <table className="finalists-table" data-testid="lab-fastest">
          <thead>
            <tr>
              <th scope="col">cipher</th>
              <th scope="col">modes</th>
              <th scope="col">fastest prebuilt core</th>
              <th scope="col">LUT4</th>
              <th scope="col">FF</th>
              <th scope="col">DP16KD</th>
              <th scope="col">MULT18</th>
              <th scope="col">Fmax MHz</th>
              <th scope="col">Gbit/s</th>
              <th scope="col">TPS (bit/s per LUT4)</th>
              <th scope="col">key setup, cycles (at Fmax)</th>
            </tr>
          </thead>
          <tbody>
            {best.map(({ cipher, mode, point: p }) => (
              <tr key={`${cipher.id}-${mode}`} data-testid={`lab-fastest-${cipher.id}-${mode}`}>
                <th scope="row">{cipher.name}</th>
                <td>{modeNames[mode]}</td>
                {p ? (
                  <>
                    <td>
                      <a href={runLink(p.id)} title={`Open ${p.id} in the lab and run it`}>
                        <code>{p.id}</code>
                      </a>{' '}
                      ({p.architecture})
                    </td>
                    <td className="num">{formatWhole(p.luts)}</td>
                    <td className="num">{formatWhole(p.ffs)}</td>
                    <td className="num">{p.brams}</td>
                    <td className="num">{p.dsps}</td>
                    <td className="num">
                      {p.fmaxMHz.toFixed(1)}
                      {p.earlierInputs && (
                        <span title={earlierInputsWhy} data-testid="earlier-inputs-mark">
                          {' '}
                          †
                        </span>
                      )}
                    </td>
                    <td className="num">{formatGbps(p.mbps[mode])}</td>
                    <td className="num">{formatWhole(p.tps[mode])}</td>
                    <td>{keySetupText(p)}</td>
                  </>
                ) : (
                  <td colSpan={9}>no prebuilt core with an ECP5-85F Fmax</td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {best.some((b) => b.point?.earlierInputs) && (
        <p className="finalists-note" data-testid="lab-fastest-earlier">
          {earlierInputsFootnote}
        </p>
      )}
      <p>The fastest {contest} finalist on the ECP5-85F:</p>
      <WinnerLines winners={winners} testId="lab-winners" spread={spread} />
      <p className="finalists-note" data-testid="lab-spread">
        {spreadSentence(spread).map((part, i) => (typeof part === 'string' ? part : <code key={i}>{part.code}</code>))}
      </p>
    </section>
  );
}

/** Their throughput as hdl/doc/finalists.md prints it: Gbit/s non-feedback, Mbit/s feedback. */
const elbirtThroughput = (b: ElbirtEntry) =>
  b.mode === 'stream' ? `${(b.mbps / 1000).toFixed(2)} Gbit/s` : `${b.mbps.toFixed(1)} Mbit/s`;

export function ElbirtTables({ best, winners }: { best: ElbirtEntry[]; winners: Winner<ElbirtEntry>[] }) {
  return (
    <>
      <FigureExport
        title="Elbirt et al., Tables 4 and 5, regenerated"
        name="elbirt-fastest"
        table={() => document.querySelector<HTMLTableElement>('[data-testid="elbirt-fastest"]')}
      />
      <div className="finalists-table-scroll">
        <table className="finalists-table" data-testid="elbirt-fastest">
          <caption>Tables 4 and 5, regenerated: the fastest row of their Tables 2 and 3 per finalist and mode</caption>
          <thead>
            <tr>
              <th scope="col">finalist</th>
              <th scope="col">modes</th>
              <th scope="col">architecture</th>
              <th scope="col">throughput</th>
              <th scope="col">CLB slices</th>
              <th scope="col">TPS (bit/s per slice)</th>
            </tr>
          </thead>
          <tbody>
            {best.map((b) => (
              <tr key={`${b.cipher.id}-${b.mode}`} data-testid={`elbirt-${b.cipher.id}-${b.mode}`}>
                <th scope="row">{b.cipher.name}</th>
                <td>{modeNames[b.mode]}</td>
                <td>
                  {b.row.config[0] ? (
                    <a
                      href={runLink(b.row.config[0])}
                      title={`Open ${b.row.config[0]} in the lab and run it`}
                      data-testid={`elbirt-row-link-${b.cipher.id}-${b.mode}`}
                    >
                      {b.row.label.replace(/^\S+ /, '')}
                    </a>
                  ) : (
                    b.row.label.replace(/^\S+ /, '')
                  )}
                </td>
                <td className="num">{elbirtThroughput(b)}</td>
                <td className="num">{formatWhole(b.row.slices ?? 0)}</td>
                <td className="num">{formatWhole(b.tps)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>The fastest on their XCV1000:</p>
      <WinnerLines winners={winners} testId="elbirt-winners" />
    </>
  );
}
