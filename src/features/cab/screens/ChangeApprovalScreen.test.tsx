import nock from 'nock';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ChangeApprovalScreen from './ChangeApprovalScreen';
import { API, renderWithPlugin } from '@/testing/renderWithPlugin';
import { recordPost } from '@/testing/serve';

const HASH = 'a'.repeat(64);

function serveChange() {
  nock(API)
    .get(`/service-desk/api/change-conversation/${HASH}`)
    .reply(200, {
      data: {
        change: {
          subject: 'Replace core switch',
          description: '<p>Swap the <b>stack</b></p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
        },
      },
    });
}

const recordAction = (status: number, reply: object) =>
  recordPost(`/service-desk/api/approval-action/${HASH}`, reply, status);

describe('the public change-approval page', () => {
  it('shows the subject and the sanitised description, and requires a comment', async () => {
    serveChange();
    const bodies = recordAction(200, { message: 'Change approved successfully.' });
    renderWithPlugin(<ChangeApprovalScreen params={{ hash: HASH }} />);
    expect(await screen.findByRole('heading', { name: 'Replace core switch' })).toBeInTheDocument();
    const description = screen.getByText('stack').closest('p');
    expect(description).toHaveTextContent('Swap the stack');
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('[onerror]')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('sends the decision with the comment and hides the form after success', async () => {
    serveChange();
    const bodies = recordAction(200, { message: 'Change approved successfully.' });
    renderWithPlugin(<ChangeApprovalScreen params={{ hash: HASH }} />);
    await userEvent.type(await screen.findByLabelText('Comment'), 'Looks safe');
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Change approved successfully.')).toHaveAttribute('data-area', 'change-approval');
    expect(bodies).toEqual([{ action_type: 'approve', comment: 'Looks safe' }]);
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Comment')).not.toBeVisible();
  });

  it('shows the form again with what was typed after a failed decision', async () => {
    serveChange();
    const bodies = recordAction(422, { message: 'This approval level is not active yet.', errors: {} });
    renderWithPlugin(<ChangeApprovalScreen params={{ hash: HASH }} />);
    await userEvent.type(await screen.findByLabelText('Comment'), 'No');
    await userEvent.click(screen.getByRole('button', { name: 'Deny' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This approval level is not active yet.');
    expect(bodies).toEqual([{ action_type: 'deny', comment: 'No' }]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Deny' })).toBeVisible());
    expect(screen.getByLabelText('Comment')).toHaveValue('No');
  });

  it("shows the server's message on a not-found page when the change cannot be loaded", async () => {
    nock(API)
      .get(`/service-desk/api/change-conversation/${HASH}`)
      .reply(404, { message: 'This approval link is invalid or has already been used.' });
    renderWithPlugin(<ChangeApprovalScreen params={{ hash: HASH }} />);
    expect(await screen.findByText('This approval link is invalid or has already been used.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/not found/i);
    expect(screen.queryByLabelText('Comment')).not.toBeInTheDocument();
  });
});
