import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { profileViewSchema, type ProfileView } from './public.ts';

const view: ProfileView = {
  searchResults: {
    profileid: 12,
    name: 'Kamala',
    age: 27,
    sex: 'Female',
    createdby: 'Parent',
    martialstatus: 'Never Married',
    ethnicity: 'Sinhalese',
    religion: 'Buddhist',
    additionalcaste: '',
    mothertonque: 'Sinhala',
    education: 'Degree',
    occupation: 'Teacher',
    livingcity: 'Kandy',
    residentcountry: 'Sri Lanka',
    birthcity: 'Kandy',
    astroChevaiThosam: false,
    ChartAvailable: false,
    profileURL: '/profile/12_Kamala',
    verified: [],
    defaultimage: '',
  },
  basicDetails: {
    birthcountry: 'Sri Lanka',
    castenobar: false,
    sponsor: false,
    annualincome: '',
    additionaloccupation: '',
    additionalqualification: '',
    notbeleiveinhor: false,
    heightText: '',
    weightText: '',
    complexion: '',
    foodhabits: '',
    bodytype: '',
    citizencountry: 'Sri Lanka',
    other: '',
    exOther: '',
    more: [],
  },
  astroDetails: { message: 'Horoscope details are shown to members only.' },
  contactDetails: { message: 'Contact details are shown to members only.' },
  imageDisplay: { items: [], message: 'No photos.' },
  showphoto: false,
  photoavailable: true,
  photoprotected: true,
  showcontact: false,
  showastro: false,
  fkCustId: 3,
  bybroker: false,
  permisionData: [],
};

describe('the profile view answer', () => {
  it('sends each section as a JSON string and reads it back the same', () => {
    const wire = z.encode(profileViewSchema, view);
    expect(typeof wire.contactDetails).toBe('string');
    expect(profileViewSchema.parse(JSON.parse(JSON.stringify(wire)))).toEqual(view);
  });

  it('never sends a field its section does not list, such as a phone left on a closed section', () => {
    const leaky = { ...view, contactDetails: { ...view.contactDetails, mobile: undefined, phone9: '0771234567' } };
    const wire = z.encode(profileViewSchema, leaky as ProfileView);
    expect(wire.contactDetails).not.toContain('0771234567');
  });

  it('refuses a section that is not JSON, or not of its shape', () => {
    const wire = z.encode(profileViewSchema, view);
    expect(profileViewSchema.safeParse({ ...wire, basicDetails: '{not json' }).success).toBe(false);
    expect(profileViewSchema.safeParse({ ...wire, imageDisplay: '{"items":"x","message":""}' }).success).toBe(false);
  });
});
