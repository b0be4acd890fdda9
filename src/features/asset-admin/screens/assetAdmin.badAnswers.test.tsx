import { renderWithPlugin } from '@/testing/renderWithPlugin';
import { describeScreenCalls, onScreen, retype, rowDeletion } from '@/testing/screenCalls';
import { serveGet, serveLookup } from '@/testing/serve';
import { describeUnmountWhileLoading } from '@/testing/unmountWhileLoading';
import AssetStatusFormScreen from './AssetStatusFormScreen';
import AssetStatusListScreen from './AssetStatusListScreen';
import AssetTypeFormScreen from './AssetTypeFormScreen';
import AssetTypeListScreen from './AssetTypeListScreen';
import CmdbRelationFormScreen from './CmdbRelationFormScreen';
import CmdbRelationListScreen from './CmdbRelationListScreen';

jest.setTimeout(30_000);

const API = '/service-desk/api';
const DATES = { created_at: '2024-01-01 10:00:00', updated_at: '2024-01-01 10:00:00' };
const TYPE = { id: 2, name: 'Tablet', parent: null, parents: [], is_default: false, ...DATES };
const STATUS = { id: 2, name: 'On Loan', description: 'Lent', ...DATES };
const RELATION = { id: 2, forward_relation_name: 'Powers', inverse_relation_name: 'Is powered by', description: '' };

const listOf = (key: string, row: object) => () =>
  serveGet(new RegExp(`^${API}/[a-z-]+-list`), { data: { [key]: [row], total: 1 } });

const LISTS = [
  ['asset type', AssetTypeListScreen, 'asset-type', 'asset_types', TYPE, 'Tablet'],
  ['asset status', AssetStatusListScreen, 'asset-status', 'data', STATUS, 'On Loan'],
  ['relation type', CmdbRelationListScreen, 'cmdb', 'cmdbs', RELATION, 'Powers'],
] as const;

for (const [noun, Screen, path, key, row, name] of LISTS) {
  const listPath = path === 'cmdb' ? 'cmdb-list' : `${path}-list`;
  describeScreenCalls(`the ${noun} list`, { render: () => renderWithPlugin(<Screen />) }, [
    { name: 'the list call', call: `get ${API}/${listPath}` },
    {
      name: 'the delete call',
      call: `delete ${API}/${path}/2`,
      arrange: listOf(key, row),
      ...rowDeletion(name),
      twice: { name: `${noun} delete confirmation`, success: 'Deleted.' },
    },
  ]);
}

const serveTypes = () => serveLookup(`${API}/dependency/asset_types`, []);

const FORMS = [
  ['asset type', AssetTypeFormScreen, 'asset-type', 'asset_type', TYPE, /Name/, 'name', serveTypes],
  ['asset status', AssetStatusFormScreen, 'asset-status', 'asset_status', STATUS, /Name/, 'name', () => undefined],
  [
    'relation type',
    CmdbRelationFormScreen,
    'cmdb',
    'cmdb',
    RELATION,
    /Forward relation name/,
    'forward_relation_name',
    () => undefined,
  ],
] as const;

for (const [noun, Screen, path, key, record, label, field, arrange] of FORMS) {
  const render = () => renderWithPlugin(<Screen params={{ id: '2' }} />);
  const serveRecord = () => {
    arrange();
    serveGet(`${API}/${path}/2`, { data: { [key]: record } });
  };
  describeScreenCalls(`the ${noun} form`, { render }, [
    { name: 'loading the record', call: `get ${API}/${path}/2`, arrange },
    {
      name: 'saving',
      call: `post ${API}/${path}`,
      arrange: serveRecord,
      prepare: retype(label, 'Renamed'),
      submit: onScreen('Save'),
      typed: [{ label, value: 'Renamed' }],
      fieldError: { field, shown: true },
      twice: { name: `${noun} form`, success: `${noun} updated successfully.` },
    },
  ]);
  describeUnmountWhileLoading([[`${noun} edit form`, render]]);
}
