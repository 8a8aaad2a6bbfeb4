import Boom from '@hapi/boom';
import type { Request } from '@hapi/hapi';
import type { z } from 'zod';
import {
  HUB_FORM_TEXTS,
  PROJECT_SUBMISSION_TEXTS,
  adminProjectPayloadSchema,
  agentProjectPayloadSchema,
  type Project as ProjectResponse,
  type ProjectCreatedResponse,
  type UserRole,
} from '@plotwise/contracts';
import type { User } from '../../../db/models';
import { releasedOnFailure, reserveUnderLimit } from '../../../rate-limit/sliding-window-limiter';
import { zodValidator } from '../../../validation/zod-validator';
import { currentUser, requireUser } from '../../auth/current-user';
import { createProjectAsAdmin } from '../admin-project-service';
import { APPROVED_AGENT_OR_ADMIN_ACCESS, defineRoute } from '../../define-route';
import { submitAgentProject } from '../agent-project-service';

/** One way of creating a project: the payload a role sends, and the service that stores it. */
interface ProjectCreator<Schema extends z.ZodType> {
  schema: Schema;
  create: (user: User, payload: z.output<Schema>) => Promise<ProjectResponse>;
  /** The `message` of the 201 reply. */
  message: string;
  /** Whether what it creates waits for an admin's approval: such submissions are bounded per account. */
  waitsForApproval?: boolean;
}

function creator<Schema extends z.ZodType>(definition: ProjectCreator<Schema>): ProjectCreator<z.ZodType> {
  return definition as unknown as ProjectCreator<z.ZodType>;
}

/**
 * `POST /api/projects` dispatches by the session's role, each role with its own
 * payload and service: approved agents submit projects for approval, admins
 * create hub projects (published unless they say otherwise).
 */
const CREATORS: Partial<Record<UserRole, ProjectCreator<z.ZodType>>> = {
  agent: creator({
    schema: agentProjectPayloadSchema,
    create: submitAgentProject,
    message: PROJECT_SUBMISSION_TEXTS.submittedDescription,
    waitsForApproval: true,
  }),
  admin: creator({ schema: adminProjectPayloadSchema, create: createProjectAsAdmin, message: HUB_FORM_TEXTS.createdDescription }),
};

function creatorFor(auth: Request['auth']): ProjectCreator<z.ZodType> {
  const role = currentUser({ auth })?.role;
  const found = role ? CREATORS[role] : undefined;
  // The route's scope admits only roles listed above; this is the second lock.
  if (!found) throw Boom.forbidden('You cannot create projects.');
  return found;
}

export const createProjectRoute = defineRoute('POST /api/projects', APPROVED_AGENT_OR_ADMIN_ACCESS, {
  description:
    "Creates a project. Approved agents: the submission (title, description, location, city, state, totalArea, areaUnit, projectType, possessionTimeline?, reraNumber?, startingPrice?, images of uploaded files) is stored pending with createdBy from the session; 201 `{ project, message }`. Admins: the hub's whole project (adminProjectPayloadSchema), approved unless approvalStatus says otherwise, createdBy and lastUpdatedBy the admin; 201 `{ project (with version), message }`.",
  // Authentication runs before validation, so the payload is checked against the caller's role's schema.
  payload: (value, options) => zodValidator(creatorFor((options.context as { auth: Request['auth'] }).auth).schema)(value),
  handler: async (request, h) => {
    const user = requireUser(request);
    const { create, message, waitsForApproval } = creatorFor(request.auth);
    const { submissionLimiter } = request.server.app;
    const key = `account:${user.id}`;
    // Reserved before the work (a burst cannot all pass the check), taken back when nothing is submitted.
    const submission = waitsForApproval ? await reserveUnderLimit(submissionLimiter, [key], PROJECT_SUBMISSION_TEXTS.tooManySubmissions) : null;
    const work = () => create(user, request.payload);
    const project = submission ? await releasedOnFailure(submission, work) : await work();
    const body: ProjectCreatedResponse = { project, message };
    return h.response(body).code(201);
  },
});
