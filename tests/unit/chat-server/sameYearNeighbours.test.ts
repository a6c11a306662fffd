import { describe, expect, it } from 'vitest';
import type { Owner } from '../../../content';
import { OWNERS } from './owners';
import { askInTurn, projectEntry } from './ownerCopies';

// "+What came after that?" of work dated the same year as others: the site gives them no order, so
// those are said first, then the work dated after them; never a skip past them as if they came before.

describe.each(OWNERS)('on %s', (_, owner) => {
  const o: Owner = {
    ...owner,
    hackathons: [],
    projects: [
      projectEntry('quell-a', { title: 'Quella', year: 2020 }),
      projectEntry('quell-b', { title: 'Quellb', year: 2021 }),
      projectEntry('quell-c', { title: 'Quellc', year: 2021 }),
      projectEntry('quell-d', { title: 'Quelld', year: 2022 }),
    ],
  };

  it('names the work dated alike, then the next by date', () => {
    const a = askInTurn(o, ['tell me about Quellb', 'what came after that?']);
    expect(a.text).toMatch(
      /^\[\*\*Quellc\*\*\].* is dated 2021 too, and the site doesn't order work within a year\. After them: \[\*\*Quelld\*\*\]/,
    );
    expect(a.items[0]).toBe('quell-d');
    expect(askInTurn(o, ['tell me about Quellb', 'what came before that?']).items[0]).toBe('quell-a');
  });

  it('goes on from the neighbour named, and says when nothing is dated beyond them', () => {
    expect(askInTurn(o, ['tell me about Quella', 'what came after that?', 'and after that?']).items[0]).toBe(
      'quell-d',
    );
    const last = askInTurn(o, ['tell me about Quellc', 'what came after that?', 'and after that?']);
    expect(last.text).toMatch(/latest|Nothing is dated after/);
  });
});
