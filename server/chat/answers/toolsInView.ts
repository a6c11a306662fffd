import type { ChatTurn } from '../../../contracts/chat';
import type { Catalogue } from '../catalogue';
import { usesTech } from '../facts';
import { SKILL_KIND_WORDS } from '../lexicon/cues';
import { listing, regexEscaped, tokens } from '../text';
import { stackKindAsked } from './stackKind';
import { answer, itemLink, type Answer } from './markdown';

// "+With what tool?" after an answer that named the technology ("KiCad, under Vehicles &
// hardware"): that technology again, with the work that uses it.
const TOOL_ASKED =
  /^(?:and\s+)?(?:(?:with|using|in|on)\s+)?(?:what|which)\s+(?:tools?|software|programs?|technolog(?:y|ies)|tech|languages?|frameworks?|libraries|library|stack)(?:\s+(?:did|does)\s+(?:he|she|they)\s+use)?\s*\??$/i;

export function toolsInView(
  cat: Catalogue,
  message: string,
  history: readonly ChatTurn[],
): Answer | undefined {
  if (!TOOL_ASKED.test(message.trim())) return undefined;
  const turn = history.findLast((t) => t.sender === 'ai');
  // Of one piece of work or one job in view, its own stack answers (see itemStack).
  const ownStack = (id: string) => cat.work.some((w) => w.id === id) || cat.items.get(id)?.type === 'entry';
  if ((turn?.items ?? []).filter(ownStack).length === 1) return undefined;
  const last = turn?.text ?? '';
  // "What framework?" after databases were named asks of frameworks.
  const kind = stackKindAsked(tokens(message));
  const named = cat.techs.filter(
    (t) =>
      t.listed &&
      (!kind || t.kind === SKILL_KIND_WORDS[kind]) &&
      new RegExp(`(?<![\\w.])${regexEscaped(t.title)}(?![\\w])`).test(last),
  );
  if (!named.length || named.length > 4) return undefined;
  const lines = named.map((t) => {
    const work = cat.work.filter((w) => usesTech(w, t));
    return `${t.title}${work.length ? `, used in ${listing(work.map(itemLink))}` : ''}`;
  });
  return answer(
    `${lines.join('; ')}.`,
    named.flatMap((t) => cat.work.filter((w) => usesTech(w, t))),
  );
}
