// Screenshots of every public screen at a phone's width (390 px) and a laptop's
// (1280 px), for a person to look at: overlaps, sideways overflow, words broken
// mid-way, a floating button over content. Not a test; nothing is asserted.
// After `npm run build` at the root:
//   cd e2e && node --import tsx screens/take-screens.ts [name-filter]
// writes artifacts/screens/<screen>-<390|1280>.png on a fresh demo database.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { DEMO_AGENT, artifactsDir, launchBrowser, newPage, signInThroughForm, sidewaysOverflow } from '../support/browser';
import { startSiteOnTestDatabase } from '../support/journey';

const outDir = path.join(artifactsDir, 'screens');

interface Screen {
  name: string;
  path: string;
  /** Who is signed in: nobody, a new user, or the demo agent. */
  as?: 'user' | 'agent';
  /** What to do once the page is up (open a popover). */
  then?: (page: Page) => Promise<void>;
}

async function firstProjectIds(url: string): Promise<number[]> {
  const reply = (await (await fetch(`${url}/api/projects`)).json()) as { items: Array<{ id: number }> };
  return reply.items.slice(0, 3).map((project) => project.id);
}

async function firstBlogSlug(url: string): Promise<string> {
  const reply = (await (await fetch(`${url}/api/blog-posts`)).json()) as { items: Array<{ slug: string }> };
  return reply.items[0]?.slug ?? '';
}

async function signIn(page: Page, url: string, as: 'user' | 'agent', stamp: string): Promise<void> {
  if (as === 'agent') {
    await page.goto(`${url}/login`);
    await signInThroughForm(page, DEMO_AGENT.email, DEMO_AGENT.password);
    await page.waitForURL(/agent-dashboard/);
    return;
  }
  const registered = await page.request.post(`${url}/api/auth/register`, {
    data: { name: 'Meera Screens', email: `screens-${stamp}@example.com`, phone: '9822033333', password: 'screens-secret', role: 'user' },
    headers: { Origin: url },
  });
  if (!registered.ok()) throw new Error(`Could not register the screenshot user: ${registered.status()}`);
}

async function main(): Promise<void> {
  const filter = process.argv[2] ?? '';
  mkdirSync(outDir, { recursive: true });
  const { site, stop } = await startSiteOnTestDatabase();
  const browser = await launchBrowser();
  try {
    const ids = await firstProjectIds(site.url);
    const slug = await firstBlogSlug(site.url);
    const screens: Screen[] = [
      { name: 'home', path: '/' },
      { name: 'listings', path: '/listings' },
      { name: 'listings-map', path: '/listings?city=Pune&view=map' },
      { name: 'project', path: `/projects/${ids[0]}` },
      { name: 'city', path: '/city?location=Pune' },
      { name: 'blog', path: '/blog' },
      { name: 'blog-post', path: `/blog/${slug}` },
      { name: 'compare', path: `/compare?ids=${ids.join(',')}` },
      { name: 'loan-calculator', path: '/loan-calculator' },
      { name: 'submit-property', path: '/submit-property' },
      { name: 'contact', path: '/contact' },
      { name: 'careers', path: '/careers' },
      { name: 'services', path: '/services' },
      { name: 'about', path: '/about' },
      { name: 'sms-alerts', path: '/', then: async (page) => page.getByRole('button', { name: 'SMS alerts' }).click() },
      { name: 'login', path: '/login' },
      { name: 'register', path: '/register' },
      { name: 'user-dashboard', path: '/dashboard', as: 'user' },
      { name: 'agent-dashboard', path: '/agent-dashboard', as: 'agent' },
    ];
    const stamp = String(Date.now());
    for (const screen of screens.filter((candidate) => candidate.name.includes(filter))) {
      for (const mobile of [true, false]) {
        const { context, page } = await newPage(browser, { mobile });
        if (screen.as) await signIn(page, site.url, screen.as, `${stamp}-${mobile ? 'm' : 'd'}`);
        await page.goto(`${site.url}${screen.path}`, { waitUntil: 'networkidle' });
        await screen.then?.(page);
        await page.waitForTimeout(400);
        const overflow = await sidewaysOverflow(page);
        const file = path.join(outDir, `${screen.name}-${mobile ? 390 : 1280}.png`);
        await page.screenshot({ path: file, fullPage: !screen.then });
        console.log(`${path.relative(process.cwd(), file)}${overflow > 0 ? `  (sideways overflow ${overflow}px)` : ''}`);
        if (!screen.then) {
          // The end of the page as a visitor sees it, scrolling back up a little: floating buttons show then.
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          await page.waitForTimeout(200);
          await page.mouse.wheel(0, -200);
          await page.waitForTimeout(400);
          await page.screenshot({ path: file.replace(/\.png$/, '-end.png') });
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
