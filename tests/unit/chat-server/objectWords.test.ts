import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { answererOf, NOW } from './ownerCopies';

// Words that name the properties every JavaScript object has ("constructor", "toString") are words a
// visitor may type; the tables the answerer reads them against must never return those properties.

const WORDS = ['constructor', 'constructors', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'];
const TEMPLATES = [
  'does <owner> have any <w>?',
  'is <owner> a <w>?',
  'how many <w> has <owner> built?',
  'where is <w>?',
  'has <owner> done <w>?',
  'what is the <w> app called?',
  'what does <w> mean?',
  'does <owner> have <w> experience?',
  '<w>?',
];

describe.each(OWNERS)('on %s', (_, owner) => {
  it.each(WORDS)('answers questions with "%s" in them', (w) => {
    const a = answererOf(owner);
    for (const t of TEMPLATES) {
      const q = t.replace('<owner>', owner.firstName).replace('<w>', w);
      const r = a.answer(q, NOW, []);
      expect(typeof r.text, q).toBe('string');
      expect(r.text.length, q).toBeGreaterThan(0);
    }
  });
});
