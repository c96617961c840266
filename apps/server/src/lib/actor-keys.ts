/**
 * How someone who acts is recorded where members and visitors both can (a profile's daily views,
 * reports): a member by account, a visitor by a keyed hash of the address. One home for the
 * shapes, so a member's rows can be found again (their own data, their deletion).
 */
export const memberKey = (userId: number) => `u:${userId}`;
export const visitorKey = (anonymousKey: string) => `a:${anonymousKey}`;
/** The reporter of a report kept after its member deleted the account, followed by the report's id. */
export const DELETED_REPORTER = 'deleted:';
export const isDeletedReporter = (key: string) => key.startsWith(DELETED_REPORTER);
