import { useCallback, useState } from 'react';
import { useToast } from '@plotwise/ui';
import type { ImageRow } from './image-rows-editor';
import { checkImageRows, type ImageRowsTexts } from './image-rows-rules';

/**
 * The rows an image dialog edits and their per-field errors. `passes` runs the
 * checks before a save: it marks the rows, toasts the first problem and answers
 * whether the rows may be saved.
 */
export function useImageRows() {
  const toast = useToast();
  const [rows, setRows] = useState<ImageRow[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const passes = (texts: ImageRowsTexts, options: { captionRequired: boolean }) => {
    const check = checkImageRows(rows, texts, options);
    setErrors(check.errors);
    if (check.problem) toast({ title: check.problem, variant: 'destructive' });
    return !check.problem;
  };

  // Stable, so a dialog's reset effect may list it.
  const clearErrors = useCallback(() => setErrors({}), []);
  return { rows, setRows, errors, clearErrors, passes };
}
