import { screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { browsePath } from '@vivaha/shared/routes';

import i18n from '@/lib/i18n';
import { json, renderScreen, stubbedFetch } from '@/test/render';

import { searchAnswer, searchResult } from '../public.fixture';

import { BrowsePage } from './browse-page';

// A Tamil page.
vi.mock('@/lib/language', async (original) => ({ ...(await original<object>()), pageLanguage: 'ta' }));

describe('a browse page’s heading on a Tamil page', () => {
  stubbedFetch(() => json(searchAnswer([searchResult(5)], 40)));
  beforeAll(async () => {
    await i18n.changeLanguage('ta');
    await i18n.loadNamespaces(['public', 'options', 'common']);
  });
  afterAll(() => i18n.changeLanguage('en'));

  it.each([
    ['/Matrimonial-Ethnicity/1/Sinhalese/Bride', 'Ethnicity', 'சிங்கள மணமகள்கள்'],
    ['/Matrimonial-Religion/296/Buddhist/Groom', 'Religion', 'பௌத்த மணமகன்கள்'],
    ['/Matrimonial-Marital-Status/74/Never-Married/Bride', 'Marital-Status', 'திருமணமாகாத மணமகள்கள்'],
  ] as const)('%s reads “%s” as an adjective: %s', async (route, kind, heading) => {
    renderScreen(<BrowsePage />, { route, path: browsePath(kind) });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });
});
