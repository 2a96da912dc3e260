import {expect, test, type Page} from '@playwright/test';
import {readdirSync, readFileSync} from 'node:fs';
import {parse} from 'node-html-parser';
import path from 'node:path';
import {externalUrls} from '../../core/config/site';
import {routes} from '../../core/config/routes';
import {buildDir, storageKey, storageSuffix, waitForHydration} from './support/site';

const mainNav = (page: Page) => page.getByRole('navigation', {name: 'Main'});

test.describe('navbar and footer on desktop', () => {
  test.use({viewport: {width: 1280, height: 800}});

  test('every navbar item leads to its target', async ({page}) => {
    await page.goto('/');
    const nav = mainNav(page);
    await expect(nav.getByRole('link', {name: 'Docs', exact: true})).toHaveAttribute('href', routes.quickStart);
    await expect(nav.getByRole('link', {name: 'Data Sources'})).toHaveAttribute('href', routes.dataSources);
    await expect(nav.getByRole('link', {name: 'API Reference'})).toHaveAttribute('href', routes.apiReference);
    await expect(nav.getByRole('link', {name: 'News'})).toHaveAttribute('href', routes.changelog);
    for (const [name, href] of [
      ['FAQ', externalUrls.faq],
      ['GitHub', externalUrls.github],
    ] as const) {
      const link = nav.getByRole('link', {name});
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
    }
    await expect(nav.getByRole('img', {name: 'ROOK logo'}).first()).toHaveAttribute('width', '96');

    await nav.getByRole('link', {name: 'Docs', exact: true}).click();
    await expect(page).toHaveURL(routes.quickStart);
    await expect(page.getByRole('heading', {level: 1, name: 'QuickStart'})).toBeVisible();
  });

  test('the Showcase dropdown opens on hover and lists Mobile and Desktop', async ({page}) => {
    await page.goto('/');
    const nav = mainNav(page);
    const mobile = nav.getByRole('link', {name: 'Mobile'});
    await expect(mobile).toBeHidden();
    await nav.getByRole('button', {name: 'Showcase'}).hover();
    await expect(mobile).toBeVisible();
    await expect(mobile).toHaveAttribute('href', routes.showcaseMobile);
    await expect(nav.getByRole('link', {name: 'Desktop'})).toHaveAttribute('href', routes.showcaseDesktop);
  });

  test('the version dropdown shows 2.2.0 and the language dropdown English only', async ({page}) => {
    await page.goto(routes.quickStart);
    const nav = mainNav(page);
    const version = nav.getByRole('button', {name: '2.2.0'});
    await expect(version).toBeVisible();
    await version.hover();
    const versionItems = nav.locator('.dropdown__menu').filter({has: page.getByRole('link', {name: '2.2.0'})});
    await expect(versionItems.getByRole('link')).toHaveCount(2);
    await expect(versionItems.getByRole('link', {name: /Release notes/})).toHaveAttribute('href', routes.changelog);
    await versionItems.getByRole('link', {name: '2.2.0'}).click();
    await expect(page).toHaveURL(routes.quickStart);
    // The choice is remembered; an unknown saved version is dropped.
    const key = await storageKey(page, 'docs-preferred-version');
    expect(key).not.toBeNull();
    expect(await page.evaluate((k) => localStorage.getItem(k), key!)).toBe('current');

    const language = nav.getByRole('button', {name: 'English'});
    await expect(language).toBeVisible();
    await language.hover();
    const languageMenu = nav.locator('.dropdown__menu').filter({has: page.getByRole('link', {name: 'English'})});
    await expect(languageMenu.getByRole('link')).toHaveCount(1);
  });

  test('an unknown saved docs version is cleared', async ({page}) => {
    await page.goto(routes.quickStart);
    const name = `docs-preferred-version-default${await storageSuffix(page)}`;
    await page.evaluate((k) => localStorage.setItem(k, '1.0.0'), name);
    await page.goto('/');
    await waitForHydration(page);
    await mainNav(page).getByRole('link', {name: 'Docs', exact: true}).click();
    await expect(page.getByRole('heading', {level: 1, name: 'QuickStart'})).toBeVisible();
    await expect.poll(() => page.evaluate((k) => localStorage.getItem(k), name)).not.toBe('1.0.0');
  });

  test('the footer has the Home and Community columns, and the landing page a way in for each reader', async ({page}) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('Home', {exact: true})).toBeVisible();
    await expect(footer.getByText('Community', {exact: true})).toBeVisible();
    await expect(footer.getByRole('link', {name: 'Docs'})).toHaveAttribute('href', routes.docs);
    await expect(footer.getByRole('link', {name: 'Definitions'})).toHaveAttribute('href', routes.definitions);
    await expect(footer.getByRole('link', {name: 'Status Page'})).toHaveAttribute('href', externalUrls.statusPage);
    await expect(footer.getByRole('link', {name: 'LinkedIn'})).toHaveAttribute('href', externalUrls.linkedIn);
    await expect(footer.getByRole('link', {name: 'ROOK website'})).toHaveAttribute('href', externalUrls.website);
    await expect(footer).toContainText('Copyright © 2025');

    // The first screen offers the two ways in: the sandbox now, with no account, or the setup with a ROOK account.
    await expect(page.getByRole('link', {name: 'Try it now in the sandbox'})).toHaveAttribute('href', routes.sandboxDashboard);
    await expect(page.getByRole('link', {name: 'Set up with your ROOK account'})).toHaveAttribute('href', routes.quickStart);
    await expect(page.getByRole('link', {name: 'Try it now in the sandbox'})).toBeInViewport();

    // The landing page sends each kind of reader somewhere useful.
    const main = page.getByRole('main');
    await expect(main.getByRole('link', {name: 'Start the QuickStart'})).toHaveAttribute('href', routes.quickStart);
    await expect(main.getByRole('link', {name: 'Compare data sources'})).toHaveAttribute('href', routes.dataSources);
    await expect(main.getByRole('link', {name: 'Open the API reference'})).toHaveAttribute('href', routes.apiReference);
    await expect(main.getByRole('link', {name: 'Pick your SDK'})).toHaveAttribute('href', routes.sdks);
  });

  test('the docs sidebar is 300 px wide and the TOC lists headings 2 to 3', async ({page}) => {
    await page.goto(routes.quickStart);
    const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
    await expect(sidebar).toBeVisible();
    const aside = page.locator('aside').filter({has: sidebar});
    expect((await aside.boundingBox())?.width).toBe(300);
    const toc = page.locator('.table-of-contents');
    await expect(toc.getByRole('link', {name: 'Step 1: Get your credentials'})).toBeVisible();
    await expect(toc.getByRole('link', {name: 'By webhook'})).toBeVisible();
    expect(await page.locator('article h4').count()).toBe(0);
  });

  test('/docs opens the QuickStart', async ({page}) => {
    await page.goto('/docs');
    await expect(page).toHaveURL(routes.quickStart);
    await expect(page.getByRole('heading', {level: 1, name: 'QuickStart'})).toBeVisible();
  });
});

