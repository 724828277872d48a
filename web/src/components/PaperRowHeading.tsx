import type { PublishedRow } from '../throughput/published';
import { runLink } from '../url-state';

/**
 * The row heading of a paper's table beside the lab (a lesson's ::paper-table, the finalists
 * view's key-setup table): the row's label, then the lab's core on that line, a link that opens
 * it in the lab and runs it, or why the lab has none.
 */
export function PaperRowHeading({
  row,
  id,
  withTable = false,
  withDetails = false,
}: {
  row: PublishedRow;
  /** The lab's core on this line; none: the row's note says why. */
  id?: string | null;
  /** Name the row's table before its label (rows from several of the paper's tables). */
  withTable?: boolean;
  /** The row's device, and whether the paper only planned the design, after its label. */
  withDetails?: boolean;
}) {
  return (
    <th scope="row">
      {withTable && `${row.table}: `}
      {row.label}
      {withDetails && row.device && <span className="detail">, {row.device}</span>}
      {withDetails && row.planned && <span className="detail">, planned, not built</span>}
      <br />
      {id ? (
        <a href={runLink(id)} className="detail" title={`Open ${id} in the lab and run it`}>
          {id}
        </a>
      ) : (
        <span className="detail">no lab configuration: {row.note}</span>
      )}
    </th>
  );
}
