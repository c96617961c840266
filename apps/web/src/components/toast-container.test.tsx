import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { toast } from '@/lib/toast';

import { AppToasts } from './toast-container';

/** A screen of the given kind, as the browser's media query reports it. */
function screenIs(kind: 'phone' | 'laptop') {
  vi.stubGlobal(
    'matchMedia',
    (media: string): Pick<MediaQueryList, 'matches' | 'media' | 'addEventListener' | 'removeEventListener'> => ({
      matches: kind === 'phone',
      media,
      addEventListener: () => {},
      removeEventListener: () => {},
    }),
  );
}

/** The toasts on screen, by their words. */
const shown = () => [...document.querySelectorAll('.Toastify__toast')].map((node) => node.textContent);

/** Ends the leaving toasts' exit animation, which jsdom never plays. */
const finishExits = () =>
  document.querySelectorAll('.Toastify__toast').forEach((node) => {
    if (/exit/.test(node.className)) fireEvent.animationEnd(node);
  });

describe('AppToasts', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.querySelectorAll('dialog').forEach((dialog) => dialog.remove());
  });

  it('shows one toast at a time on a phone, the newer in place of the older, at the bottom', async () => {
    screenIs('phone');
    render(<AppToasts />);
    toast.success('Photo uploaded.');
    await screen.findByText('Photo uploaded.');
    toast.error('The photo could not be deleted.');
    await waitFor(() => {
      finishExits();
      expect(shown()).toEqual(['The photo could not be deleted.']);
    });
    expect(document.querySelector('.Toastify__toast-container')).toHaveClass(
      'Toastify__toast-container--bottom-center',
    );
  });

  it('stacks them top-right on a laptop', async () => {
    screenIs('laptop');
    render(<AppToasts />);
    toast.info('Saved.');
    toast.info('Sent.');
    await waitFor(() => expect(shown()).toEqual(['Sent.', 'Saved.']));
    expect(document.querySelector('.Toastify__toast-container')).toHaveClass('Toastify__toast-container--top-right');
  });

  it('shows toasts inside an open modal dialog, above its backdrop, and back on the page once it closes', async () => {
    screenIs('laptop');
    render(<AppToasts />);
    const dialog = document.createElement('dialog');
    document.body.append(dialog);
    // jsdom has no showModal(): an open dialog stands in for the modal one.
    act(() => dialog.setAttribute('open', ''));
    toast.error('Email or password is not correct.');
    const words = await screen.findByText('Email or password is not correct.');
    await waitFor(() => expect(dialog).toContainElement(words));

    act(() => dialog.removeAttribute('open'));
    await waitFor(() => expect(dialog).not.toContainElement(words));
    expect(document.body).toContainElement(words);
  });
});
