/**
 * The portal's routes (spec section 2) and their page titles. The server uses this table to
 * answer 404 for unknown paths and to put the right title into the HTML; the web app uses it for
 * the document title. Matching is case-insensitive, as the router's is.
 */

export type PageMetaKey =
  | 'homepage'
  | 'contact'
  | 'faq'
  | 'terms'
  | 'privacy'
  | 'safety'
  | 'search'
  | 'login'
  | 'resetpassword'
  | 'profile'
  | 'about'
  | 'loggedIn'
  | 'matches'
  | 'notFound'
  | 'profileNotFound'
  | 'nameOnly';

export const paths = {
  home: '/',
  search: '/profile/search',
  profile: '/profile/:profileSlug',
  grooms: '/grooms',
  brides: '/brides',
  contact: '/contact',
  faq: '/faq',
  about: '/about',
  terms: '/terms',
  privacy: '/privacy',
  /** Not in the spec's table: the safety centre (how marriage scams work, how to check a proposal). */
  safety: '/safety',
  login: '/login',
  reset: '/reset',
  changeEmail: '/changeemail',
  /** The link mailed to a new address (not in the spec's table; the change-email flow needs it). */
  confirmEmail: '/confirmemail',
  changePassword: '/changepassword',
  updateDetails: '/updatedetails',
  dashboard: '/dashboard',
  profiles: '/profiles',
  profileNew: '/profiles/new',
  profileEdit: '/profiles/edit/:id',
  profileOwner: '/profiles/:id',
  myRequests: '/MyRequests',
  myApprovals: '/MyApprovals',
  /** Not in the spec's table: the members this account blocked, with unblock. */
  myBlocked: '/MyBlockedMembers',
  /** Not in the spec's table: the profiles saved with the heart. */
  myShortlist: '/MyShortlist',
  /** Not in the spec's table: the profiles marked "Not interested", with Show again. */
  myHidden: '/MyHiddenProfiles',
  /** Not in the spec's table: saved searches, partner preferences and the new-match mail choice. */
  mySavedSearches: '/MySavedSearches',
  /** Not in the spec's table: the member's own data (download it, delete the account). */
  myData: '/MyData',
  /** Not in the spec's table: the conversations between this account's profiles and other families. */
  messages: '/messages',
  /** Not in the spec's table: the team's overview (the queues' counts and the last weeks). */
  adminOverview: '/admin',
  adminProfiles: '/admin/profile',
  adminProfileNew: '/admin/profile/new',
  adminProfile: '/admin/profile/:id',
  adminProfileEdit: '/admin/profile/edit/:id',
  adminProfileEditAlt: '/profile/admin/edit/:id',
  /** Not in the spec's table: the team's queue of reported profiles. */
  adminReports: '/admin/reports',
  /** Not in the spec's table: the homepage's success stories, written and published by the team. */
  adminStories: '/admin/stories',
  /** Not in the spec's table: horoscope matches for one of the member's profiles, and the choice of profile. */
  matches: '/matches/:id',
  matchesChoice: '/matches',
} as const;

/** Browse presets: /Matrimonial-{kind}/{id}/{name}/{gender} (spec section 2). */
export const browseKinds = [
  'Marital-Status',
  'Ethnicity',
  'Mother-Tongue',
  'Religion',
  'Occupation',
  'Country',
] as const;

export type BrowseKind = (typeof browseKinds)[number];

export const browsePath = (kind: BrowseKind) => `/Matrimonial-${kind}/:id/:name/:gender`;

const metaByPath: ReadonlyArray<readonly [string, PageMetaKey]> = [
  [paths.home, 'homepage'],
  [paths.search, 'search'],
  [paths.profile, 'profile'],
  [paths.grooms, 'search'],
  [paths.brides, 'search'],
  ...browseKinds.map((kind) => [browsePath(kind), 'search'] as const),
  [paths.contact, 'contact'],
  [paths.faq, 'faq'],
  [paths.about, 'about'],
  [paths.terms, 'terms'],
  [paths.privacy, 'privacy'],
  [paths.safety, 'safety'],
  [paths.login, 'login'],
  [paths.reset, 'resetpassword'],
  [paths.changeEmail, 'nameOnly'],
  [paths.confirmEmail, 'nameOnly'],
  [paths.changePassword, 'loggedIn'],
  [paths.updateDetails, 'loggedIn'],
  [paths.dashboard, 'loggedIn'],
  [paths.profiles, 'loggedIn'],
  [paths.profileNew, 'loggedIn'],
  [paths.profileEdit, 'loggedIn'],
  [paths.profileOwner, 'loggedIn'],
  [paths.myRequests, 'loggedIn'],
  [paths.myApprovals, 'loggedIn'],
  [paths.myBlocked, 'loggedIn'],
  [paths.myShortlist, 'loggedIn'],
  [paths.myHidden, 'loggedIn'],
  [paths.mySavedSearches, 'loggedIn'],
  [paths.myData, 'loggedIn'],
  [paths.messages, 'loggedIn'],
  [paths.adminOverview, 'loggedIn'],
  [paths.adminProfiles, 'loggedIn'],
  [paths.adminProfileNew, 'loggedIn'],
  [paths.adminProfile, 'loggedIn'],
  [paths.adminProfileEdit, 'loggedIn'],
  [paths.adminProfileEditAlt, 'loggedIn'],
  [paths.adminReports, 'loggedIn'],
  [paths.adminStories, 'loggedIn'],
  [paths.matches, 'matches'],
  [paths.matchesChoice, 'matches'],
];

