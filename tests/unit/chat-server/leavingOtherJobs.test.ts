import { describe, expect, it } from 'vitest';
import type { Owner } from '../../../content';
import { OWNERS } from './owners';
import { ask, askInTurn, entry, withEntries, withFaq } from './ownerCopies';

// The owner's faq on why they left one field does not answer why they left another job: a job
// named by a word of its own description ("the agency"), or in view, is answered from its own words.

const FIRST = entry(
  'quell-barista',
  'Barista',
  'Quell Café',
  '2012-02',
  '2016-04',
  'A small café by the harbour. I left because I wanted to manage a team.',
);
const AGENCY = entry(
  'quell-agency',
  'Junior Mobile Developer',
  'Quellworks',
  '2021-01',
  '2023-03',
  'A digital agency building apps for local clients. I shipped nine client apps. I left because I wanted to go deep on one product.',
);
const NOW_JOB = entry(
  'quell-now',
  'Mobile Developer',
  'Quellbank',
  '2023-04',
  'present',
  'I build the bank app.',
);
const WHY_SWITCH = {
  id: 'why-switch',
  questions: ['Why did you leave hospitality?', 'Why did you switch careers?'],
  answer: 'The lockdown closed the doors and gave me time to build an app.',
};

const withJobs = (o: Owner): Owner =>
  withFaq(withEntries(o, 'career', [NOW_JOB, AGENCY, FIRST]), [WHY_SWITCH]);

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;

  it('answers why a job named by its own description ended from that job, not the faq', () => {
    const a = ask(withJobs(owner), `Why did ${name} leave the agency?`);
    expect(a.text).toContain('go deep on one product');
    expect(a.text).not.toContain('lockdown');
    expect(a.items).toEqual(['quell-agency']);
  });

  it('answers "why did they leave?" of the job in view from that job', () => {
    const a = askInTurn(withJobs(owner), [`What was ${name}'s first job?`, 'why did they leave?']);
    expect(a.text).toContain('manage a team');
    expect(a.text).not.toContain('lockdown');
  });

  it('still answers the field the faq is about from the faq', () => {
    const a = ask(withJobs(owner), `Why did ${name} leave hospitality?`);
    expect(a.text).toContain('lockdown');
  });
});
