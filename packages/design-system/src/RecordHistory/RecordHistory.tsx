import type { ComponentPropsWithRef } from 'react';
import { Button } from '../Button/index.ts';
import { Changes, Entries, Entry, EntryHeading, Pager, Quiet, Root } from './RecordHistory.styles.ts';

/** A field's value as the history holds it (already masked where it is an SSN). */
export type RecordHistoryValue = string | number | boolean | null;

/** One write to the record: who, when, what kind, and the fields it changed. */
export interface RecordHistoryItem {
  id: number;
  /** ISO date-time of the write. */
  occurredAt: string;
  userName: string;
  /** What the write did, as the user reads it: "Update", "Approve", "Payment method". */
  label: string;
  /** Each field changed; `label` is the field as the record's screen names it, when the caller knows it. */
  changes: readonly { field: string; label?: string; before: RecordHistoryValue; after: RecordHistoryValue }[];
}

export interface RecordHistoryProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** The page of writes, newest first. */
  items: readonly RecordHistoryItem[];
  /** Writes in the whole history, for the pager. */
  total: number;
  /** The 1-based page shown. */
  page: number;
  pageSize: number;
  /** Asks for another page. */
  onPageChange: (change: { page: number }) => void;
  /** The page is being read (the pager waits). */
  loading?: boolean;
  /** Why the history could not be read; shown instead of the entries. */
  error?: string;
  /** The label of a wire field ("mainPhone" → "Main Phone"); the field name when absent. */
  fieldLabel?: (field: string) => string;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** mm/dd/yyyy h:mm AM, in the viewer's own time zone. */
export function formatDateTime(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const hours = at.getHours() % 12 === 0 ? 12 : at.getHours() % 12;
  return `${pad(at.getMonth() + 1)}/${pad(at.getDate())}/${String(at.getFullYear())} ${String(hours)}:${pad(at.getMinutes())} ${at.getHours() < 12 ? 'AM' : 'PM'}`;
}

/** A stored value as text: "—" for none, Yes/No for flags, ISO dates as mm/dd/yyyy. */
export function formatHistoryValue(value: RecordHistoryValue): string {
  if (value === null || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return String(value);
  const date = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return date ? `${date[2] ?? ''}/${date[3] ?? ''}/${date[1] ?? ''}` : value;
}

/** "mainPhone" → "Main Phone": a readable label for a field the caller did not name. */
export const spellField = (field: string) =>
  field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/^./, (first) => first.toUpperCase());

/**
 * The history of one record (issue 26): each write newest first with who made it and when, and a
 * table of the fields it changed, before and after; paged.
 */
export function RecordHistory({
  items,
  total,
  page,
  pageSize,
  onPageChange,
  loading = false,
  error,
  fieldLabel = spellField,
  ...rest
}: RecordHistoryProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Root data-component="RecordHistory" aria-busy={loading} {...rest}>
      {error !== undefined ? (
        <Quiet role="alert">{error}</Quiet>
      ) : items.length === 0 ? (
        <Quiet>{loading ? 'Loading…' : 'No changes recorded yet.'}</Quiet>
      ) : (
        <Entries aria-label="Changes">
          {items.map((item) => {
            const heading = `${item.label} by ${item.userName} on ${formatDateTime(item.occurredAt)}`;
            return (
              <Entry key={item.id} aria-label={heading}>
                <EntryHeading>{heading}</EntryHeading>
                {item.changes.length === 0 ? (
                  <Quiet>No field values recorded.</Quiet>
                ) : (
                  <Changes aria-label={`Fields changed: ${heading}`}>
                    <thead>
                      <tr>
                        <th scope="col">Field</th>
                        <th scope="col">Before</th>
                        <th scope="col">After</th>
                      </tr>
                    </thead>
                    <tbody>
                      {item.changes.map((change) => (
                        <tr key={change.field}>
                          <th scope="row">{change.label ?? fieldLabel(change.field)}</th>
                          <td>{formatHistoryValue(change.before)}</td>
                          <td>{formatHistoryValue(change.after)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </Changes>
                )}
              </Entry>
            );
          })}
        </Entries>
      )}
      {total > pageSize ? (
        <Pager aria-label="History pages">
          <Button
            size="small"
            variant="secondary"
            disabled={loading || page <= 1}
            onClick={() => onPageChange({ page: page - 1 })}
          >
            Newer
          </Button>
          <span>{`Page ${String(page)} of ${String(pages)}`}</span>
          <Button
            size="small"
            variant="secondary"
            disabled={loading || page >= pages}
            onClick={() => onPageChange({ page: page + 1 })}
          >
            Older
          </Button>
        </Pager>
      ) : null}
    </Root>
  );
}
