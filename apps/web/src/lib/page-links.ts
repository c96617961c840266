import { paths } from '@vivaha/shared/routes';

/** A page of the site by its name in the shared route table. */
export type PageName = keyof typeof paths;

/**
 * Links to the site's pages, in the order given, each worded by `<group>.<page>` in the common
 * words (the header's `nav.faq`, the footer's `footer.faq`).
 */
export const pageLinks = (group: string, pages: readonly PageName[]) =>
  pages.map((page) => ({ to: paths[page], label: `${group}.${page}` }));
