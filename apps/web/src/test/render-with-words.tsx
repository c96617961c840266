import { render } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';

/** Renders `ui` as the app does: showing nothing while the words it asks for load. */
export const renderWithWords = (ui: ReactElement) => render(<Suspense fallback={null}>{ui}</Suspense>);
