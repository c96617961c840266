import { lazy, Suspense } from 'react';

import { useToastsWanted } from '@/lib/toast-slot';

const ToastContainer = lazy(() => import('./toast-container').then((module) => ({ default: module.AppToasts })));

/**
 * The toasts' place in the app (top-right, 5000 ms, pause on hover). Its code and CSS load once a
 * screen that can raise a toast has loaded (`@/lib/toast`), not with the first page.
 */
export function Toasts() {
  const wanted = useToastsWanted();
  return wanted ? (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  ) : null;
}
