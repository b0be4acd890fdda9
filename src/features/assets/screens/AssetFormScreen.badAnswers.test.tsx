import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import AssetFormScreen from './AssetFormScreen';
import { ASSET_FORM_CALL, ASSET_TO_EDIT_CALL, serveAssetLookups, serveAssetToEdit } from '@/testing/assetForm';
import { renderWithPlugin } from '@/testing/renderWithPlugin';
import { describeScreenCalls, keptForRetry } from '@/testing/screenCalls';
import { describeUnmountWhileLoading } from '@/testing/unmountWhileLoading';
import { carriedMessage, forgetCarriedMessage } from '@/ui/carriedMessage';

jest.setTimeout(30_000);

afterEach(() => forgetCarriedMessage());

const renderCreate = () => renderWithPlugin(<AssetFormScreen params={{}} />);
const renderEdit = () => renderWithPlugin(<AssetFormScreen params={{ id: '12' }} />);

async function rename(user: UserEvent) {
  const name = await screen.findByRole('textbox', { name: 'Name' });
  await user.clear(name);
  await user.type(name, 'Dev laptop 13');
}

describeScreenCalls('the asset form screen', { render: renderEdit }, [
  { name: 'loading the create form', call: `get ${ASSET_FORM_CALL}`, arrange: serveAssetLookups, render: renderCreate },
  { name: 'loading the asset to edit', call: `get ${ASSET_TO_EDIT_CALL}`, arrange: serveAssetLookups },
  {
    name: 'saving',
    call: 'post /service-desk/api/asset',
    arrange: serveAssetToEdit,
    prepare: rename,
    ...keptForRetry('Update', 'name', [{ label: 'Name', value: 'Dev laptop 13' }]),
    twice: {
      name: 'asset form',
      success: { message: 'Asset updated successfully.', data: { id: 12 } },
      done: () => waitFor(() => expect(carriedMessage()).toBe('Asset updated successfully.')),
    },
  },
]);

describeUnmountWhileLoading([
  ['asset create form', renderCreate],
  ['asset edit form', renderEdit],
]);
