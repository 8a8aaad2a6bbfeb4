import styled from 'styled-components';
import { PROJECT_SUBMISSION_TEXTS as TEXTS, type AgentProject } from '@plotwise/contracts';
import { Button, Dialog, readableError, useToast } from '@plotwise/ui';
import { useWithdrawProject } from '../api/agent-projects';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 12px;
  margin-top: 16px;
`;

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
    <Dialog title={TEXTS.withdrawTitle} open={project !== null} onClose={onClose}>
      {project && (
        <>
          <p>{TEXTS.withdrawConfirm(project.title)}</p>
          <Actions>
            <Button type="button" $variant="secondary" onClick={onClose}>
              {TEXTS.cancelEdit}
            </Button>
            <Button type="button" $variant="danger" onClick={() => void confirm(project)} disabled={withdraw.isPending}>
              {TEXTS.withdraw}
            </Button>
          </Actions>
        </>
      )}
    </Dialog>
  );
}
