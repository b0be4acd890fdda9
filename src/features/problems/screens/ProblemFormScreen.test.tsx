import nock from 'nock';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ProblemFormScreen from './ProblemFormScreen';
import { problemRoutes } from '@/features/problems/routes';
import { itRoutesCreateAndEdit } from '@/testing/routes';
import { problemFormRecord } from '@/testing/records';
import { API, renderWithPlugin } from '@/testing/renderWithPlugin';
import {
  renderSaving,
  fillRequired,
  serveAttachAssetsPermission,
  serveFormLookups,
  setUpFormTests,
} from '@/testing/recordForm';

setUpFormTests({ lookups: false });

describe('the problem form screen', () => {
  itRoutesCreateAndEdit(problemRoutes, '/service-desk/problem');

  it('creates, carrying the ticket id of the address', async () => {
    serveFormLookups();
    window.history.replaceState(null, '', '/service-desk/problem/create?ticket_id=31');
    const { user, posts } = renderSaving(<ProblemFormScreen params={{}} />, 'problem', {
      message: 'Problem created successfully.',
    });
    expect(screen.getByRole('heading', { name: 'Create problem' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Create problem' })).toBeInTheDocument();
    await fillRequired(user, 'problem');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Problem created successfully.');
    expect(posts[0].query).toEqual({ ticket_id: '31' });
  });

  it('edits, with a link back to the problem', async () => {
    const problem = problemFormRecord({ location_id: null, assigned_id: null, assets: [], attachment: null });
    nock(API)
      .get('/service-desk/api/problem/12')
      .reply(200, { data: { data: problem } });
    serveAttachAssetsPermission(true);
    const { navigateToUrl } = renderWithPlugin(<ProblemFormScreen params={{ id: '12' }} />);
    expect(screen.getByRole('heading', { name: 'Edit problem' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: /Subject/ })).toHaveValue('Printer queue stuck');
    expect(screen.queryByRole('checkbox')).toBeNull();
    const back = screen.getByRole('link', { name: 'Back to the problem' });
    expect(back).toHaveAttribute('href', '/service-desk/problem/12/show');
    await userEvent.click(back);
    expect(navigateToUrl).toHaveBeenCalledWith('/service-desk/problem/12/show');
  });

  it('shows not found for an id that is not a number', () => {
    renderWithPlugin(<ProblemFormScreen params={{ id: 'abc' }} />);
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
