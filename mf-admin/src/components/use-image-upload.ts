import { useCallback } from 'react';
import { HUB_FORM_TEXTS as TEXTS, UPLOAD_KINDS } from '@plotwise/contracts';
import { readableError, uploadFile, useToast } from '@plotwise/ui';

const IMAGE_TYPES: readonly string[] = UPLOAD_KINDS.image.types;
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');

/**
 * Uploads one picture with these toasts: 'File too large' above 5MB,
 * 'Uploading...', then 'Upload successful' or 'Upload failed'. Resolves with the
 * stored file's URL, or null when nothing was stored; `onProgress` follows the
 * share sent.
 */
export function useImageUpload(): (file: File, onProgress?: (fraction: number) => void) => Promise<string | null> {
  const toast = useToast();
  return useCallback(
    async (file: File, onProgress?: (fraction: number) => void) => {
      if (file.size > UPLOAD_KINDS.image.maxBytes) {
        toast({ title: TEXTS.imageTooLarge, description: TEXTS.imageTooLargeDescription, variant: 'destructive' });
        return null;
      }
      if (!IMAGE_TYPES.includes(file.type)) {
        toast({ title: TEXTS.uploadFailed, description: TEXTS.uploadFailedDescription(TEXTS.imageWrongType), variant: 'destructive' });
        return null;
      }
      toast({ title: TEXTS.uploading, description: TEXTS.uploadingDescription });
      try {
        const stored = await uploadFile('image', file, onProgress);
        toast({ title: TEXTS.uploadSucceeded, description: TEXTS.uploadSucceededDescription(file.name), variant: 'success' });
        return stored.url;
      } catch (error) {
        toast({ title: TEXTS.uploadFailed, description: TEXTS.uploadFailedDescription(readableError(error, '')), variant: 'destructive' });
        return null;
      }
    },
    [toast],
  );
}
