import type { UserEvent } from '@testing-library/user-event';
import { screen } from '@testing-library/react';
import { answerSave, choose } from './recordForm';

/** Fills every required field of the change form with valid values. */
export async function fillRequiredChange(user: UserEvent) {
  await user.type(screen.getByRole('textbox', { name: /Subject/ }), 'Replace the VPN gateway');
  await user.type(await screen.findByRole('textbox', { name: 'Description' }), '<p>Swap it on Sunday.</p>');
  await choose(user, 'Requester', 'Rita Requester');
  await choose(user, 'Status', 'Planning');
  await choose(user, 'Change type', 'Major');
}

/** Answers the change save `times` times with `status`/`reply`, recording each request. */
export const answerChangeSave = (status: number, reply: object, options?: { times?: number; delayMs?: number }) =>
  answerSave('/service-desk/api/change', status, reply, options);
