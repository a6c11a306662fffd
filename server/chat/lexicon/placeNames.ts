// Places known by more than one name: an old name, an English name and the local one. A visitor may
// say either; the owner's content says one. Single words, as questions are read (lower case, no
// accents).
const SAME_PLACES: readonly (readonly string[])[] = [
  ['bengaluru', 'bangalore'],
  ['mumbai', 'bombay'],
  ['chennai', 'madras'],
  ['kolkata', 'calcutta'],
  ['pune', 'poona'],
  ['gurugram', 'gurgaon'],
  ['kochi', 'cochin'],
  ['thiruvananthapuram', 'trivandrum'],
  ['mysuru', 'mysore'],
  ['beijing', 'peking'],
  ['guangzhou', 'canton'],
  ['yangon', 'rangoon'],
  ['kyiv', 'kiev'],
  ['gothenburg', 'goteborg'],
  ['munich', 'munchen'],
  ['cologne', 'koln'],
  ['nuremberg', 'nurnberg'],
  ['vienna', 'wien'],
  ['prague', 'praha'],
  ['warsaw', 'warszawa'],
  ['krakow', 'cracow'],
  ['copenhagen', 'kobenhavn'],
  ['lisbon', 'lisboa'],
  ['rome', 'roma'],
  ['milan', 'milano'],
  ['naples', 'napoli'],
  ['florence', 'firenze'],
  ['turin', 'torino'],
  ['venice', 'venezia'],
  ['seville', 'sevilla'],
  ['brussels', 'bruxelles', 'brussel'],
  ['antwerp', 'antwerpen'],
  ['geneva', 'geneve', 'genf'],
  ['zurich', 'zuerich'],
  ['athens', 'athina'],
  ['bucharest', 'bucuresti'],
  ['belgrade', 'beograd'],
  ['moscow', 'moskva'],
  ['istanbul', 'constantinople'],
  ['saigon', 'hcmc'],
];

/**
 * For a place the content names, each other name of it mapped to the content's own: a visitor's
 * "Bangalore" is the owner's "Bengaluru".
 */
export function placeAliasesFor(contentWords: ReadonlySet<string>): ReadonlyMap<string, string> {
  const aliases = new Map<string, string>();
  for (const names of SAME_PLACES) {
    const own = names.find((n) => contentWords.has(n));
    if (own) for (const n of names) if (n !== own) aliases.set(n, own);
  }
  return aliases;
}