test.describe('colour mode', () => {
  const theme = (page: Page) => page.locator('html').getAttribute('data-theme');

  test('is dark when the browser states no colour preference', async ({page}) => {
    // Chromium always reports light or dark, so stand in for a browser without the media feature.
    await page.addInitScript(() => {
      const original = window.matchMedia.bind(window);
      window.matchMedia = (query: string) =>
        query.includes('prefers-color-scheme')
          ? new Proxy(original(query), {
              get: (target, prop) => {
                if (prop === 'matches') return false;
                const value = Reflect.get(target, prop, target);
                return typeof value === 'function' ? value.bind(target) : value;
              },
            })
          : original(query);
    });
    await page.goto('/');
    await expect.poll(() => theme(page)).toBe('dark');
    await expect(page.getByRole('button', {name: /currently system mode/})).toBeVisible();
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`follows an OS ${scheme} preference when nothing is stored`, async ({browser}) => {
      const context = await browser.newContext({colorScheme: scheme});
      const page = await context.newPage();
      await page.goto('/');
      await expect.poll(() => theme(page)).toBe(scheme);
      await context.close();
    });
  }

  test('the toggle cycles light, dark, system and survives reloads', async ({browser}) => {
    const context = await browser.newContext({colorScheme: 'dark'});
    const page = await context.newPage();
    await page.goto(routes.quickStart);
    const toggle = page.getByRole('button', {name: /Switch between dark and light mode/});
    await expect(toggle).toHaveAccessibleName(/currently system mode/);

    await toggle.click();
    await expect(toggle).toHaveAccessibleName(/currently light mode/);
    await expect.poll(() => theme(page)).toBe('light');
    await page.reload();
    await expect.poll(() => theme(page)).toBe('light');

    await toggle.click();
    await expect(toggle).toHaveAccessibleName(/currently dark mode/);
    await page.reload();
    await expect.poll(() => theme(page)).toBe('dark');
    await expect(toggle).toHaveAccessibleName(/currently dark mode/);

    await toggle.click();
    await expect(toggle).toHaveAccessibleName(/currently system mode/);
    await page.emulateMedia({colorScheme: 'light'});
    await expect.poll(() => theme(page)).toBe('light');
    await page.reload();
    await expect(toggle).toHaveAccessibleName(/currently system mode/);
    await expect.poll(() => theme(page)).toBe('light');
    await context.close();
  });
});

