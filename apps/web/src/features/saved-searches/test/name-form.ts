import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

/** The server's reason for refusing a saved search's name. */
export const nameError = 'Please give the search a name of at most 60 characters.';

/** Types `name` over a saved search's name field and presses Save. */
export async function saveName(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, name: string) {
  await user.clear(field);
  await user.type(field, name);
  await user.click(screen.getByRole('button', { name: 'Save' }));
}
