import { createContext, useContext } from 'react';

export type AuthTab = 'login' | 'register' | 'reset';

/**
 * Opens the Login / Register / Reset Password modal on a tab. The auth feature provides it; any
 * screen may ask for it without importing that feature.
 */
export const AuthModalContext = createContext<(tab?: AuthTab) => void>(() => {});

export const useOpenAuthModal = () => useContext(AuthModalContext);
