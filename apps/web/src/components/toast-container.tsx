import { useEffect, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { ToastContainer } from 'react-toastify/unstyled';

import { TOAST_AUTO_CLOSE_MS } from '@vivaha/shared/constants';

import { isPhoneWidth, PHONE_TOASTS } from '@/lib/toast-slot';

import 'react-toastify/ReactToastify.css';
import '@/styles/parts/toasts.css';

function subscribe(onChange: () => void) {
  const query = window.matchMedia?.(PHONE_TOASTS);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/**
 * The open <dialog> the toasts belong in: a modal one (the last in the page when several are
 * open), else any open one, where a toast sits as well as on the page.
 */
function openDialog() {
  const open = [...document.querySelectorAll('dialog[open]')];
  return open.filter(isModal).at(-1) ?? open.at(-1);
}
const isModal = (dialog: Element) => {
  try {
    return dialog.matches(':modal');
  } catch {
    // A browser older than :modal.
    return false;
  }
};

/**
 * The element the toasts live in. A modal <dialog> puts itself in the browser's top layer and
 * dims and disables everything else, toasts included; so while one is open the element moves into
 * it, and back to the page's end when it closes. Moving it keeps the toasts on screen, where
 * mounting the container again would drop them.
 */
function useToastPlace() {
  const [place] = useState(() => {
    const element = document.createElement('div');
    element.className = 'toast-place';
    return element;
  });
  useEffect(() => {
    const follow = () => {
      const target = openDialog() ?? document.body;
      if (place.parentNode !== target) target.append(place);
    };
    follow();
    // A dialog opens or closes (its open attribute), or leaves the page with the screen around it.
    const observer = new MutationObserver(follow);
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['open'] });
    return () => {
      observer.disconnect();
      place.remove();
    };
  }, [place]);
  return place;
}

/**
 * The app's toasts: top-right on a wide screen (spec section 8), at the bottom on a phone, one at
 * a time there (`@/lib/toast` dismisses the older one), and above an open dialog.
 */
export function AppToasts() {
  const phone = useSyncExternalStore(subscribe, isPhoneWidth, () => false);
  const place = useToastPlace();
  return createPortal(
    <ToastContainer
      position={phone ? 'bottom-center' : 'top-right'}
      limit={phone ? 1 : undefined}
      autoClose={TOAST_AUTO_CLOSE_MS}
      pauseOnHover
      newestOnTop
    />,
    place,
  );
}
