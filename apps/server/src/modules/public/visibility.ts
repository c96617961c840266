import { ACTIVE_STATUS } from '@vivaha/shared/constants';

/**
 * Who sees a profile's protected details (DESIGN.md, Rules the server owns): its owner, an admin,
 * a signed-in member who owns an Active profile of the opposite sex, or a member one of whose
 * profiles holds an approved request to it. A section its owner has not protected is open to all.
 */
export interface Viewer {
  userId: number;
  isAdmin: boolean;
  profiles: Array<{ id: number; name: string; sex: number; active: number }>;
  /** Profiles this viewer's requests were approved for. */
  approvedFor: Set<number>;
}

export interface Target {
  id: number;
  ownerId: number;
  sex: number;
}

/**
 * Why a viewer may open a profile's protected details, or null when they may not. 'rule' (a
 * published profile of the opposite sex) is the one the daily cap counts; an approval comes first.
 */
export type ProtectedAccess = 'owner' | 'admin' | 'approved' | 'rule' | null;

export function protectedAccess(viewer: Viewer | undefined, target: Target): ProtectedAccess {
  if (!viewer) return null;
  if (viewer.userId === target.ownerId) return 'owner';
  if (viewer.isAdmin) return 'admin';
  if (viewer.approvedFor.has(target.id)) return 'approved';
  const rule = viewer.profiles.some((profile) => profile.active === ACTIVE_STATUS.active && profile.sex !== target.sex);
  return rule ? 'rule' : null;
}

export const mayOpenProtected = (viewer: Viewer | undefined, target: Target) =>
  protectedAccess(viewer, target) !== null;

/** Only the owner and admins see a profile that is not published. */
export const maySeeUnpublished = (viewer: Viewer | undefined, target: Target) =>
  Boolean(viewer && (viewer.isAdmin || viewer.userId === target.ownerId));
