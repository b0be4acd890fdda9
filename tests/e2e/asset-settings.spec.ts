import { expect, test, type Page } from '@playwright/test';
import { PNG_BYTES } from '../../mocks/testing/images';
import { stepsLimit } from './support/timeLimits';

/**
 * The barcode settings and the announcement, through the host-shim: a template saved with a logo,
 * updated, printed and reset; an announcement that reaches the host's outbox page. Only this file
 * changes the barcode template (there is one), so its test runs alone.
 */

const spin = (page: Page, name: RegExp) => page.getByRole('spinbutton', { name });

test('the barcode template is saved with a logo, updated with Enter, printed and reset', async ({ page }) => {
  test.setTimeout(stepsLimit(6));
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto('/service-desk/barcode/settings');
  const form = page.getByRole('form', { name: 'Barcode settings' });
  const reset = page.getByRole('button', { name: 'Reset' });
  await expect(form).toBeVisible();
  await expect(reset).toBeDisabled();

  await spin(page, /Label width/).fill('2');
  await spin(page, /Label height/).fill('1');
  await spin(page, /Space between labels/).fill('0.1');
  await spin(page, /Labels per row/).fill('4');
  await form.getByRole('radio', { name: 'Yes' }).check();
  // The file name is untrusted text the page shows back.
  const logoName = '<img src=x onerror=alert(1)>.png';
  await form
    .getByLabel('Logo image (png or jpeg)')
    .setInputFiles({ name: logoName, mimeType: 'image/png', buffer: PNG_BYTES });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Barcode template saved successfully.')).toBeVisible();
  await expect(reset).toBeEnabled();
  await expect(form.getByText(logoName, { exact: false }).first()).toBeVisible();
  await expect(form.getByRole('img', { name: 'The saved logo' })).toBeVisible();

  await spin(page, /Labels per row/).fill('2');
  await spin(page, /Labels per row/).press('Enter');
  await expect(page.getByText('Barcode template updated successfully.')).toBeVisible();

  await page.goto('/service-desk/generate-barcode?ids[0]=1&ids[1]=2');
  await expect(page.locator('section.label')).toHaveCount(2);
  await expect(page.locator('section.label .barcode svg')).toHaveCount(2);
  await expect(page.locator('section.label .qrcode svg')).toHaveCount(2);
  await expect(page.locator('section.label img.logo')).toHaveCount(2);
  const box = await page.locator('section.label').first().boundingBox();
  // 2 in × 1 in at 96 CSS pixels an inch.
  expect(Math.round(box!.width)).toBe(192);
  expect(Math.round(box!.height)).toBe(96);

  await page.goto('/service-desk/barcode/settings');
  await expect(spin(page, /Labels per row/)).toHaveValue('2');
  await reset.click();
  const confirm = page.getByRole('dialog', { name: 'Reset the barcode template' });
  await confirm.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByText('Barcode template reset successfully.')).toBeVisible();
  await expect(spin(page, /Label width/)).toHaveValue('');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(reset).toBeDisabled();
  expect(dialogs).toEqual([]);
});

test('an announcement to a department reaches the outbox page', async ({ page }) => {
  test.setTimeout(stepsLimit(6));
  const subject = `Maintenance window ${Date.now().toString(36)}`;
  await page.goto('/service-desk/announcement/settings');
  const form = page.getByRole('form', { name: 'Announcement' });
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByText('This field is required.').first()).toBeVisible();

  await form.getByRole('textbox', { name: /Subject/ }).fill(subject);
  await expect(form.getByRole('radio', { name: 'Department' })).toBeChecked();
  await form.getByRole('combobox', { name: /Department/ }).click();
  await page.getByRole('option', { name: 'Support', exact: true }).click();
  await page.keyboard.press('Escape');
  await form.locator('.ck-editor__editable').click();
  await page.keyboard.type('The VPN is down from 22:00 to 23:00.');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Announcement sent successfully.')).toBeVisible();
  await expect(form.getByRole('textbox', { name: /Subject/ })).toHaveValue('');
  // The cleared form is a new one: no error of the values just sent.
  await expect(form.locator('.ck-editor__editable')).toBeVisible();
  await expect(form.getByText('This field is required.')).toHaveCount(0);

  await page.goto('/settings');
  await page.getByRole('link', { name: 'Mail outbox' }).click();
  await expect(page.getByRole('heading', { name: 'Mail outbox' })).toBeVisible();
  const rows = page.getByRole('row').filter({ hasText: subject });
  await expect(rows.first()).toBeVisible();
  await expect(rows.first()).toContainText('The VPN is down from 22:00 to 23:00.');
  await expect(rows.first()).toContainText('announcement');
});
