import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, type Mock } from 'vitest';

import { calls } from './render';

const deletes = (fetchMock: Mock) => calls(fetchMock).filter((call) => call.method === 'DELETE');

/**
 * Deletes `name`'s profile from a listing on screen: its Delete asks in a toast and sends nothing
 * (`whileAsking` checks more meanwhile), Confirm sends one DELETE to `path`, says so and asks for
 * the listing again (`listCalls`).
 */
export async function expectDeletedAfterConfirm(
  fetchMock: Mock,
  {
    name,
    path,
    listCalls,
    whileAsking,
  }: { name: string; path: string; listCalls: () => unknown[]; whileAsking?: () => void },
) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: `Delete ${name}` }));
  expect(await screen.findByText('Are you sure you want to delete this profile?')).toBeInTheDocument();
  whileAsking?.();
  expect(deletes(fetchMock)).toHaveLength(0);

  const before = listCalls().length;
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
  expect(await screen.findByText('Profile deleted successfully!')).toBeInTheDocument();
  expect(deletes(fetchMock).map((call) => call.url.pathname)).toEqual([path]);
  await waitFor(() => expect(listCalls().length).toBeGreaterThan(before));
}

/** `name`'s Delete, then Cancel in the toast: nothing is sent. */
export async function expectNothingDeletedOnCancel(fetchMock: Mock, name: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: `Delete ${name}` }));
  await user.click(await screen.findByRole('button', { name: 'Cancel' }));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(deletes(fetchMock)).toHaveLength(0);
}
