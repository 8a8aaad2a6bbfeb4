import type { ProjectSummary, Property } from '@plotwise/contracts';

/** A project card under the property API's name for its type. */
export function presentProperty(project: ProjectSummary): Property {
  return { ...project, propertyType: project.projectType };
}
