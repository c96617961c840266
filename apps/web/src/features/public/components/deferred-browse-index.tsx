import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';

import { PageSpinner } from '@/components/page-spinner';

// A failed load leaves the space empty rather than taking the homepage down with it.
const BrowseIndex = lazy<ComponentType>(() =>
  import('./browse-index').then(
    (module) => ({ default: module.BrowseIndex }),
    () => ({ default: () => null }),
  ),
);

/**
 * The browse index on the homepage. Its code and option lists load only when the visitor
 * scrolls near it, so the first view of the page stays small.
 */
export function DeferredBrowseIndex() {
  const slot = useRef<HTMLDivElement>(null);
  // Shown after the first render, never in it: the page drawn on the server leaves the slot empty too.
  const [show, setShow] = useState(false);
  useEffect(() => {
    if (show || !slot.current) return;
    if (typeof IntersectionObserver === 'undefined') {
      const timer = setTimeout(() => setShow(true));
      return () => clearTimeout(timer);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setShow(true);
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(slot.current);
    return () => observer.disconnect();
  }, [show]);
  return (
    <div ref={slot}>
      {show && (
        <Suspense fallback={<PageSpinner />}>
          <BrowseIndex />
        </Suspense>
      )}
    </div>
  );
}
