/** Profile addresses: /profile/{id}_{readable-name} (spec section 2). */

export function readableName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 60);
  return slug || 'profile';
}

export const profileSlug = (id: number, name: string) => `${id}_${readableName(name)}`;
export const profilePath = (id: number, name: string) => `/profile/${profileSlug(id, name)}`;

/** The numeric id of a slug: the part before the first underscore; undefined when not a number. */
export function profileIdFromSlug(slug: string): number | undefined {
  const head = slug.split('_')[0] ?? '';
  if (!/^\d{1,9}$/.test(head)) return undefined;
  const id = Number(head);
  return id > 0 ? id : undefined;
}

/** Browse preset names: "Sri Lanka" becomes "Sri_Lanka". */
export const presetName = (label: string) => readableName(label);

/** The gender segment of a browse preset: bride or brides is sex 2, anything else sex 1. */
export const sexFromGenderSegment = (segment: string) => (/^brides?$/i.test(segment) ? 2 : 1);
