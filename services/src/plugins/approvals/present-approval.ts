import type { PendingAgentItem, PendingProjectItem } from '@plotwise/contracts';
import type { Project, User } from '../../db/models';

export function presentPendingAgent(agent: User): PendingAgentItem {
  return {
    type: 'agent',
    id: agent.id,
    name: agent.name,
    email: agent.email,
    phone: agent.phone,
    createdAt: new Date(agent.createdAt).toISOString(),
  };
}

/**
 * A public plot submission carries the submitter's own name and contact; an
 * agent's submission is described by the agent's account.
 */
export function presentPendingProject(project: Project): PendingProjectItem {
  const fromPublicForm = project.submitterName !== null || !project.creator;
  return {
    type: 'project',
    id: project.id,
    title: project.title,
    description: project.description,
    location: project.location,
    city: project.city,
    state: project.state,
    projectType: project.projectType,
    totalArea: project.totalArea,
    areaUnit: project.areaUnit,
    startingPrice: project.startingPrice,
    possessionTimeline: project.possessionTimeline,
    reraNumber: project.reraNumber,
    roadWidth: project.roadWidth,
    roadWidthUnit: project.roadWidthUnit,
    facing: project.facing,
    images: project.images,
    source: fromPublicForm ? 'public' : 'agent',
    submittedBy: fromPublicForm
      ? { id: project.createdBy, name: project.submitterName ?? '', email: project.contactEmail, phone: project.contactPhone }
      : { id: project.creator!.id, name: project.creator!.name, email: project.creator!.email, phone: project.creator!.phone },
    createdAt: new Date(project.createdAt).toISOString(),
  };
}
