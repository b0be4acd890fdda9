import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AssetFormScreen from './AssetFormScreen';
import { assetRoutes } from '@/features/assets/routes';
import { itRoutesCreateAndEdit } from '@/testing/routes';
import { carriedMessage, forgetCarriedMessage } from '@/ui/carriedMessage';
import { ASSET_FORM_FIELDS, LAPTOP, SERVER, serveAssetForm, serveAssetToEdit } from '@/testing/assetForm';
import { expectLinkTo } from '@/testing/links';
import {
  renderSaving,
  choose,
  errorOf,
  multipartFields,
  REQUIRED,
  setUpFormTests,
  refuseSave,
} from '@/testing/recordForm';
import { renderWithPlugin } from '@/testing/renderWithPlugin';

setUpFormTests({ lookups: false, timeoutMs: 30_000 });

afterEach(() => forgetCarriedMessage());

const textbox = (name: string | RegExp) => screen.getByRole('textbox', { name });

describe('the asset form screen: create', () => {
  itRoutesCreateAndEdit(assetRoutes, '/service-desk/assets');

  it('draws the fields of the definition; a type’s custom fields only while that type is chosen', async () => {
    const user = userEvent.setup();
    const queries = serveAssetForm();
    renderWithPlugin(<AssetFormScreen params={{}} />);
    expect(screen.getByRole('heading', { name: 'Create asset' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View asset' })).toBeNull();
    expect(await screen.findByRole('textbox', { name: 'Name' })).toBeInTheDocument();
    expect(queries[0]).toEqual({ category: 'asset', scenario: 'create', panel: 'agent' });
    expect(textbox('Serial number')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Warranty' })).toBeInTheDocument();
    expect(textbox('Assigned on')).toBeInTheDocument();
    expect(screen.getByLabelText('Attachment')).toHaveAttribute('type', 'file');
    expect(screen.queryByRole('spinbutton', { name: 'Memory (GB)' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Environment' })).toBeNull();

    await choose(user, 'Asset type', 'Laptop');
    expect(screen.getByRole('spinbutton', { name: 'Memory (GB)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Remove Laptop/ }));
    await choose(user, 'Asset type', 'Server');
    expect(screen.queryByRole('spinbutton', { name: 'Memory (GB)' })).toBeNull();
    expect(screen.getByRole('group', { name: 'Environment' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Support contact' })).toBeNull();
    await choose(user, 'Department', 'Support');
    expect(textbox('Support contact')).toBeInTheDocument();
  });

  it('shows a form group’s field while one of the group’s asset types is chosen', async () => {
    const user = userEvent.setup();
    serveAssetForm([
      ...ASSET_FORM_FIELDS,
      {
        key: 'custom_20',
        label: 'Warranty tier',
        type: 'text',
        required: true,
        asset_type_ids: [LAPTOP.id, SERVER.id],
      },
    ]);
    renderWithPlugin(<AssetFormScreen params={{}} />);
    expect(await screen.findByRole('textbox', { name: 'Name' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Warranty tier/ })).toBeNull();
    await choose(user, 'Asset type', 'Server');
    expect(textbox(/Warranty tier/)).toBeInTheDocument();
  });

  it('marks the required fields, a shown required custom field among them, and sends nothing', async () => {
    serveAssetForm();
    const { user, posts } = renderSaving(<AssetFormScreen params={{}} />, 'asset', {
      message: 'Asset created successfully.',
      data: { id: 70 },
    });
    await screen.findByRole('textbox', { name: 'Name' });
    await choose(user, 'Asset type', 'Server');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findAllByText(REQUIRED)).toHaveLength(3);
    expect(errorOf(textbox('Name'))).toBe(REQUIRED);
    expect(errorOf(screen.getByRole('group', { name: 'Environment' }))).toBe(REQUIRED);
    expect(posts).toHaveLength(0);
  });

  it('sends the shown fields by key (checkbox lists as key[]) and opens the new asset with the message', async () => {
    serveAssetForm();
    const { user, posts, navigateToUrl } = renderSaving(<AssetFormScreen params={{}} />, 'asset', {
      message: 'Asset created successfully.',
      data: { id: 70 },
    });
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), '  Build server 2 ');
    await choose(user, 'Asset type', 'Laptop');
    await user.type(screen.getByRole('spinbutton', { name: 'Memory (GB)' }), '32');
    await user.click(screen.getByRole('button', { name: /Remove Laptop/ }));
    await choose(user, 'Asset type', 'Server');
    await choose(user, 'Status', 'In Use');
    await user.click(within(screen.getByRole('group', { name: 'Environment' })).getByLabelText('Staging'));
    const backups = screen.getByRole('group', { name: 'Backed up by' });
    await user.click(within(backups).getByLabelText('Veeam'));
    await user.click(within(backups).getByLabelText('Snapshots'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Warranty' }), '1 year');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(navigateToUrl).toHaveBeenCalledWith('/service-desk/assets/70/show'));
    expect(carriedMessage()).toBe('Asset created successfully.');
    const sent = multipartFields(posts[0].body);
    expect(sent).toEqual([
      ['name', 'Build server 2'],
      ['identifier', ''],
      ['asset_type_id', '9'],
      ['status_id', '2'],
      ['department_id', ''],
      ['assigned_on', ''],
      ['description', ''],
      ['custom_1', ''],
      ['custom_3', '1 year'],
      ['custom_7', 'Staging'],
      ['custom_8[]', 'Veeam'],
      ['custom_8[]', 'Snapshots'],
    ]);
  });
});

describe('the asset form screen: edit', () => {
  it('loads the asset into the form, offers its page, and sends the id with the whole form', async () => {
    serveAssetToEdit();
    const { user, posts, navigateToUrl } = renderSaving(<AssetFormScreen params={{ id: '12' }} />, 'asset', {
      message: 'Asset updated successfully.',
      data: { id: 12 },
    });
    expect(screen.getByRole('heading', { name: 'Edit asset' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Dev laptop 12');
    expectLinkTo('View asset', '/service-desk/assets/12/show');
    expect(textbox('Assigned on')).toHaveValue('2026-03-02');
    expect(screen.getByRole('spinbutton', { name: 'Memory (GB)' })).toHaveValue(16);
    expect(screen.getByRole('link', { name: /invoice\.pdf/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(navigateToUrl).toHaveBeenCalledWith('/service-desk/assets/12/show'));
    expect(carriedMessage()).toBe('Asset updated successfully.');
    const sent = multipartFields(posts[0].body);
    expect(sent.slice(0, 2)).toEqual([
      ['id', '12'],
      ['attachment_delete', '0'],
    ]);
    expect(sent).toContainEqual(['asset_type_id', '4']);
    expect(sent).toContainEqual(['custom_5', '16']);
  });

  it('puts the server’s field errors on their fields and keeps every value', async () => {
    const user = userEvent.setup();
    serveAssetToEdit();
    refuseSave('asset', {
      identifier: ['The identifier has already been taken.'],
      custom_5: ['The Memory (GB) must be a number.'],
    });
    const { navigateToUrl } = renderWithPlugin(<AssetFormScreen params={{ id: '12' }} />);
    const identifier = await screen.findByRole('textbox', { name: 'Identifier' });
    await user.clear(identifier);
    await user.type(identifier, 'AST-0001');
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The given data was invalid.');
    expect(errorOf(identifier)).toBe('The identifier has already been taken.');
    expect(errorOf(screen.getByRole('spinbutton', { name: 'Memory (GB)' }))).toBe('The Memory (GB) must be a number.');
    expect(identifier).toHaveValue('AST-0001');
    expect(textbox('Name')).toHaveValue('Dev laptop 12');
    expect(navigateToUrl).not.toHaveBeenCalled();
  });

  it('shows not found for an id that is not a number', () => {
    renderWithPlugin(<AssetFormScreen params={{ id: 'abc' }} />);
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
