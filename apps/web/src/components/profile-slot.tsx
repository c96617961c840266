import { createContext, useContext, type ReactNode } from 'react';

/** A profile as a card or the profile page shows it, for what the app puts beside it. */
export interface ProfileSlotProps {
  profileId: number;
  name: string;
  /** As the public calls spell it: 'Male' or 'Female'. */
  sex: string;
  /** A card in a list, or the profile page's header. */
  place: 'card' | 'view';
}

const Slot = createContext<((props: ProfileSlotProps) => ReactNode) | null>(null);

/**
 * The app fills this with the member's own actions on a profile (save, not interested): the
 * features that draw cards and profile pages only leave room for them.
 */
export const ProfileSlotProvider = Slot.Provider;

/** Whatever the app put in the slot, for this profile; nothing when it put nothing. */
export function ProfileSlot(props: ProfileSlotProps) {
  const render = useContext(Slot);
  return render ? render(props) : null;
}
