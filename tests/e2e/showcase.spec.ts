import {expect, test, type Locator, type Page} from '@playwright/test';
import {routes} from '../../core/config/routes';
import {revokeDelays} from '../../core/data/showcaseSourceNotes';
import {expectAccessible} from './support/axe';
import {recordScripts, waitForHydration} from './support/site';

/**
 * The Showcase prototypes, clicked through as a client developer would:
 * every flow on the phone and on the dashboard, a keyboard-only run, the
 * prototype notice, layout stability and both colour modes.
 */

const phone = (page: Page) => page.getByRole('region', {name: 'Simulated client app'});
const row = (scope: Locator, name: string) => scope.getByRole('listitem').filter({has: scope.page().getByText(name, {exact: true})});

async function open(page: Page, path: string): Promise<string[]> {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(path);
  await waitForHydration(page);
  return errors;
}

/** Presses Tab until the focused element's accessible name is `name`; fails after `limit` presses. */
async function tabTo(page: Page, name: string, limit = 80): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return (el?.getAttribute('aria-label') ?? el?.textContent ?? '').replace(/\s+/g, ' ').trim();
    });
    if (focused === name) return;
  }
  throw new Error(`Tab never reached "${name}"`);
}

test.describe('mobile prototype', () => {
  test.use({viewport: {width: 1280, height: 900}});

  test('says it is a prototype on sample data', async ({page}) => {
    const errors = await open(page, routes.showcaseMobile);
    await expect(page.getByRole('heading', {level: 1, name: /Mobile prototype/})).toBeVisible();
    await expect(page.getByRole('complementary', {name: 'About this prototype'})).toContainText('Prototype on sample data.');
    await expect(phone(page).getByRole('heading', {name: 'Health connections'})).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('connects an API source through the consent page', async ({page}) => {
    await open(page, routes.showcaseMobile);
    const app = phone(page);
    await expect(row(app, 'Oura')).toContainText('Not connected');
    await app.getByRole('button', {name: 'Connect Oura'}).click();
    await expect(app.getByRole('heading', {name: 'Connect Oura'})).toBeFocused();
    const api = page.getByRole('region', {name: /your backend’s call/});
    await expect(api).toContainText('/data_source/Oura/authorizer');
    await expect(api.getByLabel('Sample response')).toContainText('"authorized": false');
    await expect(api.getByLabel('Sample response')).toContainText('"authorization_url": "https://oura.example.com/');

    await app.getByRole('button', {name: 'Continue to Oura'}).click();
    await expect(app.getByRole('heading', {name: 'Oura (simulated consent page)'})).toBeVisible();
    await expect(app).toContainText('oura.example.com');
    await app.getByRole('button', {name: 'Allow'}).click();

    await expect(app.getByText('Oura is connected.')).toBeVisible();
    await expect(api.getByLabel('Sample response')).toContainText('"authorized": true');
    await expect(page.getByRole('status')).toHaveText('Oura connected.');
    await app.getByRole('button', {name: 'Done'}).click();
    await expect(row(app, 'Oura')).toContainText('Connected');
    await expect(app.getByRole('button', {name: 'Manage Oura'})).toBeVisible();
  });

  for (const [source, sheetTitle, connectName] of [
    ['Apple Health', 'Health Access', 'Manage Apple Health'],
    ['Health Connect', 'Allow access to Health Connect', 'Connect Health Connect'],
    ['Samsung Health', 'Share data with this app', 'Connect Samsung Health'],
  ] as const) {
    test(`grants ${source} permissions type by type`, async ({page}) => {
      await open(page, routes.showcaseMobile);
      const app = phone(page);
      await app.getByRole('button', {name: connectName}).click();
      if (source === 'Apple Health') await app.getByRole('button', {name: 'Change permissions'}).click();
      const sheet = app.getByRole('dialog', {name: sheetTitle});
      await expect(sheet).toBeVisible();
      await expect(sheet).toContainText('only means the user is linked through the SDK');
      const all = sheet.getByRole('switch', {name: /Turn On All|Allow all|^All$/});
      await all.check();
      await expect(sheet.getByRole('switch', {name: 'Sleep'})).toBeChecked();
      await sheet.getByRole('switch', {name: 'Sleep'}).uncheck();
      await expect(all).not.toBeChecked();
      await sheet.getByRole('button', {name: 'Allow'}).click();
      await expect(sheet).toBeHidden();
      await expect(app).toContainText('Linked, 5 of 6 data types allowed');
      await expect(page.getByRole('status')).toHaveText(`${source} linked, 5 of 6 data types allowed.`);
    });
  }

  test('shows the sync status with last sync, steps and calories', async ({page}) => {
    await open(page, routes.showcaseMobile);
    const app = phone(page);
    await app.getByRole('button', {name: 'Manage Garmin'}).click();
    await expect(app.getByRole('heading', {name: 'Garmin'})).toBeFocused();
    const facts = app.getByRole('definition');
    await expect(facts.nth(0)).toHaveText('16 Nov 2025, 07:42 UTC');
    await expect(facts.nth(1)).toHaveText('4,218');
    await expect(facts.nth(2)).toHaveText('1,305 kcal');
    await app.getByRole('button', {name: 'Sync now'}).click();
    await expect(facts.nth(0)).toHaveText('16 Nov 2025, 09:30 UTC');
    await expect(page.getByRole('status')).toHaveText('Garmin synced.');
    await app.getByRole('button', {name: 'Connections'}).click();
    await expect(app.getByRole('heading', {name: 'Health connections'})).toBeVisible();
  });

  test('revokes Withings and warns about its delay', async ({page}) => {
    await open(page, routes.showcaseMobile);
    const app = phone(page);
    await app.getByRole('button', {name: 'Manage Withings'}).click();
    await app.getByRole('button', {name: 'Disconnect Withings'}).click();
    const confirm = app.getByRole('alertdialog', {name: 'Disconnect Withings?'});
    await confirm.getByRole('button', {name: 'Disconnect'}).click();
    const done = app.getByRole('dialog', {name: 'Withings disconnected'});
    await expect(done).toContainText(`can take ${revokeDelays.withings}`);
    await expect(done).toContainText('Disconnecting Withings also deletes the user at ROOK');
    await expect(page.getByRole('region', {name: /your backend’s call/})).toContainText('"data_source": "Withings"');
    await expect(page.getByRole('status')).toContainText(`Withings can take ${revokeDelays.withings}`);
    await done.getByRole('button', {name: 'Done'}).click();
    await expect(row(app, 'Withings')).toContainText('Not connected');
  });

  test('explains how to disconnect a source the revoke endpoint refuses', async ({page}) => {
    await open(page, routes.showcaseMobile);
    const app = phone(page);
    await app.getByRole('button', {name: 'Connect Samsung Health'}).click();
    await app.getByRole('dialog').getByRole('button', {name: 'Allow'}).click();
    await app.getByRole('button', {name: 'Manage Samsung Health'}).click();
    await expect(app.getByRole('button', {name: 'Disconnect Samsung Health', exact: true})).toHaveCount(0);
    await app.getByRole('button', {name: 'How to disconnect Samsung Health'}).click();
    const info = app.getByRole('dialog', {name: 'Disconnecting Samsung Health'});
    await expect(info).toContainText('revoke endpoint does not accept Samsung Health');
    await page.keyboard.press('Escape');
    await expect(info).toBeHidden();
    await expect(app.getByRole('button', {name: 'How to disconnect Samsung Health'})).toBeFocused();
  });

  test('works with the keyboard alone: connect Fitbit, then a trapped dialog', async ({page}) => {
    await open(page, routes.showcaseMobile);
    const app = phone(page);
    await tabTo(page, 'Connect Fitbit');
    await page.keyboard.press('Enter');
    await expect(app.getByRole('heading', {name: 'Connect Fitbit'})).toBeFocused();
    await tabTo(page, 'Continue to Fitbit', 5);
    await page.keyboard.press('Enter');
    await tabTo(page, 'Allow', 5);
    await page.keyboard.press('Enter');
    await tabTo(page, 'Done', 5);
    await page.keyboard.press('Enter');
    await expect(row(app, 'Fitbit')).toContainText('Connected');

    await tabTo(page, 'Manage Garmin');
    await page.keyboard.press('Enter');
    await tabTo(page, 'Disconnect Garmin', 10);
    await page.keyboard.press('Enter');
    const confirm = app.getByRole('alertdialog', {name: 'Disconnect Garmin?'});
    await expect(confirm.getByRole('button', {name: 'Close'})).toBeFocused();
    // Tab cycles inside the dialog: close, Disconnect, Keep connected, then close again.
    for (const name of ['Disconnect', 'Keep connected', 'Close']) {
      await page.keyboard.press('Tab');
      await expect(confirm.getByRole('button', {name, exact: true})).toBeFocused();
    }
    await page.keyboard.press('Shift+Tab');
    await expect(confirm.getByRole('button', {name: 'Keep connected'})).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expect(app.getByRole('button', {name: 'Disconnect Garmin'})).toBeFocused();
  });
});

test.describe('desktop prototype', () => {
  test.use({viewport: {width: 1280, height: 900}});

  test('connects and revokes from the dashboard', async ({page}) => {
    const errors = await open(page, routes.showcaseDesktop);
    await expect(page.getByRole('complementary', {name: 'About this prototype'})).toContainText('Prototype on sample data.');
    const connections = page.getByRole('region', {name: 'Connections'});
    await connections.getByRole('button', {name: 'Connect Whoop'}).click();
    const dialog = page.getByRole('dialog', {name: 'Connect Whoop'});
    await dialog.getByRole('button', {name: 'Continue to Whoop'}).click();
    const consent = page.getByRole('dialog', {name: 'Whoop (simulated consent page)'});
    await expect(consent).toContainText('whoop.example.com');
    await consent.getByRole('button', {name: 'Allow'}).click();
    await page.getByRole('dialog', {name: 'Whoop connected'}).getByRole('button', {name: 'Done'}).click();
    await expect(row(connections, 'Whoop')).toContainText('Connected');
    await expect(page.getByRole('status')).toHaveText('Whoop connected.');

    await connections.getByRole('button', {name: 'Disconnect Withings'}).click();
    await page.getByRole('alertdialog', {name: 'Disconnect Withings?'}).getByRole('button', {name: 'Disconnect'}).click();
    const done = page.getByRole('dialog', {name: 'Withings disconnected'});
    await expect(done).toContainText(`can take ${revokeDelays.withings}`);
    await done.getByRole('button', {name: 'Done'}).click();
    await expect(row(connections, 'Withings')).toContainText('Not connected');
    await expect(row(connections, 'Health Connect')).toContainText('Connect in the mobile app');
    expect(errors).toEqual([]);
  });

  test('shows the processed data of a chosen date with charts and their tables', async ({page}) => {
    await open(page, routes.showcaseDesktop);
    const data = page.getByRole('region', {name: 'Health data'});
    await data.getByLabel('Date').selectOption({label: 'Fri 14 Nov 2025'});
    const physical = data.getByRole('region', {name: 'Physical'});
    await expect(physical.getByRole('definition').first()).toHaveText('9,305');
    const steps = physical.getByRole('img', {name: 'Steps per day, 10 Nov to 14 Nov'});
    await expect(steps).toBeVisible();
    await expect(steps).toHaveAccessibleDescription(/9,305 steps on 14 Nov/);
    await physical.getByText('Data table: Steps per day, 10 Nov to 14 Nov').click();
    const table = physical.getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(6);
    await expect(table.getByRole('row', {name: '14 Nov 9,305'})).toBeVisible();

    const sleep = data.getByRole('region', {name: 'Sleep'});
    await expect(sleep.getByRole('img', {name: 'Sleep stages, night to 14 Nov'})).toBeVisible();
    await expect(sleep).toContainText('23:20–07:05 local time');
    await sleep.getByText('Data table: Sleep stages').click();
    await expect(sleep.getByRole('row', {name: 'Deep 1 h 28 min'})).toBeVisible();

    const body = data.getByRole('region', {name: 'Body'});
    await expect(body.getByRole('img', {name: 'Weight, 10 Nov to 14 Nov'})).toHaveAccessibleDescription(/77.9 kg on 14 Nov/);
    await expect(body).toContainText('117/76 mmHg');
  });

  test('stacks below 996 px and sits side by side above', async ({page}) => {
    await open(page, routes.showcaseDesktop);
    const connections = page.getByRole('heading', {name: 'Connections'});
    const data = page.getByRole('heading', {name: 'Health data', level: 2});
    const wide = [await connections.boundingBox(), await data.boundingBox()];
    expect(wide[1]!.x).toBeGreaterThan(wide[0]!.x + 200);
    await page.setViewportSize({width: 900, height: 900});
    const narrow = [await connections.boundingBox(), await data.boundingBox()];
    expect(narrow[1]!.y).toBeGreaterThan(narrow[0]!.y + 200);
    expect(Math.abs(narrow[1]!.x - narrow[0]!.x)).toBeLessThan(30);
  });
});

test.describe('layout and colour', () => {
  for (const width of [1280, 375]) {
    for (const path of [routes.showcaseMobile, routes.showcaseDesktop]) {
      test(`no layout shift on load: ${path} at ${width} px`, async ({page}) => {
        await page.setViewportSize({width, height: 800});
        await page.addInitScript(() => {
          const w = window as unknown as {__cls: number};
          w.__cls = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {value: number; hadRecentInput: boolean})[]) {
              if (!entry.hadRecentInput) w.__cls += entry.value;
            }
          }).observe({type: 'layout-shift', buffered: true});
        });
        const scripts = recordScripts(page);
        await open(page, path);
        // Settled: the page loaded (goto waits for its load event), every script it asked for arrived
        // and the browser went idle, fonts in place, and two frames drawn since, so the observer has
        // every shift the loading caused.
        await scripts();
        await page.evaluate(async () => {
          await document.fonts.ready;
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        });
        const cls = await page.evaluate(() => (window as unknown as {__cls: number}).__cls);
        expect(cls).toBeLessThan(0.01);
        // Nothing is wider than the screen.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      });
    }
  }

  test('the phone frame scales down on a small screen', async ({page}) => {
    await page.setViewportSize({width: 320, height: 700});
    await open(page, routes.showcaseMobile);
    const frame = await phone(page).locator('> div').boundingBox();
    expect(frame!.width).toBeLessThanOrEqual(300);
    expect(frame!.height / frame!.width).toBeCloseTo(18.5 / 9, 1);
  });

  test('renders in light and dark mode from the navbar toggle', async ({page}) => {
    await open(page, routes.showcaseDesktop);
    const toggle = page.getByRole('button', {name: /Switch between dark and light mode/});
    const notice = page.getByRole('complementary', {name: 'About this prototype'});
    const colours: Record<string, string> = {};
    for (const mode of ['light', 'dark'] as const) {
      for (let i = 0; i < 3 && (await page.locator('html').getAttribute('data-theme')) !== mode; i++) await toggle.click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      await expect(notice).toBeVisible();
      await expect(page.getByRole('img', {name: /Steps per day/})).toBeVisible();
      colours[mode] = await notice.evaluate((el) => getComputedStyle(el).backgroundColor);
      const bar = page
        .getByRole('img', {name: /Steps per day/})
        .locator('rect')
        .first();
      colours[`${mode}-bar`] = await bar.evaluate((el) => getComputedStyle(el).fill);
    }
    expect(colours.light).not.toBe(colours.dark);
    expect(colours['light-bar']).not.toBe(colours['dark-bar']);
  });
});

