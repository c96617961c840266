import { LRUCache } from 'lru-cache';

import { photoShown, type PhotoTarget, type Viewer } from '#src/modules/access/index.ts';

/**
 * How long a viewer's right to a photo is kept before it is asked again. A block, a withdrawn
 * approval or an owner's new choice made through this server forgets every kept right at once
 * (`clear`); one made through another server closes the old addresses within this time.
 */
export const PHOTO_RIGHT_SECONDS = 60;
/** Rights kept at most, each one viewer and one photo, and viewers kept at most. */
const RIGHTS_KEPT = 50_000;
const VIEWERS_KEPT = 5_000;

/** Who asks for a photo: the signed-in account, or null for a visitor. */
export type PhotoAsker = { id: number; role: string } | null;

interface Deps {
  /** A stored photo and its profile, by the photo's key. */
  photo: (storageKey: string) => Promise<PhotoTarget | undefined>;
  /** A member's profiles, approvals and blocks (the public service's viewer). */
  viewer: (user: { id: number; role: string }) => Promise<Viewer>;
  seconds?: number;
}

/**
 * Whether the viewer an address was written for may see its photo now, by the profile view's
 * own rule (modules/access, photoShown), kept for at most `seconds` per viewer and photo: a page of
 * cards asks once per photo, and a member's profiles, approvals and blocks are read once for all
 * of them. Per server and in memory: nothing depends on it but the time a photo takes.
 */
export function createPhotoRights({ photo, viewer, seconds = PHOTO_RIGHT_SECONDS }: Deps) {
  const ttl = Math.max(1, seconds * 1000);
  const rights = new LRUCache<string, boolean>({ max: RIGHTS_KEPT, ttl });
  const viewers = new LRUCache<number, Viewer>({ max: VIEWERS_KEPT, ttl });
  // What was read before a `clear` is not kept after it: it may be what the change undid.
  let generation = 0;

  async function viewerOf(user: { id: number; role: string }): Promise<Viewer> {
    const known = viewers.get(user.id);
    if (known) return known;
    const started = generation;
    const read = await viewer(user);
    if (started === generation) viewers.set(user.id, read);
    return read;
  }

  return {
    async may(asker: PhotoAsker, storageKey: string): Promise<boolean> {
      const key = `${asker?.id ?? 'visitor'}/${storageKey}`;
      const known = rights.get(key);
      if (known !== undefined) return known;
      const started = generation;
      const [target, who] = await Promise.all([photo(storageKey), asker ? viewerOf(asker) : undefined]);
      const right = Boolean(target && photoShown(who, target));
      if (started === generation) rights.set(key, right);
      return right;
    },

    /** Forgets every kept right: this server has just made a change. */
    clear() {
      generation++;
      rights.clear();
      viewers.clear();
    },
  };
}

export type PhotoRights = ReturnType<typeof createPhotoRights>;
