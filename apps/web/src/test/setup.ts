import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

import '@/lib/i18n';

afterEach(() => {
  cleanup();
  // A spy a test made (a silenced console.error, a stubbed window.open) ends with that test.
  vi.restoreAllMocks();
});
