import nock from 'nock';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApproverDialog, CabDecisionDialog } from '@/features/cab';
import { API, lookupPage, renderWithPlugin } from '@/testing/renderWithPlugin';
import { recordPost } from '@/testing/serve';

describe('CabDecisionDialog', () => {
  it('requires a comment, then sends the decision as the signed-in approver', async () => {
    const bodies = recordPost('/service-desk/api/approval-action-without-hash/9', {
      message: 'Change denied successfully.',
    });
    const onChanged = jest.fn();
    renderWithPlugin(<CabDecisionDialog changeId={9} action="deny" onClose={jest.fn()} onChanged={onChanged} />);
    expect(screen.getByRole('dialog', { name: 'Deny the change' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Deny' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await userEvent.type(screen.getByLabelText('Comment'), 'Not in the freeze window');
    await userEvent.click(screen.getByRole('button', { name: 'Deny' }));
    expect(await screen.findByText('Change denied successfully.')).toHaveAttribute('data-area', 'cab-decision');
    expect(bodies).toEqual([{ action_type: 'deny', comment: 'Not in the freeze window' }]);
    expect(onChanged).toHaveBeenCalledTimes(1);
    // Until the dialog resets, it cannot be sent again.
    expect(screen.getByRole('button', { name: 'Deny' })).toBeDisabled();
  });

  it("keeps the comment and shows the server's message when the decision fails", async () => {
    recordPost(
      '/service-desk/api/approval-action-without-hash/9',
      {
        message: 'You are not an approver of the active level of this change.',
      },
      403,
    );
    const onChanged = jest.fn();
    renderWithPlugin(<CabDecisionDialog changeId={9} action="approve" onClose={jest.fn()} onChanged={onChanged} />);
    await userEvent.type(screen.getByLabelText('Comment'), 'Fine by me');
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('You are not an approver of the active level of this change.')).toBeInTheDocument();
    expect(screen.getByLabelText('Comment')).toHaveValue('Fine by me');
    expect(screen.getByRole('button', { name: 'Approve' })).toBeEnabled();
    expect(onChanged).not.toHaveBeenCalled();
  });
});

describe('ApproverDialog', () => {
  const level = { levelId: 31, levelName: 'Technical review' };

  it('adding needs an approver and a reason of at most 250 characters, then posts the payload', async () => {
    nock(API)
      .get('/api/dependency/agents')
      .query(true)
      .reply(200, lookupPage([{ id: 8, name: 'Sam Agent' }]))
      .persist();
    const bodies = recordPost('/service-desk/api/cab/add-approver', { message: 'Approver added successfully.' });
    const onChanged = jest.fn();
    renderWithPlugin(
      <ApproverDialog changeId={5} target={{ mode: 'add', ...level }} onClose={jest.fn()} onChanged={onChanged} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);

    await userEvent.click(screen.getByRole('combobox', { name: 'Approver' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Sam Agent' }));
    const reason = screen.getByLabelText('Reason');
    await userEvent.click(reason);
    await userEvent.paste('x'.repeat(251));
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('The reason should be less than 250 characters.')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await userEvent.clear(reason);
    await userEvent.type(reason, 'Finance sign-off needed');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Approver added successfully.')).toHaveAttribute('data-area', 'add_remove_approver');
    expect(bodies).toEqual([
      { action: 'add', approver_id: 8, change_id: 5, level_id: 31, comment: 'Finance sign-off needed' },
    ]);
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it('removing has no picker, needs a reason, and shows a server field error on the reason', async () => {
    const bodies = recordPost(
      '/service-desk/api/cab/remove-approver',
      {
        message: 'Only a pending approver can be removed.',
        errors: { approver_id: ['Only a pending approver can be removed.'] },
      },
      422,
    );
    renderWithPlugin(
      <ApproverDialog
        changeId={5}
        target={{ mode: 'remove', ...level, approver: { id: 12, name: 'Lee Ops' } }}
        onClose={jest.fn()}
        onChanged={jest.fn()}
      />,
    );
    expect(screen.queryByRole('combobox', { name: 'Approver' })).not.toBeInTheDocument();
    expect(screen.getByText('Approver: Lee Ops')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Reason'), 'On leave');
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only a pending approver can be removed.');
    await waitFor(() =>
      expect(bodies).toEqual([{ action: 'remove', approver_id: 12, change_id: 5, level_id: 31, comment: 'On leave' }]),
    );
    expect(screen.getByLabelText('Reason')).toHaveValue('On leave');
  });
});
