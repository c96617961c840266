import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * Whether the app runs the page: false on the server and while React takes over a page drawn
 * there, true from then on (and at once on a page the browser draws). What the browser would do
 * on its own until then, such as sending a form itself, can be held back with it.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
