// "Which one was at KubeCon?" of a sentence listing five talks: the parts of the list that say the
// words asked, not the whole list again.

/** The parts of a listing sentence that say the topic, marked as cut; none where it is no list. */
export function listPartSaid(
  sentence: string,
  topic: readonly string[],
  says: (text: string, words: readonly string[]) => boolean,
): string | undefined {
  // "Five talks since 2021: A, B, C and D": the list follows a short lead.
  const colon = sentence.indexOf(': ');
  const body = colon > 0 && colon < 60 ? sentence.slice(colon + 2) : sentence;
  const parts = splitList(body.replace(/[.!]$/, ''));
  if (parts.length < 3) return undefined;
  const kept = parts.filter((p) => topic.some((w) => says(p, [w])));
  if (!kept.length || kept.length === parts.length) return undefined;
  return `…${kept.join('; ')}…`;
}

/** A list's parts at its commas, not at a comma inside quotes or brackets ("L’astreinte, ça se design"). */
function splitList(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '"') quoted = !quoted;
    else if (c === '“' || c === '(') depth++;
    else if ((c === '”' || c === ')') && depth) depth--;
    else if (c === ',' && !quoted && !depth && text[i + 1] === ' ') {
      parts.push(text.slice(start, i));
      start = i + 2;
    }
  }
  parts.push(text.slice(start));
  return parts.map((p) => p.replace(/^and\s+/, '').trim()).filter(Boolean);
}
