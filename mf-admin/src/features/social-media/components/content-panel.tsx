import { useState, type ReactNode } from 'react';
import { ADMIN_OPS_TEXTS } from '@plotwise/contracts';
import { Button, ConfirmDialog, readableError, useToast, type UseMutationResult, type UseQueryResult } from '@plotwise/ui';
import { CardList } from '../../../components/card-parts';
import { ListSummary } from '../../../components/filter-bar';
import { ListBody } from '../../../components/list-states';

export interface ContentPanelTexts<T> {
  add: string;
  /** The list's accessible name. */
  list: string;
  failed: string;
  empty: string;
  deleteTitle: string;
  deleteText: (item: T) => string;
  deleted: string;
  deleteFailed: string;
}

interface ContentPanelProps<T extends { id: number }, TData extends T[] | { items: T[] }> {
  read: UseQueryResult<TData>;
  /** Beside Add: how many there are. */
  count: ReactNode;
  texts: ContentPanelTexts<T>;
  remove: UseMutationResult<unknown, Error, number>;
  /** One item of the list, an `li` with the panel's Edit and Delete buttons placed among its own. */
  item: (item: T, buttons: { edit: ReactNode; remove: ReactNode }) => ReactNode;
  /** The add/edit dialog: on an item to edit it, on null to add one, closed on undefined. */
  dialog: (editing: T | null | undefined, close: () => void) => ReactNode;
  /** Above the count (filters). */
  filters?: ReactNode;
  /** Below the list (pages). */
  footer?: (data: TData) => ReactNode;
}

/** A tab of Social Media & Blog: the count and Add, the list with Edit and Delete on each item, the add/edit dialog, and delete after confirming. */
export function ContentPanel<T extends { id: number }, TData extends T[] | { items: T[] }>({
  read,
  count,
  texts,
  remove,
  item,
  dialog,
  filters,
  footer,
}: ContentPanelProps<T, TData>) {
  const toast = useToast();
  const [editing, setEditing] = useState<T | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<T | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast({ title: texts.deleted, variant: 'success' });
      setDeleting(null);
    } catch (error) {
      toast({ title: texts.deleteFailed, description: readableError(error, ''), variant: 'destructive' });
    }
  };

  const buttonsFor = (entry: T) => ({
    edit: (
      <Button type="button" $variant="secondary" onClick={() => setEditing(entry)}>
        {ADMIN_OPS_TEXTS.edit}
      </Button>
    ),
    remove: (
      <Button type="button" $variant="ghost" onClick={() => setDeleting(entry)}>
        {ADMIN_OPS_TEXTS.delete}
      </Button>
    ),
  });

  return (
    <>
      {filters}
      <ListSummary>
        {count}
        <Button type="button" onClick={() => setEditing(null)}>
          {texts.add}
        </Button>
      </ListSummary>
      <ListBody read={read} placeholders={3} failed={texts.failed} empty={texts.empty}>
        {(data) => (
          <>
            <CardList aria-label={texts.list}>{(Array.isArray(data) ? data : data.items).map((entry) => item(entry, buttonsFor(entry)))}</CardList>
            {footer?.(data)}
          </>
        )}
      </ListBody>
      {dialog(editing, () => setEditing(undefined))}
      <ConfirmDialog
        title={texts.deleteTitle}
        open={deleting !== null}
        confirmLabel={ADMIN_OPS_TEXTS.delete}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      >
        <p>{deleting ? texts.deleteText(deleting) : ''}</p>
      </ConfirmDialog>
    </>
  );
}
