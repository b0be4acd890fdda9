import { expect, test, type Locator, type Page } from '@playwright/test';

// Nothing here changes the database; the lists only need their seeded rows.
test.use({ viewport: { width: 1024, height: 768 } });

const LISTS = [
  { path: '/service-desk/problem/list', table: 'List of problems', action: 'Action' },
  { path: '/service-desk/changes', table: 'List of changes', action: 'Actions' },
];

async function box(locator: Locator) {
  const bounds = await locator.boundingBox();
  expect(bounds).not.toBeNull();
  return bounds!;
}

async function openList(page: Page, path: string, tableName: string): Promise<Locator> {
  await page.goto(path);
  const table = page.getByRole('table', { name: tableName });
  await expect(table.locator('tbody tr')).toHaveCount(10);
  return table;
}

for (const list of LISTS) {
  test(`at 1024 px the ${list.table.toLowerCase()} keeps its action column on screen and subjects on one line`, async ({
    page,
  }) => {
    const table = await openList(page, list.path, list.table);
    const action = await box(table.getByRole('columnheader', { name: list.action }));
    expect(action.x).toBeGreaterThanOrEqual(0);
    expect(action.x + action.width).toBeLessThanOrEqual(1024);

    const subjectCell = table.locator('tbody tr td:nth-child(2)').first();
    const lineHeight = await subjectCell.evaluate((cell) => parseFloat(getComputedStyle(cell).lineHeight));
    const identifierCell = await box(table.locator('tbody tr td:nth-child(1)').first());
    // One line: the row is no taller than the identifier's one line needs.
    expect((await box(subjectCell)).height).toBeLessThan(identifierCell.height + lineHeight / 2);
    await expect(subjectCell).toHaveCSS('text-overflow', 'ellipsis');
    await expect(subjectCell).toHaveCSS('white-space', 'nowrap');
    const subject = (await subjectCell.textContent())!;
    await expect(subjectCell.locator('[title]')).toHaveAttribute('title', subject);
  });
}

test('a click anywhere in a sortable header cell sorts, and the header says the order', async ({ page }) => {
  const table = await openList(page, LISTS[0].path, LISTS[0].table);
  const header = table.getByRole('columnheader', { name: /Subject/ });
  const cell = await box(header);
  const sorted = page.waitForRequest((request) => new URL(request.url()).searchParams.get('sort-field') === 'subject');
  // The cell's far corner, away from the header's text.
  await page.mouse.click(cell.x + cell.width - 3, cell.y + cell.height - 3);
  await sorted;
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
});

test('a lookup opened in a dialog is fully shown and leaves the submit button reachable', async ({ page }) => {
  await openList(page, '/service-desk/changes', 'List of changes');
  await page.getByRole('button', { name: 'Filter' }).click();
  await page.getByRole('form', { name: 'Filter' }).getByRole('button', { name: 'Save filter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save filter' });
  await dialog.getByRole('combobox', { name: 'Share with agents' }).click();
  const options = dialog.getByRole('listbox');
  await expect(options.getByRole('option').first()).toBeVisible();

  const content = await box(dialog.locator('.modal-content'));
  const menu = await box(options);
  expect(menu.y).toBeGreaterThanOrEqual(content.y);
  expect(menu.y + menu.height).toBeLessThanOrEqual(content.y + content.height);
  const save = dialog.getByRole('button', { name: 'Save' });
  await save.scrollIntoViewIfNeeded();
  const saveBox = await box(save);
  const menuNow = await box(options);
  expect(saveBox.y).toBeGreaterThanOrEqual(menuNow.y + menuNow.height);
  // Nothing lies over the button: a trial click checks it would receive the click.
  await save.click({ trial: true, timeout: 5_000 });
});

test('the associates card on a ticket has the look of the host card beside it', async ({ page }) => {
  await page.goto('/thread/1');
  const slotCard = page.getByRole('region', { name: 'Associates' });
  await expect(slotCard.getByRole('table')).toBeVisible();
  const hostCard = page.getByRole('region', { name: 'Ticket details' });
  const look = (card: Locator) =>
    card.evaluate((element) => {
      const style = getComputedStyle(element);
      const title = getComputedStyle(element.querySelector('h2')!);
      return {
        border: `${style.borderTopWidth} ${style.borderTopStyle} ${style.borderTopColor}`,
        radius: style.borderTopLeftRadius,
        padding: `${style.paddingTop} ${style.paddingLeft}`,
        background: style.backgroundColor,
        titleSize: title.fontSize,
        titleWeight: title.fontWeight,
        titleMargin: title.marginBottom,
      };
    });
  expect(await look(slotCard)).toEqual(await look(hostCard));
});
