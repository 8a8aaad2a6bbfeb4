import { HUB_DELETE_TEXTS as TEXTS } from '@plotwise/contracts';
import { Button, Dialog, DialogActions, readableError, useMutation, useToast } from '@plotwise/ui';
import { deleteProject, useInvalidateProjectReads } from '../api/admin-projects';

interface DeleteProjectDialogProps {
  project: { id: number; title: string } | null;
  onClose: () => void;
}

/** The Delete Project dialog: a confirmation, then DELETE /api/projects/{id}. */
export function DeleteProjectDialog({ project, onClose }: DeleteProjectDialogProps) {
  const toast = useToast();
  const invalidate = useInvalidateProjectReads();
  const remove = useMutation({
    mutationFn: (id: number) => deleteProject(id),
    onSuccess: async () => {
      toast({ title: TEXTS.deleted, description: TEXTS.deletedDescription(project?.title ?? ''), variant: 'success' });
      onClose();
      await invalidate();
    },
    onError: (error) => toast({ title: TEXTS.failed, description: readableError(error, ''), variant: 'destructive' }),
  });

  return (
    <Dialog title={TEXTS.title} open={project !== null} onClose={onClose}>
      {project && (
        <>
          <p>{TEXTS.confirm(project.title)}</p>
          <DialogActions>
            <Button type="button" $variant="secondary" onClick={onClose}>
              {TEXTS.cancel}
            </Button>
            <Button type="button" $variant="danger" onClick={() => remove.mutate(project.id)} disabled={remove.isPending}>
              {TEXTS.delete}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
