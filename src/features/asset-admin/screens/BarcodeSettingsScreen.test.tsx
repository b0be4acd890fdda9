import nock from 'nock';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BarcodeTemplate } from '@/api/barcode';
import { errorOf, multipartFields, REQUIRED, setUpFormTests, expectSent } from '@/testing/recordForm';
import { API, renderWithPlugin } from '@/testing/renderWithPlugin';
import { uploadableFile } from '@/testing/files';
import { LOGO_TYPE_MESSAGE } from '../barcode/schema';
import BarcodeSettingsScreen from './BarcodeSettingsScreen';

setUpFormTests({ lookups: false });

const TEMPLATE: BarcodeTemplate = {
  id: 4,
  width: 2.5,
  height: 1.25,
  labels_per_row: 3,
  space_between_labels: 0.2,
  display_logo_confirmed: 1,
  image_exists: true,
  logo_image: 'data:image/png;base64,iVBORw0KGgo=',
  logo_name: 'company.png',
  logo_text: '',
  barcode_mode: 'system_default',
};

/** GET barcode-template answers `templates` in turn (null: 404, no template), then the last one again. */
function serveTemplates(...templates: Array<BarcodeTemplate | null>) {
  let call = 0;
  nock(API)
    .persist()
    .get('/service-desk/barcode-template')
    .reply(() => {
      const template = templates[Math.min(call++, templates.length - 1)];
      return template ? [200, { data: template }] : [404, { message: 'No barcode template has been saved yet.' }];
    });
}

/** Records the multipart bodies of the POST to `path`, answering `reply`. */
function answerPost(path: string, status: number, reply: object) {
  const bodies: string[] = [];
  nock(API)
    .post(path)
    .reply(status, (_uri, body) => {
      bodies.push(String(body));
      return reply;
    });
  return bodies;
}

const spin = (name: RegExp) => screen.getByRole('spinbutton', { name });
const save = () => screen.getByRole('button', { name: 'Save' });
const resetButton = () => screen.getByRole('button', { name: 'Reset' });

