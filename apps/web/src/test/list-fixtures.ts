import type { AdminListItem } from '@vivaha/shared/admin';
import type { OwnProfileListItem, ProfileListItem } from '@vivaha/shared/profile';

/** Nimal as a row of a profile listing: what the owner's and the team's listings both show. */
const nimal: ProfileListItem = {
  profileId: 11,
  name: 'Nimal',
  age: 31,
  dob: '1994-01-01',
  viewCount: 7,
  reviewed: true,
  active: 1,
  sex: 'Male',
  pendingReview: false,
  heldForReview: false,
};

/** A row of My Profiles: Nimal, contact open by the rule, unseen and asked nothing, unless `changes` says otherwise. */
export const ownListItem = (changes: Partial<OwnProfileListItem> = {}): OwnProfileListItem => ({
  ...nimal,
  contactShownTo: 'rule',
  seenBy: 0,
  requestsWaiting: 0,
  ...changes,
});

/** A row of the team's profile listing: Nimal, no warning signs and no badges, unless `changes` says otherwise. */
export const adminListItem = (changes: Partial<AdminListItem> = {}): AdminListItem => ({
  ...nimal,
  signals: { sameContactAs: [], sameNicAs: [], phoneOnAccounts: 0, possibleBroker: false, openReports: 0 },
  verified: [],
  ...changes,
});

/** The column headers of a profile listing's table, the owner's and the team's alike. */
export const listingColumns = ['Id', 'Name', 'Dob', 'Views', 'Reviewed', 'Active', 'Actions'];
