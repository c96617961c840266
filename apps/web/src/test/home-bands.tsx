import { screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { expect, type Mock } from 'vitest';

import { json, renderScreen } from './render';

/** Waits until fetch was called `times` times, then a moment longer, for the screen to draw the answer. */
export async function afterCalls(fetchMock: Mock, times: number) {
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(times));
  await new Promise((resolve) => setTimeout(resolve, 20));
}

/**
 * Renders a band of the home page after the server refuses its call, and checks that it draws
 * nothing matching `selector` and no alert either: a band that cannot load is left out quietly.
 */
export async function expectLeftOutWhenRefused(fetchMock: Mock, band: ReactElement, selector: string) {
  const times = fetchMock.mock.calls.length + 1;
  fetchMock.mockResolvedValueOnce(json({ statusCode: 500, message: 'Internal Server Error' }, 500));
  const { container } = renderScreen(band);
  await afterCalls(fetchMock, times);
  expect(container.querySelector(selector)).toBeNull();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
}