describe('the barcode settings', () => {
  it('without a template: empty required fields, reset disabled, nothing sent while one is empty', async () => {
    const user = userEvent.setup();
    serveTemplates(null);
    const posts = answerPost('/service-desk/barcode/template/create', 200, { message: 'Saved.' });
    renderWithPlugin(<BarcodeSettingsScreen />);
    expect(await screen.findByRole('heading', { name: 'Barcode settings' })).toBeInTheDocument();
    await screen.findByRole('form', { name: 'Barcode settings' });
    expect(resetButton()).toBeDisabled();
    const fields = [/Label width/, /Label height/, /Space between labels/, /Labels per row/].map(spin);
    for (const field of fields) {
      expect(field).toHaveValue(null);
      expect(field).toHaveAttribute('aria-required', 'true');
    }
    expect(screen.getByRole('radiogroup', { name: 'Display logo' })).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
    await user.click(save());
    await waitFor(() => expect(errorOf(fields[0])).toBe(REQUIRED));
    for (const field of fields) expect(errorOf(field)).toBe(REQUIRED);
    expect(posts).toHaveLength(0);
  });

  it('creates the template with the logo, then offers reset', async () => {
    const user = userEvent.setup();
    serveTemplates(null, TEMPLATE);
    const posts = answerPost('/service-desk/barcode/template/create', 200, {
      message: 'Barcode template saved successfully.',
      data: { id: 4 },
    });
    renderWithPlugin(<BarcodeSettingsScreen />);
    await user.type(await screen.findByRole('spinbutton', { name: /Label width/ }), '2.5');
    await user.type(spin(/Label height/), '1.25');
    await user.type(spin(/Space between labels/), '0.2');
    await user.type(spin(/Labels per row/), '3');
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.upload(
      screen.getByLabelText('Logo image (png or jpeg)'),
      uploadableFile('png', 'logo.png', 'image/png'),
    );
    await user.click(save());
    expect(await screen.findByText('Barcode template saved successfully.')).toBeInTheDocument();
    expect(multipartFields(posts[0]).map(([name, value]) => [name, name === 'logo_image' ? 'file' : value])).toEqual([
      ['logo_image', 'file'],
      ['image_exists', '0'],
      ['width', '2.5'],
      ['height', '1.25'],
      ['labels_per_row', '3'],
      ['space_between_labels', '0.2'],
      ['display_logo_confirmed', '1'],
    ]);
    expect(posts[0]).toContain('filename="logo.png"');
    await waitFor(() => expect(resetButton()).toBeEnabled());
  });

  it('with a template: shows it, updates it by pressing Enter, keeping the saved logo', async () => {
    const user = userEvent.setup();
    serveTemplates(TEMPLATE);
    const posts = answerPost('/service-desk/barcode/template/update/4', 200, {
      message: 'Barcode template updated successfully.',
      data: { id: 4 },
    });
    renderWithPlugin(<BarcodeSettingsScreen />);
    const width = await screen.findByRole('spinbutton', { name: /Label width/ });
    expect(width).toHaveValue(2.5);
    expect(spin(/Labels per row/)).toHaveValue(3);
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeChecked();
    expect(screen.getByRole('img', { name: 'The saved logo' })).toHaveAttribute('src', TEMPLATE.logo_image);
    expect(resetButton()).toBeEnabled();
    await user.clear(width);
    await user.type(width, '3{Enter}');

    await expectSent('Barcode template updated successfully.', posts[0], [
      ['image_exists', '1'],
      ['width', '3'],
      ['height', '1.25'],
      ['labels_per_row', '3'],
      ['space_between_labels', '0.2'],
      ['display_logo_confirmed', '1'],
    ]);
  });

  it('shows the server field errors on their fields', async () => {
    const user = userEvent.setup();
    serveTemplates(TEMPLATE);
    answerPost('/service-desk/barcode/template/update/4', 422, {
      message: 'The given data was invalid.',
      errors: { height: ['The height must be between 0.5 and 12.'], logo_image: ['The logo image field is required.'] },
    });
    renderWithPlugin(<BarcodeSettingsScreen />);
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(errorOf(spin(/Label height/))).toBe('The height must be between 0.5 and 12.'));
    expect(screen.getByLabelText('Logo image (png or jpeg)')).toHaveAccessibleDescription(
      expect.stringContaining('The logo image field is required.'),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The given data was invalid.');
  });

  it('refuses a logo that is not png or jpeg before sending', async () => {
    const user = userEvent.setup({ applyAccept: false });
    serveTemplates(TEMPLATE);
    const posts = answerPost('/service-desk/barcode/template/update/4', 200, { message: 'Saved.' });
    renderWithPlugin(<BarcodeSettingsScreen />);
    const logo = await screen.findByLabelText('Logo image (png or jpeg)');
    expect(logo).toHaveAttribute('accept', 'image/png,image/jpeg');
    await user.upload(logo, uploadableFile('<svg/>', 'logo.svg', 'image/svg+xml'));
    await user.click(save());
    await waitFor(() => expect(logo).toHaveAccessibleDescription(expect.stringContaining(LOGO_TYPE_MESSAGE)));
    expect(posts).toHaveLength(0);
  });

  it('resets after the confirmation, then reloads the form without a template', async () => {
    const user = userEvent.setup();
    serveTemplates(TEMPLATE, null);
    const patches: string[] = [];
    nock(API)
      .patch('/service-desk/barcode/template/reset/4')
      .reply(200, (uri) => {
        patches.push(uri);
        return { message: 'Barcode template reset successfully.' };
      });
    renderWithPlugin(<BarcodeSettingsScreen />);
    await waitFor(() => expect(resetButton()).toBeEnabled());
    await user.click(resetButton());
    const dialog = await screen.findByRole('dialog', { name: 'Reset the barcode template' });
    await user.click(within(dialog).getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText('Barcode template reset successfully.')).toBeInTheDocument();
    expect(patches).toEqual(['/service-desk/barcode/template/reset/4']);
    await waitFor(() => expect(spin(/Label width/)).toHaveValue(null));
    expect(resetButton()).toBeDisabled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
