import { useEffect } from 'react';
import { HUB_IMAGES_TEXTS as TEXTS, type AdminProjectListItem } from '@plotwise/contracts';
import { Button, Dialog, DialogActions, readableError, useMutation, useToast } from '@plotwise/ui';
import { ImageRowsEditor, toImageRows } from '../../../components/image-rows-editor';
import { toImagePayload } from '../../../components/image-rows-rules';
import { useImageRows } from '../../../components/use-image-rows';
import { saveProjectImages, useInvalidateProjectReads } from '../api/admin-projects';

interface ProjectImagesDialogProps {
  project: AdminProjectListItem | null;
  onClose: () => void;
}

/** The Manage Project Images dialog: rows with url, caption and default, Add Image, Cancel, Save Images. */
export function ProjectImagesDialog({ project, onClose }: ProjectImagesDialogProps) {
  const toast = useToast();
  const invalidate = useInvalidateProjectReads();
  const { rows, setRows, errors, clearErrors, passes } = useImageRows();

  useEffect(() => {
    setRows(project ? toImageRows(project.images) : []);
    clearErrors();
  }, [project, setRows, clearErrors]);

  const save = useMutation({
    mutationFn: (id: number) => saveProjectImages(id, { images: toImagePayload(rows) }),
    onSuccess: async () => {
      toast({ title: TEXTS.updated, description: TEXTS.updatedDescription, variant: 'success' });
      onClose();
      await invalidate();
    },
    onError: (error) => toast({ title: TEXTS.failed, description: readableError(error, ''), variant: 'destructive' }),
  });

  const submit = () => {
    if (!project) return;
    if (passes(TEXTS, { captionRequired: true })) save.mutate(project.id);
  };

  return (
    <Dialog title={TEXTS.title} open={project !== null} onClose={onClose} wide>
      {project && (
        <>
          <p>{project.title}</p>
          <ImageRowsEditor rows={rows} onChange={setRows} label={TEXTS.title} errors={errors} />
          <DialogActions>
            <Button type="button" $variant="secondary" onClick={onClose}>
              {TEXTS.cancel}
            </Button>
            <Button type="button" onClick={submit} disabled={save.isPending}>
              {TEXTS.save}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