test.describe('mobile layout below 996 px', () => {
  test.use({viewport: {width: 800, height: 900}});

  test('the menu button opens a sidebar with the navbar items and the docs', async ({page}) => {
    await page.goto(routes.quickStart);
    await waitForHydration(page);
    await expect(mainNav(page).getByRole('link', {name: 'Data Sources'})).toBeHidden();
    await expect(page.getByRole('navigation', {name: 'Docs sidebar'})).toBeHidden();
    const sidebar = page.locator('.navbar-sidebar');
    // Drawn, still hidden, after hydration without a tap, so it slides in when opened.
    await expect(sidebar).toHaveCount(1);
    await expect(sidebar).toBeHidden();
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(sidebar).toBeVisible();
    // On a doc page the sidebar opens on the docs menu, with a way back to the main menu.
    await expect(sidebar.getByRole('link', {name: 'QuickStart'})).toBeVisible();
    await sidebar.getByRole('button', {name: /Back to main menu/}).click();
    for (const name of ['Docs', 'Data Sources', 'API Reference', 'FAQ', 'News', 'GitHub']) {
      await expect(sidebar.getByRole('link', {name: new RegExp(`^${name}\\b`)}).first()).toBeVisible();
    }
    await sidebar.getByRole('button', {name: 'Showcase'}).click();
    await expect(sidebar.getByRole('link', {name: 'Mobile'})).toBeVisible();
    await page.getByRole('button', {name: 'Close navigation bar'}).click();
    await expect(sidebar).toBeHidden();
  });
});

test.describe('desktop layout from 996 px', () => {
  test.use({viewport: {width: 997, height: 900}});

  test('shows the navbar links and the docs sidebar, without a menu button', async ({page}) => {
    await page.goto(routes.quickStart);
    await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeHidden();
    await expect(mainNav(page).getByRole('link', {name: 'Data Sources'})).toBeVisible();
    await expect(page.getByRole('navigation', {name: 'Docs sidebar'})).toBeVisible();
  });
});

test('the navbar hides on scroll down and comes back on scroll up', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 600});
  await page.goto(routes.quickStart);
  const navbar = mainNav(page);
  await expect(navbar).toBeInViewport();
  await page.mouse.move(640, 400);
  // The navbar compares each scroll position with the previous one, so scroll in steps.
  await expect(async () => {
    await page.mouse.wheel(0, 250);
    await expect(navbar).not.toBeInViewport({timeout: 500});
  }).toPass({timeout: 15_000});
  await expect(async () => {
    await page.mouse.wheel(0, -150);
    await expect(navbar).toBeInViewport({timeout: 500});
  }).toPass({timeout: 15_000});
});

