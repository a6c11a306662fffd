import type { ChatTurn } from '../../contracts/chat';

// Follow-ups that ask the question before them again of something else ("and in fintech?",
// "how long have they lived there?"), said whole for the answerer.

// A question of time spent: "how many years of software experience?", "how long in fintech?".
const YEARS_ASKED = /\b(?:how many years|how long|years of|years in|years as)\b/i;
// "And how many of those in fintech?", "and in fintech?", "how about as a lead?": the field alone.
const FIELD_AGAIN =
  /^(?:and|so|ok|okay|how about|what about)?\s*(?:how many (?:of (?:those|them|these)|years)\s+)?(?:were\s+)?(in|at|as|with|doing)\s+(.+?)[\s?.!]*$/i;

/**
 * "And how many of those in fintech?" after a question of years: the years asked again of the
 * field named, as a question of its own; any other message as it is.
 */
export function yearsAgainOf(message: string, history: readonly ChatTurn[]): string {
  // Past any "and in fintech?" asked already, to the question of years they all ask again.
  const asked = history.findLast((t) => t.sender === 'user' && !FIELD_AGAIN.test(t.text.trim()));
  if (!asked || !YEARS_ASKED.test(asked.text)) return message;
  const again = FIELD_AGAIN.exec(message.trim());
  if (!again || again[2]!.split(/\s+/).length > 4) return message;
  return `how many years ${again[1]!.toLowerCase()} ${again[2]}?`;
}

// "Where is she based?": a question of where the owner lives.
const LOCATION_ASKED = /\b(?:where\b.*\b(?:based|live|lives|living|located|from)|location)\b/i;
const THERE_LIVED = /\b(lived?|living|been|based|stayed?)\s+there\b/i;

/**
 * "How long has she lived there?" after "where is she based?": "there" is the owner's city, said
 * for the answerer; any other message as it is.
 */
export function placeAgainOf(message: string, history: readonly ChatTurn[], location: string): string {
  const asked = history.findLast((t) => t.sender === 'user');
  const city = location.split(',')[0]!.trim();
  if (!asked || !LOCATION_ASKED.test(asked.text) || !city) return message;
  return message.replace(THERE_LIVED, (_, verb: string) => `${verb} in ${city}`);
}

// "Has he led a team?", "does she manage people?": a question of leading.
const LEAD_ASKED = /\b(?:lead|leads|led|leading|leader|leadership|manage|manages|managed|managing)\b/i;
const SIZE_ALONE =
  /^(?:and\s+|so\s+)?(?:how (?:big|large|many people)|what size|of what size)(?:\s+(?:was|were|is|are)\s+(?:it|they|that|those|these|the teams?))?[\s?.!]*$/i;

/** "How big?" after a question of leading: the size of the teams led, as a question of its own. */
export function teamSizeAgainOf(message: string, history: readonly ChatTurn[]): string {
  const asked = history.findLast((t) => t.sender === 'user');
  if (!asked || !LEAD_ASKED.test(asked.text) || !SIZE_ALONE.test(message.trim())) return message;
  return 'how big were the teams led?';
}

// "For what?", "what for?", "doing what?": the use of what the last question named, asked alone.
const PURPOSE_ALONE =
  /^(?:and\s+|so\s+)?(?:for what(?: purpose)?|what for|doing what|to do what|in what|on what|what did (?:he|she|they) use it for|used (?:it )?for what)[\s?.!]*$/i;

/**
 * "For what?" after "has he used Yocto?": where the technology the last question named was used,
 * as a question of its own; any other message as it is.
 */
export function purposeAgainOf(
  message: string,
  history: readonly ChatTurn[],
  techOf: (text: string) => string | undefined,
): string {
  if (!PURPOSE_ALONE.test(message.trim())) return message;
  const asked = history.findLast((t) => t.sender === 'user');
  const tech = asked ? techOf(asked.text) : undefined;
  return tech ? `where has the owner used ${tech}?` : message;
}

// "And to London?", "what about in Berlin?": a phrase alone, after a question that ended with one.
const PHRASE_AGAIN = /^(?:and|or|what about|how about)\s+(to|in|at|for|with|from)\s+(.+?)[\s?.!]*$/i;

/**
 * "Would he relocate to Amsterdam?" then "and to London?": the last question with its closing
 * phrase swapped for this one; any other message as it is.
 */
export function phraseAgainOf(message: string, history: readonly ChatTurn[]): string {
  const again = PHRASE_AGAIN.exec(message.trim());
  if (!again || again[2]!.split(/\s+/).length > 4) return message;
  const asked = history.findLast((t) => t.sender === 'user' && !PHRASE_AGAIN.test(t.text.trim()));
  const prep = again[1]!.toLowerCase();
  const closing = new RegExp(`\\b${prep}\\s+[^?.!,]+?([?.!]*)$`, 'i');
  if (!asked || !closing.test(asked.text.trim())) return message;
  return asked.text.trim().replace(closing, (_, end: string) => `${prep} ${again[2]}${end}`);
}

// "Would she relocate?", "can he work in the UK?": a question of where the owner would move or work.
const RELOCATION_ASKED = /\b(?:relocat\w*|move|moving|emigrat\w*)\b/i;
const WORK_IN_ASKED = /\b(?:work (?:in|from)|visa|authori[sz]\w*|sponsor\w*|permit|right to work)\b/i;
const NEED_ASKED = /\b(?:need|needs|require|requires)\b.*\b(?:visa|sponsor\w*|permit)\b/i;
// "What about the US?", "and Canada?", "how about Singapore?": a place alone.
const PLACE_ALONE = /^(?:and|so|ok|okay)?\s*(?:(?:what|how) about\s+|and\s+)?(?:to\s+|in\s+)?(.+?)[\s?.!]*$/i;

/**
 * "What about the US?" after "would he relocate to Berlin?": the same question of the country named,
 * said whole; any other message as it is.
 */
export function countryAgainOf(
  message: string,
  history: readonly ChatTurn[],
  countriesIn: (text: string) => string[],
): string {
  const placeOf = (text: string) => {
    const place = PLACE_ALONE.exec(text.trim())?.[1] ?? '';
    return place.split(/\s+/).length <= 3 && countriesIn(place).length ? place : undefined;
  };
  const place = placeOf(message);
  if (!place) return message;
  // "And Canada?" after "what about the US?" asks what the question before both asked.
  const asked = history.findLast((t) => t.sender === 'user' && !placeOf(t.text))?.text ?? '';
  if (RELOCATION_ASKED.test(asked)) return `would the owner relocate to ${place}?`;
  if (NEED_ASKED.test(asked)) return `does the owner need a visa for ${place}?`;
  if (WORK_IN_ASKED.test(asked)) return `can the owner work in ${place}?`;
  return message;
}
