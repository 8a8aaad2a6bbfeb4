// What the admin hub journeys share: a folder of files the admin uploads, a
// picture of the window, and the hub's toasts and dialogs.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { artifactsDir } from './browser';
import { samplePng } from './sample-image';

/** A temporary folder holding a sample picture of each given size, by name. */
export function uploadFolder(pictures: Record<string, [width: number, height: number]>): { file: (name: string) => string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'plotwise-admin-hub-'));
  for (const [name, [width, height]] of Object.entries(pictures)) writeFileSync(path.join(dir, name), samplePng(width, height));
  return { file: (name) => path.join(dir, name), remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** What a person sees in the window (a modal's content, the top of a long page). */
export async function viewShot(page: Page, name: string): Promise<void> {
  mkdirSync(artifactsDir, { recursive: true });
  await page.screenshot({ path: path.join(artifactsDir, `${name}.png`) });
}

export const toast = (page: Page, text: string | RegExp) => page.getByTestId('toast').filter({ hasText: text }).first();
export const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });
