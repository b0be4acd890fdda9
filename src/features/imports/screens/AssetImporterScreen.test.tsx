import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { uploadableFile } from '@/testing/files';
import { actOnRealClock } from '@/testing/realClock';
import { setUpFormTests } from '@/testing/recordForm';
import { renderWithPlugin } from '@/testing/renderWithPlugin';
import { recordDelete, recordPost, serveGet } from '@/testing/serve';
import AssetImporterScreen from './AssetImporterScreen';
import { chooseLaptop, MAPPING, serveTypes } from '@/testing/importer';

setUpFormTests({ lookups: false, timeoutMs: 30_000 });

const UPLOAD = '/service-desk/asset-upload-csv';

async function upload(
  user: UserEvent,
  file = uploadableFile('Name,Identifier,Assigned\nA,B,C\n', 'assets.csv', 'text/csv'),
) {
  await chooseLaptop(user);
  await user.upload(screen.getByLabelText(/Import file/), file);
  await user.click(screen.getByRole('button', { name: 'Upload' }));
}

/** Renders the importer, uploads a file for a laptop and waits for its mapping. */
async function uploadAndMap(user: UserEvent) {
  serveTypes();
  renderWithPlugin(<AssetImporterScreen />);
  recordPost(UPLOAD, { message: 'File uploaded successfully.', data: { import_id: 7 } });
  const details = serveGet('/service-desk/get-asset-mapping-details/7', { data: MAPPING });
  await upload(user);
  await screen.findByRole('table', { name: 'System attributes and file columns' });
  return details;
}

describe('the asset importer', () => {
  it('asks the asset types with meta=true, then needs a type and a file before uploading', async () => {
    const user = userEvent.setup();
    const types = serveTypes();
    renderWithPlugin(<AssetImporterScreen />);
    await user.click(await screen.findByRole('button', { name: 'Upload' }));
    expect(screen.getByText('Choose an asset type.')).toBeInTheDocument();
    expect(screen.getByText('Choose a file to import.')).toBeInTheDocument();
    expect(types[0]).toMatchObject({ meta: 'true' });
  });

  it('refuses a file of 25,000,000 bytes before any upload', async () => {
    const user = userEvent.setup();
    serveTypes();
    const posts = recordPost(UPLOAD, { data: { import_id: 1 } });
    renderWithPlugin(<AssetImporterScreen />);
    const huge = new File(['x'], 'huge.csv', { type: 'text/csv' });
    Object.defineProperty(huge, 'size', { value: 25_000_000 });
    await chooseLaptop(user);
    await user.upload(screen.getByLabelText(/Import file/), huge);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The file is too large: the maximum upload size is 25,000,000 bytes.',
    );
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByText('Choose a file to import.')).toBeInTheDocument();
    expect(posts).toEqual([]);
  });

  it("shows the server's import_file message when it answers 412", async () => {
    const user = userEvent.setup();
    serveTypes();
    recordPost(
      UPLOAD,
      { message: 'Unreadable.', errors: { import_file: ['The import file is not a readable CSV text file.'] } },
      412,
    );
    renderWithPlugin(<AssetImporterScreen />);
    await upload(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('The import file is not a readable CSV text file.');
  });

  it('maps with the server suggestions: hidden left out, nested with an arrow, required with a star, descriptions as tooltips', async () => {
    const user = userEvent.setup();
    const details = await uploadAndMap(user);
    expect(details[0]).toEqual({ asset_type_id: '4' });
    expect(screen.getByText('File uploaded successfully.')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'System attributes and file columns' });
    expect(within(table).queryByText('Id')).not.toBeInTheDocument();
    expect(within(table).getByRole('combobox', { name: /Name/ })).toHaveValue('0');
    expect(within(table).getByRole('combobox', { name: /Name/ })).toHaveAttribute('title', 'The name of the asset.');
    expect(within(table).getAllByRole('img', { name: 'required' })).toHaveLength(2);
    expect(within(table).getByRole('img', { name: 'part of a group' }).closest('label')).toHaveTextContent(
      'Serial number',
    );
  });

  it('asks the date-time format only once a date attribute is mapped, and then requires it', async () => {
    const user = userEvent.setup();
    await uploadAndMap(user);
    expect(screen.queryByRole('combobox', { name: /Date-time format/ })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: /Assigned on/ }), 'Assigned');
    const format = screen.getByRole('combobox', { name: /Date-time format/ });
    expect(
      within(format)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select...', 'Y-m-d H:i', 'm-d-Y H:i', 'd-m-Y H:i', 'Y/m/d H:i', 'm/d/Y H:i', 'd/m/Y H:i']);
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(screen.getByText('Choose the date-time format of the file.')).toBeInTheDocument();
  });

  it('previews the dry run: the counts and per-cell errors, before committing', async () => {
    const user = userEvent.setup();
    await uploadAndMap(user);
    const bodies = recordPost('/service-desk/asset-import-dry-run', {
      data: {
        total_rows: 3,
        created: 1,
        updated: 0,
        failed: 2,
        warning: 0,
        issues: [
          { row: 3, field: 'identifier', comment: 'Duplicate identifier "B": row 2 has it already.', kind: 'failed' },
          { row: 4, field: 'name', comment: 'The Name field is required.', kind: 'failed' },
        ],
        issues_total: 2,
      },
    });
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('Preview: nothing has been written yet')).toBeInTheDocument();
    expect(screen.getByText('Duplicate identifier "B": row 2 has it already.')).toBeInTheDocument();
    expect(screen.getByText('Would fail').nextSibling).toHaveTextContent('2');
    expect(bodies[0]).toMatchObject({
      import_id: 7,
      update_existing: false,
      should_handle_date: false,
      date_time_format: null,
    });
  });

  it('submits the mapping as JSON, links to the progress, and starts again 2 seconds later', async () => {
    const user = userEvent.setup();
    await uploadAndMap(user);
    const bodies = recordPost('/service-desk/post-asset-mapping', {
      message: 'The import has started.',
      data: { tracking_id: 7 },
    });
    await user.selectOptions(screen.getByRole('combobox', { name: /Assigned on/ }), 'Assigned');
    await user.selectOptions(screen.getByRole('combobox', { name: /Date-time format/ }), 'd/m/Y H:i');
    await user.click(screen.getByRole('checkbox', { name: 'Update existing records' }));

    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    await actOnRealClock(() => screen.queryByText('The import has started.') !== null);
    expect(bodies[0]).toEqual({
      mapped_system_attributes: [
        { uuid: 'id', mapped_to: 'No mapping' },
        { uuid: 'name', mapped_to: 0 },
        { uuid: 'identifier', mapped_to: 1 },
        { uuid: 'assigned_on', mapped_to: 2 },
        { uuid: 'custom_3', mapped_to: 'No mapping' },
      ],
      import_id: 7,
      update_existing: true,
      should_handle_date: true,
      date_time_format: 'd/m/Y H:i',
      special_keys: { asset_type_id: 4 },
    });
    expect(screen.getByRole('link', { name: "Follow the import's progress" })).toHaveAttribute(
      'href',
      '/service-desk/import-tracking/7',
    );
    act(() => jest.advanceTimersByTime(1999));
    expect(screen.getByRole('table', { name: 'System attributes and file columns' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('table', { name: 'System attributes and file columns' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Asset type/ })).toHaveValue('');
  });

  it('discards after the confirmation and goes back to the upload', async () => {
    const user = userEvent.setup();
    await uploadAndMap(user);
    recordDelete('/service-desk/import-discard/7', { message: 'The import was discarded.' });
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Discard this file and its mapping?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Discard' }));
    expect(await screen.findByText('The import was discarded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeInTheDocument();
  });
});
