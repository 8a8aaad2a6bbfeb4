import { useState } from 'react';
import { MEDIA_TEXTS as TEXTS, type MediaItem } from '@plotwise/contracts';
import { Button, Dialog, DialogActions, useToast } from '@plotwise/ui';
import { deleteListingImage, useInvalidateMediaReads } from '../api/admin-media';

/** The delete confirmation for a project's or property's image (city banners are only replaced). */
export function MediaDeleteDialog({ item, onClose }: { item: MediaItem | null; onClose: () => void }) {
  const toast = useToast();
  const invalidate = useInvalidateMediaReads();
  const [busy, setBusy] = useState(false);

  const remove = async () => {
    if (!item || item.category === 'city' || item.relatedId === null || !item.url) return;
    setBusy(true);
    try {
      await deleteListingImage(item.category, item.relatedId, item.url);
      toast({ title: TEXTS.deleted, description: TEXTS.deletedDescription, variant: 'success' });
      onClose();
      await invalidate();
    } catch {
      toast({ title: TEXTS.deleteFailed, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog title={TEXTS.deleteTitle} open={item !== null} onClose={onClose}>
      {item && (
        <>
          <p>{TEXTS.deleteConfirm(item.caption || TEXTS.noCaption, item.relatedTitle)}</p>
          <DialogActions>
            <Button type="button" $variant="secondary" onClick={onClose}>
              {TEXTS.cancel}
            </Button>
            <Button type="button" $variant="danger" onClick={() => void remove()} disabled={busy}>
              {TEXTS.delete}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
