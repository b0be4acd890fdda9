import nock from 'nock';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ProblemFormScreen from './ProblemFormScreen';
import { problemRoutes } from '@/features/problems/routes';
import { matchRoute } from '@/ui/RouteSwitch';
import { problemFormRecord } from '@/testing/records';
import { API, renderWithPlugin } from '@/testing/renderWithPlugin';
import {
  answerSave,
  fillRequired,
  serveAttachAssetsPermission,
  serveFormLookups,
  setUpFormTests,
} from '@/testing/recordForm';

setUpFormTests({ lookups: false });

describe('the problem form screen', () => {
  it('is routed for create and edit', () => {
    expect(matchRoute(problemRoutes, '/service-desk/problem/create')?.params).toEqual({});
    expect(matchRoute(problemRoutes, '/service-desk/problem/12/edit')?.params).toEqual({ id: '12' });
  });

  it('creates, carrying the ticket id of the address', async () => {
    const user = userEvent.setup();
    serveFormLookups();
    window.history.replaceState(null, '', '/service-desk/problem/create?ticket_id=31');
    const { posts } = answerSave('problem', 200, { message: 'Problem created successfully.' });
    renderWithPlugin(<ProblemFormScreen params={{}} />);
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
