import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The demo agent the seed creates: its sign-in, name and agency. */
export { DEMO_AGENT } from '../../services/src/db/seed/demo-agent-account';

/** Debian's Chromium, never a browser downloaded by a test tool. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const artifactsDir = path.resolve(__dirname, '..', 'artifacts');

/** How the tests start Chromium: headless, no sandbox (root in CI), nothing fetched from outside. */
export function chromiumLaunchOptions() {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium is not installed at ${CHROMIUM_PATH}: run .ci/run or apt-get install -y chromium.`);
  }
  return {
    executablePath: CHROMIUM_PATH,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic', '--no-first-run', '--disable-component-update', '--disable-sync'],
  };
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions());
}

export interface PageOptions {
  /** A 390×844 phone instead of a 1280×900 screen. */
  mobile?: boolean;
  /** A browser with JavaScript turned off (or whose scripts have not arrived yet). */
  javaScript?: boolean;
}

export async function newPage(browser: Browser, options: PageOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
  const javaScriptEnabled = options.javaScript ?? true;
  const context = await browser.newContext(
    options.mobile
      ? { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, javaScriptEnabled }
      : { viewport: { width: 1280, height: 900 }, javaScriptEnabled },
  );
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  if (javaScriptEnabled) waitForInteractivePages(page);
  return { context, page };
}

/** Longest wait for a page of the site to become interactive before a test goes on regardless. */
const INTERACTIVE_WAIT_MS = 10_000;

/**
 * A server-rendered page is on screen before its code has loaded: the shell
 * starts loading it once the page's pictures are in, and a button pressed
 * before then does nothing. As a visitor waits for the page to answer, every
 * goto and reload waits for the shell's `data-interactive` mark on pages of
 * the site (those with #root); a page whose code never arrives (a test of a
 * broken deploy) is handed over after INTERACTIVE_WAIT_MS as it is.
 */
function waitForInteractivePages(page: Page): void {
  const untilInteractive = async <T>(navigation: Promise<T>): Promise<T> => {
    const response = await navigation;
    await page
      .waitForFunction(() => !document.getElementById('root') || document.documentElement.dataset.interactive === 'true', undefined, { timeout: INTERACTIVE_WAIT_MS })
      .catch(() => undefined);
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = (url, options) => untilInteractive(goto(url, options));
  page.reload = (options) => untilInteractive(reload(options));
}

/**
 * Collects what would break the site silently in a visitor's browser: scripts,
 * styles or frames the Content Security Policy blocked, and uncaught errors.
 */
export function watchForProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply|frame|connect)/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

/**
 * How far the page is wider than the screen, in CSS pixels (0 or less: it
 * fits). Measured against the page's set width, not `innerWidth`: on a phone
 * profile Chromium widens the layout viewport to the content, so innerWidth
 * grows with any overflow and a comparison with it never fails.
 */
export async function sidewaysOverflow(page: Page): Promise<number> {
  const width = page.viewportSize()?.width;
  if (!width) throw new Error('The page has no set viewport width.');
  return (await page.evaluate(() => document.documentElement.scrollWidth)) - width;
}

/** axe-core, read once: evaluated in the page (the site's CSP refuses an injected script tag). */
let axeSource: string | undefined;

/**
 * The WCAG 2.1 A and AA failures axe-core finds on the page as it stands, one
 * line each ("link-in-text-block: a[href=…]: The link has insufficient…").
 * Empty when it finds none.
 */
export async function accessibilityProblems(page: Page): Promise<string[]> {
  axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: { id: string; nodes: { target: string[]; failureSummary?: string }[] }[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations.map((violation) => ({ id: violation.id, nodes: violation.nodes.map((node) => ({ target: node.target.join(' '), summary: node.failureSummary ?? '' })) }));
  });
  return violations.flatMap(({ id, nodes }) => nodes.map(({ target, summary }) => `${id}: ${target}: ${summary.replace(/\s+/g, ' ').trim()}`));
}

/** Saves a screenshot under e2e/artifacts for a person to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(artifactsDir, { recursive: true });
  await page.screenshot({ path: path.join(artifactsDir, `${name}.png`), fullPage: true });
}

/** Signs in as the configured admin through the API, in the browser context's cookie jar. */
export async function loginAsAdmin(page: Page, baseUrl: string): Promise<void> {
  const response = await page.request.post(`${baseUrl}/api/auth/admin-login`, {
    data: { username: process.env.ADMIN_USERNAME ?? 'admin', password: process.env.ADMIN_PASSWORD ?? 'admin123' },
    headers: { Origin: baseUrl },
  });
  if (!response.ok()) throw new Error(`admin login failed: ${response.status()} ${await response.text()}`);
}

/**
 * A call to the site's API in the page's session (its cookies), as the page's
 * own code makes it: with the site as Origin. Fails unless it succeeds; answers its JSON.
 */
export async function apiJson<T>(page: Page, baseUrl: string, method: 'GET' | 'POST' | 'PUT', url: string, data?: unknown): Promise<T> {
  const response = await page.request.fetch(`${baseUrl}${url}`, { method, data, headers: { Origin: baseUrl } });
  if (!response.ok()) throw new Error(`${method} ${url} → ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The admin remote's files the page asks for from now on: none may load before an admin signs in. */
export function adminCodeRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/remotes/admin/')) requested.push(request.url());
  });
  return requested;
}

/** Fills in and sends the Login form the page shows (/login), as a person does. */
export async function signInThroughForm(page: Page, email: string, password: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Login', exact: true }).click();
}

/**
 * For pages loaded without JavaScript: Chromium then fetches every picture at
 * once, lazy ones too, and a fresh site makes each picture size on its first
 * request, so the load event says nothing about the page. Its HTML does.
 */
export const HTML_ONLY = { waitUntil: 'domcontentloaded' } as const;
