import type { Project as ProjectResponse, ProjectSummary } from '@plotwise/contracts';
import type { Project } from '../../db/models';

/** A project in the API's read shape (packages/contracts `projectSchema`); internal columns stay inside. */
export function presentProject(project: Project): ProjectResponse {
  return {
    id: project.id,
    title: project.title,
    description: project.description,
    location: project.location,
    city: project.city,
    state: project.state,
    totalArea: project.totalArea,
    areaUnit: project.areaUnit,
    startingPrice: project.startingPrice,
    projectType: project.projectType,
    plotSizes: project.plotSizes,
    amenities: project.amenities,
    specifications: project.specifications,
    brochureUrl: project.brochureUrl,
    layoutMapUrl: project.layoutMapUrl,
    approvals: project.approvals,
    status: project.status,
    featured: project.featured,
    isNewlyLaunched: project.isNewlyLaunched,
    isTopProject: project.isTopProject,
    verified: project.verified,
    images: project.images,
    defaultImage: project.defaultImage,
    possessionTimeline: project.possessionTimeline,
    reraNumber: project.reraNumber,
    contactEmail: project.contactEmail,
    contactPhone: project.contactPhone,
    approvalStatus: project.approvalStatus,
    rejectionReason: project.rejectionReason ?? null,
    createdBy: project.createdBy,
    lastUpdatedBy: project.lastUpdatedBy,
    createdAt: new Date(project.createdAt).toISOString(),
    updatedAt: new Date(project.updatedAt).toISOString(),
  };
}

/** The columns of a card as knex reads them (camelCase, jsonb parsed, timestamps as dates). */
export type ProjectSummaryRow = Pick<
  Project,
  | 'id' | 'title' | 'location' | 'city' | 'state' | 'totalArea' | 'areaUnit' | 'startingPrice' | 'projectType' | 'plotSizes'
  | 'status' | 'featured' | 'isNewlyLaunched' | 'isTopProject' | 'verified' | 'images' | 'defaultImage' | 'possessionTimeline'
  | 'reraNumber' | 'createdAt'
>;

/** A project as a card shows it (packages/contracts `projectSummarySchema`). */
export function presentProjectSummary(project: ProjectSummaryRow): ProjectSummary {
  return {
    id: project.id,
    title: project.title,
    location: project.location,
    city: project.city,
    state: project.state,
    totalArea: project.totalArea,
    areaUnit: project.areaUnit,
    startingPrice: project.startingPrice,
    projectType: project.projectType,
    plotSizes: project.plotSizes,
    status: project.status,
    featured: project.featured,
    isNewlyLaunched: project.isNewlyLaunched,
    isTopProject: project.isTopProject,
    verified: project.verified,
    images: project.images,
    defaultImage: project.defaultImage,
    possessionTimeline: project.possessionTimeline,
    reraNumber: project.reraNumber,
    createdAt: new Date(project.createdAt).toISOString(),
  };
}
