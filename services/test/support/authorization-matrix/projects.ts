/** Who may call the project, plot inventory, listing report and admin project hub routes. */
import { projectCsvTemplate } from '@plotwise/contracts';
import { Project } from '../../../src/db/models';
import { insertProject } from '../fixtures';
import { ADMIN_ONLY, APPROVED_AGENT, OWNER_AGENT, OWNER_AGENT_OR_ADMIN, PUBLIC, type Expectations } from './matrix';
import { agentSubmission, csvUpload, hubProject, matrixPlot, ownedPlot, ownedProjectId } from './requests';

export const PROJECT_EXPECTATIONS: Expectations = {
  // Projects
  'GET /api/projects': { outcomes: PUBLIC },
  'GET /api/projects/map': { outcomes: PUBLIC, request: () => ({ url: '/api/projects/map?bbox=73.5,18.3,74.2,18.8' }) },
  'GET /api/map-settings': { outcomes: PUBLIC },
  'GET /api/projects/featured': { outcomes: PUBLIC },
  'GET /api/projects/newly-launched': { outcomes: PUBLIC },
  'GET /api/projects/compare': { outcomes: PUBLIC, request: ({ publicProjectId }) => ({ url: `/api/projects/compare?ids=${publicProjectId}` }) },
  'GET /api/projects/{id}': { outcomes: PUBLIC, request: ({ publicProjectId }) => ({ url: `/api/projects/${publicProjectId}` }) },
  'GET /api/projects/{id}/seller': { outcomes: PUBLIC, request: ({ publicProjectId }) => ({ url: `/api/projects/${publicProjectId}/seller` }) },
  'POST /api/projects': {
    // Agents submit for approval, the admin creates hub projects: each with its own payload.
    outcomes: { ...APPROVED_AGENT, admin: 'ok' },
    request: (_context, role) => ({ payload: role === 'admin' ? hubProject(`Matrix project by ${role}`) : agentSubmission(`Matrix project by ${role}`) }),
  },
  'GET /api/projects/agent/{agentId}': { outcomes: OWNER_AGENT_OR_ADMIN, request: ({ accounts }) => ({ url: `/api/projects/agent/${accounts.agent.id}` }) },
  'PUT /api/agent/projects/{id}': {
    outcomes: OWNER_AGENT,
    request: async ({ accounts }, role) => ({
      url: `/api/agent/projects/${(await insertProject({ approvalStatus: 'rejected', createdBy: accounts.agent.id })).id}`,
      payload: agentSubmission(`Matrix edit by ${role}`),
    }),
  },
  'POST /api/agent/projects/{id}/withdraw': {
    outcomes: OWNER_AGENT,
    request: async ({ accounts }) => ({ url: `/api/agent/projects/${(await insertProject({ approvalStatus: 'approved', createdBy: accounts.agent.id })).id}/withdraw` }),
  },

  // Plot inventory, due diligence and listing reports
  'GET /api/projects/{id}/plots': { outcomes: PUBLIC, request: ({ publicProjectId }) => ({ url: `/api/projects/${publicProjectId}/plots` }) },
  'POST /api/projects/{id}/plots': {
    outcomes: OWNER_AGENT_OR_ADMIN,
    request: async ({ accounts }) => ({ url: `/api/projects/${await ownedProjectId(accounts.agent)}/plots`, payload: matrixPlot() }),
  },
  'PUT /api/projects/{id}/plots/{plotId}': {
    outcomes: OWNER_AGENT_OR_ADMIN,
    request: async ({ accounts }) => {
      const { projectId, plotId } = await ownedPlot(accounts.agent);
      return { url: `/api/projects/${projectId}/plots/${plotId}`, payload: { ...matrixPlot(), status: 'booked' } };
    },
  },
  'PUT /api/projects/{id}/plots/{plotId}/layout-position': {
    outcomes: OWNER_AGENT_OR_ADMIN,
    request: async ({ accounts }) => {
      const { projectId, plotId } = await ownedPlot(accounts.agent);
      return { url: `/api/projects/${projectId}/plots/${plotId}/layout-position`, payload: { layoutX: 0.25, layoutY: 0.75 } };
    },
  },
  'DELETE /api/projects/{id}/plots/{plotId}': {
    outcomes: OWNER_AGENT_OR_ADMIN,
    request: async ({ accounts }) => {
      const { projectId, plotId } = await ownedPlot(accounts.agent);
      return { url: `/api/projects/${projectId}/plots/${plotId}` };
    },
  },
  'POST /api/projects/{id}/plots/import': {
    outcomes: OWNER_AGENT_OR_ADMIN,
    request: async ({ accounts }) =>
      csvUpload(`/api/projects/${await ownedProjectId(accounts.agent)}/plots/import`, 'plots.csv', `plotNumber,size,sizeUnit\n${matrixPlot().plotNumber},1200,sq.ft\n`),
  },
  'GET /api/projects/{id}/due-diligence': {
    outcomes: OWNER_AGENT_OR_ADMIN,
    request: async ({ accounts }) => ({ url: `/api/projects/${await ownedProjectId(accounts.agent)}/due-diligence` }),
  },
  'PUT /api/projects/{id}/due-diligence': {
    outcomes: OWNER_AGENT_OR_ADMIN,
    request: async ({ accounts }) => ({ url: `/api/projects/${await ownedProjectId(accounts.agent)}/due-diligence`, payload: { approvingAuthority: 'DTCP', approvalNumber: 'LP/12/2024' } }),
  },
  'POST /api/listing-reports': {
    outcomes: PUBLIC,
    request: ({ publicProjectId }) => ({ payload: { projectId: publicProjectId, reason: 'wrong-price', details: 'The price on the site board is higher.' } }),
  },
  'GET /api/admin/listing-reports': { outcomes: ADMIN_ONLY, request: () => ({ url: '/api/admin/listing-reports?status=open' }) },
  'PATCH /api/admin/listing-reports/{id}': {
    outcomes: ADMIN_ONLY,
    request: async ({ publicProjectId }) => {
      const [row] = (await Project.knex()('listing_reports').insert({ projectId: publicProjectId, reason: 'fake', details: 'Matrix report.', senderKey: 'matrix' }).returning('id')) as { id: number }[];
      return { url: `/api/admin/listing-reports/${row!.id}`, payload: { status: 'reviewing', notes: 'Looking.' } };
    },
  },

  // The admin project hub and media
  'GET /api/admin/projects': { outcomes: ADMIN_ONLY },
  'GET /api/admin/projects/{id}': { outcomes: ADMIN_ONLY, request: ({ publicProjectId }) => ({ url: `/api/admin/projects/${publicProjectId}` }) },
  'PUT /api/projects/{id}': {
    outcomes: ADMIN_ONLY,
    request: async () => {
      const project = await insertProject({ title: 'Matrix Edited Project' });
      return { url: `/api/projects/${project.id}`, payload: { ...hubProject('Matrix Edited Project'), approvalStatus: 'approved', version: project.version } };
    },
  },
  'DELETE /api/projects/{id}': { outcomes: ADMIN_ONLY, request: async () => ({ url: `/api/projects/${(await insertProject({ title: 'Matrix Deleted Project' })).id}` }) },
  'POST /api/projects/{id}/images': {
    outcomes: ADMIN_ONLY,
    request: ({ publicProjectId, storedFileUrl }) => ({ url: `/api/projects/${publicProjectId}/images`, payload: { images: [{ url: storedFileUrl, caption: 'Matrix', isDefault: true }] } }),
  },
  'POST /api/properties/{id}/images': {
    outcomes: ADMIN_ONLY,
    request: async ({ storedFileUrl }) => {
      const plot = await insertProject({ title: 'Matrix Owner Plot', submitterName: 'Matrix Owner', approvalStatus: 'pending' });
      return { url: `/api/properties/${plot.id}/images`, payload: { images: [{ url: storedFileUrl, caption: 'Matrix', isDefault: true }] } };
    },
  },
  'POST /api/projects/bulk-upload': {
    outcomes: ADMIN_ONLY,
    request: () => csvUpload(undefined, 'projects.csv', projectCsvTemplate()),
  },
  'POST /api/projects/bulk-upload/preview': {
    outcomes: ADMIN_ONLY,
    request: () => csvUpload(undefined, 'projects.csv', projectCsvTemplate()),
  },
  'GET /api/admin/media': { outcomes: ADMIN_ONLY },
  'PUT /api/admin/media/cities/{city}': {
    outcomes: ADMIN_ONLY,
    request: ({ storedFileUrl }) => ({ url: '/api/admin/media/cities/Pune', payload: { url: storedFileUrl, caption: 'Matrix banner' } }),
  },
  'DELETE /api/admin/media/{category}/{id}': {
    outcomes: ADMIN_ONLY,
    request: async () => {
      const url = 'https://img.example.com/matrix.jpg';
      const project = await insertProject({ title: 'Matrix Media Project', images: [{ url, caption: 'Matrix', isDefault: true }] });
      return { url: `/api/admin/media/project/${project.id}?url=${encodeURIComponent(url)}` };
    },
  },
};
