import type { Language } from '../languages.ts';
import { pageMeta, type PageMeta, type PageMetaKey } from '../routes.ts';

import si from './si/meta.json' with { type: 'json' };
import ta from './ta/meta.json' with { type: 'json' };

/** The page titles and descriptions in each language (English from `routes.ts`, in the spec's words). */
export const pageMetaIn: Record<Language, Record<PageMetaKey, PageMeta>> = { en: pageMeta, si, ta };
