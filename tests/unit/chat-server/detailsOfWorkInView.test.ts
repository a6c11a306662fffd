import { describe, expect, it } from 'vitest';
import type { Owner } from '../../../content';
import { OWNERS } from './owners';
import { askAfter, askInTurn, projectEntry } from './ownerCopies';

// Follow-ups on the one piece of work in view ask a detail of it, not of the owner: "which database?"
// is the database in its stack, "is it tested?" a yes with its own sentence, or that the site
// doesn't say; never the owner's skills list or the card again.

const QUELLMARK = projectEntry('quellmark', {
  title: 'Quellmark',
  description:
    'Quellmark ranks quells with the Quellsort library. It has automated tests for every endpoint.',
  techStack: [
    { title: 'Quellscript', icon: 'quellscript' },
    { title: 'PostgreSQL', icon: 'postgresql' },
  ],
  live: 'https://quellmark.example.com/',
});
const QUELLPAD = projectEntry('quellpad', {
  title: 'Quellpad',
  description: 'Quellpad keeps notes on quells.',
});

describe.each(OWNERS)('on %s', (_, owner) => {
  const o: Owner = { ...owner, projects: [...owner.projects, QUELLMARK, QUELLPAD] };
  const about = (title: string, then: string) => askAfter(o, `tell me about ${title}`, then);

  it('answers "which database?" with the database in its stack', () => {
    const a = about('Quellmark', 'which database?');
    expect(a.items).toEqual(['quellmark']);
    expect(a.text).toContain('PostgreSQL');
    expect(a.text).not.toContain('Quellscript');
  });

  it('answers "what library?" with its own sentence when the stack names none', () => {
    const a = about('Quellmark', `what library did ${owner.firstName} use?`);
    expect(a.items).toEqual(['quellmark']);
    expect(a.text).toMatch(/names no library/);
    expect(a.text).toContain('Quellsort library');
  });

  it('answers "is it tested?" with a yes and its own sentence, or that the site does not say', () => {
    const yes = about('Quellmark', 'is it tested?');
    expect(yes.text).toMatch(/^Yes: .*automated tests for every endpoint/);
    const unsaid = about('Quellpad', 'is it tested?');
    expect(unsaid.text).toMatch(/^The site doesn't say/);
    expect(unsaid.kind).toBe('not-on-site');
    expect(unsaid.text).not.toContain('keeps notes');
  });

  it('answers "is it deployed?" with its live link', () => {
    expect(about('Quellmark', 'is it deployed?').text).toMatch(/^Yes: .*quellmark\.example\.com/);
  });

  it('says a live link is no sign of upkeep when asked "is it still maintained?"', () => {
    const a = about('Quellmark', 'is it still maintained?');
    expect(a.text).toMatch(/^The site doesn't say whether .*Quellmark.* is still maintained\. It is live at/);
    expect(a.kind).toBe('not-on-site');
  });

  it('reads "mobile friendly" as a quality of the work, never a no by its kind', () => {
    const a = about('Quellpad', 'is it mobile friendly?');
    expect(a.text).toMatch(/^The site doesn't say that of/);
    expect(about('Quellpad', 'is it a mobile app?').text).toMatch(/^No: /);
  });

  it('says the card shown is all there is when asked for more, with its links, not the card again', () => {
    const card = askAfter(o, 'what projects are there?', 'tell me about Quellmark');
    const more = askInTurn(o, ['tell me about Quellmark', 'tell me more']);
    expect(more.text).not.toBe(card.text);
    expect(more.text).toMatch(/^That is all the site says about .*Quellmark.*quellmark\.example\.com/);
    expect(more.items).toEqual(['quellmark']);
  });
});
