import { useEffect, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { ToastContainer, type CloseButtonProps } from 'react-toastify/unstyled';

import { TOAST_AUTO_CLOSE_MS } from '@vivaha/shared/constants';

import { useTranslation } from '@/lib/i18n';
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

/** react-toastify's close button, named in the page's language (its own says "close" on every page). */
function CloseButton({ closeToast, theme }: CloseButtonProps) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={`Toastify__close-button Toastify__close-button--${theme}`}
      aria-label={t('toasts.close')}
      onClick={(event) => {
        event.stopPropagation();
        closeToast(true);
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 14 16">
        <path
          fillRule="evenodd"
          d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z"
        />
      </svg>
    </button>
  );
}

/**
 * The timer bar under each toast is named by react-toastify itself, in English ("notification
 * timer"), with no option to change it: the name is set in the page's language as each bar appears.
 */
function useTimerName(place: HTMLElement, name: string) {
  useEffect(() => {
    const rename = () =>
      place.querySelectorAll('[role="progressbar"]').forEach((bar) => {
        if (bar.getAttribute('aria-label') !== name) bar.setAttribute('aria-label', name);
      });
    rename();
    const observer = new MutationObserver(rename);
    observer.observe(place, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-label'] });
    return () => observer.disconnect();
  }, [place, name]);
}

/**
 * The app's toasts: top-right on a wide screen (spec section 8), at the bottom on a phone, one at
 * a time there (`@/lib/toast` dismisses the older one), and above an open dialog.
 */
export function AppToasts() {
  const { t } = useTranslation();
  const phone = useSyncExternalStore(subscribe, isPhoneWidth, () => false);
  const place = useToastPlace();
  useTimerName(place, t('toasts.timer'));
  return createPortal(
    <ToastContainer
      aria-label={t('toasts.region')}
      closeButton={CloseButton}
      position={phone ? 'bottom-center' : 'top-right'}
      limit={phone ? 1 : undefined}
      autoClose={TOAST_AUTO_CLOSE_MS}
      pauseOnHover
      newestOnTop
    />,
    place,
  );
}
