// Accessibility as a check, not a promise: axe-core's WCAG 2.1 A and AA rules
// on the public pages, the account pages and the admin portal, on a 1280×900
// screen and a 390×844 phone, after each page has drawn its data.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { accessibilityProblems, loginAsAdmin } from '../support/browser';
import { useJourney } from '../support/journey';

const journey = useJourney();

const PUBLIC_PAGES = ['/', '/listings', '/projects/1', '/blog', '/login', '/register', '/forgot-password', '/contact', '/submit-property', '/careers', '/loan-calculator', '/services', '/about'];
const ADMIN_PAGES = ['/admin/dashboard', '/admin/projects?view=table', '/admin/users?view=table', '/admin/inquiries?view=table', '/admin/pending-approvals', '/admin/social-media'];
/**
 * On a phone, the pages whose layout changes most (the menu, the filter sheet,
 * the bottom bar, stacked forms, scrolling tables); every page is checked on
 * the screen, and the rules that do not depend on layout find the same there.
 */
const PHONE_PUBLIC_PAGES = ['/', '/listings', '/projects/1', '/forgot-password', '/contact', '/submit-property', '/loan-calculator'];
const PHONE_ADMIN_PAGES = ['/admin/dashboard', '/admin/projects?view=table', '/admin/inquiries?view=table'];

/** Pages checked at once: most of a check is waiting for the network to settle. */
const TABS = 3;

async function problemsOn(paths: readonly string[], { mobile, admin }: { mobile: boolean; admin: boolean }): Promise<string[]> {
  const { context, page } = await journey.newPage({ mobile });
  try {
    if (admin) await loginAsAdmin(page, journey.url);
    const tabs = [page, ...(await Promise.all(Array.from({ length: TABS - 1 }, () => context.newPage())))];
    const found = await Promise.all(
      tabs.map(async (tab, index) => {
        const problems: string[] = [];
        for (const path of paths.filter((_, position) => position % TABS === index)) {
          await tab.goto(`${journey.url}${path}`, { waitUntil: 'networkidle' });
          await tab.getByRole('main').waitFor();
          problems.push(...(await accessibilityProblems(tab)).map((problem) => `${path}: ${problem}`));
        }
        return problems;
      }),
    );
    return found.flat();
  } finally {
    await context.close();
  }
}

describe('accessibility (axe-core, WCAG 2.1 AA)', () => {
  for (const mobile of [false, true]) {
    const size = mobile ? 'on a phone' : 'on a screen';
    it(`finds nothing on the public and account pages ${size}`, async () => {
      assert.deepEqual(await problemsOn(mobile ? PHONE_PUBLIC_PAGES : PUBLIC_PAGES, { mobile, admin: false }), []);
    });
    it(`finds nothing in the admin portal ${size}`, async () => {
      assert.deepEqual(await problemsOn(mobile ? PHONE_ADMIN_PAGES : ADMIN_PAGES, { mobile, admin: true }), []);
    });
  }
});
