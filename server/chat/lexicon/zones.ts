import { createRequire } from 'node:module';
import type { CityData } from 'city-timezones';

// The time zone of a place as owners write it ("Osaka, Japan", "Gothenburg, Sweden"), from the
// city-timezones catalogue of about 7,300 cities: the city's own zone, else the country's where all
// of its cities share one. Loaded on the first question that needs it, not at start.

const require = createRequire(import.meta.url);

// Names as places are written: lower case, accents dropped ("Montréal" is "montreal").
const plain = (s: unknown) =>
  String(s ?? '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .trim();

type City = { city: string; ascii: string; country: string; iso2: string; pop: number; timezone: string };
let cities: readonly City[] | undefined;
// The catalogue with its names written plain, once, on first use.
const catalogue = () =>
  (cities ??= (require('city-timezones') as { cityMapping: CityData[] }).cityMapping.map((c) => ({
    city: plain(c.city),
    ascii: plain(c.city_ascii),
    country: plain(c.country),
    iso2: plain(c.iso2),
    pop: c.pop,
    timezone: c.timezone,
  })));
// An owner's location is asked of again and again: each is looked up once.
const known = new Map<string, string | undefined>();

/** The IANA zone of a location written "city, country" (or either alone), if the catalogue knows it. */
export function zoneOf(location: string): string | undefined {
  if (!known.has(location)) known.set(location, zoneOfPlace(location));
  return known.get(location);
}

function zoneOfPlace(location: string): string | undefined {
  const parts = location.split(',').map(plain).filter(Boolean);
  if (!parts.length) return undefined;
  const [city, country] = [parts[0]!, parts.length > 1 ? parts.at(-1)! : undefined];
  const ofCountry = (c: City) => c.country === country || c.iso2 === country;
  // A country the catalogue names otherwise ("Scotland", "UK", "USA") leaves the city alone to decide.
  const listed = !!country && catalogue().some(ofCountry);
  const named = catalogue().filter((c) => (c.city === city || c.ascii === city) && (!listed || ofCountry(c)));
  const zones = new Set(named.map((c) => c.timezone));
  if (zones.size === 1) return [...zones][0];
  // A name several cities share ("London"): the zone of the largest of them.
  if (zones.size > 1) return named.reduce((a, b) => (b.pop > a.pop ? b : a)).timezone;
  // A city the catalogue lacks ("Gothenburg" is there as "Göteborg"): its country's only zone.
  const place = country ?? city;
  const national = new Set(
    catalogue()
      .filter((c) => c.country === place)
      .map((c) => c.timezone),
  );
  return national.size === 1 ? [...national][0] : undefined;
}

/** A zone as a visitor reads it at a moment: "Japan Standard Time (UTC+9)". */
export function zoneName(zone: string, at: Date): string {
  const part = (timeZoneName: 'long' | 'shortOffset') =>
    new Intl.DateTimeFormat('en-GB', { timeZone: zone, timeZoneName })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName')?.value ?? '';
  const offset = part('shortOffset').replace(/^GMT/, 'UTC').replace(/^UTC$/, 'UTC+0');
  return `${part('long')} (${offset})`;
}

/** A zone's offset from UTC at a moment, in minutes (Tokyo: 540). */
export function offsetMinutes(zone: string, at: Date): number {
  const name =
    new Intl.DateTimeFormat('en-GB', { timeZone: zone, timeZoneName: 'shortOffset' })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName')?.value ?? '';
  const m = /([+-])(\d{1,2})(?::(\d\d))?/.exec(name);
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3] ?? 0)) : 0;
}
