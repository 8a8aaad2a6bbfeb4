// The composed site as a visitor meets it: header, footer, each remote's
// routes, the admin gate, a remote that is down, and the not-found screen.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { adminCodeRequests, loginAsAdmin, screenshot, sidewaysOverflow, watchForProblems } from '../support/browser';
import { useJourney } from '../support/journey';



const journey = useJourney();

describe('the shell', () => {
  it('renders home with header navigation, footer and active social links', async () => {
    const { context, page } = await journey.newPage();
    await page.goto(journey.url);
    await page.getByRole('heading', { name: 'Find your plot across India' }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const label of ['Home', 'Listings', 'Services', 'About Us', 'Careers', 'Blog']) {
      await nav.getByRole('link', { name: label, exact: true }).waitFor();
    }
    await page.getByRole('link', { name: 'Login / Sign Up' }).first().waitFor();
    assert.equal(await page.getByRole('link', { name: 'Post Your Plot' }).first().getAttribute('href'), '/submit-property');
    const social = page.getByRole('list', { name: 'Social media' });
    await social.getByRole('link', { name: 'Facebook' }).waitFor();
    // As many as the API lists active: other journeys on the same server may have added one.
    const active = (await (await fetch(`${journey.url}/api/social-media-links`)).json()) as unknown[];
    assert.ok(active.length >= 4, 'the demo data has four active links');
    assert.equal(await social.getByRole('link').count(), active.length);
    await page.getByRole('link', { name: 'Plots in Pune' }).waitFor();
    await screenshot(page, 'home-desktop');
    await context.close();
  });

  it('renders a route of every public remote, loading each only when visited', async () => {
    const { context, page } = await journey.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));

    await page.goto(`${journey.url}/`);
    await page.getByRole('heading', { name: 'Find your plot across India' }).waitFor();
    assert.ok(requested.some((url) => url.startsWith('/remotes/catalog/')), 'catalog loaded for /');
    assert.ok(!requested.some((url) => url.startsWith('/remotes/tools/')), 'tools not loaded on the home page');
    assert.ok(!requested.some((url) => url.startsWith('/remotes/accounts/')), 'accounts not loaded on the home page');

    await page.goto(`${journey.url}/loan-calculator`);
    await page.getByRole('heading', { name: 'Home Loan EMI Calculator' }).waitFor();
    assert.equal(await page.getByTestId('emi').textContent(), '₹43,391');
    await screenshot(page, 'loan-calculator');

    await page.goto(`${journey.url}/admin/login`);
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    assert.ok(!requested.some((url) => url.startsWith('/remotes/admin/')), 'no admin code during public browsing');
    await context.close();
  });

  it('marks Listings active on any /listings path', async () => {
    const { context, page } = await journey.newPage();
    await page.goto(`${journey.url}/listings/12`);
    const listings = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Listings' });
    assert.equal(await listings.getAttribute('aria-current'), 'page');
    await context.close();
  });

  it('sends an anonymous /admin visitor to /admin/login with Access Denied, fetching no admin code', async () => {
    const { context, page } = await journey.newPage();
    const adminRequests = adminCodeRequests(page);
    await page.goto(`${journey.url}/admin`);
    await page.waitForURL(`${journey.url}/admin/login`);
    await page.getByTestId('toast').getByText('Access Denied').waitFor();
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    assert.deepEqual(adminRequests, []);
    const direct = await page.request.get(`${journey.url}/remotes/admin/mf-manifest.json`);
    assert.equal(direct.status(), 401);
    await context.close();
  });

  it('lets an admin sign in through the form and loads the admin remote only then', async () => {
    const { context, page } = await journey.newPage();
    const adminRequests = adminCodeRequests(page);
    await page.goto(`${journey.url}/admin/login`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Username is required').waitFor();
    await page.getByText('Password is required').waitFor();
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByTestId('toast').getByText('Authentication failed').waitFor();
    assert.deepEqual(adminRequests, [], 'a failed login fetches no admin code');

    await page.getByLabel('Password').fill('admin123');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${journey.url}/admin/dashboard`);
    await page.getByRole('heading', { name: /Welcome/ }).waitFor();
    await page.getByRole('link', { name: /Pending Approvals/ }).waitFor();
    assert.ok(adminRequests.length > 0, 'the admin remote is fetched after admin login');
    await screenshot(page, 'admin-dashboard');
    // The portal's own frame: none of the visitor's newsletter, "Post Your Plot", alerts or contact button.
    await page.getByRole('banner').getByText('Admin Portal', { exact: true }).waitFor();
    for (const name of ['Post Your Plot', 'Contact us']) assert.equal(await page.getByRole('link', { name }).or(page.getByRole('button', { name })).count(), 0, `no ${name} in the admin portal`);
    assert.equal(await page.getByRole('contentinfo').getByRole('heading', { name: 'Newsletter' }).count(), 0, 'no newsletter box in the admin portal');
    assert.equal(await page.getByRole('contentinfo').getByRole('link', { name: 'View the public site' }).count(), 1);

    await page.getByRole('main').getByRole('button', { name: 'Logout' }).click();
    await page.getByTestId('toast').getByText('Logged out').waitFor();
    await page.waitForURL(`${journey.url}/`);
    await context.close();
  });

  it('keeps the header and other remotes working when the catalog remote is down, and recovers on Retry', async () => {
    const { context, page } = await journey.newPage();
    await context.route('**/remotes/catalog/**', (route) => route.abort());
    await page.goto(`${journey.url}/`);
    await page.getByRole('alert').getByText('This part of the site is unavailable right now').waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Listings' }).waitFor();
    await page.getByRole('contentinfo').waitFor();
    await screenshot(page, 'catalog-down');

    await page.getByRole('link', { name: 'Loan Calculator' }).first().click();
    await page.getByRole('heading', { name: 'Home Loan EMI Calculator' }).waitFor();

    await context.unroute('**/remotes/catalog/**');
    await page.getByRole('link', { name: 'Home', exact: true }).first().click();
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { name: 'Find your plot across India' }).waitFor();
    await context.close();
  });

  it('shows the 404 screen for unknown paths, in the shell and inside a remote', async () => {
    const { context, page } = await journey.newPage();
    await page.goto(`${journey.url}/no-such-page`);
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await page.goto(`${journey.url}/loan-calculator/extra`);
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await context.close();
  });

  it('keeps Coming Soon on /sitemap only: the legal pages are real (trust.test.ts)', async () => {
    const { context, page } = await journey.newPage();
    await page.goto(`${journey.url}/sitemap`);
    await page.getByText('Coming Soon').waitFor();
    for (const [path, heading] of [['/privacy', 'Privacy Policy'], ['/terms', 'Terms of Service'], ['/listing-terms', 'Listing Terms']]) {
      await page.goto(`${journey.url}${path}`);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      assert.equal(await page.getByText('Coming Soon').count(), 0, path);
    }
    await context.close();
  });

  it('scrolls to the top on navigation and offers a scroll-to-top button past 300 px, on a phone while scrolling up', async () => {
    const { context, page } = await journey.newPage({ mobile: true });
    await page.goto(`${journey.url}/loan-calculator`);
    await page.getByRole('heading', { name: 'Home Loan EMI Calculator' }).waitFor();
    // The page arrives server-rendered: the button follows scrolling only once the shell has hydrated.
    await page.waitForFunction(() => document.documentElement.dataset.interactive === 'true');
    assert.equal(await page.getByRole('button', { name: 'Scroll to top' }).count(), 0);
    await page.evaluate(() => window.scrollTo(0, 1200));
    await page.waitForFunction(() => window.scrollY > 300);
    // Scroll events fire with the next frame: two frames later the page has seen this one, so the next is a move up, not one jump.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    assert.equal(await page.getByRole('button', { name: 'Scroll to top' }).count(), 0);
    await page.evaluate(() => window.scrollTo(0, 1000));
    await page.getByRole('button', { name: 'Scroll to top' }).waitFor();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Careers' }).click();
    await page.waitForURL(`${journey.url}/careers`);
    await page.waitForFunction(() => window.scrollY === 0, undefined, { timeout: 5_000 });
    const overflow = await sidewaysOverflow(page);
    assert.ok(overflow <= 0, `the page must not scroll sideways on a phone (overflow ${overflow}px)`);
    await screenshot(page, 'mobile-after-menu');
    await context.close();
  });

  it('on a phone: the contact button sits in the header, Escape closes the menu, the skip link shows on focus', async () => {
    const { context, page } = await journey.newPage({ mobile: true });
    await page.goto(`${journey.url}/listings`);
    const contact = page.getByRole('button', { name: 'Contact us' });
    await contact.waitFor();
    // In the header bar, so it covers no card, filter or text of the page.
    assert.ok(await contact.evaluate((button) => button.closest('header') !== null), 'the contact button is in the header');
    const box = (await contact.boundingBox())!;
    assert.ok(box.y + box.height <= 64 && box.width >= 44 && box.height >= 44, `a 44 px target inside the 64 px bar: ${JSON.stringify(box)}`);
    await contact.click();
    await page.getByRole('dialog', { name: 'Contact Us' }).waitFor();
    await page.getByRole('button', { name: 'Close contact form' }).first().click();

    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await menuButton.click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Careers' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Open menu' }).waitFor();
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls')), 'mobile-menu', 'the focus is back on the menu button');
    assert.equal(await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Careers' }).isVisible(), false);

    // The first Tab on a fresh page reaches the skip link, which then shows.
    await page.goto(`${journey.url}/listings`);
    await page.getByRole('button', { name: 'Contact us' }).waitFor();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    const skipBox = (await skip.boundingBox())!;
    assert.ok(skipBox.width > 40 && skipBox.height > 20, `the skip link is visible when focused: ${JSON.stringify(skipBox)}`);
    await screenshot(page, 'skip-link-mobile');
    await context.close();
  });

  it('works under its Content Security Policy: every remote and the admin portal load with nothing blocked', async () => {
    const { context, page } = await journey.newPage();
    const problems = watchForProblems(page);
    const first = await page.goto(journey.url);
    assert.match(String(first?.headers()['content-security-policy']), /script-src 'self'/);
    await page.getByRole('heading', { name: 'Find your plot across India' }).waitFor();
    for (const path of ['/loan-calculator', '/login']) {
      await page.goto(`${journey.url}${path}`);
      await page.locator('main [data-remote]').first().waitFor();
    }
    await loginAsAdmin(page, journey.url);
    await page.goto(`${journey.url}/admin/dashboard`);
    await page.locator('main [data-remote]').first().waitFor();
    assert.deepEqual(problems, []);
    await context.close();
  });
});
