import { PROJECT_SUBMISSION_TEXTS as TEXTS, type AgentProject } from '@plotwise/contracts';
import { ConfirmDialog, readableError, useToast } from '@plotwise/ui';
import { useWithdrawProject } from '../api/agent-projects';

/** Asks before an agent takes a project off the site, then withdraws it. */
export function WithdrawProjectDialog({ agentId, project, onClose }: { agentId: number; project: AgentProject | null; onClose: () => void }) {
  const toast = useToast();
  const withdraw = useWithdrawProject(agentId);
  const confirm = async (target: AgentProject) => {
    try {
      await withdraw.mutateAsync(target.id);
      toast({ title: TEXTS.withdrawn, description: TEXTS.withdrawnDescription, variant: 'success' });
      onClose();
    } catch (error) {
      toast({ title: TEXTS.withdrawFailed, description: readableError(error, ''), variant: 'destructive' });
    }
  };
  return (
    <ConfirmDialog
      title={TEXTS.withdrawTitle}
      open={project !== null}
      confirmLabel={TEXTS.withdraw}
      cancelLabel={TEXTS.cancelEdit}
      busy={withdraw.isPending}
      onConfirm={() => project && void confirm(project)}
      onClose={onClose}
    >
      {project && <p>{TEXTS.withdrawConfirm(project.title)}</p>}
    </ConfirmDialog>
  );
}
