import type {
  AstroDetails,
  BasicDetails,
  ContactDetails,
  ImageDisplay,
  LatestResult,
  ProfileView,
  ProfileViewWire,
  SearchResult,
  ViewSummary,
} from '@vivaha/shared/public';

export function latestResult(id: number, overrides: Partial<LatestResult> = {}): LatestResult {
  return {
    profileid: id,
    name: `Member ${id}`,
    age: 20 + id,
    occupation: 'Engineer',
    livingcity: 'Kandy',
    religion: 'Buddhist',
    ethnicity: 'Sinhalese',
    education: 'Graduate Degree',
    martialstatus: 'Never Married',
    sex: id % 2 ? 'Male' : 'Female',
    profileURL: `/profile/${id}_Member_${id}`,
    defaultimage: '',
    photoProtected: false,
    verified: [],
    ...overrides,
  };
}

export const cardsAnswer = (results: LatestResult[]) => ({
  items: results.map((result) => ({ searchResults: JSON.stringify(result) })),
});

export function searchResult(id: number, overrides: Partial<SearchResult> = {}): SearchResult {
  return {
    profileid: id,
    name: `Member ${id}`,
    age: 30,
    livingcity: 'Toronto',
    residentcountry: 'Canada',
    ethnicity: 'Sri Lankan Tamil',
    religion: 'Hindu',
    martialstatus: 'Never Married',
    occupation: 'Accountant',
    sex: 'Female',
    astroChevaiThosam: false,
    ChartAvailable: false,
    profileURL: `/profile/${id}_Member_${id}`,
    defaultimage: '',
    photoProtected: false,
    verified: [],
    ...overrides,
  };
}

export const searchAnswer = (results: SearchResult[], totalCount = results.length, lastSeen = '2025-03-01') => ({
  items: results.map((result) => ({ lastSeen, searchResults: JSON.stringify(result) })),
  totalCount,
  countCapped: false,
});

const summary: ViewSummary = {
  profileid: 42,
  name: 'Kumari',
  age: 29,
  sex: 'Female',
  createdby: 'Parents',
  martialstatus: 'Never Married',
  ethnicity: 'Sinhalese',
  religion: 'Buddhist',
  additionalcaste: '',
  mothertonque: 'Sinhala',
  education: 'Graduate Degree',
  occupation: 'Doctor',
  livingcity: 'Colombo',
  residentcountry: 'Sri Lanka',
  birthcity: 'Galle',
  astroChevaiThosam: false,
  ChartAvailable: false,
  profileURL: '/profile/42_Kumari',
  verified: [],
  defaultimage: '',
};

const basic: BasicDetails = {
  birthcountry: 'Sri Lanka',
  castenobar: true,
  sponsor: false,
  annualincome: '',
  additionaloccupation: '',
  additionalqualification: 'MBBS',
  notbeleiveinhor: false,
  heightText: '160 cm',
  weightText: '',
  complexion: 'Fair',
  foodhabits: 'Vegetarian',
  bodytype: 'Slim',
  citizencountry: 'Sri Lanka',
  other: 'I like music.',
  exOther: 'A kind partner.',
  more: [{ field: 'familydetails', value: 'Father a retired teacher; one elder brother, married.', prose: true }],
};

const openContact: ContactDetails = {
  title: 'Mrs.',
  contactname: 'Sunethra Perera',
  email: 'sunethra@example.lk',
  organization: '',
  address1: '12 Temple Road',
  address2: '',
  address3: '',
  city: 'Colombo',
  postcode: '00500',
  country: 'Sri Lanka',
  phone1: '',
  phone2: '',
  fax: '',
  mobile: '+94 77 123 4567',
  message: '',
};

const openAstro: AstroDetails = {
  notbeleiveinhor: false,
  astro_star: 'Rohini',
  astro_rasi: 'Taurus',
  astro_padam: 2,
  astro_pavam: '',
  astro_birthdaytime: '1996-04-02T06:30',
  astroChevaiThosam: false,
  astro_ChartFile: '',
  message: '',
};

export const politeText = {
  contact: 'Contact details are shown to members with a published profile of the opposite gender.',
  astro: 'Horoscope details are shown to members with a published profile of the opposite gender.',
  photo: 'Photos are shown to members with a published profile of the opposite gender.',
};

interface ViewOptions {
  showphoto?: boolean;
  photoprotected?: boolean;
  showcontact?: boolean;
  showastro?: boolean;
  images?: ImageDisplay['items'];
  permisionData?: ProfileView['permisionData'];
}

/** The pp/{id} answer for Kumari (42), open or closed section by section. */
export function profileViewAnswer({
  showphoto = true,
  photoprotected = false,
  showcontact = true,
  showastro = true,
  images = [],
  permisionData = [],
}: ViewOptions = {}): ProfileViewWire {
  const imageDisplay: ImageDisplay = showphoto
    ? { items: images, message: images.length ? '' : 'No photo has been added yet.' }
    : { items: [], message: politeText.photo };
  return {
    searchResults: JSON.stringify(summary),
    basicDetails: JSON.stringify(basic),
    astroDetails: JSON.stringify(showastro ? openAstro : { message: politeText.astro }),
    contactDetails: JSON.stringify(showcontact ? openContact : { message: politeText.contact }),
    imageDisplay: JSON.stringify(imageDisplay),
    showphoto,
    photoavailable: showphoto ? images.length > 0 : true,
    photoprotected,
    showcontact,
    showastro,
    fkCustId: 7,
    bybroker: false,
    permisionData,
  };
}
