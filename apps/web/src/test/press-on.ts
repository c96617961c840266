import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';

import { renderScreen } from './render';

/**
 * Draws a screen as `renderScreen` does (at the route `options` give) and presses the button named `name` once it shows; gives
 * the user, to go on acting.
 */
export async function pressOn(ui: ReactElement, name: string, options?: Parameters<typeof renderScreen>[1]) {
  const user = userEvent.setup();
  renderScreen(ui, options);
  await user.click(await screen.findByRole('button', { name }));
  return user;
}
