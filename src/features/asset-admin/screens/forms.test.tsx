import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { laptopType } from '@/testing/assetTypes';
import { renderSaving, errorOf, multipartFields, REQUIRED, setUpFormTests, refuseSave } from '@/testing/recordForm';
import { renderWithPlugin } from '@/testing/renderWithPlugin';
import { serveGet, serveLookup } from '@/testing/serve';
import { STATUS_NAME_MAX_MESSAGE } from '../statuses/schema';
import AssetStatusFormScreen from './AssetStatusFormScreen';
import AssetTypeFormScreen from './AssetTypeFormScreen';
import CmdbRelationFormScreen from './CmdbRelationFormScreen';
import { expectNavigationAfter, pressUntilTimerSet } from '@/testing/navigation';

setUpFormTests({ lookups: false });

const textbox = (name: string | RegExp) => screen.getByRole('textbox', { name });
const save = () => screen.getByRole('button', { name: 'Save' });

describe('the asset status form', () => {
  it('says the name is over 50 characters and the description is required, and sends nothing', async () => {
    const { user, posts } = renderSaving(<AssetStatusFormScreen params={{}} />, 'asset-status', {
      message: 'Asset status created successfully.',
    });
    expect(screen.getByRole('heading', { name: 'Create asset status' })).toBeInTheDocument();
    await user.type(textbox(/Name/), 'x'.repeat(51));
    await user.click(save());
    await waitFor(() => expect(errorOf(textbox(/Name/))).toBe(STATUS_NAME_MAX_MESSAGE));
    expect(STATUS_NAME_MAX_MESSAGE).toBe('The name should be less than 50 characters.');
    expect(errorOf(textbox(/Description/))).toBe(REQUIRED);
    expect(posts).toHaveLength(0);
  });

  it('creates a status with name and description, then opens the list 3 seconds later', async () => {
    const { user, posts, navigateToUrl } = renderSaving(<AssetStatusFormScreen params={{}} />, 'asset-status', {
      message: 'Asset status created successfully.',
      data: { id: 9 },
    });
    await user.type(textbox(/Name/), ' On Loan ');
    await user.type(textbox(/Description/), 'Lent for a while.');
    // Leaves the field, so its blur (and the validation it starts) comes before the fake clock.
    await user.click(screen.getByRole('heading', { name: 'Create asset status' }));
    await pressUntilTimerSet(save());
    expect(screen.getByText('Asset status created successfully.')).toBeInTheDocument();
    expect(multipartFields(posts[0].body)).toEqual([
      ['name', 'On Loan'],
      ['description', 'Lent for a while.'],
    ]);
    expectNavigationAfter(navigateToUrl, 3000, '/service-desk/asset-status');
  });

  it('shows a server field error on its field', async () => {
    const user = userEvent.setup();
    refuseSave('asset-status', { name: ['The name has already been taken.'] });
    renderWithPlugin(<AssetStatusFormScreen params={{}} />);
    await user.type(textbox(/Name/), 'In Use');
    await user.type(textbox(/Description/), 'Again');
    await user.click(save());
    await waitFor(() => expect(errorOf(textbox(/Name/))).toBe('The name has already been taken.'));
    expect(screen.getByRole('alert')).toHaveTextContent('The given data was invalid.');
  });
});

