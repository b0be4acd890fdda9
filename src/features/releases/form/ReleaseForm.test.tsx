import nock from 'nock';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { ReleaseForm } from './ReleaseForm';
import ReleaseFormScreen from '../screens/ReleaseFormScreen';
import { expectLinkTo } from '@/testing/links';
import { actOnRealClock, waitOnRealClock } from '@/testing/realClock';
import {
  answerSave,
  renderSaving,
  choose,
  description,
  errorOf,
  multipartFields,
  renderForm,
  REQUIRED,
  serveAttachAssetsPermission,
  setUpFormTests,
  subject,
} from '@/testing/recordForm';
import { releaseRecord, serveReleaseFormLookups } from '@/testing/releaseView';
import { API } from '@/testing/renderWithPlugin';
import { serveGet } from '@/testing/serve';
import { expectNavigationAfter } from '@/testing/navigation';

setUpFormTests({ lookups: false });

beforeEach(serveReleaseFormLookups);

const save = () => screen.getByRole('button', { name: 'Save' });
const plannedStart = () => screen.getByLabelText('Planned start date');
const plannedEnd = () => screen.getByLabelText('Planned end date');

async function fillRequired(user: UserEvent) {
  await user.type(subject(), 'Spring release');
  await user.type(await screen.findByRole('textbox', { name: 'Description' }), 'Bundle');
  await choose(user, 'Status', 'Open');
  await choose(user, 'Priority', 'High');
  await choose(user, 'Release type', 'Major');
}

const STORED = releaseRecord({
  planned_start_date: '2026-05-01 10:00:00',
  planned_end_date: '2026-05-02 18:30:00',
  attach_assets: [{ id: 5, name: 'Core switch' }],
});

describe('the release form', () => {
  it("marks subject, description, status, priority and release type with 'This field is required.'", async () => {
    const user = userEvent.setup();
    serveAttachAssetsPermission(true);
    const { scope } = answerSave('release', 200, { message: 'saved' });
    renderForm((onSaved) => <ReleaseForm onSaved={onSaved} />);
    await user.click(save());
    await waitFor(() => expect(errorOf(subject())).toBe(REQUIRED));
    expect(errorOf(description())).toBe(REQUIRED);
    for (const label of ['Status', 'Priority', 'Release type']) {
      expect(errorOf(screen.getByRole('combobox', { name: label }))).toBe(REQUIRED);
    }
    for (const label of ['Location', 'Attach assets']) {
      expect(screen.getByRole('combobox', { name: label })).not.toHaveAttribute('aria-invalid');
    }
    expect(scope.isDone()).toBe(false);
  });

  it('hides the attach-assets field when attach_asset is not allowed, and shows it when the call fails', async () => {
    serveAttachAssetsPermission(false);
    const first = renderForm((onSaved) => <ReleaseForm onSaved={onSaved} />);
    await screen.findByRole('combobox', { name: 'Status' });
    await waitFor(() => expect(screen.queryByRole('combobox', { name: 'Attach assets' })).toBeNull());
    first.unmount();
    nock.cleanAll();
    nock(API).get('/service-desk/get/permissions').reply(500, { message: 'Down' });
    renderForm((onSaved) => <ReleaseForm onSaved={onSaved} />);
    expect(await screen.findByRole('combobox', { name: 'Attach assets' })).toBeInTheDocument();
  });

  it('refuses a planned end before its start', async () => {
    const user = userEvent.setup();
    serveAttachAssetsPermission(true);
    renderForm((onSaved) => <ReleaseForm onSaved={onSaved} />);
    fireEvent.change(plannedStart(), { target: { value: '2026-05-02T10:00' } });
    fireEvent.change(plannedEnd(), { target: { value: '2026-05-01T10:00' } });
    await user.click(save());
    await waitFor(() =>
      expect(errorOf(plannedEnd())).toBe('The planned end date must be after the planned start date.'),
    );
  });

  it('creates: multipart with the planned range as YYYY-MM-DD+HH:mm:ss, then the list 3 seconds later', async () => {
    const user = userEvent.setup();
    serveAttachAssetsPermission(true);
    const { posts } = answerSave('release', 200, { message: 'Release created successfully.', data: { id: 9 } });
    const { navigateToUrl, onSaved } = renderForm((saved) => <ReleaseForm onSaved={saved} />);
    await fillRequired(user);
    await choose(user, 'Location', 'London');
    await choose(user, 'Attach assets', 'Core switch');
    fireEvent.change(plannedStart(), { target: { value: '2026-05-01T10:00' } });
    fireEvent.change(plannedEnd(), { target: { value: '2026-05-02T18:30' } });
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    fireEvent.click(save());
    await act(async () => {
      await waitOnRealClock(() => onSaved.mock.calls.length > 0);
    });
    expect(screen.getByText('Release created successfully.')).toBeInTheDocument();
    expect(Object.fromEntries(multipartFields(posts[0].body))).toEqual({
      subject: 'Spring release',
      identifier: '',
      description: 'Bundle',
      status_id: '1',
      priority_id: '2',
      release_type_id: '3',
      location_id: '4',
      planned_start_date: '2026-05-01+10:00:00',
      planned_end_date: '2026-05-02+18:30:00',
      'asset_ids[]': '5',
    });
    expectNavigationAfter(navigateToUrl, 3000, '/service-desk/releases');
  });

  it('edits: starts from the stored release and sends its id; the page goes to the list 3 seconds after', async () => {
    serveAttachAssetsPermission(true);
    serveGet(`/service-desk/api/release/${STORED.id}`, { data: { release: STORED } });
    const { posts, navigateToUrl } = renderSaving(<ReleaseFormScreen params={{ id: '7' }} />, 'release', {
      message: 'Release updated successfully.',
      data: { id: 7 },
    });
    expect(await screen.findByRole('heading', { name: 'Edit release' })).toBeInTheDocument();
    await waitFor(() => expect(subject()).toHaveValue('Mail platform refresh'));
    expect(plannedStart()).toHaveValue('2026-05-01T10:00');
    expectLinkTo('View release', '/service-desk/releases/7/show');
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    fireEvent.click(save());
    await actOnRealClock(() => screen.queryByText('Release updated successfully.') !== null);
    const fields = Object.fromEntries(multipartFields(posts[0].body));
    expect(fields).toMatchObject({
      id: '7',
      subject: 'Mail platform refresh',
      planned_end_date: '2026-05-02+18:30:00',
      'asset_ids[]': '5',
      attachment_delete: '0',
    });
    act(() => jest.advanceTimersByTime(3000));
    expect(navigateToUrl).toHaveBeenCalledWith('/service-desk/releases');
  });
});
