import type { Knex } from 'knex';
import type { ApprovalStatus } from '@plotwise/contracts';
import { Project, User } from '../../src/db/models';
import { hashPassword } from '../../src/plugins/auth/password';
import { signSessionToken, type SignOptions } from '../../src/plugins/auth/session-token';

let counter = 0;

/** A minimal valid project; override what the test is about. */
export async function insertProject(overrides: Partial<Project> & { approvalStatus?: ApprovalStatus } = {}, trx?: Knex.Transaction): Promise<Project> {
  counter += 1;
  return Project.query(trx).insertAndFetch({
    title: `Test Project ${counter}`,
    description: 'A project made by a test.',
    location: 'Baner',
    city: 'Pune',
    state: 'Maharashtra',
    totalArea: 10,
    areaUnit: 'acres',
    startingPrice: 2_500_000,
    projectType: 'residential',
    plotSizes: [{ size: 1200, unit: 'sq.ft' }],
    amenities: ['Garden'],
    specifications: [{ title: 'Roads', details: '30 ft' }],
    approvals: ['RERA registered'],
    images: [],
    status: 'ongoing',
    approvalStatus: 'approved',
    ...overrides,
  });
}

let secretPasswordHash: Promise<string> | undefined;

/**
 * The stored hash of the fixture users' password, 'secret-password', made once
 * per test file by the real hasher: argon2 spends tens of milliseconds a call by
 * design, and a file may make dozens of users. Sign-ins still verify it for real.
 */
function fixturePasswordHash(): Promise<string> {
  secretPasswordHash ??= hashPassword('secret-password');
  return secretPasswordHash;
}

export async function insertUser(overrides: Partial<User> = {}): Promise<User> {
  counter += 1;
  return User.query().insertAndFetch({
    name: `Test User ${counter}`,
    email: `user${counter}-${Date.now()}@example.com`,
    phone: '9876543210',
    passwordHash: await fixturePasswordHash(),
    role: 'user',
    ...overrides,
  });
}

/** A session cookie for any user, as a login would set it (`options.now` signs it in the past). */
export function sessionCookieFor(user: User, secret: string, options?: SignOptions): string {
  return `plotwise_session=${signSessionToken(user, secret, options)}`;
}

/** The parties of an agent's own pages: an approved agent with a project, another approved agent, and their session cookies. */
export interface AgentWithProject {
  agent: User;
  otherAgent: User;
  agentCookie: string;
  otherCookie: string;
  projectId: number;
}

/** Inserts an agent (`agent` overrides) with a project of theirs (`project` overrides), and another agent. */
export async function insertAgentWithProject(secret: string, project: Partial<Project> = {}, agent: Partial<User> = {}): Promise<AgentWithProject> {
  const owner = await insertUser({ role: 'agent', isApproved: true, ...agent });
  const otherAgent = await insertUser({ role: 'agent', isApproved: true });
  const { id: projectId } = await insertProject({ ...project, createdBy: owner.id });
  return { agent: owner, otherAgent, agentCookie: sessionCookieFor(owner, secret), otherCookie: sessionCookieFor(otherAgent, secret), projectId };
}
