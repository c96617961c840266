import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { PROTECTED_SECTIONS, type ProtectedSection } from '@vivaha/shared/privacy';

import { addProfile, addReviewedPhoto, createMember, type Member } from '../../../test/helpers.ts';
import { useTestApp } from '../../../test/use-test-app.ts';

import { publicText } from './public.service.ts';

const MOBILE = '+94 77 246 1357';
const EMAIL = 'sections.family@example.lk';
const PAVAM = 'Pavam-9-hidden';
const CHART = 'https://example.lk/sections-chart.pdf';

/** Each section's own columns: closing one must close that section and no other. */
const columns: Record<ProtectedSection, { protectedColumn: string; visibilityColumn: string }> = {
  photo: { protectedColumn: 'photo_protected', visibilityColumn: 'photo_visibility' },
  contact: { protectedColumn: 'contact_protected', visibilityColumn: 'contact_visibility' },
  horoscope: { protectedColumn: 'horoscope_protected', visibilityColumn: 'horoscope_visibility' },
};

/**
 * Each protected section of GET /api/pp/{id} opens on its own flag and its own visibility choice:
 * closed one at a time, only that section's data leaves the raw body, and the other two stay.
 */
describe('each protected section opens on its own rules', () => {
  const t = useTestApp();
  let bride: number;
  let suitor: Member;
  let photoKey: string;

  beforeAll(async () => {
    const owner = await createMember(t, 'sections-owner@example.lk');
    bride = await addProfile(t, owner, {
      name: 'Iresha',
      sex: 2,
      mobile: MOBILE,
      email: EMAIL,
      astro_pavam: PAVAM,
      astro_ChartFile: CHART,
    });
    photoKey = await addReviewedPhoto(t, owner, bride);
    suitor = await createMember(t, 'sections-suitor@example.lk');
    await addProfile(t, suitor, { name: 'Chamara', sex: 1 });
  });

  /** What the raw body shows of each section. */
  async function look(viewer?: Member) {
    const response = await t.app.inject({ method: 'GET', url: `/api/pp/${bride}`, headers: viewer?.auth ?? {} });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    return {
      body,
      flags: { photo: body.showphoto, contact: body.showcontact, horoscope: body.showastro } as Record<
        ProtectedSection,
        boolean
      >,
      data: {
        photo: response.body.includes(photoKey),
        contact: response.body.includes(MOBILE) && response.body.includes(EMAIL),
        horoscope: response.body.includes(PAVAM) && response.body.includes(CHART),
      } as Record<ProtectedSection, boolean>,
      leaks: {
        photo: response.body.includes(photoKey),
        contact: response.body.includes(MOBILE) || response.body.includes(EMAIL),
        horoscope: response.body.includes(PAVAM) || response.body.includes(CHART),
      } as Record<ProtectedSection, boolean>,
    };
  }

  async function setRules(protectedSections: readonly ProtectedSection[], approvedOnly: readonly ProtectedSection[]) {
    for (const section of PROTECTED_SECTIONS) {
      const { protectedColumn, visibilityColumn } = columns[section];
      await t.database.db.execute(sql`
        update profiles set
          ${sql.identifier(protectedColumn)} = ${protectedSections.includes(section)},
          ${sql.identifier(visibilityColumn)} = ${approvedOnly.includes(section) ? 'approved' : 'members'}
        where id = ${bride}`);
    }
  }

  const closedMessage = (view: Awaited<ReturnType<typeof look>>, section: ProtectedSection) =>
    section === 'photo'
      ? JSON.parse(view.body.imageDisplay)
      : JSON.parse(section === 'contact' ? view.body.contactDetails : view.body.astroDetails);

  /** Every section but `closed` is open with its data; `closed` is shut, leaks nothing and says `message`. */
  function expectOnlyClosed(view: Awaited<ReturnType<typeof look>>, closed: ProtectedSection, message: string) {
    for (const section of PROTECTED_SECTIONS) {
      const open = section !== closed;
      expect(view.flags[section], section).toBe(open);
      if (open) expect(view.data[section], section).toBe(true);
      else expect(view.leaks[section], section).toBe(false);
    }
    expect(closedMessage(view, closed)).toMatchObject({ message });
  }

  it('shows a visitor every section when none is protected (the markers are in the body)', async () => {
    await setRules([], []);
    const view = await look();
    expect(view.flags).toEqual({ photo: true, contact: true, horoscope: true });
    expect(view.data).toEqual({ photo: true, contact: true, horoscope: true });
  });

  const polite = { photo: publicText.photo, contact: publicText.contact, horoscope: publicText.astro };
  for (const closed of PROTECTED_SECTIONS) {
    it(`a visitor: protecting only the ${closed} section closes it and leaves the other two open`, async () => {
      await setRules([closed], []);
      const view = await look();
      expectOnlyClosed(view, closed, polite[closed]);
    });
  }

  it('shows a member with a published profile of the other sex every protected section by default', async () => {
    await setRules(PROTECTED_SECTIONS, []);
    const view = await look(suitor);
    expect(view.flags).toEqual({ photo: true, contact: true, horoscope: true });
    expect(view.data).toEqual({ photo: true, contact: true, horoscope: true });
  });

  const approvedOnly = {
    photo: publicText.photoApprovedOnly,
    contact: publicText.contactApprovedOnly,
    horoscope: publicText.astroApprovedOnly,
  };
  for (const closed of PROTECTED_SECTIONS) {
    it(`that member: keeping only the ${closed} section for approved members closes it and no other`, async () => {
      await setRules(PROTECTED_SECTIONS, [closed]);
      const view = await look(suitor);
      expectOnlyClosed(view, closed, approvedOnly[closed]);
    });
  }
});
