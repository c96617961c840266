import { describe, expect, it } from 'vitest';

import { englishText } from './said.ts';
import { compareNic, NIC_DAY_TOLERANCE, nicBodySchema, readNic } from './verification.ts';

describe('reading a NIC number', () => {
  it('reads the old form: year, day of the year (every February of 29 days), V or X', () => {
    // 1995: 31 + 29 + 31 + 30 + 31 + 30 + 31 = 213 days to the end of July, so day 234 is 21 August.
    expect(readNic('952345678V')).toEqual({ normalised: '199523405678', dob: '1995-08-21', sex: 1 });
    expect(readNic('95 234 5678 x')).toEqual({ normalised: '199523405678', dob: '1995-08-21', sex: 1 });
  });

  it('reads the new 12-digit form, and maps the old form onto it so one person has one number', () => {
    expect(readNic('199523405678')).toEqual(readNic('952345678V'));
    expect(readNic('2001-001-01234')).toEqual({ normalised: '200100101234', dob: '2001-01-01', sex: 1 });
    expect(readNic('200136601234')?.dob).toBe('2001-12-31');
  });

  it('adds 500 to the day for a woman', () => {
    expect(readNic('957345678V')).toEqual({ normalised: '199573405678', dob: '1995-08-21', sex: 2 });
    expect(readNic('199850112345')).toEqual({ normalised: '199850112345', dob: '1998-01-01', sex: 2 });
    expect(readNic('198886612345')).toMatchObject({ dob: '1988-12-31', sex: 2 });
  });

  it('gives 29 February in a leap year, and 1 March for day 60 in another year', () => {
    expect(readNic('960601234V')?.dob).toBe('1996-02-29');
    expect(readNic('950601234V')?.dob).toBe('1995-03-01');
    expect(readNic('950611234V')?.dob).toBe('1995-03-01');
    expect(readNic('199656012345')).toMatchObject({ dob: '1996-02-29', sex: 2 });
  });

  it.each([
    ['', 'empty'],
    ['95234567V', 'eight digits'],
    ['9523456789V', 'ten digits'],
    ['952345678A', 'another letter'],
    ['950005678V', 'day 0'],
    ['953675678V', 'day 367'],
    ['955005678V', 'day 500'],
    ['958675678V', 'day 867'],
    ['19952340567', 'eleven digits'],
    ['189523405678', 'a year before 1900'],
    ['2995234056781', 'thirteen digits'],
    ['95234567８V', 'a digit of another script'],
  ])('refuses %j (%s)', (nic) => {
    expect(readNic(nic)).toBeUndefined();
  });
});

describe('comparing a NIC with a profile', () => {
  const facts = readNic('957345678V')!;

  it(`agrees within ${NIC_DAY_TOLERANCE} days either way, and not beyond`, () => {
    for (const dob of ['1995-08-19', '1995-08-21', '1995-08-23']) {
      expect(compareNic(facts, { dob, sex: 2 }).result).toBe('consistent');
    }
    for (const dob of ['1995-08-18', '1995-08-24', '1996-08-21']) {
      expect(compareNic(facts, { dob, sex: 2 })).toEqual({ result: 'mismatch', dobDiffers: true, sexDiffers: false });
    }
  });

  it('tells a man’s number on a bride’s profile apart from a wrong date', () => {
    expect(compareNic(readNic('952345678V')!, { dob: '1995-08-21', sex: 2 })).toEqual({
      result: 'mismatch',
      dobDiffers: false,
      sexDiffers: true,
    });
    expect(compareNic(readNic('952345678V')!, { dob: '1990-01-01', sex: 2 })).toEqual({
      result: 'mismatch',
      dobDiffers: true,
      sexDiffers: true,
    });
  });

  it('takes the day after the leap day either way in a year without one', () => {
    // Decoders that count real days put day 61 of 1995 on 2 March: within the tolerance.
    expect(compareNic(readNic('950611234V')!, { dob: '1995-03-02', sex: 1 }).result).toBe('consistent');
    expect(compareNic(readNic('950601234V')!, { dob: '1995-02-28', sex: 1 }).result).toBe('consistent');
  });
});

describe('the NIC field', () => {
  it('names the field and says the forms a number may have', () => {
    const missing = nicBodySchema.safeParse({ nic: ' ' });
    expect(missing.error?.issues[0]?.path).toEqual(['nic']);
    expect(englishText(missing.error!.issues[0]!.message)).toBe('Please enter the NIC number.');
    const wrong = nicBodySchema.safeParse({ nic: '12345' });
    expect(englishText(wrong.error!.issues[0]!.message)).toMatch(/9 digits and V or X, or 12 digits/);
    expect(nicBodySchema.safeParse({ nic: 957345678 }).success).toBe(false);
    expect(nicBodySchema.parse({ nic: ' 957345678v ' })).toEqual({ nic: '957345678v' });
  });
});