test.describe('open dialogs are accessible', () => {
  test.use({viewport: {width: 1280, height: 900}});

  /** The main content, in both colour modes. */
  const axe = (page: Page, label: string) => expectAccessible(page, {label, include: ['main']});

  test('the permission sheet and the revoke dialogs on the phone', async ({page}) => {
    await open(page, routes.showcaseMobile);
    const app = phone(page);
    await app.getByRole('button', {name: 'Connect Health Connect'}).click();
    await app.getByRole('dialog').getByRole('switch', {name: 'Steps'}).check();
    await axe(page, 'permission sheet');
    await page.keyboard.press('Escape');
    await app.getByRole('button', {name: 'Manage Withings'}).click();
    await axe(page, 'Withings details');
    await app.getByRole('button', {name: 'Disconnect Withings'}).click();
    await axe(page, 'revoke confirmation');
    await app.getByRole('alertdialog').getByRole('button', {name: 'Disconnect'}).click();
    await expect(app.getByRole('dialog', {name: 'Withings disconnected'})).toBeVisible();
    await axe(page, 'revoke done');
  });

  test('the consent steps on the dashboard', async ({page}) => {
    await open(page, routes.showcaseDesktop);
    await page.getByRole('button', {name: 'Connect Polar'}).click();
    await axe(page, 'Polar consent intro');
    await page.getByRole('button', {name: 'Continue to Polar'}).click();
    await axe(page, 'Polar consent page');
  });
});
