import nock from 'nock';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ChangeFormScreen from './ChangeFormScreen';
import { changeRoutes } from '@/features/changes/routes';
import { itRoutesCreateAndEdit } from '@/testing/routes';
import { changeFormRecord } from '@/testing/records';
import { API, renderWithPlugin } from '@/testing/renderWithPlugin';
import {
  renderSaving,
  fillRequired,
  multipartFields,
  serveAttachAssetsPermission,
  serveChangeFormRender,
  serveFormLookups,
  setUpFormTests,
} from '@/testing/recordForm';
import { actOnRealClock, waitOnRealClock } from '@/testing/realClock';

setUpFormTests({ lookups: false, timeoutMs: 30_000 });

const RECORD = changeFormRecord({ id: 12 });

/** The create form opened at `?${query}`, whose save the server answers as created. */
function openCreateAt(query: string) {
  serveFormLookups();
  serveChangeFormRender();
  window.history.replaceState(null, '', `/service-desk/changes/create?${query}`);
  return renderSaving(<ChangeFormScreen params={{}} />, 'change', {
    message: 'Change created successfully.',
    data: { id: 70 },
  });
}

describe('the change form screen', () => {
  itRoutesCreateAndEdit(changeRoutes, '/service-desk/changes');

  it('creates with the Submit label, carries problem_id, and opens the list 3 seconds later', async () => {
    const { user, posts, navigateToUrl } = openCreateAt('problem_id=8');
    expect(screen.getByRole('heading', { name: 'Create change' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View change' })).toBeNull();
    await screen.findByRole('textbox', { name: /Subject/ });
    await fillRequired(user, 'change');

    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await actOnRealClock(() => screen.queryByText('Change created successfully.') !== null);
    expect(screen.getByText('Change created successfully.')).toBeInTheDocument();
    expect(multipartFields(posts[0].body)).toContainEqual(['problem_id', '8']);
    act(() => jest.advanceTimersByTime(2999));
    expect(navigateToUrl).not.toHaveBeenCalledWith('/service-desk/changes');
    act(() => jest.advanceTimersByTime(1));
    expect(navigateToUrl).toHaveBeenCalledWith('/service-desk/changes');
  });

  it('carries ticket_id when created from a ticket', async () => {
    const { user, posts } = openCreateAt('ticket_id=31');
    await screen.findByRole('textbox', { name: /Subject/ });
    await fillRequired(user, 'change');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('Change created successfully.');
    expect(multipartFields(posts[0].body)).toContainEqual(['ticket_id', '31']);
    expect(multipartFields(posts[0].body).map(([name]) => name)).not.toContain('problem_id');
  });

  it('edits with the Update label and a view button, and reloads the record after saving', async () => {
    const user = userEvent.setup();
    const loads = nock(API)
      .get('/service-desk/api/change/12')
      .query(true)
      .times(2)
      .reply(200, { data: { change: RECORD } });
    serveAttachAssetsPermission(true);
    serveChangeFormRender();
    const { navigateToUrl } = renderSaving(<ChangeFormScreen params={{ id: '12' }} />, 'change', {
      message: 'Change updated successfully.',
      data: { id: 12 },
    });
    expect(screen.getByRole('heading', { name: 'Edit change' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: /Subject/ })).toHaveValue('Replace the VPN gateway');
    const view = screen.getByRole('link', { name: 'View change' });
    expect(view).toHaveAttribute('href', '/service-desk/changes/12/show');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await screen.findByText('Change updated successfully.');
    await waitOnRealClock(() => loads.isDone());
    expect(loads.isDone()).toBe(true);
    expect(navigateToUrl).not.toHaveBeenCalled();
    await user.click(view);
    expect(navigateToUrl).toHaveBeenCalledWith('/service-desk/changes/12/show');
  });

  it('shows not found for an id that is not a number', () => {
    renderWithPlugin(<ChangeFormScreen params={{ id: 'abc' }} />);
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
