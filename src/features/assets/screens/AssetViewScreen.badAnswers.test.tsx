import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { RELATED_ASSET_ID } from '@/testing/assetRelationships';
import { ASSET_ACTIONS_CALL, ASSET_CALL, ASSET_DETAIL, ASSET_LOG_CALL, serveAssetView } from '@/testing/assetView';
import { renderWithPlugin } from '@/testing/renderWithPlugin';
import { describeScreenCalls, inDialog, failingAlone, silentUntil } from '@/testing/screenCalls';
import { serveGet, serveLookup } from '@/testing/serve';
import { describeUnmountWhileLoading } from '@/testing/unmountWhileLoading';
import { carriedMessage, forgetCarriedMessage } from '@/ui/carriedMessage';
import { ASSET_SERVICES } from '../tabs/assetServices';
import { AssetServiceTab } from '../tabs/AssetServiceTab';
import AssetViewScreen from './AssetViewScreen';

jest.setTimeout(30_000);

const api = '/service-desk/api';
const render = () => renderWithPlugin(<AssetViewScreen params={{ id: String(RELATED_ASSET_ID) }} />);
const problems = ASSET_SERVICES.find((service) => service.type === 'sd_problem')!;
const renderProblemsTab = () =>
  renderWithPlugin(<AssetServiceTab assetId={RELATED_ASSET_ID} service={problems} canDetach />);
const PROBLEM = { id: 5, identifier: 'PRB-5', subject: 'Mail outage', created_at: '2024-03-01 10:00:00' };
const serveProblems = () => serveGet(`${api}/problem-list`, { data: { problems: [PROBLEM], total: 1 } });

const loaded = () => screen.findByRole('heading', { level: 1, name: ASSET_DETAIL.name });

const openMenu = (menu: string, item: string) => async (user: UserEvent) => {
  await loaded();
  await user.click(await screen.findByRole('button', { name: menu }));
  await user.click(await screen.findByText(item, { selector: '.dropdown-item' }));
};

async function chooseProblemToAttach(user: UserEvent) {
  await openMenu('Associate', 'Attach to problems')(user);
  await user.click(await screen.findByRole('checkbox', { name: 'Mail outage' }));
}

afterEach(() => forgetCarriedMessage());

const alone = failingAlone(serveAssetView);

describeScreenCalls('the asset page', { render, arrange: () => serveAssetView() }, [
  alone('loading the asset', ASSET_CALL),
  alone(
    'loading the activity log (silent)',
    ASSET_LOG_CALL,
    silentUntil(async () => {
      await loaded();
      await waitFor(() => expect(screen.queryByText('Loading...')).toBeNull());
    }),
  ),
  alone('loading the flags', ASSET_ACTIONS_CALL),
  {
    name: 'attaching to problems',
    call: `post ${api}/attach-asset-services/${RELATED_ASSET_ID}`,
    arrange: () => {
      serveAssetView();
      serveLookup(`${api}/dependency/problems`, [{ id: 5, name: 'Mail outage' }]);
      // A successful attach opens the tab of attached problems.
      serveProblems();
    },
    prepare: chooseProblemToAttach,
    submit: inDialog('Attach'),
    dialog: 'closes',
    twice: { name: 'attach to problems', success: 'Asset attached successfully.' },
  },
  {
    name: 'deleting the asset',
    call: `delete ${api}/asset-delete/${RELATED_ASSET_ID}`,
    prepare: openMenu('More', 'Delete'),
    submit: inDialog('Delete'),
    dialog: 'closes',
    twice: {
      name: 'delete confirmation',
      success: 'Asset deleted successfully.',
      done: () => waitFor(() => expect(carriedMessage()).toBe('Asset deleted successfully.')),
    },
  },
  {
    name: 'associated problems: the list',
    call: `get ${api}/problem-list`,
    arrange: () => undefined,
    render: renderProblemsTab,
  },
  {
    name: 'associated problems: detach',
    call: `delete ${api}/detach-asset-services/${RELATED_ASSET_ID}`,
    arrange: serveProblems,
    render: renderProblemsTab,
    prepare: async (user) => {
      await user.click(await screen.findByRole('button', { name: 'Detach: PRB-5' }));
    },
    submit: inDialog('Detach'),
    dialog: 'closes',
    after: async () => {
      expect(await screen.findByRole('button', { name: 'Detach: PRB-5' })).toBeEnabled();
    },
    twice: { name: 'detach confirmation', success: 'Asset detached successfully.' },
  },
]);

describeUnmountWhileLoading([['the asset page', render]]);
