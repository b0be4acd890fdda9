import type { UserEvent } from '@testing-library/user-event';
import { screen } from '@testing-library/react';
import { answerSave, choose } from './recordForm';

/** Fills every required field of the problem form with valid values. */
export async function fillRequired(user: UserEvent) {
  await user.type(screen.getByRole('textbox', { name: /Subject/ }), 'VPN drops every hour');
  await user.type(await screen.findByRole('textbox', { name: 'Description' }), '<p>Users lose the tunnel.</p>');
  await choose(user, 'From', 'Rita Requester');
  await choose(user, 'Department', 'Support');
  await choose(user, 'Impact', 'High impact');
  await choose(user, 'Status', 'Open');
  await choose(user, 'Priority', 'Urgent');
}

/** Answers the problem save `times` times with `status`/`reply`, recording each request. */
export const answerProblemSave = (status: number, reply: object, options?: { times?: number; delayMs?: number }) =>
  answerSave('/service-desk/api/problem', status, reply, options);
