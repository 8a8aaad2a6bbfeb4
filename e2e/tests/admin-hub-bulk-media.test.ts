// The admin hub's bulk upload and Media as an administrator uses them:
// downloading the CSV template, previewing a CSV with one bad row (its error
// shown on the row, nothing saved) and importing the rest, replacing a city's
// banner in Media, seen on the public city page, and all of it at 390 px.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { apiJson, loginAsAdmin, screenshot, sidewaysOverflow, watchForProblems } from '../support/browser';
import { dialog, toast, uploadFolder, viewShot } from '../support/admin-hub';
import { useJourney } from '../support/journey';

let admin: { context: BrowserContext; page: Page };
let problems: string[];
const files = uploadFolder({ 'mumbai.png': [640, 240] });
const stamp = Date.now();

const journey = useJourney({
  before: async () => {
    admin = await journey.newPage();
    problems = watchForProblems(admin.page);
    await loginAsAdmin(admin.page, journey.url);
    await admin.page.goto(`${journey.url}/admin/projects`);
    await admin.page.getByRole('heading', { name: 'Project Management Hub', level: 1 }).waitFor();
  },
  after: async () => {
    await admin?.context.close();
    files.remove();
  },
});

describe('admin project hub and media', () => {
  it('downloads the CSV template, previews a CSV with one bad row, and imports the rest', async () => {
    const { page } = admin;
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'CSV Template' }).click();
    const template = await download;
    await toast(page, 'Template Downloaded').waitFor();
    const templatePath = files.file('template.csv');
    await template.saveAs(templatePath);
    const [header, example] = readFileSync(templatePath, 'utf8').trimEnd().split('\r\n');
    assert.ok(header!.startsWith('title,description,projectType,location,city,state'));
    assert.ok(example!.includes(',Clubhouse | Garden | 24x7 Security,'), 'list cells are items separated by |, not JSON');

    const rows = [header!, example!.replace('Green Meadows Phase 2', `Bulk One ${stamp}`), example!.replace('Green Meadows Phase 2', `Bulk Two ${stamp}`), example!.replace('Green Meadows Phase 2', `Bulk Bad ${stamp}`).replace(',12.5,', ',lots,')];
    const csvPath = files.file('projects.csv');
    writeFileSync(csvPath, `${rows.join('\r\n')}\r\n`);

    await page.getByRole('button', { name: 'Bulk Upload' }).click();
    const bulk = dialog(page, 'Bulk Upload Projects');
    await bulk.getByText('Download the CSV template first').waitFor();
    assert.equal(await bulk.getByRole('button', { name: 'Upload Projects' }).isDisabled(), true, 'disabled until a file is chosen');
    await bulk.getByText('How to write lists in a cell').click();
    await bulk.getByText('a number and a unit (sq.ft, sq.m or acres) each, like 1200 sq.ft | 1500 sq.ft').waitFor();
    await viewShot(page, 'admin-hub-bulk-list-help');
    await bulk.getByText('How to write lists in a cell').click();
    await bulk.getByLabel('CSV file').setInputFiles(csvPath);
    await bulk.getByRole('button', { name: 'Upload Projects' }).click();

    // The preview: every row, the bad one with its problem beside it, nothing saved yet.
    await bulk.getByText('2 rows ready, 1 with errors').waitFor();
    await bulk.getByText('The row with errors is skipped').waitFor();
    const table = bulk.getByRole('table', { name: 'Rows in the file' });
    const badRow = table.getByRole('row', { name: 'Row 4' });
    await badRow.getByText(`Bulk Bad ${stamp}`).waitFor();
    assert.equal((await badRow.getByRole('listitem').allTextContents()).join(' | '), 'totalAreamust be a number');
    assert.match(await table.getByRole('row', { name: 'Row 2' }).innerText(), new RegExp(`Bulk One ${stamp}[\\s\\S]*Pune[\\s\\S]*₹25\\.00 Lakhs[\\s\\S]*Ready`));
    const unsaved = await apiJson<{ total: number }>(page, journey.url, 'GET', `/api/admin/projects?search=${encodeURIComponent(`Bulk One ${stamp}`)}`);
    assert.equal(unsaved.total, 0, 'a preview saves nothing');
    await viewShot(page, 'admin-hub-bulk-preview');
    await page.setViewportSize({ width: 1366, height: 800 });
    await viewShot(page, 'admin-hub-bulk-preview-1366');
    await page.setViewportSize({ width: 390, height: 844 });
    await bulk.getByText('2 rows ready, 1 with errors').scrollIntoViewIfNeeded();
    await viewShot(page, 'admin-hub-bulk-preview-390');
    await bulk.getByRole('button', { name: 'Rows with errors (1)' }).click();
    assert.deepEqual(await table.getByRole('row').evaluateAll((found) => found.slice(1).map((row) => row.getAttribute('aria-label'))), ['Row 4']);
    await badRow.scrollIntoViewIfNeeded();
    await viewShot(page, 'admin-hub-bulk-preview-390-errors');
    assert.ok((await sidewaysOverflow(page)) <= 0, 'the preview fits a phone without sideways scrolling');
    await page.setViewportSize({ width: 1280, height: 900 });

    await bulk.getByRole('button', { name: 'Import 2 rows' }).click();
    await toast(page, 'Bulk upload completed').waitFor();
    await toast(page, '2 imported successfully, 1 failed').waitFor();
    await bulk.getByText('Row 4:').waitFor();
    await bulk.getByText(/totalArea: must be a number/).waitFor();
    await viewShot(page, 'admin-hub-bulk-upload');
    await bulk.getByRole('button', { name: 'Close', exact: true }).last().click();
    await page.getByPlaceholder('search projects by title, city, or state').fill(`Bulk One ${stamp}`);
    await page.getByRole('article', { name: `Bulk One ${stamp}` }).waitFor();
    await page.getByPlaceholder('search projects by title, city, or state').fill(`Bulk Bad ${stamp}`);
    await page.getByText('No Projects Match Your Filters').waitFor();
  });

  it("replaces a city's banner in Media and shows it on the public city page", async () => {
    const { page } = admin;
    await page.goto(`${journey.url}/admin/media`);
    await page.getByRole('heading', { name: 'Media Management', level: 1 }).waitFor();
    for (const tab of ['All Media', 'Project Images', 'Property Images', 'City Images']) await page.getByRole('tab', { name: tab }).waitFor();
    await page.getByRole('list', { name: 'Media', exact: true }).waitFor();
    await screenshot(page, 'admin-media');

    await page.getByRole('tab', { name: 'City Images' }).click();
    await page.getByText('City images cannot be deleted, only replaced').first().waitFor();
    await page.getByRole('button', { name: /^Edit: .*, Mumbai$/ }).click();
    const edit = dialog(page, 'Edit Media: Mumbai');
    await edit.getByLabel('Upload file for image 1').setInputFiles(files.file('mumbai.png'));
    await toast(page, 'Image uploaded successfully: mumbai.png').waitFor();
    await edit.getByLabel('Caption 1').fill(`Mumbai banner ${stamp}`);
    const newUrl = await edit.getByLabel('Image URL 1').inputValue();
    assert.match(newUrl, /^\/api\/files\//);
    await edit.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Media updated').waitFor();

    await page.goto(`${journey.url}/city?location=Mumbai`);
    const banner = page.getByRole('img', { name: `Mumbai banner ${stamp}` });
    await banner.waitFor();
    assert.equal(await banner.getAttribute('src'), newUrl);
  });

  it('looks right at 390 px: hub, form and media', async () => {
    const mobile = await journey.newPage({ mobile: true });
    const cookies = await admin.context.cookies();
    await mobile.context.addCookies(cookies);
    const { page } = mobile;
    await page.goto(`${journey.url}/admin/projects`);
    await page.getByRole('heading', { name: 'Project Management Hub', level: 1 }).waitFor();
    await page.getByRole('article').first().waitFor();
    const overflow = await sidewaysOverflow(page);
    assert.ok(overflow <= 1, `the hub fits 390 px (overflow ${overflow})`);
    await viewShot(page, 'admin-hub-mobile');
    await page.getByRole('button', { name: /Create Project/ }).first().click();
    await dialog(page, 'Add New Project').waitFor();
    await viewShot(page, 'admin-hub-form-mobile');
    await page.goto(`${journey.url}/admin/media`);
    await page.getByRole('list', { name: 'Media', exact: true }).waitFor();
    const mediaOverflow = await sidewaysOverflow(page);
    assert.ok(mediaOverflow <= 1, `media fits 390 px (overflow ${mediaOverflow})`);
    await viewShot(page, 'admin-media-mobile');
    await mobile.context.close();
    assert.deepEqual(problems, []);
  });
});
