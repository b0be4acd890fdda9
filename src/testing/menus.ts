import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Opens the action menu `menu` and picks `item`, by its text. */
export async function chooseMenuItem(user: Pick<UserEvent, 'click'>, menu: string, item: string) {
  const toggle = await screen.findByRole('button', { name: menu });
  await user.click(toggle);
  const list = toggle.parentElement?.querySelector('.dropdown-menu') as HTMLElement;
  await user.click(within(list).getByText(item));
}

/** A bad-answer row's `prepare` or `act`: picks `item` in the action menu `menu`. */
export const menuItem = (menu: string, item: string) => (user: UserEvent) => chooseMenuItem(user, menu, item);
