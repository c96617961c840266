import { lazy, Suspense, useSyncExternalStore, type ComponentType } from 'react';
import { Outlet } from 'react-router';

import { PageSpinner } from '@/components/page-spinner';

// The side columns load beside the screen's own code, not before it; a failed load leaves them empty.
const LatestProfiles = lazy<ComponentType<{ sx: 1 | 2 }>>(() =>
  import('@/features/public/components/latest-profiles').then(
    (module) => ({ default: module.LatestProfiles }),
    () => ({ default: () => null }),
  ),
);

const SIDES = [
  { sx: 2, order: 'order-lg-1' },
  { sx: 1, order: 'order-lg-3' },
] as const;

/** Bootstrap's lg breakpoint: the side columns show, and load, only from here up. */
const WIDE = '(min-width: 992px)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia?.(WIDE);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}
const isWide = () => window.matchMedia?.(WIDE).matches ?? false;

/**
 * The three-column layout (spec section 2, Layouts): the latest brides on the left, the latest
 * grooms on the right and the screen between them. On narrower screens only the screen shows,
 * and the side columns are not fetched, which keeps phones light. The side columns have a fixed
 * width and a screen's height from the first paint, scrolling within it, so the screen between
 * keeps its room and nothing below moves when they arrive.
 */
export function ThreeColumnLayout() {
  const wide = useSyncExternalStore(subscribe, isWide, () => false);
  return (
    <div className="container py-4">
      <div className="row g-4">
        <div className="col-lg order-lg-2 three-column__main">
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </div>
        {/* The columns' room is there from the first paint (the page drawn on the server too);
            their lists load only on a wide screen. Brides on the left, grooms on the right. */}
        {SIDES.map(({ sx, order }) => (
          <div key={sx} className={`col-lg-auto ${order} three-column__side`}>
            <div className="latest-side">
              {wide && (
                <Suspense fallback={null}>
                  <LatestProfiles sx={sx} />
                </Suspense>
              )}
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
