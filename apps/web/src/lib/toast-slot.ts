import { useSyncExternalStore } from 'react';

/**
 * Whether a screen that can raise a toast has loaded. The toast container (react-toastify and its
 * CSS) waits for that, so a page that never shows a toast never downloads it.
 */
let wanted = false;
const listeners = new Set<() => void>();

export function wantToasts() {
  if (wanted) return;
  wanted = true;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useToastsWanted = () =>
  useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );

/**
 * Screens as narrow as a phone's. There a stack of toasts would cover the headings and the account
 * menu, so a phone shows one at a time, at the bottom, and a newer one replaces the one before.
 */
export const PHONE_TOASTS = '(max-width: 575.98px)';
export const isPhoneWidth = () => window.matchMedia?.(PHONE_TOASTS).matches ?? false;
