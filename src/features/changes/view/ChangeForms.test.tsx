import nock from 'nock';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '@/testing/renderWithPlugin';
import { multipartFields, expectSent } from '@/testing/recordForm';
import { comment, renderChangeView, serveChange, TITLE } from '@/testing/changeView';
import { CHANGE_ID } from '@/testing/records';
import { serveReleaseFormLookups } from '@/testing/releaseView';

async function loaded() {
  await screen.findByRole('heading', { level: 1, name: TITLE });
  await waitFor(() => expect(screen.getByRole('button', { name: 'More' })).toBeInTheDocument());
}

async function choose(dialog: HTMLElement, label: string, option: string) {
  await userEvent.click(within(dialog).getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
  await userEvent.keyboard('{Escape}');
}

/** Fills the required fields of the new-release dialog and submits it. */
async function submitRelease(dialog: HTMLElement) {
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Subject/ }), 'Spring release');
  await userEvent.type(await within(dialog).findByRole('textbox', { name: 'Description' }), 'Bundle');
  await choose(dialog, 'Status', 'Open');
  await choose(dialog, 'Priority', 'High');
  await choose(dialog, 'Release type', 'Major');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
}

describe('the change planning popup', () => {
  it('requires a description, then posts the entry as multipart and shows the message', async () => {
    serveChange();
    nock(API)
      .get(`/service-desk/api/general-popup/${CHANGE_ID}/sd_changes/backout-plan`)
      .reply(404, { message: 'Planning entry not found.' })
      .persist();
    let body = '';
    nock(API)
      .post(`/service-desk/api/general-popup/${CHANGE_ID}/sd_changes/backout-plan`)
      .reply((_uri, requestBody) => {
        body = String(requestBody);
        return [200, { message: 'Saved successfully.' }];
      });
    renderChangeView();
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Planning' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Backout plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Backout plan' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByText('This field is required.')).toBeInTheDocument();
    await userEvent.type(await within(dialog).findByRole('textbox', { name: 'Description' }), 'Restore the snapshot');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await expectSent('Saved successfully.', body, [
      ['identifier', 'backout-plan'],
      ['description', 'Restore the snapshot'],
    ]);
  });
});

describe('the new release dialog', () => {
  // Filling a whole form through the lookups takes a while in jsdom.
  jest.setTimeout(20_000);

  it('validates the required fields, then creates the release with change_id and reads the change again', async () => {
    const { changeCalls } = serveChange();
    serveReleaseFormLookups();
    nock(API)
      .get('/service-desk/get/permissions')
      .reply(200, { data: { actions: { attach_asset: false } } });
    let body = '';
    nock(API)
      .post('/service-desk/api/release')
      .reply((_uri, requestBody) => {
        body = String(requestBody);
        return [200, { message: 'Release created successfully.', data: { id: 9 } }];
      });
    renderChangeView();
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Release' }));
    await userEvent.click(await screen.findByRole('button', { name: 'New release' }));
    const dialog = await screen.findByRole('dialog', { name: 'New release' });
    // The form shows after a 1-second loader.
    expect(within(dialog).getByRole('status')).toBeInTheDocument();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Submit' }, { timeout: 3000 }));
    await waitFor(() => expect(within(dialog).getAllByText('This field is required.')).toHaveLength(5));
    // attach_asset is not allowed: the assets field is hidden.
    await waitFor(() => expect(within(dialog).queryByRole('combobox', { name: 'Attach assets' })).toBeNull());

    const readsBefore = changeCalls();
    await submitRelease(dialog);
    expect(await screen.findByText('Release created successfully.')).toBeInTheDocument();
    await waitFor(() => expect(changeCalls()).toBeGreaterThan(readsBefore));
    const fields = Object.fromEntries(multipartFields(body));
    expect(fields).toMatchObject({
      subject: 'Spring release',
      description: 'Bundle',
      status_id: '1',
      priority_id: '2',
      release_type_id: '3',
      location_id: '',
      planned_start_date: '',
      change_id: String(CHANGE_ID),
    });
  });

  it('shows the assets field when the permissions call fails, and server field errors on the fields', async () => {
    serveChange();
    serveReleaseFormLookups();
    nock(API).get('/service-desk/get/permissions').reply(500, { message: 'Down' });
    nock(API)
      .post('/service-desk/api/release')
      .reply(422, {
        message: 'The given data was invalid.',
        errors: { subject: ['The subject has already been taken.'] },
      });
    renderChangeView();
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Release' }));
    await userEvent.click(await screen.findByRole('button', { name: 'New release' }));
    const dialog = await screen.findByRole('dialog', { name: 'New release' });
    expect(
      await within(dialog).findByRole('combobox', { name: 'Attach assets' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    await submitRelease(dialog);
    expect(await within(dialog).findByText('The subject has already been taken.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Subject/ })).toHaveValue('Spring release');
  });
});

describe('editing and deleting a comment', () => {
  it('edits with comment_id and deletes after a confirmation', async () => {
    serveChange(undefined, undefined, { comments: [comment(4, '<p>Old text</p>')] });
    let putBody = '';
    nock(API)
      .put('/service-desk/api/update-change-comment')
      .reply((_uri, requestBody) => {
        putBody = String(requestBody);
        return [200, { message: 'Comment updated successfully.' }];
      });
    const deletion = nock(API)
      .delete('/service-desk/api/delete-change-comment')
      .query({ change_id: String(CHANGE_ID), type: 'change', comment_id: '4' })
      .reply(200, { message: 'Comment deleted successfully.' });
    renderChangeView();
    await loaded();
    const item = await screen.findByRole('article', { name: 'Comment by Sam Agent' });
    await userEvent.click(within(item).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit comment' });
    const editor = await within(dialog).findByRole('textbox', { name: 'Comment' });
    expect(editor).toHaveValue('<p>Old text</p>');
    await userEvent.clear(editor);
    expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeDisabled();
    await userEvent.type(editor, 'New text');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Comment updated successfully.')).toBeInTheDocument();
    expect(Object.fromEntries(multipartFields(putBody))).toMatchObject({ comment: 'New text', comment_id: '4' });

    await userEvent.click(within(item).getByRole('button', { name: 'Delete' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Please confirm' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Comment deleted successfully.')).toBeInTheDocument();
    expect(deletion.isDone()).toBe(true);
  });
});
