// A project's page as a visitor meets it, on the production build and the demo
// seed: pictures sized for a phone, no sideways scrolling, the phone contact
// bar (in the HTML too), the lightbox and the plot sizes.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import type { Project, ProjectListResponse } from '@plotwise/contracts';
import { INQUIRY_FORM } from '@plotwise/contracts';
import { HTML_ONLY, artifactsDir, screenshot, sidewaysOverflow, watchForProblems } from '../support/browser';
import { getJson } from '../support/catalog';
import { useJourney } from '../support/journey';

const journey = useJourney();
const api = <T>(path: string) => getJson<T>(journey, path);

describe('catalog', () => {
  it("gives a phone a demo project's picture in a phone's size and a modern format, sharp, not the full picture", async () => {
    const { context, page } = await journey.newPage({ mobile: true });
    // A project of the demo seed (the lowest id: journeys in the same lane add their own, some with PNG pictures):
    // its pictures are stored as uploads are, JPEGs written anew, never the drawings.
    const sample = await api<ProjectListResponse>('/api/projects?pageSize=50');
    const seeded = Math.min(...sample.items.map((item) => item.id));
    const project = await api<Project>(`/api/projects/${seeded}`);
    for (const image of project.images) {
      const original = await fetch(`${journey.url}${image.url}`, { method: 'HEAD' });
      assert.equal(original.headers.get('content-type'), 'image/jpeg', `${image.url} is stored as a JPEG`);
    }
    const pictures: { url: string; bytes: number; type: string }[] = [];
    page.on('response', async (response) => {
      if (!/\/api\/files\//.test(response.url())) return;
      const body = await response.body().catch(() => Buffer.alloc(0));
      pictures.push({ url: new URL(response.url()).pathname, bytes: body.byteLength, type: response.headers()['content-type'] ?? '' });
    });
    await page.goto(`${journey.url}/projects/${project.id}`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: project.title }).waitFor();
    assert.ok(pictures.length > 0, 'the project page shows its pictures');
    // 390 px at twice the density: the 960 px variant at most, in AVIF where the browser takes it.
    for (const picture of pictures) {
      assert.match(picture.url, /\/w(480|960)\.(avif|webp)$/, `${picture.url} is a small variant`);
      assert.match(picture.type, /^image\/(avif|webp)/);
      assert.ok(picture.bytes <= 150 * 1024, `${picture.url} is ${picture.bytes} bytes`);
    }
    // Small, yet not blurry: the variant shown has at least as many pixels across as the phone's screen gives it.
    const shown = await page.getByTestId('gallery-stage').locator('img').evaluate(async (img: HTMLImageElement) => {
      const bitmap = await createImageBitmap(await (await fetch(img.currentSrc)).blob());
      return { src: img.currentSrc, pixels: bitmap.width, needed: Math.round(img.clientWidth * devicePixelRatio) };
    });
    assert.ok(shown.pixels >= shown.needed, `${shown.src} is ${shown.pixels} px across for ${shown.needed} screen pixels`);
    await context.close();
  });

  it('fits a phone: home, listings and a project without sideways scrolling (screenshots)', async () => {
    const { context, page } = await journey.newPage({ mobile: true });
    const sample = await api<ProjectListResponse>('/api/projects?pageSize=1');
    const pages: [string, string, string][] = [
      ['/', 'Find your plot across India', 'catalog-home-mobile'],
      ['/listings', 'Browse plots and projects', 'catalog-listings-mobile'],
      [`/listings/${sample.items[0]!.id}`, sample.items[0]!.title, 'catalog-detail-mobile'],
    ];
    for (const [path, heading, name] of pages) {
      await page.goto(`${journey.url}${path}`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      const overflow = await sidewaysOverflow(page);
      assert.ok(overflow <= 0, `${path} scrolls sideways by ${overflow}px on a phone`);
      await screenshot(page, name);
    }
    await context.close();
  });

  /** A project of the demo catalogue with several plot sizes and pictures, read from the API. */
  async function sampleProject(): Promise<Project> {
    const list = await api<ProjectListResponse>('/api/projects?pageSize=20&sortBy=name_asc');
    const summary = list.items.find((item) => item.plotSizes.length > 1 && item.images.length > 2) ?? list.items[0]!;
    return api<Project>(`/api/projects/${summary.id}`);
  }

  it("keeps Call, WhatsApp and Enquire at a phone's thumb without covering the page, and only on a phone", async () => {
    const project = await sampleProject();
    const { context, page } = await journey.newPage({ mobile: true });
    const problems = watchForProblems(page);
    await page.goto(`${journey.url}/projects/${project.id}`);
    await page.getByRole('heading', { level: 1, name: project.title }).waitFor();
    // Far below a phone's first screen, the Formik form's code waits until the visitor heads there;
    // the server's plain HTML form holds its place and posts without it.
    await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    const inquiryForm = page.getByRole('form', { name: `Enquiry about ${project.title}` });
    assert.equal(await inquiryForm.getAttribute('action'), INQUIRY_FORM.action, 'the plain form before scrolling');
    assert.equal(await inquiryForm.getAttribute('novalidate'), null, 'no Formik form before scrolling');
    const bar = page.getByRole('list', { name: 'Quick contact' });
    assert.ok(await bar.isVisible(), 'the bar shows on a phone');
    const call = bar.getByRole('link', { name: /^Call / });
    const whatsapp = bar.getByRole('link', { name: 'WhatsApp' });
    const inquire = bar.getByRole('link', { name: 'Enquire' });
    const expectedCall = project.contactPhone ? `tel:+91${project.contactPhone.replace(/\D/g, '').slice(-10)}` : 'tel:+912048502100';
    assert.equal(await call.getAttribute('href'), expectedCall);
    const chat = decodeURIComponent(String(await whatsapp.getAttribute('href')));
    assert.match(chat, /^https:\/\/wa\.me\/91\d{10}\?text=/);
    assert.ok(chat.includes(project.title) && chat.includes(`${journey.url}/projects/${project.id}`), chat);
    for (const link of [call, whatsapp, inquire]) {
      const box = (await link.boundingBox())!;
      assert.ok(box.height >= 44, `a ${box.height}px target`);
    }
    // The page ends above the bar: the footer's last line is not under it.
    const barHeight = (await bar.boundingBox())!.height;
    const padding = await page.evaluate(() => Number.parseFloat(getComputedStyle(document.body).paddingBottom));
    assert.equal(padding, barHeight);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footerBottom = await page.evaluate(() => document.querySelector('footer')!.getBoundingClientRect().bottom);
    assert.ok(footerBottom <= 844 - barHeight + 1, `the footer ends at ${footerBottom}px, under the bar`);
    // On a phone the shell's scroll-to-top button shows while the visitor scrolls back up, above the bar.
    // Two frames let the page see the scroll down before the scroll up, as a visitor's would.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await page.evaluate(() => window.scrollBy(0, -300));
    // Read while it shows: it hides a few seconds after the visitor stops scrolling up.
    const shown = await page.waitForFunction(() => {
      const button = document.querySelector('button[aria-label="Scroll to top"]');
      return button && { y: button.getBoundingClientRect().y, height: button.getBoundingClientRect().height };
    });
    const scrollTop = (await shown.jsonValue())!;
    assert.ok(scrollTop.y + scrollTop.height <= 844 - barHeight, 'the scroll-to-top button sits above the bar');
    await page.screenshot({ path: path.join(artifactsDir, 'catalog-detail-contact-bar-mobile.png') });
    await page.evaluate(() => window.scrollTo(0, 0));
    await inquire.click();
    const name = page.getByRole('form', { name: `Enquiry about ${project.title}` }).getByLabel('Name');
    await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'name');
    assert.ok(await name.isVisible());
    await page.waitForFunction(() => {
      const box = document.activeElement!.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight;
    });
    assert.ok((await sidewaysOverflow(page)) <= 0, 'no sideways scrolling');
    assert.deepEqual(problems, []);
    await context.close();

    const desktop = await journey.newPage();
    await desktop.page.goto(`${journey.url}/projects/${project.id}`);
    await desktop.page.getByRole('heading', { level: 1, name: project.title }).waitFor();
    assert.equal(await desktop.page.getByTestId('contact-bar').isVisible(), false, 'no bar beside the contact card');
    assert.equal(await desktop.page.evaluate(() => getComputedStyle(document.body).paddingBottom), '0px');
    await desktop.context.close();
  });

  it('serves the contact bar in the HTML: its links work before any script', async () => {
    const project = await sampleProject();
    const { context, page } = await journey.newPage({ mobile: true, javaScript: false });
    await page.goto(`${journey.url}/projects/${project.id}`, HTML_ONLY);
    const bar = page.getByRole('list', { name: 'Quick contact' });
    assert.ok(await bar.isVisible());
    assert.match(String(await bar.getByRole('link', { name: /^Call / }).getAttribute('href')), /^tel:\+91\d{10}$/);
    assert.match(String(await bar.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')), /^https:\/\/wa\.me\/91\d{10}\?text=/);
    await bar.getByRole('link', { name: 'Enquire' }).click();
    await page.waitForURL(/#enquire$/, HTML_ONLY);
    assert.ok(await page.getByRole('heading', { name: 'Enquire about this project' }).isVisible());
    await context.close();
  });

  it('opens a picture large: arrows, Escape back to the picture, captions that are words, not file names', async () => {
    const project = await sampleProject();
    const { context, page } = await journey.newPage();
    const problems = watchForProblems(page);
    await page.goto(`${journey.url}/projects/${project.id}`);
    await page.getByRole('heading', { level: 1, name: project.title }).waitFor();
    const count = project.images.length;
    const stagePicture = page.getByTestId('gallery-stage').getByRole('button', { name: /^Open picture 1 large/ });
    await stagePicture.click();
    const dialog = page.getByRole('dialog', { name: project.title });
    await dialog.waitFor();
    const counter = dialog.getByTestId('lightbox-counter');
    assert.equal(await counter.innerText(), `1 of ${count}`);
    const alt = String(await dialog.getByRole('img').getAttribute('alt'));
    assert.equal(alt.split(project.title).length - 1, 1, `"${alt}" names the project once`);
    await page.keyboard.press('ArrowRight');
    assert.equal(await counter.innerText(), `2 of ${count}`);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    assert.equal(await counter.innerText(), `${count} of ${count}`);
    await screenshot(page, 'catalog-detail-lightbox-desktop');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), `Open picture ${count} large: ${await page.getByTestId('gallery-caption').innerText()}`);
    // A thumbnail opens its own picture, and gets focus back.
    const thumb = page.getByRole('list', { name: 'All pictures' }).getByRole('button', { name: 'Open picture 2 large' });
    await thumb.click();
    assert.equal(await counter.innerText(), `2 of ${count}`);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    assert.ok(await thumb.evaluate((element) => element === document.activeElement), 'focus is back on the thumbnail');
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('turns the large picture with a swipe on a phone and fits the screen (screenshots)', async () => {
    const project = await sampleProject();
    const { context, page } = await journey.newPage({ mobile: true });
    await page.goto(`${journey.url}/projects/${project.id}`);
    await page.getByRole('heading', { level: 1, name: project.title }).waitFor();
    await page.getByTestId('gallery-stage').getByRole('button', { name: /^Open picture 1 large/ }).tap();
    const dialog = page.getByRole('dialog', { name: project.title });
    await dialog.waitFor();
    const counter = dialog.getByTestId('lightbox-counter');
    const picture = dialog.getByTestId('lightbox-picture');
    const swipe = async (from: number, to: number) => {
      await picture.dispatchEvent('pointerdown', { clientX: from, clientY: 200, pointerType: 'touch', isPrimary: true });
      await picture.dispatchEvent('pointerup', { clientX: to, clientY: 200, pointerType: 'touch', isPrimary: true });
    };
    await swipe(300, 100);
    assert.equal(await counter.innerText(), `2 of ${project.images.length}`);
    await swipe(100, 300);
    assert.equal(await counter.innerText(), `1 of ${project.images.length}`);
    assert.ok((await sidewaysOverflow(page)) <= 0, 'the lightbox fits a phone');
    await page.screenshot({ path: path.join(artifactsDir, 'catalog-detail-lightbox-mobile.png') });
    await dialog.getByRole('button', { name: 'Close' }).tap();
    await dialog.waitFor({ state: 'hidden' });
    await context.close();
  });

  it("lists the plot sizes in their unit and in sq.ft with the starting price's rate", async () => {
    const project = await sampleProject();
    for (const mobile of [false, true]) {
      const { context, page } = await journey.newPage({ mobile });
      await page.goto(`${journey.url}/projects/${project.id}`);
      const table = page.getByRole('table', { name: 'Plot sizes and prices' });
      await table.scrollIntoViewIfNeeded();
      const rows = await table.locator('tbody tr').allInnerTexts();
      assert.equal(rows.length, project.plotSizes.length);
      const prices = await table.locator('tbody td:last-child').allInnerTexts();
      if (project.startingPrice) {
        assert.ok(prices.every((price) => price.startsWith('₹')), prices.join(', '));
        const starting = await page.getByTestId('detail-price').innerText();
        assert.ok(starting.startsWith(prices[0]!), `the smallest plot costs the starting price: ${prices[0]} vs ${starting}`);
      } else {
        assert.ok(prices.every((price) => price === 'On request'));
      }
      assert.ok((await sidewaysOverflow(page)) <= 0, 'no sideways scrolling');
      await table.screenshot({ path: path.join(artifactsDir, `catalog-detail-plot-sizes-${mobile ? 'mobile' : 'desktop'}.png`) });
      await screenshot(page, `catalog-detail-${mobile ? 'mobile' : 'desktop'}-full`);
      await context.close();
    }
  });
});
