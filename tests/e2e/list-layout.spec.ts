import { expect, test, type Locator, type Page } from '@playwright/test';
import { LIST_PAGES, tableLayoutFaults } from './support/tableLayout';

/**
 * Every list of the route registry, at 1024 × 768 and 1280 × 800, as a browser without a column
 * choice shows it: the columns that fit side by side, no sideways scroll, no two cells overlapping,
 * each text cut short with its full text at hand, the row actions in view. Nothing here changes
 * the database.
 */

const VIEWPORTS = [
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
];

/** The list at `path` once its rows show. */
async function openList(page: Page, path: string): Promise<Locator> {
  await page.goto(path);
  const table = page.locator('#sd-content .sd-data-table table').first();
  await expect(table.locator('tbody tr').first()).toBeVisible();
  await expect(page.locator('#sd-content .table-responsive').first()).toHaveAttribute('aria-busy', 'false');
  return table;
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} × ${viewport.height}`, () => {
    test.use({ viewport });

    for (const { pattern } of LIST_PAGES) {
      test(`${pattern} fits: cells apart, cut texts whole on demand, row actions in view`, async ({ page }) => {
        const table = await openList(page, pattern);
        expect(await tableLayoutFaults(table)).toEqual([]);
      });
    }
  });
}

test.describe('at 1024 × 768', () => {
  test.use({ viewport: VIEWPORTS[0] });

  test('every column chosen scrolls the asset list sideways, no cell covered, and the choice is kept', async ({
    page,
  }) => {
    const table = await openList(page, '/service-desk/assets/list');
    const shownAtFirst = await table.getByRole('columnheader').count();
    await page.getByRole('button', { name: 'Columns' }).click();
    const menu = page.getByRole('group', { name: 'Columns of List of assets' });
    for (const box of await menu.getByRole('checkbox').all()) await box.check();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    expect(await table.getByRole('columnheader').count()).toBeGreaterThan(shownAtFirst);
    const faults = await tableLayoutFaults(table);
    expect(faults[0]).toMatch(/^the table scrolls sideways/);
    // Scrolled to its start, the row actions are further right; nothing overlaps, spills or is cut.
    expect(faults.slice(1).filter((fault) => !fault.endsWith('is out of view'))).toEqual([]);

    await page.reload();
    await expect(table.getByRole('columnheader', { name: 'Updated at' })).toBeVisible();
  });

  test("an asset's name cut short shows whole while the keyboard's focus is in its row", async ({ page }) => {
    const table = await openList(page, '/service-desk/assets/list');
    const names = table.locator('tbody td.sd-cell-truncate');
    const cutAt = await names.evaluateAll((cells) =>
      cells.findIndex((cell) => cell.scrollWidth > cell.clientWidth + 1),
    );
    expect(cutAt).toBeGreaterThanOrEqual(0);
    const name = names.nth(cutAt);
    // The keyboard's focus: to the row's checkbox and on to the name's link.
    await name.getByRole('link').focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(name.getByRole('link')).toBeFocused();
    await expect.poll(() => name.evaluate((cell) => cell.scrollWidth > cell.clientWidth + 1)).toBe(false);
  });
});

test.describe('at 1280 × 800', () => {
  test.use({ viewport: VIEWPORTS[1] });

  test('the asset filters show every label whole, or cut with its full text on hover and on focus', async ({
    page,
  }) => {
    await openList(page, '/service-desk/assets/list');
    await page.getByRole('button', { name: 'Filter' }).click();
    const panel = page.getByRole('form', { name: 'Filter' });
    await expect(panel.getByRole('combobox').first()).toBeVisible();

    const clipped = await panel
      .locator('label, legend')
      .evaluateAll((labels) =>
        labels.filter((label) => label.scrollWidth > label.clientWidth + 1).map((label) => label.textContent),
      );
    expect(clipped).toEqual([]);

    const cutLabels = await panel.locator('.sd-filter-caption.sd-cut').all();
    expect(cutLabels.length).toBeGreaterThan(0);
    for (const label of cutLabels) {
      const full = (await label.getAttribute('title')) ?? '';
      expect(full.length).toBeGreaterThan(10);
      const whole = label.locator('.sd-cut-full');
      await expect(whole).toHaveText(full);
      // The keyboard's focus: to the box's first input and back from the one before it.
      await label.locator('xpath=ancestor::div[contains(@class, "col")][1]').locator('input').first().focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      await expect(label.locator('.sd-cut-short')).toBeHidden();
      expect((await whole.boundingBox())?.width).toBeGreaterThan(20);
    }
  });
});
