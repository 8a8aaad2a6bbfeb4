// What the plot journeys share: the demo agent signed in with one of their
// live projects that lists plots, a project's plots as the API gives them,
// and a picture of one section of a page.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { DEMO_AGENT, artifactsDir, signInThroughForm } from './browser';
import type { Journey } from './journey';

export interface ProjectRow { id: number; title: string; approvalStatus: string; plotsTotal: number }
export interface PlotRow { id: number; plotNumber: string; status: string; facing: string | null; layoutX: number | null; layoutY: number | null }
export interface PlotList { plots: PlotRow[]; available: number; total: number }

/** A picture of one section: a whole long page on a busy machine takes longer than the screenshot's limit. */
export async function sectionShot(section: Locator, name: string): Promise<void> {
  mkdirSync(artifactsDir, { recursive: true });
  await section.screenshot({ path: path.join(artifactsDir, `${name}.png`) });
}

export async function plotsOf(journey: Journey, page: Page, id: number): Promise<PlotList> {
  return (await page.request.get(`${journey.url}/api/projects/${id}/plots`)).json() as Promise<PlotList>;
}

/** Signs the demo agent in through the login form and picks their first live project with plots. */
export async function demoAgentWithLiveProject(journey: Journey): Promise<{ agent: { context: BrowserContext; page: Page }; project: ProjectRow }> {
  const agent = await journey.newPage();
  await agent.page.goto(`${journey.url}/login`);
  await signInThroughForm(agent.page, DEMO_AGENT.email, DEMO_AGENT.password);
  await agent.page.waitForURL(`${journey.url}/agent-dashboard`);
  const me = await (await agent.page.request.get(`${journey.url}/api/auth/me`)).json();
  const projects = await (await agent.page.request.get(`${journey.url}/api/projects/agent/${me.user.id}`)).json() as ProjectRow[];
  const project = projects.find((item) => item.approvalStatus === 'approved' && item.plotsTotal > 0);
  assert.ok(project, 'the demo agent lists a live project with plots');
  return { agent, project };
}