test('the announcement bar stays dismissed until its id changes', async ({page}) => {
  await page.goto('/');
  const bar = page.getByRole('banner').filter({hasText: 'Google Fit support ended'});
  await expect(bar).toBeVisible();
  await waitForHydration(page);
  await bar.getByRole('button', {name: 'Close'}).click();
  await expect(bar).toBeHidden();
  await page.reload();
  await expect(page.getByText('Google Fit support ended')).toBeHidden();
  await page.goto(routes.quickStart);
  await expect(page.getByText('Google Fit support ended')).toBeHidden();

  // A new announcement id (simulated by an older stored id) shows the bar again.
  const idKey = await storageKey(page, 'docusaurus.announcement.id');
  expect(idKey).not.toBeNull();
  await page.evaluate((k) => localStorage.setItem(k, 'an-older-announcement'), idKey!);
  await page.reload();
  await expect(page.getByText('Google Fit support ended')).toBeVisible();
});

test('the skip link moves focus to the main content', async ({page}) => {
  await page.goto(routes.quickStart);
  await waitForHydration(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', {name: 'Skip to main content'});
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(skip).not.toBeFocused();
  // Focus starts from the main content: the next Tab lands inside it, past the navbar.
  await page.keyboard.press('Tab');
  const focusedInMain = await page.evaluate(() => {
    const main = document.querySelector('main');
    return Boolean(main && document.activeElement && main.contains(document.activeElement));
  });
  expect(focusedInMain).toBe(true);
});

test('unknown paths get the 404 page with a real 404 status', async ({page}) => {
  const response = await page.goto('/docs/this-page-does-not-exist/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', {name: 'Page Not Found'})).toBeVisible();
  await expect(mainNav(page).getByRole('link', {name: 'Docs', exact: true})).toBeVisible();
  const popular = page.getByRole('navigation', {name: 'Popular pages'});
  await expect(popular.getByRole('link', {name: 'QuickStart'})).toHaveAttribute('href', routes.quickStart);
  await expect(popular.getByRole('link', {name: 'API reference'})).toHaveAttribute('href', routes.apiReference);
});

test('a render crash shows the crash page with the cause chain, and Try again recovers', async ({page}) => {
  // The QuickStart's first h2 is rendered from JSX children in its content chunk
  // (the table of contents holds the same text as a plain value at module level).
  const html = readFileSync(path.join(buildDir, 'docs/QuickStart/index.html'), 'utf8');
  const heading = parse(html).querySelector('article h2')?.childNodes[0]?.text.trim();
  expect(heading, 'the QuickStart has an h2').toBeTruthy();
  const marker = `children:${JSON.stringify(heading)}`;
  const jsDir = path.join(buildDir, 'assets/js');
  const chunk = readdirSync(jsDir).find((name) => {
    if (!name.endsWith('.js')) return false;
    const js = readFileSync(path.join(jsDir, name), 'utf8');
    return js.includes(marker) && js.includes('id:"QuickStart"');
  });
  expect(chunk, 'the QuickStart content chunk').toBeTruthy();
  const original = readFileSync(path.join(jsDir, chunk!), 'utf8');
  // It throws until the test lets it recover, so "Try again" can be proven.
  const tampered = original.replace(
    marker,
    `children:(()=>{if(!window.__rookRecovered)throw new Error("Injected render failure",{cause:new Error("The QuickStart content chunk was tampered with")});return ${JSON.stringify(heading)}})()`,
  );
  await page.route(`**/assets/js/${chunk}`, (route) => route.fulfill({status: 200, contentType: 'application/javascript', body: tampered}));
  await page.goto(routes.quickStart);
  await expect(page.getByRole('heading', {name: 'This page crashed.'})).toBeVisible();
  await expect(page.getByText('Injected render failure')).toBeVisible();
  await expect(page.getByText('The QuickStart content chunk was tampered with')).toBeVisible();
  // The navbar is still there, so the reader is never stranded.
  await expect(mainNav(page).getByRole('link', {name: 'Docs', exact: true})).toBeVisible();

  await page.evaluate(() => Object.assign(window, {__rookRecovered: true}));
  await page.getByRole('button', {name: 'Try again'}).click();
  await expect(page.getByRole('heading', {level: 2, name: heading})).toBeVisible();
  await expect(page.getByRole('heading', {name: 'This page crashed.'})).toBeHidden();
});
