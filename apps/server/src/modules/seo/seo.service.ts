import { ageOn } from '@vivaha/shared/dates';
import { LANGUAGES, pathIn, type Language } from '@vivaha/shared/languages';
import { optionAdjectiveIn, optionLabelIn, roleWords, type OptionListName } from '@vivaha/shared/locales/options';
import { countries, shortcutCountryIds } from '@vivaha/shared/options/countries';
import { ethnicities } from '@vivaha/shared/options/ethnicities';
import { maritalStatuses } from '@vivaha/shared/options/marital-statuses';
import { motherTongues } from '@vivaha/shared/options/mother-tongues';
import { occupations, shortcutOccupationIds } from '@vivaha/shared/options/occupations';
import type { Option } from '@vivaha/shared/options/option';
import { religions } from '@vivaha/shared/options/religions';
import { paths, type BrowseKind } from '@vivaha/shared/routes';
import { presetName, profilePath } from '@vivaha/shared/slugs';

import type { SeoRepository } from './seo.repository.ts';

/** Profiles per sitemap file: each is listed in three languages, so a file stays near 5 MB. */
export const SITEMAP_PAGE_SIZE = 5_000;

/** Sri Lanka in `countries`: where a profile without a place is from. */
const SRI_LANKA = countries.find((country) => country.label === 'Sri Lanka')!.id;

/** The values each browse preset covers (spec section 2, Browse presets). */
export function browseEntries(): Array<{ kind: BrowseKind; id: number; label: string }> {
  const pick = (list: readonly Option[], ids?: readonly number[]) =>
    ids ? list.filter((o) => ids.includes(o.id)) : list;
  const groups: Array<[BrowseKind, readonly Option[]]> = [
    ['Marital-Status', pick(maritalStatuses)],
    ['Ethnicity', pick(ethnicities)],
    ['Mother-Tongue', pick(motherTongues)],
    ['Religion', pick(religions)],
    ['Occupation', pick(occupations, shortcutOccupationIds)],
    ['Country', pick(countries, shortcutCountryIds)],
  ];
  return groups.flatMap(([kind, list]) => list.map((option) => ({ kind, id: option.id, label: option.label })));
}

export const browseUrl = (kind: BrowseKind, id: number, label: string, gender: 'Groom' | 'Bride') =>
  `/Matrimonial-${kind}/${id}/${presetName(label)}/${gender}`;

const xml = (value: string) => value.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

export function createSeoService(repository: SeoRepository) {
  return {
    /** The title values of a published profile's page in a language, or undefined when it is not public. */
    async profileTitle(id: number, language: Language = 'en') {
      const row = await repository.publishedSummary(id);
      if (!row) return undefined;
      const label = (list: OptionListName, value: number) => optionLabelIn(language, list, value) ?? '';
      const country = label('countries', row.residentCountry);
      return {
        name: row.name,
        age: ageOn(row.dob),
        // Before "Bride" or "Groom" in the title: the adjective forms ("සිංහල බෞද්ධ මනාලිය").
        ethnicity: optionAdjectiveIn(language, 'ethnicities', row.ethnicity) ?? '',
        religion: optionAdjectiveIn(language, 'religions', row.religion) ?? '',
        brideOrGroom: roleWords[language][row.sex === 2 ? 'bride' : 'groom'],
        location: [row.livingCity, country].filter(Boolean).join(', ') || label('countries', SRI_LANKA),
      };
    },

    robots(base: string): string {
      const closed = [
        '/dashboard',
        '/profiles',
        '/MyRequests',
        '/myrequests',
        '/MyApprovals',
        '/myapprovals',
        '/MyBlockedMembers',
        '/myblockedmembers',
        '/MyShortlist',
        '/myshortlist',
        '/MyHiddenProfiles',
        '/myhiddenprofiles',
        '/MySavedSearches',
        '/mysavedsearches',
        '/matches',
        '/admin',
        '/profile/admin/',
        '/Profiles/',
        '/changepassword',
        '/changeemail',
        '/updatedetails',
        '/confirmemail',
        '/api/',
        '/identity/',
      ];
      return [
        'User-agent: *',
        ...closed.map((path) => `Disallow: ${path}`),
        '',
        `Sitemap: ${base}/sitemap.xml`,
        '',
      ].join('\n');
    },

    async sitemapIndex(base: string): Promise<string> {
      const pages = Math.max(1, Math.ceil((await repository.publishedCount()) / SITEMAP_PAGE_SIZE));
      const entries = [
        '/sitemap-pages.xml',
        ...Array.from({ length: pages }, (_, i) => `/sitemap-profiles-${i + 1}.xml`),
      ];
      return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries
        .map((path) => `  <sitemap><loc>${xml(base + path)}</loc></sitemap>`)
        .join('\n')}\n</sitemapindex>\n`;
    },

    pagesSitemap(base: string): string {
      const fixed = [
        paths.home,
        paths.search,
        paths.grooms,
        paths.brides,
        paths.about,
        paths.faq,
        paths.contact,
        paths.privacy,
        paths.terms,
        paths.safety,
      ];
      const browse = browseEntries().flatMap(({ kind, id, label }) => [
        browseUrl(kind, id, label, 'Groom'),
        browseUrl(kind, id, label, 'Bride'),
      ]);
      return urlset(
        base,
        [...fixed, ...browse].map((path) => ({ path })),
      );
    },

    async profilesSitemap(base: string, page: number): Promise<string | undefined> {
      const rows = await repository.publishedPage(page, SITEMAP_PAGE_SIZE);
      if (!rows.length && page > 1) return undefined;
      return urlset(
        base,
        rows.map((row) => ({ path: profilePath(row.id, row.name), lastmod: row.updatedAt.toISOString().slice(0, 10) })),
      );
    },
  };
}

/**
 * Every page in each of the site's languages, each entry naming the others (and English as the
 * default), so search engines index and serve the right one.
 */
function urlset(base: string, pages: Array<{ path: string; lastmod?: string }>): string {
  const body = pages
    .flatMap(({ path, lastmod }) => {
      const alternates = [
        ...LANGUAGES.map(
          (lang) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${xml(base + pathIn(lang, path))}"/>`,
        ),
        `<xhtml:link rel="alternate" hreflang="x-default" href="${xml(base + path)}"/>`,
      ].join('');
      return LANGUAGES.map(
        (lang) =>
          `  <url><loc>${xml(base + pathIn(lang, path))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}${alternates}</url>`,
      );
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${body}\n</urlset>\n`;
}

export type SeoService = ReturnType<typeof createSeoService>;
