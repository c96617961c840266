import { sql, type SQL } from 'drizzle-orm';

import { VERIFICATION_KINDS, type VerificationKind } from '@vivaha/shared/verification';

/**
 * When a check gives a profile its badge: the one home of the rule, as the SQL the listings use
 * and as the function the owner's answer uses (the tests hold them to each other).
 * - phone: confirmed by a code, while the profile's mobile number is still the one confirmed;
 * - nic: consistent, while the profile's date of birth and gender are the ones it was checked against;
 * - photo: approved by the team, while no photo was added to the profile after (a photo added
 *   later was never compared with the selfie; removing one takes nothing away).
 */
export interface CheckRow {
  kind: string;
  result: string;
  subject: string | null;
  dob: string | null;
  sex: number | null;
  checkedAt: Date;
}

export interface CheckedProfile {
  mobile: string;
  dob: string;
  sex: number;
  /** When its newest photo was added; null without photos. */
  lastPhotoAt: Date | null;
}

export function standsNow(check: CheckRow, profile: CheckedProfile): boolean {
  switch (check.kind) {
    case 'phone':
      return check.result === 'verified' && check.subject === profile.mobile;
    case 'nic':
      return check.result === 'consistent' && check.dob === profile.dob && check.sex === profile.sex;
    case 'photo':
      return check.result === 'verified' && !(profile.lastPhotoAt && profile.lastPhotoAt > check.checkedAt);
    default:
      return false;
  }
}

/**
 * `standsNow` in SQL, kind by kind, for the check row `pc` of the profile row `p` (names as
 * written). Each kind is its own predicate so a filter on one kind plans without the others'
 * subqueries.
 */
const STANDS_SQL: Record<VerificationKind, (pc: string, p: string) => string> = {
  phone: (pc, p) => `${pc}.result = 'verified' and ${pc}.subject = ${p}.mobile`,
  nic: (pc, p) => `${pc}.result = 'consistent' and ${pc}.dob = ${p}.dob and ${pc}.sex = ${p}.sex`,
  photo: (pc, p) => `${pc}.result = 'verified' and not exists (select 1 from profile_images pi
      where pi.profile_id = ${p}.id and pi.created_at > ${pc}.checked_at)`,
};

/** `standsNow` in SQL for a check row of any kind. */
export const standsNowSql = (pc: string, p: string) =>
  sql.raw(`(case ${pc}.kind
    ${VERIFICATION_KINDS.map((kind) => `when '${kind}' then ${STANDS_SQL[kind](pc, p)}`).join('\n    ')}
    else false end)`);

/**
 * The kinds whose badge a profile shows now, in the order of VERIFICATION_KINDS, as a column of a
 * select from `profiles` (its names written out: a one-table select leaves columns unqualified).
 */
export const verifiedKindsColumn = sql<VerificationKind[]>`array(select pc.kind from profile_checks pc
  where pc.profile_id = "profiles"."id" and ${standsNowSql('pc', '"profiles"')}
  order by array_position(${sql.raw(`array[${VERIFICATION_KINDS.map((kind) => `'${kind}'`).join(', ')}]::varchar[]`)}, pc.kind))`;

/**
 * Profiles that show every one of these badges now (search's `vf`): each kind's own predicate,
 * inside a CASE on purpose. Written as plain equalities, the planner takes the NIC check's
 * `pc.dob = profiles.dob and pc.sex = profiles.sex` for join keys, expects 2 rows where there are
 * 80,000 and sorts them all (830 ms at 1,000,000 profiles); behind a CASE it walks the listing
 * order's index and stops at the page (1 ms). Kinds the profile has none of (a join from the
 * checks' side) stay quick too.
 */
export function hasBadges(kinds: readonly VerificationKind[]): SQL | undefined {
  if (!kinds.length) return undefined;
  return sql.join(
    kinds.map((kind) => {
      // Written into the statement, so each kind is planned as itself: only a known kind.
      if (!VERIFICATION_KINDS.includes(kind)) throw new Error(`hasBadges: not a kind of check: ${kind}`);
      return sql`exists (select 1 from profile_checks pc where pc.profile_id = "profiles"."id"
        and pc.kind = ${sql.raw(`'${kind}'`)}
        and (case pc.kind when ${sql.raw(`'${kind}'`)} then ${sql.raw(STANDS_SQL[kind]('pc', '"profiles"'))} else false end))`;
    }),
    sql` and `,
  );
}

/**
 * The spec's `mobileverified` of the owner's and the team's answers: the phone check's badge, as a
 * column in place of the profile's own (`mobile_verified`, which nothing sets).
 */
export const mobileVerifiedColumn = sql<boolean>`(${hasBadges(['phone'])})`;
