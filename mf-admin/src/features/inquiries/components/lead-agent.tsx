import { useState } from 'react';
import { LEAD_AGENT_TEXTS as TEXTS, type Lead } from '@plotwise/contracts';
import { Button, readableError, useToast } from '@plotwise/ui';
import { Fact } from '../../../components/card-parts';
import { useAgents } from '../../agents';
import { useReassignLead } from '../api/inquiries';

/** The approved agents to choose from: read only once the admin opens the choice. */
function AgentPicker({ lead, onDone }: { lead: Lead; onDone: () => void }) {
  const agents = useAgents({ search: '', status: 'approved', page: 1 });
  const [agentId, setAgentId] = useState('');
  const reassign = useReassignLead();
  const toast = useToast();
  const assign = async () => {
    try {
      await reassign.mutateAsync({ id: lead.id, agentId: Number(agentId) });
      toast({ title: TEXTS.assigned, variant: 'success' });
      onDone();
    } catch (error) {
      toast({ title: TEXTS.assignFailed, description: readableError(error, ''), variant: 'destructive' });
    }
  };
  return (
    <>
      <select aria-label={TEXTS.chooseAgent} value={agentId} onChange={(event) => setAgentId(event.target.value)}>
        <option value="">{TEXTS.chooseAgent}</option>
        {(agents.data?.items ?? []).filter((agent) => agent.id !== lead.agentId).map((agent) => (
          <option key={agent.id} value={agent.id}>{agent.agencyName ? `${agent.agencyName} (${agent.name})` : agent.name}</option>
        ))}
      </select>
      <Button type="button" onClick={assign} disabled={!agentId || reassign.isPending}>{TEXTS.assign}</Button>
    </>
  );
}

/** An inquiry's agent, and (for admins) handing it to another approved agent. */
export function LeadAgent({ lead }: { lead: Lead }) {
  const [choosing, setChoosing] = useState(false);
  if (lead.record !== 'enquiry') return null;
  return (
    <Fact label={TEXTS.agentLabel}>
      {lead.agentName ?? TEXTS.notAssigned}{' '}
      {choosing ? (
        <AgentPicker lead={lead} onDone={() => setChoosing(false)} />
      ) : (
        <Button type="button" $variant="secondary" onClick={() => setChoosing(true)}>{TEXTS.reassign}</Button>
      )}
    </Fact>
  );
}
