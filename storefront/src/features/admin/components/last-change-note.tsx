import type { LastChange } from '@shop/contracts';
import { formatShortDate } from '../lib/format-short-date';

/** "Last changed by …, Mar 5, 2026": who made the latest change of a record, when the server knows. */
export function LastChangeNote({ change, className }: { change?: LastChange | null; className?: string }) {
  if (!change) return null;
  return (
    <small className={className}>
      Last changed by {change.by}, {formatShortDate(change.at)}
    </small>
  );
}
