import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { options } from 'preact';
import { afterEach } from 'vitest';

import '@/lib/i18n';

// Effects run as soon as a render is on the page, as they do inside React's act(): a browser runs
// them after the next frame, which jsdom only pretends to draw.
options.requestAnimationFrame = (callback) => queueMicrotask(callback);

afterEach(() => cleanup());
