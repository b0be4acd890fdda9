import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Presses `confirm` in the open confirmation dialog, whose call the server refuses: its `message`
 * is shown in an alert and the dialog closes.
 */
export async function expectConfirmationRefused(confirm: string, message: string) {
  await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: confirm }));
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}
