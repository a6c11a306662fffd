import type { Item } from './catalogue';
import { usesTech } from './facts';
import { entitiesOf, type Parsed } from './understand';
import { isWork } from './answers/context';

// "The React one", "the Django app": a piece of work in view told apart by a technology it is built with.
const BY_TECH = /\bthe ([\w.+#-]+(?: [\w.+#-]+)?) (?:one|app|project|game|site|entry)\b/gi;

/**
 * A question that tells one piece of work in view from the others by its technology, with that
 * piece named instead ("does the React one use TypeScript?" after Star Review and eBuddies).
 */
export function namedByTech(text: string, read: (text: string) => Parsed, focus: readonly Item[]): string {
  const inView = focus.filter(isWork);
  if (inView.length < 2) return text;
  return text.replace(BY_TECH, (whole, phrase: string) => {
    const techs = entitiesOf(read(phrase), 'tech').map((t) => t.tech);
    if (techs.length !== 1) return whole;
    const using = inView.filter((w) => usesTech(w, techs[0]!));
    return using.length === 1 ? using[0]!.title : whole;
  });
}
