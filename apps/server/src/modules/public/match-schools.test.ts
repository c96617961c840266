import { beforeAll, describe, expect, it } from 'vitest';

import { schoolNotes, sinhalaNotComputedNote } from '@vivaha/shared/horoscope/meanings';
import si from '@vivaha/shared/locales/si/messages.json' with { type: 'json' };
import ta from '@vivaha/shared/locales/ta/messages.json' with { type: 'json' };
import type { MatchAnswer } from '@vivaha/shared/match';

import { addProfile, chart, createMember } from '../../../test/helpers.ts';
import { useMembers, useTestApp } from '../../../test/use-test-app.ts';

/**
 * Where published tables split, the match names the other school in a line under the factor it
 * would answer otherwise, in the page's language; the Sinhala answer says what it does not compute.
 */
describe('the horoscope match, where astrologers differ', () => {
  const t = useTestApp();
  const [groomFamily] = useMembers(t, 'schools.groom@example.lk');
  let bride: number;
  let groom: number;

  const match = async (system: string, language = 'en') => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/pp/${bride}/match?with=${groom}&system=${system}`,
      headers: { ...groomFamily.auth, 'accept-language': language },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<MatchAnswer>();
  };
  const factor = (answer: MatchAnswer, id: string) => answer.factors.find((each) => each.id === id);

  beforeAll(async () => {
    const brideFamily = await createMember(t, 'schools.bride@example.lk');
    // Nimali: Ashwini 1 (Deva), Mesha. Kasun: Krittika 1 (Rakshasa), Mesha.
    groom = await addProfile(t, groomFamily, { name: 'Kasun', sex: 1, ...chart(3, 1, 1) });
    bride = await addProfile(t, brideFamily, { name: 'Nimali', sex: 2, ...chart(1, 1, 1) });
  });

  it('passes Ganam for a Deva bride with a Rakshasa groom and names the astrologers who fail it', async () => {
    const answer = await match('tamil');
    expect(factor(answer, 'ganam')).toMatchObject({ verdict: 'pass', otherSchools: [schoolNotes.ganamStrict] });
    // Where every source agrees, no line: Mahendram.
    expect(factor(answer, 'mahendram')).not.toHaveProperty('otherSchools');
  });

  it('says the other school in Sinhala and in Tamil', async () => {
    expect(factor(await match('tamil', 'si'), 'ganam')?.otherSchools).toEqual([si.horoscope['school.ganamStrict']]);
    expect(factor(await match('tamil', 'ta'), 'ganam')?.otherSchools).toEqual([ta.horoscope['school.ganamStrict']]);
  });

  it('lists no vruksha, pakshi or bhuta porondam, and says why, in the Sinhala answer', async () => {
    const answer = await match('sinhala');
    expect(answer.factors.map((each) => each.id)).not.toContain('vruksha');
    expect(answer.note).toBe(sinhalaNotComputedNote);
    expect((await match('sinhala', 'si')).note).toBe(si.horoscope.notComputedSinhala);
  });
});
