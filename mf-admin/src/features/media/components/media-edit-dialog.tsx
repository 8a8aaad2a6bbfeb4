import { useEffect, useState } from 'react';
import { MEDIA_CATEGORIES, MEDIA_TEXTS as TEXTS, type MediaItem } from '@plotwise/contracts';
import { ApiError, Button, Dialog, DialogActions, readableError, Skeleton, useToast } from '@plotwise/ui';
import { ImageRowsEditor, newRowKey, toImageRows } from '../../../components/image-rows-editor';
import { toImagePayload } from '../../../components/image-rows-rules';
import { useImageRows } from '../../../components/use-image-rows';
import { saveCityImage, saveListingImages, useInvalidateMediaReads, useListing } from '../api/admin-media';

interface MediaEditDialogProps {
  item: MediaItem | null;
  onClose: () => void;
}

/**
 * The media edit dialog. A project's or property's item edits that listing's
 * whole image list (one default, ticking one clears the others); a city's
 * item edits its one banner: only the first image's url and caption change.
 */
export function MediaEditDialog({ item, onClose }: MediaEditDialogProps) {
  const toast = useToast();
  const invalidate = useInvalidateMediaReads();
  const cityMode = item?.category === 'city';
  const listing = useListing(item && !cityMode ? item.relatedId : null);
  const { rows, setRows, errors, clearErrors, passes } = useImageRows();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    clearErrors();
    if (!item) setRows([]);
    else if (item.category === 'city') setRows([{ key: newRowKey(), url: item.url ?? '', caption: item.caption, isDefault: true }]);
    else if (listing.data) setRows(toImageRows(listing.data.images));
  }, [item, listing.data, setRows, clearErrors]);

  const save = async () => {
    if (!item) return;
    if (!(MEDIA_CATEGORIES as readonly string[]).includes(item.category)) {
      toast({ title: TEXTS.invalidCategory, variant: 'destructive' });
      return;
    }
    const texts = { noImages: TEXTS.noMedia, noDefault: TEXTS.noDefault, invalidUrl: TEXTS.invalidUrl };
    // A listing's pictures go to POST /api/{projects|properties}/{id}/images, which needs every caption.
    if (!passes(texts, { captionRequired: item.category !== 'city' })) return;
    setSaving(true);
    try {
      if (item.category === 'city') {
        const [first] = toImagePayload(rows);
        await saveCityImage(item.relatedTitle, { url: first!.url, caption: first!.caption });
      } else {
        await saveListingImages(item.category, item.relatedId!, { images: toImagePayload(rows) });
      }
      toast({ title: TEXTS.updated, description: TEXTS.updatedDescription, variant: 'success' });
      onClose();
      await invalidate();
    } catch (error) {
      if (item.category === 'city') {
        const notFound = error instanceof ApiError && error.status === 404;
        toast({ title: TEXTS.cityFailed, description: notFound ? TEXTS.cityNotFound : readableError(error, TEXTS.uploadFailedDescription), variant: 'destructive' });
      } else {
        const reason = readableError(error, '');
        toast({ title: TEXTS.uploadFailed, description: reason ? `${TEXTS.uploadFailedDescription} ${reason}` : TEXTS.uploadFailedDescription, variant: 'destructive' });
      }
    } finally {
      setSaving(false);
    }
  };

  const loading = !cityMode && item !== null && listing.isLoading;
  return (
    <Dialog title={item ? TEXTS.editTitle(item.relatedTitle) : ''} open={item !== null} onClose={onClose} wide>
      {item && (
        <>
          {cityMode && <p>{TEXTS.cityEditHint}</p>}
          {loading ? (
            <Skeleton $height="120px" aria-label={TEXTS.loading} />
          ) : listing.isError ? (
            <p role="alert">{readableError(listing.error, TEXTS.loadError)}</p>
          ) : (
            <ImageRowsEditor rows={rows} onChange={setRows} single={cityMode} label={TEXTS.editTitle(item.relatedTitle)} errors={errors} />
          )}
          <DialogActions>
            <Button type="button" $variant="secondary" onClick={onClose}>
              {TEXTS.cancel}
            </Button>
            <Button type="button" onClick={() => void save()} disabled={saving || loading}>
              {TEXTS.save}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
