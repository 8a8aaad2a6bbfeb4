import { useState, type ComponentType } from 'react';
import { SAVED_SEARCH_TEXTS as TEXTS, type SavedSearchFiltersInput } from '@plotwise/contracts';
import { Button, Dialog } from '@plotwise/ui';
import type { SaveSearchFormProps } from './save-search-form';

/**
 * "Save this search" on the listings: a button until it is asked for, then a
 * dialog with the form (its Formik loads only then), then what happens next.
 */
export function SaveSearch({ filters }: { filters: SavedSearchFiltersInput }) {
  const [Form, setForm] = useState<ComponentType<SaveSearchFormProps> | null>(null);
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const start = () => {
    setDone(null);
    setOpen(true);
    if (!Form) void import('./save-search-form').then(({ SaveSearchForm }) => setForm(() => SaveSearchForm), () => undefined);
  };
  return (
    <>
      <Button type="button" $variant="secondary" onClick={start} data-testid="save-search">{TEXTS.saveButton}</Button>
      <Dialog title={TEXTS.dialogTitle} open={open} onClose={() => setOpen(false)}>
        {done ? (
          <>
            <p role="status">{done}</p>
            <Button type="button" onClick={() => setOpen(false)}>OK</Button>
          </>
        ) : (
          <>
            <p>{TEXTS.dialogIntro}</p>
            {Form && <Form filters={filters} onSaved={setDone} onCancel={() => setOpen(false)} />}
          </>
        )}
      </Dialog>
    </>
  );
}
