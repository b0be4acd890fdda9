import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import ReleaseFormScreen from './screens/ReleaseFormScreen';
import ReleaseListScreen from './screens/ReleaseListScreen';
import { serveAttachAssetsPermission } from '@/testing/recordForm';
import {
  chooseMenuItem,
  RELEASE_ACTIONS_PATH,
  RELEASE_ID,
  RELEASE_LOG_PATH,
  RELEASE_PATH,
  releaseHeading,
  releaseRecord,
  renderReleaseView,
  serveReleaseView,
} from '@/testing/releaseView';
import { renderWithPlugin } from '@/testing/renderWithPlugin';
import {
  describeScreenCalls,
  dialogClosed,
  inDialog,
  keptForRetry,
  rowDeletion,
  stillListed,
} from '@/testing/screenCalls';
import { serveGet, serveLookup } from '@/testing/serve';
import { describeUnmountWhileLoading } from '@/testing/unmountWhileLoading';
import { forgetCarriedMessage } from '@/ui/carriedMessage';

jest.setTimeout(30_000);

afterEach(() => forgetCarriedMessage());

const serveList = () =>
  serveGet('/service-desk/api/release-list', {
    data: {
      releases: [
        {
          id: 2,
          identifier: 'REL-0002',
          subject: 'Backup modernisation',
          release_type: null,
          priority: null,
          status: null,
          planned_start_date: null,
          planned_end_date: null,
          is_edit: true,
          is_delete: true,
        },
      ],
      total: 1,
    },
  });
const renderList = () => renderWithPlugin(<ReleaseListScreen />);

describeScreenCalls('the release list', { render: renderList }, [
  { name: 'the list call', call: 'get /service-desk/api/release-list' },
  {
    name: 'the delete call',
    call: 'delete /service-desk/api/release/2',
    arrange: serveList,
    ...rowDeletion('Backup modernisation'),
    after: stillListed('Backup modernisation'),
    twice: { name: 'release delete confirmation', success: 'Release deleted.' },
  },
]);

const serveReleaseToEdit = () => {
  serveAttachAssetsPermission(true);
  serveGet(RELEASE_PATH, { data: { release: releaseRecord() } });
  for (const lookup of ['release_statuses', 'release_priorities', 'release_types', 'assets']) {
    serveLookup(`/service-desk/api/dependency/${lookup}`, [{ id: 1, name: 'One' }]);
  }
  serveLookup('/api/dependency/locations', [{ id: 4, name: 'London' }]);
};
const renderEdit = () => renderWithPlugin(<ReleaseFormScreen params={{ id: String(RELEASE_ID) }} />);

async function rename(user: UserEvent) {
  const subject = await screen.findByRole('textbox', { name: /Subject/ });
  await user.clear(subject);
  await user.type(subject, 'Mail platform refresh II');
}

describeScreenCalls('the release form', { render: renderEdit }, [
  {
    name: 'loading the release to edit',
    call: `get ${RELEASE_PATH}`,
    arrange: () => serveAttachAssetsPermission(true),
  },
  {
    name: 'saving',
    call: 'post /service-desk/api/release',
    arrange: serveReleaseToEdit,
    prepare: rename,
    ...keptForRetry('Save', 'subject', [{ label: /Subject/, value: 'Mail platform refresh II' }]),
    twice: { name: 'release form', success: { message: 'Release updated successfully.', data: { id: RELEASE_ID } } },
  },
]);

const settledView = async () => {
  await releaseHeading();
  await waitFor(() => expect(screen.queryByText('Loading...')).toBeNull());
};

describeScreenCalls('the release view', { render: renderReleaseView, arrange: serveReleaseView }, [
  {
    name: 'loading the release',
    call: `get ${RELEASE_PATH}`,
    arrange: () => serveReleaseView(undefined, {}, [RELEASE_PATH]),
  },
  {
    name: 'loading the action flags (the action bar is hidden)',
    call: `get ${RELEASE_ACTIONS_PATH}`,
    arrange: () => serveReleaseView(undefined, {}, [RELEASE_ACTIONS_PATH]),
    expect: 'silent',
    settled: settledView,
    after: () => expect(screen.queryByRole('button', { name: 'More' })).toBeNull(),
  },
  {
    name: 'loading the activity log (silent)',
    call: `get ${RELEASE_LOG_PATH}`,
    arrange: () => serveReleaseView(undefined, {}, [RELEASE_LOG_PATH]),
    expect: 'silent',
    settled: settledView,
  },
  {
    name: 'marking the release completed',
    call: `post /service-desk/api/complete-release/${RELEASE_ID}`,
    prepare: (user) => chooseMenuItem(user, 'More', 'Mark completed'),
    submit: inDialog('Mark completed'),
    dialog: 'closes',
    twice: { name: 'complete confirmation', success: 'Release completed.' },
  },
  {
    name: 'deleting the release',
    call: `delete ${RELEASE_PATH}`,
    prepare: (user) => chooseMenuItem(user, 'More', 'Delete'),
    submit: inDialog('Delete'),
    dialog: 'closes',
    twice: { name: 'release delete', success: 'Release deleted.', done: dialogClosed },
  },
  {
    name: 'attaching changes',
    call: `post /service-desk/api/release/attach-change/${RELEASE_ID}`,
    arrange: () => {
      serveReleaseView();
      serveLookup('/service-desk/api/dependency/changes', [{ id: 31, name: 'Patch the gateway' }]);
    },
    prepare: async (user) => {
      await chooseMenuItem(user, 'Associate', 'Attach change');
      const dialog = await screen.findByRole('dialog', { name: 'Attach change' });
      await user.click(await within(dialog).findByRole('checkbox', { name: 'Patch the gateway' }));
    },
    submit: inDialog('Attach'),
    dialog: 'stays',
    after: () => {
      const dialog = screen.getByRole('dialog', { name: 'Attach change' });
      expect(within(dialog).getByRole('checkbox', { name: 'Patch the gateway' })).toBeChecked();
      expect(within(dialog).getByRole('button', { name: 'Attach' })).toBeEnabled();
    },
    twice: { name: 'attach changes', success: 'Changes attached.' },
  },
]);

describeUnmountWhileLoading([
  ['release list', renderList],
  ['release view', renderReleaseView],
  ['release edit form', renderEdit],
]);
