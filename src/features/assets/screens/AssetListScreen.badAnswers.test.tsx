import { screen } from '@testing-library/react';
import AssetListScreen from './AssetListScreen';
import { renderWithPlugin } from '@/testing/renderWithPlugin';
import {
  ASSET_CUSTOM_FIELD_DEFINITIONS,
  ASSET_CUSTOM_FIELDS,
  ASSET_FILTER_ENTRIES,
  ASSET_FILTER_STRUCTURE,
  ASSET_LIST,
  assetListRow,
} from '@/testing/assetList';
import { describeScreenCalls, failingAlone, silentUntil } from '@/testing/screenCalls';
import { serveGet } from '@/testing/serve';
import { describeUnmountWhileLoading } from '@/testing/unmountWhileLoading';

jest.setTimeout(20_000);

/** Answers every load call of the list except those in `except`. */
function serve(except: string[] = []) {
  const answers: Record<string, object> = {
    [ASSET_LIST]: { data: { data: { data: [assetListRow(2, { name: 'Core switch (SW-001)' })], total: 1 } } },
    [ASSET_CUSTOM_FIELDS]: { data: { custom_fields: ASSET_CUSTOM_FIELD_DEFINITIONS } },
    [ASSET_FILTER_STRUCTURE]: { data: ASSET_FILTER_ENTRIES },
  };
  for (const [path, body] of Object.entries(answers)) if (!except.includes(path)) serveGet(path, body);
}

const renderList = () => renderWithPlugin(<AssetListScreen />);
const rowShown = async () => {
  expect(await screen.findByText('Core switch (SW-001)')).toBeInTheDocument();
};

const alone = failingAlone(serve);

describeScreenCalls('the asset list', { render: renderList, arrange: serve }, [
  alone('the list call', ASSET_LIST),
  alone(
    'the custom-field list (silent: the panel offers the standard filters)',
    ASSET_CUSTOM_FIELDS,
    silentUntil(rowShown),
  ),
  alone(
    'the filter structure (silent: the panel offers the dates and custom fields)',
    ASSET_FILTER_STRUCTURE,
    silentUntil(rowShown),
  ),
]);

describeUnmountWhileLoading([['asset list', renderList]]);
