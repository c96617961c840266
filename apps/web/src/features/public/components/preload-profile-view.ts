import i18n from '@/lib/i18n';

let started = false;

/**
 * Starts loading the profile screen's code and words when a View Profile link is about to be
 * used. Its data is not fetched ahead: the server counts a view on every profile read, and a
 * hover is not a view.
 */
export function preloadProfileView() {
  if (started) return;
  started = true;
  import('./profile-view-page').catch(() => {
    started = false;
  });
  void i18n.loadNamespaces('public');
}
