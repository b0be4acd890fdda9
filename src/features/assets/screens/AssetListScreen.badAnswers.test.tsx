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
import { describeScreenCalls } from '@/testing/screenCalls';
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

describeScreenCalls('the asset list', { render: renderList, arrange: serve }, [
  { name: 'the list call', call: `get ${ASSET_LIST}`, arrange: () => serve([ASSET_LIST]) },
  {
    name: 'the custom-field list (silent: the panel offers the standard filters)',
    call: `get ${ASSET_CUSTOM_FIELDS}`,
    arrange: () => serve([ASSET_CUSTOM_FIELDS]),
    expect: 'silent',
    settled: rowShown,
  },
  {
    name: 'the filter structure (silent: the panel offers the dates and custom fields)',
    call: `get ${ASSET_FILTER_STRUCTURE}`,
    arrange: () => serve([ASSET_FILTER_STRUCTURE]),
    expect: 'silent',
    settled: rowShown,
  },
]);

describeUnmountWhileLoading([['asset list', renderList]]);
