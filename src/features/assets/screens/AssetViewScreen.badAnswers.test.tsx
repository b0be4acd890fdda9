import { screen, waitFor } from '@testing-library/react';
import { RELATED_ASSET_ID } from '@/testing/assetRelationships';
import { ASSET_CALL, ASSET_LOG_CALL, serveAssetView } from '@/testing/assetView';
import { renderWithPlugin } from '@/testing/renderWithPlugin';
import { describeScreenCalls } from '@/testing/screenCalls';
import { describeUnmountWhileLoading } from '@/testing/unmountWhileLoading';
import AssetViewScreen from './AssetViewScreen';

jest.setTimeout(30_000);

const render = () => renderWithPlugin(<AssetViewScreen params={{ id: String(RELATED_ASSET_ID) }} />);

describeScreenCalls('the asset page', { render }, [
  { name: 'loading the asset', call: `get ${ASSET_CALL}`, arrange: () => serveAssetView([ASSET_CALL]) },
  {
    name: 'loading the activity log (silent)',
    call: `get ${ASSET_LOG_CALL}`,
    arrange: () => serveAssetView([ASSET_LOG_CALL]),
    expect: 'silent',
    settled: async () => {
      await screen.findByRole('heading', { level: 1, name: 'APC NetShelter rack (RCK-001)' });
      await waitFor(() => expect(screen.queryByText('Loading...')).toBeNull());
    },
  },
]);

describeUnmountWhileLoading([['the asset page', render]]);
