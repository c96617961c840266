/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base address of the product API; the site's own /api when unset. */
  readonly VITE_API_BASE?: string;
  /** Base address of the identity service; the site's own /identity when unset. */
  readonly VITE_IDENTITY_BASE?: string;
}
