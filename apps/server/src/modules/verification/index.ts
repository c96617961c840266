export { hasBadges, mobileVerifiedColumn, standsNowSql, verifiedKindsColumn } from './badges.ts';
