import type { Page } from '@playwright/test';

/** Without a saved template the server answers 404, which the browser logs: a saved one answers here. */
export async function serveBarcodeTemplate(page: Page) {
  const template = { id: 1, width: 2, height: 1, labels_per_row: 3, space_between_labels: 0.1 };
  await page.route(
    (url) => url.pathname === '/service-desk/barcode-template',
    (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          data: { ...template, display_logo_confirmed: 0, image_exists: false, logo_image: null },
        }),
      }),
  );
}
