import { createElement, useEffect, useState, useSyncExternalStore, type HTMLAttributes, type ReactNode } from 'react';
import { useNavigate } from 'react-router';

import { routerBase } from './language';
import { useSession } from './session';

/** Whether the app is taking over a page drawn on the server (main.tsx). */
let takingOver = false;
/** Whether the app runs the page: false from the start of taking over a drawn page to its end. */
let live = true;
const liveListeners = new Set<() => void>();

/** Called by main.tsx around the app's taking over of a drawn page. */
export function takeOver(start: () => void) {
  takingOver = true;
  live = false;
  try {
    start();
  } finally {
    takingOver = false;
    live = true;
    liveListeners.forEach((listener) => listener());
  }
}

const subscribeLive = (listener: () => void) => {
  liveListeners.add(listener);
  return () => void liveListeners.delete(listener);
};

/**
 * Whether the app runs the page: false on the server and while the app takes a drawn page over,
 * so what the browser would do on its own until then (send a form itself) can be held back.
 */
export const useLive = () =>
  useSyncExternalStore(
    subscribeLive,
    () => live,
    () => false,
  );

/** The drawn HTML, kept: Preact leaves an element's children alone while it takes a page over. */
const KEEP = { __html: '' };

type DrawnPartProps = HTMLAttributes<HTMLElement> & {
  /** The element the part is drawn in (its tag is the same on the server and in the browser). */
  as?: 'div' | 'section' | 'article' | 'aside' | 'footer' | 'ul';
  children: ReactNode;
};

/**
 * A part of a public page that, once drawn, has nothing to do in the browser but show itself and
 * open its links: text, pictures, counts, profile cards, link lists. When the app takes over a
 * page the server drew, such a part keeps its drawn HTML and none of its components run, so a
 * phone's main thread is not held while they are drawn again to the same result. Its links open
 * in the app all the same (`DrawnLinks`).
 *
 * The server draws a page as a visitor sees it. When a member is signed in, or as soon as one
 * signs in, the part is drawn by the app (with what a member sees on it, such as the shortlist
 * buttons); a page the app draws itself (after a link) always draws its parts.
 */
export function DrawnPart({ as = 'div', children, ...props }: DrawnPartProps) {
  const [drawn] = useState(() => takingOver);
  const signedIn = Boolean(useSession());
  // Marked everywhere, the server's HTML too (a page being taken over keeps its attributes as drawn).
  return drawn && !signedIn
    ? createElement(as, { ...props, 'data-drawn': '', dangerouslySetInnerHTML: KEEP })
    : createElement(as, { ...props, 'data-drawn': '' }, children);
}

/** The address inside the app that a click on a link in a drawn part should open, if any. */
export function appAddress(event: MouseEvent, base: string | undefined = routerBase): string | undefined {
  if (event.defaultPrevented || event.button !== 0) return undefined;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  const target = event.target;
  if (!(target instanceof Element)) return undefined;
  const link = target.closest('a[href]');
  if (!(link instanceof HTMLAnchorElement) || !link.closest('[data-drawn]')) return undefined;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return undefined;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return undefined;
  const prefix = base ?? '';
  if (prefix && url.pathname !== prefix && !url.pathname.startsWith(`${prefix}/`)) return undefined;
  return (url.pathname.slice(prefix.length) || '/') + url.search + url.hash;
}

/**
 * Opens the links of drawn parts in the app, as its own links do: without reloading the page,
 * and only for a plain click on a link to a page of this site in the page's language. The app's
 * own links (`Link`) have handled their click already, so they are left alone.
 */
export function DrawnLinks() {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const to = appAddress(event);
      if (to === undefined) return;
      event.preventDefault();
      void navigate(to);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
  return null;
}
