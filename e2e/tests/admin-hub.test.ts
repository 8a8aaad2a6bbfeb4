// The admin project hub as an administrator uses it: signing in through
// /admin/login (the admin remote loads only then), creating a project with two
// images through the form and finding it on the public site, editing it (a
// stale second edit meets the conflict message) and deleting another.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { BrowserContext, Page } from 'playwright-core';
import { adminCodeRequests, apiJson, screenshot, watchForProblems } from '../support/browser';
import { dialog, toast, uploadFolder, viewShot } from '../support/admin-hub';
import { useJourney } from '../support/journey';
import { fillForm } from '../support/forms';

let admin: { context: BrowserContext; page: Page };
let problems: string[];
const files = uploadFolder({ 'gate.png': [320, 200], 'road.png': [300, 200] });
const stamp = Date.now();
const projectTitle = `Hub Meadows ${stamp}`;

const journey = useJourney({
  after: async () => {
    await admin?.context.close();
    files.remove();
  },
});

describe('admin project hub and media', () => {
  it('signs in through /admin/login, and only then loads the admin remote', async () => {
    admin = await journey.newPage();
    const { page } = admin;
    problems = watchForProblems(page);
    const adminRequests = adminCodeRequests(page);
    await page.goto(`${journey.url}/admin/login`);
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill('admin123');
    assert.deepEqual(adminRequests, [], 'no admin code before the admin signs in');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${journey.url}/admin/dashboard`);
    await page.getByRole('heading', { name: /Welcome/ }).waitFor();
    assert.ok(adminRequests.length > 0, 'the admin remote is fetched after admin login');

    await page.getByRole('link', { name: /Projects/ }).first().click();
    await page.waitForURL(`${journey.url}/admin/projects`);
    await page.getByRole('heading', { name: 'Project Management Hub', level: 1 }).waitFor();
    await page.getByRole('main').getByText('Admin Portal', { exact: true }).waitFor();
    await page.getByText('Comprehensive project oversight and management dashboard').waitFor();
    await page.getByText(/^Last updated: /).waitFor();
    await page.getByRole('link', { name: /Back to Dashboard/ }).waitFor();
    await page.getByText(/^\d[\d,]* of \d[\d,]* Projects$/).waitFor();
    assert.equal(await page.getByPlaceholder('search projects by title, city, or state').count(), 1);
    await screenshot(page, 'admin-hub');
  });

  it('creates a project with two images through the form and finds it on the public site', async () => {
    const { page } = admin;
    await page.getByRole('button', { name: /Create Project/ }).first().click();
    const form = dialog(page, 'Add New Project');
    await form.waitFor();
    for (const section of ['Basic Information', 'Location', 'Area Information', 'Plot Sizes', 'Amenities', 'Specifications', 'Documents & Approvals', 'Approvals', 'Project Details', 'Status & Visibility']) {
      await form.getByRole('group', { name: section, exact: true }).waitFor();
    }
    // The last row of a list cannot be removed.
    assert.equal(await form.getByRole('button', { name: 'Remove amenity 1' }).isDisabled(), true);

    // Saving with the required fields empty.
    await form.getByRole('button', { name: 'Create Project' }).click();
    await toast(page, 'Missing required fields').waitFor();

    // The Location tab before the place is known.
    await form.getByRole('tab', { name: 'Location' }).click();
    await form.getByText('Location Not Set').waitFor();
    await form.getByRole('button', { name: 'Go to Project Details' }).click();

    await fillForm(form, {
      'Project title': projectTitle,
      'Project type': 'residential',
      Description: 'Gated plots with wide internal roads, created from the admin hub.',
      'Location / locality': 'Talegaon Dabhade',
    });
    await form.getByLabel(/^City/).fill('Pune');
    await form.getByLabel(/^State/).fill('Maharashtra');
    await fillForm(form, { 'Total area': '15.5', 'Area unit': 'acres', 'Starting price (₹)': '3250000' });
    await form.getByLabel('Plot size 1', { exact: true }).fill('1200');
    await form.getByRole('button', { name: 'Add Amenity' }).click();
    await form.getByLabel('Amenity 1', { exact: true }).fill('Clubhouse');
    // An empty second amenity is dropped on save.
    await form.getByLabel(/^Status/).selectOption('ongoing');
    await form.getByLabel('Featured').check();
    await form.getByLabel('Verified').check();
    await viewShot(page, 'admin-hub-form');

    await form.getByRole('tab', { name: 'Images' }).click();
    await form.getByRole('button', { name: 'Add Image' }).click();
    await form.getByRole('button', { name: 'Add Image' }).click();
    await form.getByLabel('Upload file for image 1').setInputFiles(files.file('gate.png'));
    await toast(page, 'Image uploaded successfully: gate.png').waitFor();
    await form.getByLabel('Upload file for image 2').setInputFiles(files.file('road.png'));
    await toast(page, 'Image uploaded successfully: road.png').waitFor();
    await form.getByLabel('Caption 2').fill('Internal road');
    assert.equal(await form.getByRole('radio', { name: 'Default' }).first().isChecked(), true, 'the first image is the default');
    await viewShot(page, 'admin-hub-form-images');

    await form.getByRole('tab', { name: 'Location' }).click();
    await form.getByText('Talegaon Dabhade, Pune, Maharashtra').waitFor();
    assert.equal(await form.locator('iframe').count(), 1, 'a map preview of the place');

    await form.getByRole('button', { name: 'Create Project' }).click();
    await toast(page, 'Project created').waitFor();
    await form.waitFor({ state: 'hidden' });

    const card = page.getByRole('article', { name: projectTitle });
    await card.waitFor();
    const idText = await card.getByText(/^ID: \d+$/).textContent();
    const id = Number(idText!.replace('ID: ', ''));
    await card.getByText('₹32,50,000 onwards').waitFor();
    await card.getByText('Featured').waitFor();
    await card.getByText('Ongoing').waitFor();
    await card.getByText('Pune, Maharashtra').waitFor();

    const stored = await apiJson<{ images: { url: string; caption: string; isDefault: boolean }[]; amenities: string[]; createdBy: number }>(page, journey.url, 'GET', `/api/admin/projects/${id}`);
    assert.equal(stored.images.length, 2);
    assert.deepEqual(stored.images.map((image) => image.isDefault), [true, false]);
    assert.equal(stored.images[1]!.caption, 'Internal road');
    assert.deepEqual(stored.amenities, ['Clubhouse']);

    await card.getByRole('link', { name: 'View' }).click();
    await page.waitForURL(`${journey.url}/projects/${id}`);
    await page.getByRole('heading', { name: projectTitle, level: 1 }).waitFor();
    (admin as { id?: number }).id = id;
  });

  it('edits the project through ?edit=, and a stale second edit gets the conflict message', async () => {
    const { page } = admin;
    const id = (admin as { id?: number }).id!;
    await page.goto(`${journey.url}/admin/projects?edit=${id}`);
    const form = dialog(page, 'Edit Project');
    await form.waitFor();
    await page.waitForURL(`${journey.url}/admin/projects`);
    assert.equal(await form.getByLabel('Project title').inputValue(), projectTitle);
    await form.getByLabel('Project title').fill(`${projectTitle} Phase 2`);
    await form.getByRole('button', { name: 'Update Project' }).click();
    await toast(page, 'Project updated').waitFor();
    await page.getByRole('article', { name: `${projectTitle} Phase 2` }).waitFor();

    // A second edit, while another administrator saves the project first.
    await page.getByRole('article', { name: `${projectTitle} Phase 2` }).getByRole('button', { name: 'Edit' }).click();
    const second = dialog(page, 'Edit Project');
    await second.waitFor();
    const current = await apiJson<Record<string, unknown> & { version: number }>(page, journey.url, 'GET', `/api/admin/projects/${id}`);
    const { id: _id, createdAt: _c, updatedAt: _u, createdBy: _b, lastUpdatedBy: _l, defaultImage: _d, submitterName: _s, rejectionReason: _r, plotsTotal: _t, plotsAvailable: _a, ...fields } = current;
    await apiJson(page, journey.url, 'PUT', `/api/projects/${id}`, { ...fields, title: `${projectTitle} (saved elsewhere)` });
    await second.getByLabel('Project title').fill(`${projectTitle} Stale`);
    await second.getByRole('button', { name: 'Update Project' }).click();
    await toast(page, 'Error updating project').waitFor();
    await toast(page, 'This project was changed by someone else after you opened it').waitFor();
    // Above the dialog's backdrop, not behind it: the toast is what a tap on it reaches.
    const onTop = await page.getByTestId('toast').evaluate((element) => {
      const box = element.getBoundingClientRect();
      return element.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
    });
    assert.ok(onTop, 'the error toast shows above the open dialog');
    const after = await apiJson<{ title: string }>(page, journey.url, 'GET', `/api/admin/projects/${id}`);
    assert.equal(after.title, `${projectTitle} (saved elsewhere)`, 'the stale edit overwrote nothing');
    await second.getByRole('button', { name: 'Cancel' }).click();
  });

  it('deletes another project after the confirmation', async () => {
    const { page } = admin;
    const doomed = `Doomed Project ${stamp}`;
    await apiJson(page, journey.url, 'POST', '/api/projects', {
      title: doomed,
      description: 'A project that the admin deletes in this test.',
      projectType: 'commercial',
      location: 'MIDC',
      city: 'Nagpur',
      state: 'Maharashtra',
      totalArea: 2,
      areaUnit: 'acres',
      status: 'upcoming',
    });
    await page.reload();
    await page.getByPlaceholder('search projects by title, city, or state').fill(doomed);
    const card = page.getByRole('article', { name: doomed });
    await card.getByRole('button', { name: 'Delete' }).click();
    const confirm = dialog(page, 'Delete Project');
    await confirm.getByText(`Are you sure you want to delete "${doomed}"? This action cannot be undone.`).waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Project deleted').waitFor();
    await page.getByText('No Projects Match Your Filters').waitFor();
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    assert.equal(await page.getByPlaceholder('search projects by title, city, or state').inputValue(), '');
    assert.deepEqual(problems, []);
  });
});
