import { CASTE_SEARCH_MAX, CITY_SEARCH_MAX, CODE_MAX, SEARCH_AGE_MAX_DIGITS } from '@vivaha/shared/constants';
import { VERIFICATION_KINDS, type VerificationKind } from '@vivaha/shared/verification-kinds';

/**
 * The search form and its page, as they live in the address (spec section 3, Search
 * parameters): sx, ms, re, ec, mt, ed, oc, rc (0 means any), af and at (ages, as typed), st
 * (caste text), ct (city, beyond the spec), vf (verified only, beyond the spec) and page.
 */
export interface SearchFilters {
  sx: number;
  ms: number;
  re: number;
  ec: number;
  mt: number;
  ed: number;
  oc: number;
  rc: number;
  af: string;
  at: string;
  st: string;
  ct: string;
  /** Only profiles showing each of these badges. */
  vf: VerificationKind[];
}

export interface SearchState extends SearchFilters {
  page: number;
}

export const codeFields = ['sx', 'ms', 're', 'ec', 'mt', 'ed', 'oc', 'rc'] as const;
export type CodeField = (typeof codeFields)[number];
export const textFields = ['af', 'at', 'st', 'ct'] as const;
export type TextField = (typeof textFields)[number];

export const emptyFilters: SearchFilters = {
  sx: 0,
  ms: 0,
  re: 0,
  ec: 0,
  mt: 0,
  ed: 0,
  oc: 0,
  rc: 0,
  af: '',
  at: '',
  st: '',
  ct: '',
  vf: [],
};

/** The server's highest page number. */
const MAX_PAGE = 10_000;

const whole = (value: string | null) => (value && /^\d{1,7}$/.test(value) ? Number(value) : 0);

/** The page of `?page=`: a positive whole number, else 1. */
export const readPage = (params: URLSearchParams) => Math.min(Math.max(whole(params.get('page')), 1), MAX_PAGE);

/** A code of the address; one that is not a number, or larger than any code, means any. */
const code = (value: string | null) => {
  const number = whole(value);
  return number <= CODE_MAX ? number : 0;
};

/** `vf=nic,phone` or `vf` repeated: the known kinds, in their order; others are left out. */
function readVerified(params: URLSearchParams): VerificationKind[] {
  const asked = new Set(params.getAll('vf').flatMap((value) => value.split(',')));
  return VERIFICATION_KINDS.filter((kind) => asked.has(kind));
}

/** The form and page of an address; a coded value that is not a code means any. */
export function readSearch(params: URLSearchParams): SearchState {
  const state: SearchState = { ...emptyFilters, page: readPage(params) };
  for (const field of codeFields) state[field] = code(params.get(field));
  for (const field of textFields) state[field] = params.get(field) ?? '';
  state.vf = readVerified(params);
  return state;
}

/** The address query of a search: only what is chosen, and the page when it is not the first. */
export function writeSearch(state: SearchFilters & { page?: number }): string {
  const params = new URLSearchParams();
  for (const field of codeFields) if (state[field]) params.set(field, String(state[field]));
  // A search saved before the city was a filter has none.
  for (const field of textFields) if (state[field]?.trim()) params.set(field, state[field].trim());
  if (state.vf?.length) params.set('vf', state.vf.join(','));
  if (state.page && state.page > 1) params.set('page', String(state.page));
  return params.toString();
}

export type SearchErrorKey = 'age' | 'caste' | 'city';
export type SearchErrors = Partial<Record<TextField, SearchErrorKey>>;

const agePattern = new RegExp(`^\\d{0,${SEARCH_AGE_MAX_DIGITS}}$`);

/** The server's own checks (spec section 5, Search): ages of at most two digits, caste text of at most 15; a city of at most 60. */
export function checkFilters({ af, at, st, ct = '' }: Pick<SearchFilters, TextField>): SearchErrors {
  const errors: SearchErrors = {};
  if (!agePattern.test(af.trim())) errors.af = 'age';
  if (!agePattern.test(at.trim())) errors.at = 'age';
  if (st.trim().length > CASTE_SEARCH_MAX) errors.st = 'caste';
  if (ct.trim().length > CITY_SEARCH_MAX) errors.ct = 'city';
  return errors;
}

/** A page number, or a gap between numbers. */
export type PageItem = number | 'gap-before' | 'gap-after';

/** The numbered part of the pager: `window` pages each side of the current one, gaps marked. */
export function pageWindow(page: number, pageCount: number, window: number): PageItem[] {
  const first = Math.max(1, page - window);
  const last = Math.min(pageCount, page + window);
  const items: PageItem[] = [];
  if (first > 1) items.push('gap-before');
  for (let number = first; number <= last; number += 1) items.push(number);
  if (last < pageCount) items.push('gap-after');
  return items;
}
