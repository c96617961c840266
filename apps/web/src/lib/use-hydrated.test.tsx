import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';

import { useHydrated } from './use-hydrated';

function Send() {
  return (
    <button type="submit" disabled={!useHydrated()}>
      Send
    </button>
  );
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('useHydrated', () => {
  it('is false on the server and true once the app has taken the drawn page over', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<Send />);
    expect(container.querySelector('button')).toBeDisabled();
    await act(async () => void hydrateRoot(container, <Send />));
    expect(container.querySelector('button')).toBeEnabled();
  });

  it('is true on a page the browser draws', () => {
    render(<Send />);
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });
});
