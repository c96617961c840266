import { ACTIVE_STATUS } from '@vivaha/shared/constants';

import { addProfile, createMember, type Member, type TestApp } from './helpers.ts';

/** A family's account with one profile: the account, its address, and the profile's name and id. */
export interface Owned {
  owner: Member;
  email: string;
  name: string;
  id: number;
}

/**
 * A new account `email` with one profile called `name`, whose contact address is made from the
 * name (so the owner's mails and the profile's contact details differ); published unless told otherwise.
 */
export async function addOwnedProfile(
  t: TestApp,
  email: string,
  name: string,
  sex = 2,
  active: number = ACTIVE_STATUS.active,
): Promise<Owned> {
  const owner = await createMember(t, email);
  const id = await addProfile(t, owner, { name, sex, email: `${name.toLowerCase()}@contact.example.lk` }, active);
  return { owner, email, name, id };
}
