import { ADMIN_OPS_TEXTS, emptyObjectSchema, idParamsSchema, type ApproveAgentResponse } from '@plotwise/contracts';
import type { User } from '../../../db/models';
import { ADMIN_ACCESS, defineRoute } from '../../define-route';
import { presentAdminAccount } from '../present-account';
import { approveAgent, rejectAgent, suspendAgent } from '../user-service';

/** An admin's decision on an agent, `PATCH /api/admin/agents/{id}/<action>`: the account as it now is, and the screen's message. */
const agentDecisionRoute = (action: string, decide: (id: number) => Promise<User>, message: string, description: string) =>
  defineRoute(`PATCH /api/admin/agents/{id}/${action}`, ADMIN_ACCESS, {
    description,
    params: idParamsSchema,
    payload: emptyObjectSchema,
    handler: async (request): Promise<ApproveAgentResponse> => ({ agent: presentAdminAccount(await decide(request.params.id)), message }),
  });

export const approveAgentRoute = agentDecisionRoute(
  'approve',
  approveAgent,
  ADMIN_OPS_TEXTS.agentApproved,
  'Approves an agent: their sessions gain the agent-only APIs at once (admin only).',
);

export const rejectAgentRoute = agentDecisionRoute(
  'reject',
  rejectAgent,
  ADMIN_OPS_TEXTS.agentRejected,
  'Rejects an agent awaiting approval: the account stays unapproved and inactive and leaves the approvals queue; 409 for an approved agent (admin only).',
);

export const suspendAgentRoute = agentDecisionRoute(
  'suspend',
  suspendAgent,
  ADMIN_OPS_TEXTS.agentSuspended,
  'Suspends an agent: every session of theirs ends at once and they cannot sign in until activated (admin only).',
);
