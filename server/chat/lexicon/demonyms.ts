// What a person from a country is called, with the words of the country's name: "Scottish" is
// said of someone from Scotland. Lower case, as questions are read. Demonyms that are also the name
// of a language (French, German) are read as languages first (see nationality.ts).
const DEMONYMS: Record<string, string> = {
  american: 'united states usa america',
  canadian: 'canada',
  mexican: 'mexico',
  brazilian: 'brazil',
  argentinian: 'argentina',
  argentine: 'argentina',
  chilean: 'chile',
  colombian: 'colombia',
  peruvian: 'peru',
  venezuelan: 'venezuela',
  cuban: 'cuba',
  british: 'united kingdom uk britain england scotland wales northern ireland',
  english: 'england',
  scottish: 'scotland',
  scots: 'scotland',
  welsh: 'wales',
  irish: 'ireland',
  australian: 'australia',
  kiwi: 'new zealand',
  zealander: 'new zealand',
  swedish: 'sweden',
  swede: 'sweden',
  norwegian: 'norway',
  danish: 'denmark',
  dane: 'denmark',
  finnish: 'finland',
  finn: 'finland',
  icelandic: 'iceland',
  belgian: 'belgium',
  swiss: 'switzerland',
  austrian: 'austria',
  spanish: 'spain',
  catalan: 'catalonia spain',
  portuguese: 'portugal',
  italian: 'italy',
  greek: 'greece',
  polish: 'poland',
  czech: 'czechia czech republic',
  slovak: 'slovakia',
  hungarian: 'hungary',
  romanian: 'romania',
  bulgarian: 'bulgaria',
  croatian: 'croatia',
  serbian: 'serbia',
  slovenian: 'slovenia',
  estonian: 'estonia',
  latvian: 'latvia',
  lithuanian: 'lithuania',
  ukrainian: 'ukraine',
  turkish: 'turkey türkiye',
  israeli: 'israel',
  iranian: 'iran',
  egyptian: 'egypt',
  moroccan: 'morocco',
  nigerian: 'nigeria',
  ghanaian: 'ghana',
  kenyan: 'kenya',
  ethiopian: 'ethiopia',
  african: 'africa',
  indian: 'india',
  pakistani: 'pakistan',
  bangladeshi: 'bangladesh',
  sri: 'sri lanka',
  lankan: 'sri lanka',
  nepali: 'nepal',
  chinese: 'china',
  taiwanese: 'taiwan',
  japanese: 'japan',
  korean: 'korea',
  vietnamese: 'vietnam',
  thai: 'thailand',
  filipino: 'philippines',
  indonesian: 'indonesia',
  malaysian: 'malaysia',
  singaporean: 'singapore',
  dutch: 'netherlands holland',
  german: 'germany',
  french: 'france',
  european: 'europe',
  asian: 'asia',
};

/** The words of the country a demonym names, if the word is one. */
export const countryOf = (word: string): string[] | undefined => DEMONYMS[word]?.split(' ');

// The countries of a region a visitor may ask the owner is based in ("is she in Europe?"), by the
// single words a location names them with.
const EUROPE =
  'uk britain england scotland wales ireland france germany spain portugal italy netherlands holland belgium luxembourg switzerland austria denmark sweden norway finland iceland poland czechia slovakia hungary romania bulgaria greece croatia serbia slovenia bosnia montenegro albania macedonia estonia latvia lithuania ukraine moldova malta cyprus';
const EU =
  'ireland france germany spain portugal italy netherlands holland belgium luxembourg austria denmark sweden finland poland czechia slovakia hungary romania bulgaria greece croatia slovenia estonia latvia lithuania malta cyprus';
const NORTH_AMERICA = 'usa us canada mexico';
const SOUTH_AMERICA = 'brazil argentina chile colombia peru venezuela ecuador bolivia uruguay paraguay';
const ASIA =
  'china japan korea india pakistan bangladesh nepal vietnam thailand indonesia philippines malaysia singapore taiwan israel iran turkey uae emirates qatar';
const AFRICA =
  'nigeria kenya ghana egypt morocco ethiopia tanzania uganda rwanda senegal tunisia algeria africa';
const OCEANIA = 'australia zealand fiji';
const REGIONS: Record<string, string> = {
  europe: EUROPE,
  european: EUROPE,
  eu: EU,
  scandinavia: 'sweden norway denmark',
  nordics: 'sweden norway denmark finland iceland',
  america: NORTH_AMERICA,
  americas: `${NORTH_AMERICA} ${SOUTH_AMERICA}`,
  latam: SOUTH_AMERICA,
  asia: ASIA,
  africa: AFRICA,
  oceania: OCEANIA,
  apac: `${ASIA} ${OCEANIA}`,
  emea: `${EUROPE} ${AFRICA} israel uae emirates qatar turkey`,
};

/** The country words of a region asked by name, if the word names one. */
export const countriesOfRegion = (word: string): ReadonlySet<string> | undefined =>
  REGIONS[word] ? new Set(REGIONS[word].split(' ')) : undefined;

const ALL_COUNTRIES = new Set(Object.values(REGIONS).flatMap((r) => r.split(' ')));
/** Whether a word of a location names a country some region holds. */
export const isCountryWord = (word: string) => ALL_COUNTRIES.has(word);

// Tables read by a visitor's words have no prototype: "constructor" is a word, not a key.
for (const table of [DEMONYMS, REGIONS]) Object.setPrototypeOf(table, null);
