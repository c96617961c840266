import type { toast as Toastify } from 'react-toastify/unstyled';

import { isPhoneWidth, wantToasts } from './toast-slot';

/**
 * The toasts every screen raises, as react-toastify's `toast` takes them. react-toastify (its code
 * and CSS) loads with the first toast, not with the page: the container goes on the page then
 * (components/toasts.tsx), and a toast raised before it is there waits for it.
 */
let loading: Promise<typeof Toastify> | undefined;
function load() {
  if (!loading) {
    wantToasts();
    loading = import('react-toastify/unstyled').then((module) => module.toast);
  }
  return loading;
}

/** On a phone the newest toast takes the place of any before it, shown or waiting. */
function makeRoom(toastify: typeof Toastify) {
  if (!isPhoneWidth()) return;
  toastify.clearWaitingQueue();
  toastify.dismiss();
}

type Show = (...args: Parameters<typeof Toastify.success>) => void;
const kind =
  (name: 'success' | 'error' | 'info' | 'warning'): Show =>
  (...args) =>
    void load().then((toastify) => {
      makeRoom(toastify);
      toastify[name](...args);
    });

export const toast = Object.assign(
  (...args: Parameters<typeof Toastify>): void =>
    void load().then((toastify) => {
      makeRoom(toastify);
      toastify(...args);
    }),
  { success: kind('success'), error: kind('error'), info: kind('info'), warning: kind('warning') },
);