describe('the asset type form', () => {
  const TYPE = laptopType(5, true);

  it('submits on Enter with is_default false and no parent when creating', async () => {
    serveLookup('/service-desk/api/dependency/asset_types', [{ id: 1, name: 'Hardware' }]);
    const { user, posts } = renderSaving(<AssetTypeFormScreen params={{}} />, 'asset-type', {
      message: 'Asset type created successfully.',
    });
    expect(screen.queryByRole('checkbox', { name: 'Default asset type' })).not.toBeInTheDocument();
    await user.type(textbox(/Name/), 'Tablet{Enter}');
    await screen.findByText('Asset type created successfully.');
    expect(multipartFields(posts[0].body)).toEqual([
      ['name', 'Tablet'],
      ['parent_id', ''],
      ['is_default', '0'],
    ]);
  });

  it('says the name is required', async () => {
    const user = userEvent.setup();
    serveLookup('/service-desk/api/dependency/asset_types', []);
    renderWithPlugin(<AssetTypeFormScreen params={{}} />);
    await user.click(save());
    await waitFor(() => expect(errorOf(textbox(/Name/))).toBe(REQUIRED));
  });

  it('edits the stored type (its parent and default kept) and reloads it after the save', async () => {
    serveLookup('/service-desk/api/dependency/asset_types', [{ id: 3, name: 'Computer' }]);
    const reads = serveGet('/service-desk/api/asset-type/5', { data: { asset_type: TYPE } });
    const { user, posts, navigateToUrl } = renderSaving(<AssetTypeFormScreen params={{ id: '5' }} />, 'asset-type', {
      message: 'Asset type updated successfully.',
    });
    expect(await screen.findByRole('heading', { name: 'Edit asset type' })).toBeInTheDocument();
    await waitFor(() => expect(textbox(/Name/)).toHaveValue('Laptop'));
    // The default type stays so until another one is made the default.
    const isDefault = screen.getByRole('checkbox', { name: 'Default asset type' });
    expect(isDefault).toBeChecked();
    expect(isDefault).toBeDisabled();
    expect(isDefault).toHaveAccessibleDescription(/make another type the default/);
    await user.clear(textbox(/Name/));
    await user.type(textbox(/Name/), 'Notebook');
    await user.click(save());
    await screen.findByText('Asset type updated successfully.');
    expect(multipartFields(posts[0].body)).toEqual([
      ['id', '5'],
      ['name', 'Notebook'],
      ['parent_id', '3'],
      ['is_default', '1'],
    ]);
    await waitFor(() => expect(reads).toHaveLength(2));
    expect(navigateToUrl).not.toHaveBeenCalled();
  });

  it('makes a stored type the default one', async () => {
    serveLookup('/service-desk/api/dependency/asset_types', []);
    serveGet('/service-desk/api/asset-type/6', { data: { asset_type: laptopType(6, false) } });
    const { user, posts } = renderSaving(<AssetTypeFormScreen params={{ id: '6' }} />, 'asset-type', {
      message: 'Asset type updated successfully.',
    });
    const isDefault = await screen.findByRole('checkbox', { name: 'Default asset type' });
    await waitFor(() => expect(textbox(/Name/)).toHaveValue('Laptop'));
    expect(isDefault).not.toBeChecked();
    expect(isDefault).toBeEnabled();
    await user.click(isDefault);
    await user.click(save());
    await screen.findByText('Asset type updated successfully.');
    expect(multipartFields(posts[0].body)).toContainEqual(['is_default', '1']);
  });
});

describe('the CMDB relation type form', () => {
  it('requires both names, leaves the description optional, and posts them', async () => {
    const { user, posts } = renderSaving(<CmdbRelationFormScreen params={{}} />, 'cmdb', {
      message: 'Relation type created successfully.',
    });
    await user.click(save());
    await waitFor(() => expect(errorOf(textbox(/Forward relation name/))).toBe(REQUIRED));
    expect(errorOf(textbox(/Inverse relation name/))).toBe(REQUIRED);
    expect(errorOf(textbox(/Description/))).toBeNull();

    await user.type(textbox(/Forward relation name/), 'Powers');
    await user.type(textbox(/Inverse relation name/), 'Is powered by{Enter}');
    await screen.findByText('Relation type created successfully.');
    expect(multipartFields(posts[0].body)).toEqual([
      ['forward_relation_name', 'Powers'],
      ['inverse_relation_name', 'Is powered by'],
      ['description', ''],
    ]);
  });

  it('loads the relation type from /cmdb/{id} on its edit page', async () => {
    serveGet('/service-desk/api/cmdb/4', {
      data: { cmdb: { id: 4, forward_relation_name: 'Runs on', inverse_relation_name: 'Runs', description: 'Apps' } },
    });
    renderWithPlugin(<CmdbRelationFormScreen params={{ id: '4' }} />);
    await waitFor(() => expect(textbox(/Forward relation name/)).toHaveValue('Runs on'));
    expect(textbox(/Inverse relation name/)).toHaveValue('Runs');
    expect(textbox(/Description/)).toHaveValue('Apps');
  });

  it('shows the not-found page for an id that cannot be one', () => {
    renderWithPlugin(<CmdbRelationFormScreen params={{ id: 'abc' }} />);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});
