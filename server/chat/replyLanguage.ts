import type { ChatTurn } from '../../contracts/chat';
import type { Answer } from './answers/markdown';
import { isLanguage } from './passages';

// "Tell me about Kai in Swedish": the assistant answers in English only. A request to answer in
// another language is said to be one it cannot meet, and the rest of the message is answered.
// "Could he work in German?" asks about the owner, not the reply: only a request made of the
// assistant counts.

const REQUEST =
  /(?:^|[.!?]\s+|\b(?:please|pls|can you|could you|would you|will you|you)\s+)(?:tell|say|answer|reply|respond|write|describe|explain|translate|summari[sz]e|talk|speak to me)\b/i;
// "…in Swedish", "…in Swedish please?": the language ends the request ("in Japanese companies"
// is something else).
const IN_LANGUAGE = /\s*\b(?:in|into)\s+(\p{L}+)\b(?=\s*(?:,?\s*(?:please|pls)\b)?\s*(?:[?.!,;]|$))/giu;

/** The message without its "in Swedish" and "please", where it asks the reply in another language. */
export function otherLanguageAsked(message: string): { rest: string } | undefined {
  if (!REQUEST.test(message)) return undefined;
  const asked = [...message.matchAll(IN_LANGUAGE)].find(
    (m) => isLanguage(m[1]!.toLowerCase()) && m[1]!.toLowerCase() !== 'english',
  );
  if (!asked) return undefined;
  const rest = message
    .replace(asked[0], '')
    .replace(/[,\s]*\b(?:please|pls)\b[,\s]*/gi, ' ')
    .replace(/\s+([?.!])/g, '$1')
    .trim();
  // "Answer in German?" asks nothing else: what the assistant is for.
  return { rest: BARE_REQUEST.test(rest) ? 'who are you?' : rest };
}

const BARE_REQUEST =
  /^(?:can you |could you |would you |will you |pls |please )?(?:answer|reply|respond|write|talk|speak|say it|tell me)?[\s?.!]*$/i;

/** An answerer that says it answers in English only where asked for another language. */
export function inEnglishOnly<A extends Answer>(
  answer: (message: string, now?: Date, history?: readonly ChatTurn[]) => A,
): (message: string, now?: Date, history?: readonly ChatTurn[]) => A {
  return (message, now, history) => {
    const other = otherLanguageAsked(message);
    if (!other) return answer(message, now, history);
    const rest = answer(other.rest, now, history);
    return { ...rest, text: `I answer in English only. ${rest.text}` };
  };
}
