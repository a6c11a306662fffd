import type { UnansweredGroup } from './report';

// A draft `faq` entry (content/schema.ts faqSchema) from a question the assistant could not answer:
// its wordings as the questions, the items the assistant took it to be about, and an answer for the
// owner to write. Printed as TypeScript to paste into content/faq.ts.

export interface FaqDraft {
  id: string;
  questions: string[];
  answer: string;
  items?: string[];
}

const ANSWER_PLACEHOLDER = 'TODO: your answer, in your own words.';
const MAX_QUESTIONS = 4;

/** A slug for the entry from the question's first words (content's slugs: a-z, 0-9 and "-"). */
export function draftId(question: string): string {
  const words = question
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean)
    .slice(0, 6);
  return words.join('-').slice(0, 64).replace(/-+$/, '') || 'new-question';
}

export function faqDraft(group: UnansweredGroup, question: UnansweredGroup['questions'][number]): FaqDraft {
  return {
    id: draftId(question.text),
    questions: question.wordings.slice(0, MAX_QUESTIONS),
    answer: ANSWER_PLACEHOLDER,
    ...(group.items.length ? { items: group.items } : {}),
  };
}

/** The entry as it would sit in content/faq.ts's array; JSON's quoting is valid TypeScript. */
export function faqDraftSource(draft: FaqDraft): string {
  const lines = [
    '{',
    `  id: ${JSON.stringify(draft.id)},`,
    `  questions: [${draft.questions.map((q) => JSON.stringify(q)).join(', ')}],`,
    `  answer: ${JSON.stringify(draft.answer)},`,
  ];
  if (draft.items) lines.push(`  items: [${draft.items.map((i) => JSON.stringify(i)).join(', ')}],`);
  lines.push('},');
  return lines.join('\n');
}
