import nock from 'nock';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ASSET_LIST, assetListRow } from '@/testing/assetList';
import { API } from '@/testing/renderWithPlugin';
import {
  chooseMenuItem,
  RELEASE_ACTIONS_PATH,
  RELEASE_ID,
  RELEASE_PATH,
  releaseHeading,
  releaseRecord,
  renderReleaseView,
  serveReleaseView,
} from '@/testing/releaseView';
import { recordPost, serveGet, serveLookup } from '@/testing/serve';
import { expectTextsIn } from '@/testing/texts';

jest.setTimeout(20_000);

describe('the release view', () => {
  it("shows the details card with '---' for a zero or '--' planned date", async () => {
    serveReleaseView();
    renderReleaseView();
    await releaseHeading();
    const card = screen.getByLabelText('Release details', { selector: 'dl' });
    expect(within(card).getAllByText('---')).toHaveLength(2);
    expectTextsIn(card, ['Major', 'London', 'REL-0007']);
    expect(screen.getByText('Exchange update.')).toBeInTheDocument();
  });

  it('shows the tabs the flags and the release allow', async () => {
    serveReleaseView(releaseRecord(), { check_planning: false });
    const first = renderReleaseView();
    await releaseHeading();
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Activity log' })).toBeInTheDocument());
    expect(screen.queryByRole('tab', { name: 'Planning' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Associated assets' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Associated changes' })).toBeNull();
    first.unmount();
    nock.cleanAll();
    serveReleaseView(releaseRecord({ attach_assets: [{ id: 5, name: 'Core switch' }], attach_changes: [] }));
    renderReleaseView();
    expect(await screen.findByRole('tab', { name: 'Planning' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Associated assets' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Associated changes' })).toBeNull();
  });

  it('lists the changes with their columns, and a detach column only with release_change_detach', async () => {
    const user = userEvent.setup();
    serveReleaseView(
      releaseRecord({ attach_changes: [{ id: 31, identifier: 'CHN-31', subject: 'Patch the gateway' }] }),
      {
        release_change_detach: false,
      },
    );
    serveGet('/service-desk/api/change-list', {
      data: {
        changes: [
          {
            id: 31,
            identifier: 'CHN-31',
            subject: 'Patch the gateway',
            requester: { id: 3, full_name: 'Rita Requester' },
            status: { name: 'Pending Release' },
            priority: { name: 'High' },
            department: { id: 1, name: 'Support' },
            created_at: '2026-04-02 10:00:00',
          },
        ],
        total: 1,
      },
    });
    renderReleaseView();
    await user.click(await screen.findByRole('tab', { name: 'Associated changes' }));
    const table = await screen.findByRole('table', { name: 'Associated changes' });
    await within(table).findByText('Patch the gateway');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent?.replace(/[▲▼↕]/g, '')),
    ).toEqual(['Identifier', 'Subject', 'Requester', 'Status', 'Priority', 'Department', 'Created at']);
    expect(within(table).getByRole('link', { name: 'Patch the gateway' })).toHaveAttribute(
      'href',
      '/service-desk/changes/31/show',
    );
  });

  it('hides the action bar when the action list fails', async () => {
    serveReleaseView(releaseRecord(), {}, [RELEASE_ACTIONS_PATH]);
    const actions = nock(API).get(RELEASE_ACTIONS_PATH).reply(500, { message: 'Down' });
    renderReleaseView();
    await releaseHeading();
    await waitFor(() => expect(actions.isDone()).toBe(true));
    expect(await screen.findByRole('tab', { name: 'Activity log' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'More' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Planning' })).toBeNull();
  });

  it('marks the release completed after a confirmation and shows the server message', async () => {
    const user = userEvent.setup();
    serveReleaseView();
    const posts = recordPost(`/service-desk/api/complete-release/${RELEASE_ID}`, {
      message: 'Release completed successfully.',
    });
    renderReleaseView();
    await chooseMenuItem(user, 'More', 'Mark completed');
    const dialog = await screen.findByRole('dialog');
    expect(posts).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Mark completed' }));
    expect(await screen.findByText('Release completed successfully.')).toHaveAttribute('data-area', 'release-view');
    expect(posts).toHaveLength(1);
  });

  it('attaches changes: submit disabled until one is chosen; the view is read again 500 ms later', async () => {
    const user = userEvent.setup();
    const reads = serveReleaseView();
    serveLookup('/service-desk/api/dependency/changes', [
      { id: 31, name: 'Patch the gateway' },
      { id: 32, name: 'Rotate the certificates' },
    ]);
    const posts = recordPost(`/service-desk/api/release/attach-change/${RELEASE_ID}`, {
      message: 'Changes attached successfully.',
    });
    renderReleaseView();
    await chooseMenuItem(user, 'Associate', 'Attach change');
    const dialog = await screen.findByRole('dialog', { name: 'Attach change' });
    const attach = within(dialog).getByRole('button', { name: 'Attach' });
    expect(attach).toBeDisabled();
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Patch the gateway' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Rotate the certificates' }));
    expect(attach).toBeEnabled();
    const before = reads.length;
    await user.click(attach);
    expect(await screen.findByText('Changes attached successfully.')).toBeInTheDocument();
    expect(posts).toEqual([{ change_ids: [31, 32] }]);
    await waitFor(() => expect(reads.length).toBeGreaterThan(before));
  });

  it("opens the build plan from the Planning menu; its description is required ('This field is required.')", async () => {
    const user = userEvent.setup();
    serveReleaseView();
    nock(API)
      .persist()
      .get(`/service-desk/api/general-popup/${RELEASE_ID}/sd_releases/build-plan`)
      .reply(404, { message: 'Planning entry not found.' });
    renderReleaseView();
    await chooseMenuItem(user, 'Planning', 'Build plan');
    const dialog = await screen.findByRole('dialog', { name: 'Build plan' });
    await user.click(await within(dialog).findByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('This field is required.')).toBeInTheDocument();
  });

  it('keeps the assets tab and its message after the last asset is detached, until another tab is chosen', async () => {
    const user = userEvent.setup();
    let attached = [{ id: 5, name: 'Core switch' }];
    serveReleaseView(releaseRecord(), {}, [RELEASE_PATH]);
    const reads = serveGet(RELEASE_PATH, () => ({ data: { release: releaseRecord({ attach_assets: attached }) } }));
    serveGet(ASSET_LIST, () => ({
      data: {
        data: { data: attached.map((asset) => assetListRow(asset.id, { name: asset.name })), total: attached.length },
      },
    }));
    nock(API)
      .delete(`/service-desk/api/release/detach-asset/${RELEASE_ID}/5`)
      .reply(200, () => {
        attached = [];
        return { message: 'Asset detached successfully.' };
      });
    renderReleaseView();
    await user.click(await screen.findByRole('tab', { name: 'Associated assets' }));
    await user.click(await screen.findByRole('button', { name: 'Detach: Core switch' }));
    const readsBefore = reads.length;
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Detach' }));

    // The release, read again, has no asset left.
    await waitFor(() => expect(reads.length).toBeGreaterThan(readsBefore));
    expect(await screen.findByText('Asset detached successfully.')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Associated assets' });
    expect(await within(table).findByText('no data found')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Associated assets' })).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('tab', { name: 'Activity log' }));
    await waitFor(() => expect(screen.queryByRole('tab', { name: 'Associated assets' })).toBeNull());
  });
});
