import type { PlotSubmission } from '@plotwise/contracts';
import type { Project } from '../../db/models';

export function presentPlotSubmission(project: Project): PlotSubmission {
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
    submitterName: project.submitterName,
    contactEmail: project.contactEmail,
    contactPhone: project.contactPhone,
    roadWidth: project.roadWidth,
    roadWidthUnit: project.roadWidthUnit,
    facing: project.facing,
    possessionTimeline: project.possessionTimeline,
    reraNumber: project.reraNumber,
    images: project.images,
    approvalStatus: project.approvalStatus,
    createdBy: project.createdBy,
    createdAt: new Date(project.createdAt).toISOString(),
  };
}
