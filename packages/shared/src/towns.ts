import type { Language } from './languages.ts';

/**
 * The main towns of Sri Lanka in the three scripts, as families write them in a profile's city
 * (which stays as they typed it): the city fields suggest these names, and a search for a town by
 * any of its names finds it written in the others ("Kandy" finds "මහනුවර" and "கண்டி").
 * `also` holds other spellings in Latin letters.
 */
export interface Town {
  en: string;
  si: string;
  ta: string;
  also?: readonly string[];
}

export const towns: readonly Town[] = [
  { en: 'Colombo', si: 'කොළඹ', ta: 'கொழும்பு', also: ['Kolamba'] },
  { en: 'Dehiwala-Mount Lavinia', si: 'දෙහිවල-ගල්කිස්ස', ta: 'தெஹிவளை-கல்கிசை', also: ['Dehiwala', 'Mount Lavinia'] },
  { en: 'Sri Jayawardenepura Kotte', si: 'ශ්‍රී ජයවර්ධනපුර කෝට්ටේ', ta: 'ஸ்ரீ ஜயவர்த்தனபுர கோட்டை', also: ['Kotte'] },
  { en: 'Moratuwa', si: 'මොරටුව', ta: 'மொரட்டுவை' },
  { en: 'Maharagama', si: 'මහරගම', ta: 'மகரகம' },
  { en: 'Negombo', si: 'මීගමුව', ta: 'நீர்கொழும்பு', also: ['Meegamuwa'] },
  { en: 'Gampaha', si: 'ගම්පහ', ta: 'கம்பஹா' },
  { en: 'Wattala', si: 'වත්තල', ta: 'வத்தளை' },
  { en: 'Ja-Ela', si: 'ජාඇල', ta: 'ஜா-எல' },
  { en: 'Kelaniya', si: 'කැළණිය', ta: 'களனி' },
  { en: 'Kalutara', si: 'කළුතර', ta: 'களுத்துறை' },
  { en: 'Panadura', si: 'පානදුර', ta: 'பாணந்துறை' },
  { en: 'Horana', si: 'හොරණ', ta: 'ஹொரணை' },
  { en: 'Beruwala', si: 'බේරුවල', ta: 'பேருவளை' },
  { en: 'Kandy', si: 'මහනුවර', ta: 'கண்டி', also: ['Mahanuwara'] },
  { en: 'Matale', si: 'මාතලේ', ta: 'மாத்தளை' },
  { en: 'Dambulla', si: 'දඹුල්ල', ta: 'தம்புள்ளை' },
  { en: 'Nuwara Eliya', si: 'නුවරඑළිය', ta: 'நுவரெலியா' },
  { en: 'Hatton', si: 'හැටන්', ta: 'ஹட்டன்' },
  { en: 'Gampola', si: 'ගම්පොළ', ta: 'கம்பளை' },
  { en: 'Galle', si: 'ගාල්ල', ta: 'காலி' },
  { en: 'Matara', si: 'මාතර', ta: 'மாத்தறை' },
  { en: 'Hambantota', si: 'හම්බන්තොට', ta: 'அம்பாந்தோட்டை' },
  { en: 'Tangalle', si: 'තංගල්ල', ta: 'தங்காலை' },
  { en: 'Ratnapura', si: 'රත්නපුර', ta: 'இரத்தினபுரி' },
  { en: 'Embilipitiya', si: 'ඇඹිලිපිටිය', ta: 'எம்பிலிப்பிட்டிய' },
  { en: 'Kegalle', si: 'කෑගල්ල', ta: 'கேகாலை' },
  { en: 'Kurunegala', si: 'කුරුණෑගල', ta: 'குருநாகல்' },
  { en: 'Kuliyapitiya', si: 'කුලියාපිටිය', ta: 'குளியாப்பிட்டிய' },
  { en: 'Puttalam', si: 'පුත්තලම', ta: 'புத்தளம்' },
  { en: 'Chilaw', si: 'හලාවත', ta: 'சிலாபம்', also: ['Halawatha'] },
  { en: 'Anuradhapura', si: 'අනුරාධපුරය', ta: 'அனுராதபுரம்' },
  { en: 'Polonnaruwa', si: 'පොළොන්නරුව', ta: 'பொலன்னறுவை' },
  { en: 'Badulla', si: 'බදුල්ල', ta: 'பதுளை' },
  { en: 'Bandarawela', si: 'බණ්ඩාරවෙල', ta: 'பண்டாரவளை' },
  { en: 'Monaragala', si: 'මොණරාගල', ta: 'மொனராகலை', also: ['Moneragala'] },
  { en: 'Jaffna', si: 'යාපනය', ta: 'யாழ்ப்பாணம்', also: ['Yalpanam'] },
  { en: 'Point Pedro', si: 'පේදුරුතුඩුව', ta: 'பருத்தித்துறை' },
  { en: 'Kilinochchi', si: 'කිලිනොච්චිය', ta: 'கிளிநொச்சி' },
  { en: 'Mannar', si: 'මන්නාරම', ta: 'மன்னார்' },
  { en: 'Vavuniya', si: 'වවුනියාව', ta: 'வவுனியா' },
  { en: 'Mullaitivu', si: 'මුලතිව්', ta: 'முல்லைத்தீவு' },
  { en: 'Trincomalee', si: 'ත්‍රිකුණාමලය', ta: 'திருகோணமலை' },
  { en: 'Batticaloa', si: 'මඩකලපුව', ta: 'மட்டக்களப்பு' },
  { en: 'Kattankudy', si: 'කාත්තන්කුඩි', ta: 'காத்தான்குடி' },
  { en: 'Ampara', si: 'අම්පාර', ta: 'அம்பாறை' },
  { en: 'Kalmunai', si: 'කල්මුණේ', ta: 'கல்முனை' },
];

/** A name as compared: lower case, without spaces, dots, hyphens or apostrophes ("Nuwara-Eliya"). */
const folded = (name: string) =>
  name
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\s.'’-]+/g, '');

const namesOf = (town: Town) => [town.en, town.si, town.ta, ...(town.also ?? [])];

const byName = new Map(towns.flatMap((town) => namesOf(town).map((name) => [folded(name), town] as const)));

/**
 * Every name a search for a place should find: all the names of a known town typed in any script
 * or spelling, else the place as typed.
 */
export function placeNames(typed: string): string[] {
  const place = typed.trim();
  if (!place) return [];
  const town = byName.get(folded(place));
  return town ? namesOf(town) : [place];
}

/**
 * The names a city field suggests on a page: each town in the page's script first, then the
 * other Sri Lankan script and English, so a family picks the name they write.
 */
export function townSuggestions(language: Language): string[] {
  const order: Array<'en' | 'si' | 'ta'> =
    language === 'si' ? ['si', 'ta', 'en'] : language === 'ta' ? ['ta', 'si', 'en'] : ['en', 'si', 'ta'];
  const collator = new Intl.Collator(language);
  return order.flatMap((script) => towns.map((town) => town[script]).sort(collator.compare));
}