function toRegExp(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`, 'i');
}

const matchers = metaByPath.map(([pattern, meta]) => ({ re: toRegExp(pattern), meta }));

/** The page-meta key of a known route, or undefined when the path is not one of the portal's. */
export function routeMetaKey(pathname: string): PageMetaKey | undefined {
  return matchers.find(({ re }) => re.test(pathname))?.meta;
}

const browseMatchers = [paths.grooms, paths.brides, ...browseKinds.map(browsePath)].map(toRegExp);

/** /grooms, /brides and the browse presets: each names its own title from what it shows. */
export const isBrowsePath = (pathname: string) => browseMatchers.some((re) => re.test(pathname));

export interface PageMeta {
  title: string;
  description: string;
}

/**
 * Titles and meta descriptions (spec section 2, Page titles). `{{site}}` is the site name; the
 * profile entry also takes name, age, ethnicity, religion, brideOrGroom and location.
 */
export const pageMeta: Record<PageMetaKey, PageMeta> = {
  homepage: {
    title: '{{site}} - Free Sri Lankan Marriage Proposals',
    description:
      'Free matrimonial portal for Sri Lankan communities at home and abroad: Sinhalese, Tamil, Muslim, Malay, Burgher and others. Browse brides and grooms and find your partner.',
  },
  contact: {
    title: 'Contact Us - {{site}}',
    description: 'Write to the {{site}} team. We reply within three working days.',
  },
  faq: {
    title: 'Frequently Asked Questions - {{site}}',
    description: 'How {{site}} works: signing up, adding a profile, searching, protected details and more.',
  },
  terms: {
    title: 'Terms and Conditions - {{site}}',
    description: 'The terms under which {{site}}, a free matrimonial service, is offered.',
  },
  privacy: {
    title: 'Privacy Policy - {{site}}',
    description: 'How {{site}} keeps, uses and protects the details you share with it.',
  },
  safety: {
    title: 'Stay Safe - {{site}}',
    description:
      'How marriage-proposal scams work, how to check a proposal, and how to report one. Never send money to anyone you met online.',
  },
  search: {
    title: 'Search Brides and Grooms - {{site}}',
    description:
      'Search Sri Lankan brides and grooms by marital status, religion, ethnicity, mother tongue, education, occupation, country and age.',
  },
  login: {
    title: 'Login - {{site}}',
    description: 'Log in to {{site}} to manage your matrimonial profiles.',
  },
  resetpassword: {
    title: 'Reset Password - {{site}}',
    description: 'Reset your {{site}} password with a code sent to your email.',
  },
  profile: {
    title: '{{name}}, {{age}}, {{ethnicity}} {{religion}} {{brideOrGroom}} from {{location}} - {{site}}',
    description:
      '{{name}} is a {{age}} year old {{ethnicity}} {{religion}} {{brideOrGroom}} from {{location}}. View the matrimonial profile on {{site}}.',
  },
  about: {
    title: 'About Us - {{site}}',
    description: '{{site}} is a free marriage-proposal portal run by volunteers for Sri Lankan communities.',
  },
  loggedIn: {
    title: 'My Account - {{site}}',
    description: 'Manage your profiles, requests and approvals on {{site}}.',
  },
  matches: {
    title: 'Horoscope Matches - {{site}}',
    description: 'Profiles ranked by Tamil porutham or Sinhala porondam with one of your own, free on {{site}}.',
  },
  profileNotFound: {
    title: 'Profile Not Found - {{site}}',
    description: 'This profile is not on {{site}}, or is not published.',
  },
  notFound: {
    title: 'Page Not Found - {{site}}',
    description: 'The page you asked for is not on {{site}}.',
  },
  // Not `default`: a JSON file's key of that name is lost when the file is imported as a module.
  nameOnly: {
    title: '{{site}}',
    description: 'Free matrimonial portal for Sri Lankan communities.',
  },
};

/** Fills `{{name}}` placeholders; unknown ones become empty. */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));
}
