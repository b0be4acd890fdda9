import '@/testing/mockProblemAssociates';
import nock from 'nock';
import { screen, within } from '@testing-library/react';
import ProblemViewScreen from '@/features/problems/screens/ProblemViewScreen';
import { API, renderWithPlugin } from '@/testing/renderWithPlugin';
import { serveProblem } from '@/testing/problemView';
import { PROBLEM_ID, problemDetail } from '@/testing/records';
import { expectDescriptions } from '@/testing/texts';

const renderView = () => renderWithPlugin(<ProblemViewScreen params={{ id: String(PROBLEM_ID) }} />);

describe('the problem view header', () => {
  it('shows the problem: fields, active badge, sanitised description and attachment', async () => {
    serveProblem();
    const { container } = renderView();
    const heading = await screen.findByRole('heading', { level: 1, name: 'VPN drops every hour' });
    const card = heading.closest('section') as HTMLElement;
    expect(within(card).getByText('Active')).toBeInTheDocument();
    expectDescriptions(card, {
      'Created at': 'Nov 20, 2026, 09:30',
      Status: 'Open',
      Requester: 'Rita Requester',
      Department: 'Support',
      Priority: 'Urgent',
      Impact: 'High impact',
      Location: 'Berlin',
      Assigned: 'Sam Agent',
    });
    expect(within(card).getByRole('link', { name: 'Rita Requester' })).toHaveAttribute('href', '/user/3');
    expect(within(card).getByRole('link', { name: 'Support' })).toHaveAttribute('href', '/department/1');
    expect(within(card).getByRole('link', { name: 'Sam Agent' })).toHaveAttribute('href', '/user/2');
    expect(within(card).getByText('VPN').tagName).toBe('EM');
    expect(container.querySelector('script')).toBeNull();
    expect(within(card).getByRole('link', { name: 'Download trace.pdf' })).toHaveAttribute(
      'href',
      `${API}/service-desk/download/5/sd_problem:${PROBLEM_ID}/attachment`,
    );
  });

  it('truncates the subject at 50 characters and keeps the full text in the title', async () => {
    const subject = 'A'.repeat(50) + 'BCDEFGHIJ';
    serveProblem(problemDetail({ subject }));
    renderView();
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent(`${'A'.repeat(50)}...`);
    expect(heading).not.toHaveTextContent('B');
    expect(heading).toHaveAttribute('title', subject);
  });

  it('keeps a subject of exactly 50 characters whole', async () => {
    const subject = 'B'.repeat(50);
    serveProblem(problemDetail({ subject }));
    renderView();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(new RegExp(`^${subject}$`));
  });

  it('falls back to the requester e-mail when there is no name, and shows an inactive problem', async () => {
    serveProblem(
      problemDetail({
        requester_id: { id: 9, full_name: '', name: '', email: 'only@mail.test' },
        active: '0',
        attachment: null,
        location_id: null,
      }),
    );
    renderView();
    const heading = await screen.findByRole('heading', { level: 1 });
    const card = heading.closest('section') as HTMLElement;
    expectDescriptions(card, { Requester: 'only@mail.test', Location: '--' });
    expect(within(card).getByText('Inactive')).toBeInTheDocument();
    expect(within(card).queryByText('Active')).toBeNull();
    expect(within(card).queryByRole('link', { name: /Download/ })).toBeNull();
  });

  it('shows the server message when the problem cannot be loaded', async () => {
    nock(API).get(`/service-desk/api/problem/${PROBLEM_ID}`).reply(404, { message: 'Problem not found.' });
    nock(API).get(`/service-desk/api/problem-action/${PROBLEM_ID}`).reply(404, { message: 'Problem not found.' });
    renderView();
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('Problem not found.')).toBeInTheDocument();
  });
});
