/**
 * npm run size [-- --files]
 *
 * What each public page downloads at start on a phone, in gzip KB, read from the built web app
 * (apps/web/dist: Vite's manifest and .vite/chunk-modules.json): the entry with everything it
 * imports and the CSS the HTML links, the page's route chunk, and the lazy chunks the page asks
 * for as soon as it renders (the page's words in its language), each with the chunks and CSS it
 * imports. The pages arrive drawn with the answers they show, so the answers' schemas load only
 * with a later call, and a phone shows no latest-profiles columns. Fonts are not counted. Prints a
 * table per page and language: a report, not a gate (what gates the pages' speed is Lighthouse on
 * a phone, npm run lighthouse). --files lists each page's files.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';

import { readBuildManifest } from '../apps/server/src/modules/web/build-manifest.ts';

const root = path.resolve(import.meta.dirname, '..');
const webRoot = path.join(root, 'apps/web');
const dist = path.join(webRoot, 'dist');
const { values } = parseArgs({ options: { files: { type: 'boolean', default: false } } });

const build = readBuildManifest(dist);
if (!build) {
  console.error(`${path.relative(root, dist)}/.vite is missing: run npm run build first.`);
  process.exit(1);
}
const { filesOf } = build;

/** The manifest key of the chunk (or asset) that holds a module, given from the repository's root. */
function keyOf(module: string): string {
  const key = build!.keyOf(module);
  if (!key) throw new Error(`${module} is in no chunk of the build: is the page list below up to date?`);
  return key;
}

const gzipSize = new Map<string, number>();
const gzipped = (file: string) => {
  let size = gzipSize.get(file);
  if (size === undefined) {
    size = zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
    gzipSize.set(file, size);
  }
  return size;
};

type Language = 'en' | 'si' | 'ta';
const web = (file: string) => `apps/web/src/${file}`;
const shared = (file: string) => `packages/shared/src/${file}`;
const route = (name: string) => web(`app/routes/${name}.tsx`);
/** A namespace of words, as lib/i18n.ts finds its file. */
const words = (namespace: string, language: Language) =>
  ({
    pages: web(`features/static-pages/locales/${language}.json`),
    options: shared(`locales/${language}/options.json`),
    messages: shared(`locales/${language}/messages.json`),
  })[namespace] ?? web(`features/${namespace}/locales/${language}.json`);

interface Page {
  name: string;
  address: string;
  /** The modules the page loads at start besides the entry, in a language. */
  start: (language: Language) => string[];
}
/** English words are in the entry; a Sinhala or Tamil page loads its own (lib/i18n.ts). */
const translated = (language: Language, namespaces: string[], englishToo: string[] = []) =>
  language === 'en'
    ? englishToo.map((namespace) => words(namespace, 'en'))
    : [
        web(`locales/${language}/common.json`),
        shared(`locales/${language}/meta.json`),
        web(`styles/fonts-${language}.css`),
        ...namespaces.map((namespace) => words(namespace, language)),
      ];
const listing = (language: Language) => translated(language, ['public', 'options'], ['public']);
const staticPage = (name: string) => (language: Language) => [
  route(name),
  ...translated(language, ['pages'], ['pages']),
];

const pages: Page[] = [
  { name: 'Home', address: '/', start: (language) => translated(language, []) },
  {
    name: 'Search',
    address: '/profile/search',
    start: (language) => [route('search'), ...listing(language)],
  },
  {
    name: 'Browse presets',
    address: '/grooms, /brides, /Matrimonial-…',
    start: (language) => [route('browse'), ...listing(language)],
  },
  {
    name: 'Profile view',
    address: '/profile/{id}_{name}',
    start: (language) => [
      route('profile-view'),
      web('features/public/components/profile-view-page.tsx'),
      ...listing(language),
    ],
  },
  { name: 'FAQ', address: '/faq', start: staticPage('faq') },
  {
    name: 'Contact',
    address: '/contact',
    start: staticPage('contact'),
  },
  { name: 'About', address: '/about', start: staticPage('about') },
  { name: 'Privacy', address: '/privacy', start: staticPage('privacy') },
  { name: 'Terms', address: '/terms', start: staticPage('terms') },
];

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const rows: string[][] = [];
const listings: string[] = [];
for (const page of pages) {
  for (const language of ['en', 'si', 'ta'] as const) {
    const files = filesOf('index.html');
    for (const module of page.start(language)) filesOf(keyOf(module), files);
    let js = 0;
    let css = 0;
    for (const file of files) {
      if (file.endsWith('.js')) js += gzipped(file);
      else if (file.endsWith('.css')) css += gzipped(file);
    }
    const total = js + css;
    const address = language === 'en' ? page.address : `/${language}${page.address.split(', ')[0]}`;
    rows.push([language === 'en' ? page.name : '', address, kb(js), kb(css), kb(total)]);
    if (values.files) {
      const sorted = [...files].filter((file) => /\.(js|css)$/.test(file)).sort((a, b) => gzipped(b) - gzipped(a));
      listings.push(
        `${page.name} (${language}): ${sorted.map((file) => `${path.basename(file)} ${kb(gzipped(file))}`).join(', ')}`,
      );
    }
  }
}

const header = ['page', 'address', 'JS', 'CSS', 'total'];
const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => row[column]!.length)));
const line = (row: string[]) =>
  row
    .map((cell, column) => (column >= 2 && column <= 5 ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!)))
    .join('  ')
    .trimEnd();
console.log(
  'What each public page loads at start on a phone: JS and CSS in gzip KB (fonts not counted), apps/web/dist\n',
);
console.log(line(header));
console.log(widths.map((width) => '-'.repeat(width)).join('  '));
for (const row of rows) console.log(line(row));
if (listings.length) console.log(`\n${listings.join('\n\n')}`);
