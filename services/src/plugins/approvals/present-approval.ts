import type { PendingAgentItem, PendingProjectItem } from '@plotwise/contracts';
import type { Project, User } from '../../db/models';
import { pickFields } from '../projects/present-project';

export function presentPendingAgent(agent: User): PendingAgentItem {
  return {
    type: 'agent',
    ...pickFields(agent, ['id', 'name', 'email', 'phone']),
    agencyName: agent.agencyName ?? null,
    reraAgentNumber: agent.reraAgentNumber ?? null,
    createdAt: new Date(agent.createdAt).toISOString(),
  };
}

/**
 * A public plot submission carries the submitter's own name and contact; an
 * agent's submission is described by the agent's account.
 */
export function presentPendingProject(project: Project): PendingProjectItem {
  const fromPublicForm = project.submitterName !== null || !project.creator;
  // Changes to an approved project are reviewed as the version they would publish.
  const changes = project.approvalStatus === 'approved' ? project.pendingChanges : null;
  const shown = changes ?? project;
  return {
    type: 'project',
    id: project.id,
    title: shown.title,
    description: shown.description,
    location: shown.location,
    city: shown.city,
    state: shown.state,
    projectType: shown.projectType,
    totalArea: shown.totalArea,
    areaUnit: shown.areaUnit,
    startingPrice: shown.startingPrice,
    possessionTimeline: shown.possessionTimeline,
    reraNumber: shown.reraNumber,
    roadWidth: project.roadWidth,
    roadWidthUnit: project.roadWidthUnit,
    facing: project.facing,
    images: shown.images,
    source: fromPublicForm ? 'public' : 'agent',
    changesToLiveListing: changes !== null,
    submittedBy: fromPublicForm
      ? { id: project.createdBy, name: project.submitterName ?? '', email: project.contactEmail, phone: project.contactPhone }
      : { id: project.creator!.id, name: project.creator!.name, email: project.creator!.email, phone: project.creator!.phone },
    createdAt: new Date((changes ? project.changesSubmittedAt : null) ?? project.createdAt).toISOString(),
  };
}
