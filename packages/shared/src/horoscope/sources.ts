/**
 * The published tables and open implementations the horoscope rules were checked against. A rule
 * names its sources by these keys (`FactorRule.sources`, `School.sources`), and the expected
 * tables (`tables/*.txt`) print them in their headers, so an astrologer can look each one up.
 * Implementations were read for their tables and outputs only; no code was taken from them.
 */
export interface Source {
  /** Who published it. */
  title: string;
  /** Where it can be read. */
  where: string;
}

export const sources = {
  tamilhoroscope: {
    title: 'tamilhoroscope.in, marriage matching rules (Dinam, Ganam, Mahendra, Rasi, Nadi, Yoni, Rajju, Vedhai)',
    where:
      'http://www.tamilhoroscope.in/marriage_matching_tamil_horoscope.php, quoted in full in ' +
      'ananthakumaran/ananthakumaran.github.com, _posts/2016-03-31-probability-behind-marriage-horoscope.md',
  },
  vysyamala: {
    title: "vysyamala.com's Dinam rules (count list, same star, count 27)",
    where:
      'quoted in the dina_porutham_south docstring of naturalstupid/PyJHora, src/jhora/horoscope/match/compatibility.py',
  },
  rajaramaneb: {
    title: 'rajaramaneb.blogspot.com, "தினப்பொருத்தம்" and "வேதைப்பொருத்தம்"',
    where:
      'https://rajaramaneb.blogspot.com/search?max-results=1&reverse-paginate=true&updated-max=2019-03-30T10%3A34%3A00-07%3A00 and ' +
      'https://rajaramaneb.blogspot.com/search?max-results=1&reverse-paginate=true&updated-max=2019-04-01T23%3A40%3A00-07%3A00',
  },
  swamydharisanam: {
    title: 'swamydharisanam.gloriouswebtech.com, "ஏக நட்சத்திர, ராசி திருமணம் நல்லதா?" (same-star couples)',
    where: 'https://swamydharisanam.gloriouswebtech.com/ (article 473)',
  },
  astrosiva: {
    title: 'astrosiva.in, "மகேந்திர பொருத்தம்"',
    where: 'https://astrosiva.in/mahendra-porutham-in-tamil',
  },
  seithipunal: {
    title: 'seithipunal.com, "திருமணத்தில் ஸ்திரீ பொருத்தம் எப்படி பார்க்க வேண்டும்?"',
    where: 'https://seithipunal.com/culture/stree-poruththam',
  },
  arivomayiram: {
    title: 'arivomayiram.com, "ராசி பொருத்தம் என்றால் என்ன?"',
    where: 'https://arivomayiram.com/rasi-porutham-endral-enna/?amp=1',
  },
  ibcbakthi: {
    title: 'ibcbakthi.com, "ராசி பொருத்தம்" and "ராசி அதிபதி பொருத்தம்"',
    where: 'https://ibcbakthi.com/porutham/rasi-porutham, https://ibcbakthi.com/porutham/rasi-athipathi-porutham',
  },
  hosuronline: {
    title: 'horoscope.hosuronline.com, "ராசி பொருத்தம் என்றால் என்ன?"',
    where: 'https://horoscope.hosuronline.com/learn-astrology-details.php?nid=50',
  },
  neerkondar: {
    title: 'neerkondar.blogspot.com, "ரஜ்ஜுப் பொருத்தம்" (five rajju, ascending and descending halves)',
    where: 'http://neerkondar.blogspot.com/2013/06/blog-post_1528.html?m=1',
  },
  yoginataraj: {
    title: 'yoginataraj.com, "Gana Kootam" (gana of each star, grading of gana pairs)',
    where: 'https://www.yoginataraj.com/gana-kootam/',
  },
  asiaoss: {
    title: 'asia-oss.net, "Horoscopes" (lord, gana and yoni animal of each star)',
    where: 'http://asia-oss.net/astro/horoscopes.htm',
  },
  tirumanaporutham: {
    title: 'tirumanaporutham.blogspot.com, "Yoni Porutham" (animal of each star, seven enemy pairs)',
    where: 'https://tirumanaporutham.blogspot.com/2011/04/yoni-porutham.html',
  },
  nakshatrasAppendix: {
    title: '"11.0 The Nakshatras Appendix" (the padas of each rasi, rasi lords)',
    where: 'https://pt.scribd.com/document/317192097/11-0-The-Nakshatras-Appendix-56-docx',
  },
  tamizhdb: {
    title: 'tamizhdb.com, "ராசி அதிபதி பொருத்தம்" (grading by friendship of the two lords)',
    where: 'https://www.tamizhdb.com/ (article ராசி-அதிபதி-பொருத்தம்)',
  },
  pyjhora: {
    title: 'PyJHora, its South Indian (Tamil) tables and rules',
    where: 'naturalstupid/PyJHora, src/jhora/horoscope/match/compatibility.py (AGPL; read, not copied)',
  },
  matrimonyWebsite: {
    title: 'Mukurtham matrimony, its 10-porutham tables (Sri Lankan Tamil)',
    where: 'jathu3461-eng/Matrimony_Website, matrimony-app/backend/utils/astrology.js',
  },
  jothidaMatrimony: {
    title: 'Jothida matrimony, its 10-porutham tables',
    where: 'sivabeast/jothida_matrimony, lib/core/services/porutham_match.dart',
  },
  poruthamBackend: {
    title: 'Porutham-backend, its 10-porutham tables (Kerala names)',
    where: 'shehasv/Porutham-backend, src/utils/constants.js and src/services/porutham.service.js',
  },
  porondama: {
    title: 'porondama, a Sinhala porondam pre-screen, for what it reports of a printed Sinhala jyotisha book',
    where: 'dilum97/porondama, js/matching.js and data/reference.js',
  },
} as const satisfies Record<string, Source>;

export type SourceId = keyof typeof sources;
