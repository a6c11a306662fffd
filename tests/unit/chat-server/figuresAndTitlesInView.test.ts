import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { askAfter, entriesOf, entry, projectEntry, withEntries } from './ownerCopies';

// "+By how much?", "+what numbers?" right after one job or piece of work ask for the figures its
// own words give, written in digits or in words, and say plainly when it gives none. "+Job title?"
// right after a past job asks for that job's title, not the current one.

describe.each(OWNERS)('on %s', (_, owner) => {
  const past = entry(
    'quell-analyst',
    'Quell Analyst',
    'Quellmark Freight',
    '2012-01',
    '2013-06',
    'I looked after the nightly reports. I cut the nightly batch from four hours to forty minutes.',
  );
  const plain = projectEntry('quell-watch', {
    title: 'Quell Watch',
    description: 'A watch app for my Sunday football, made for the fun of it.',
  });
  const o = {
    ...withEntries(owner, 'career', [...entriesOf(owner, 'career'), past]),
    projects: [plain, ...owner.projects],
  };

  it.each(['by how much?', 'how much faster?', 'what numbers?'])(
    'answers "+%s" after a job with its figure in words',
    (then) => {
      const a = askAfter(o, 'what did they do at Quellmark Freight?', then);
      expect(a.items).toEqual(['quell-analyst']);
      expect(a.text).toContain('from four hours to forty minutes');
      expect(a.text).not.toContain('nightly reports');
    },
  );

  it.each(['any numbers?', 'by how much?'])('says "+%s" of work without figures has none', (then) => {
    const a = askAfter(o, 'tell me about Quell Watch', then);
    expect(a.kind).toBe('not-on-site');
    expect(a.items).toEqual(['quell-watch']);
    expect(a.text).toMatch(/no figures for \[\*\*Quell Watch\*\*\]/);
  });

  it.each(['job title?', 'title?'])('answers "+%s" after a past job with its title', (then) => {
    const a = askAfter(o, 'what did they do at Quellmark Freight?', then);
    expect(a.items).toEqual(['quell-analyst']);
    expect(a.text).toContain('Quell Analyst');
  });
});
