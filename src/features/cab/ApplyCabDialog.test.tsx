import nock from 'nock';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApplyCabDialog } from '@/features/cab';
import { API, lookupPage, renderWithPlugin } from '@/testing/renderWithPlugin';
import { recordPost } from '@/testing/serve';

function serveCabs() {
  nock(API)
    .get('/service-desk/api/dependency/cabs')
    .query(true)
    .reply(200, lookupPage([{ id: 2, name: 'Major Change Board' }]))
    .persist();
}

async function chooseCab() {
  await userEvent.click(screen.getByRole('combobox', { name: 'CAB' }));
  await userEvent.click(await screen.findByRole('option', { name: 'Major Change Board' }));
}

describe('ApplyCabDialog', () => {
  it('keeps proceed disabled until a CAB is chosen, then posts {change_id, workflow_id}', async () => {
    serveCabs();
    const bodies = recordPost('/service-desk/api/apply-cab-approval', { message: 'CAB applied successfully.' });
    const onApplied = jest.fn();
    renderWithPlugin(<ApplyCabDialog changeId={7} show onClose={jest.fn()} onApplied={onApplied} />);
    const proceed = screen.getByRole('button', { name: 'Proceed' });
    expect(proceed).toBeDisabled();
    await chooseCab();
    expect(proceed).toBeEnabled();
    await userEvent.click(proceed);
    await waitFor(() => expect(onApplied).toHaveBeenCalledWith('CAB applied successfully.'));
    expect(bodies).toEqual([{ change_id: 7, workflow_id: 2 }]);
  });

  it('shows the server message in the dialog and stays open when applying fails', async () => {
    serveCabs();
    nock(API)
      .post('/service-desk/api/apply-cab-approval')
      .reply(422, { message: 'A CAB approval is already pending for this change.', errors: {} });
    const onApplied = jest.fn();
    const onClose = jest.fn();
    renderWithPlugin(<ApplyCabDialog changeId={7} show onClose={onClose} onApplied={onApplied} />);
    await chooseCab();
    await userEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(await screen.findByText('A CAB approval is already pending for this change.')).toHaveAttribute(
      'data-area',
      'apply-cab',
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Proceed' })).toBeEnabled();
    expect(onApplied).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });
});
