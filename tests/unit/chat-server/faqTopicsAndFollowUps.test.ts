import { describe, expect, it } from 'vitest';
import type { Owner } from '../../../content';
import { OWNERS } from './owners';
import {
  ask,
  askAfter,
  askInTurn,
  entriesOf,
  entry,
  projectEntry,
  withEntries,
  withFaq,
} from './ownerCopies';

// What blind rounds on a platform engineer and a nurse turned developer found: a faq chosen by its
// phrasings though another faq's answer says the word asked, a follow-up on a faq answer's last
// sentence, entries named by their titles alone, how often, who used the work, a school's town, and
// a statement asked as a question.

const QUELL_JOB = entry(
  'quell-job',
  'Quell Warden',
  'Quellco',
  '2016-09',
  '2022-08',
  'Kept the quells in order on a busy ward.',
);

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;

  it('answers from the faq whose answer says the word asked, not the one whose phrasings are nearer', () => {
    const o = withFaq(owner, [
      {
        id: 'quell-availability',
        questions: ['Is she available?', 'Is she looking for a new job?'],
        answer: 'I am not actively looking, but happy to talk.',
      },
      {
        id: 'quell-pay',
        questions: ['What are her salary expectations?'],
        answer: 'I prefer to discuss pay on a call. I am not available for freelance work.',
      },
    ]);
    const a = ask(o, `Is ${name} available for freelance work?`);
    expect(a.items).toEqual(['quell-pay']);
    expect(a.text).toMatch(/^No, in /);
  });

  it('reads a short follow-up on the faq answer in view from the sentence that says it', () => {
    const o = withFaq(owner, [
      {
        id: 'quell-talks',
        questions: ['Does she give talks?'],
        answer: 'Yes, mostly at quell meetups. I have not spoken at a big conference yet.',
      },
    ]);
    const a = askAfter(o, `Does ${name} give talks?`, 'any at big conferences?');
    expect(a.items).toEqual(['quell-talks']);
    expect(a.text).toMatch(/^No, in .*own words: “I have not spoken at a big conference yet\.”$/);
  });

  it('shows a practice the site never names by the words it is done in', () => {
    const job = { ...QUELL_JOB, content: 'Moved the quell platform from a PHP monolith to Go services.' };
    const a = ask(withEntries(owner, 'career', [job]), `Has ${name} worked with microservices?`);
    expect(a.text).toMatch(/^Not in those words: /);
    expect(a.text).toContain('“Moved the quell platform from a PHP monolith to Go services.”');
  });

  it('finds a study by the town of its school when the visitor names it', () => {
    const study = {
      ...entry(
        'quell-bsc',
        'BSc Quellonomics',
        'Quellhaven University of Technology',
        '2010-09',
        '2012-01',
        'Two years of quells.',
      ),
      completed: false,
    };
    const a = ask(withEntries(owner, 'education', [study]), `Did ${name} go to university in Quellhaven?`);
    expect(a.text).toMatch(/^Yes, though not to a degree: /);
    expect(a.items).toEqual(['quell-bsc']);
  });

  it('answers "any internships?" with the job so titled, not the hackathons', () => {
    const intern = entry(
      'quell-intern',
      'Junior Quell Intern',
      'Quellco',
      '2024-01',
      '2024-04',
      'Built quells.',
    );
    const o = withEntries(owner, 'career', [...entriesOf(owner, 'career'), intern]);
    const a = ask(o, `Has ${name} done any internships?`);
    // Every job titled so, and nothing else: an owner may have had other internships.
    const interns = entriesOf(o, 'career').filter((e) => /\bintern\b/i.test(e.role ?? e.title));
    expect([...a.items].sort()).toEqual(interns.map((e) => e.id).sort());
    expect(a.text).toMatch(/^Yes: /);
  });

  it('finds an About entry by its title alone, and says how often from its words', () => {
    const volunteering = {
      ...entry(
        'quell-volunteer',
        'Volunteering',
        'Quell Club',
        '2024-09',
        'present',
        'Every other Saturday I coach a quell group.',
      ),
      role: 'Volunteer Coach',
    };
    const o = withEntries(owner, 'personal', [...entriesOf(owner, 'personal'), volunteering]);
    const a = ask(o, `what volunteering does ${name} do`);
    expect(a.items).toEqual(['quell-volunteer']);
    const often = askInTurn(o, [`what volunteering does ${name} do`, 'how often?']);
    expect(often.text).toContain('“Every other Saturday I coach a quell group.”');
  });

  it('says how the work was used when asked whether anyone used it', () => {
    const tool = projectEntry('quellboard', {
      description: 'A board for quells. Piloted for three months by about 40 wardens.',
    });
    const o: Owner = { ...owner, projects: [tool, ...owner.projects] };
    const a = askAfter(o, 'tell me about quellboard', 'Did anyone actually use it?');
    expect(a.text).toContain('“Piloted for three months by about 40 wardens.”');
    const story = projectEntry('quellstory', { description: 'A tool planned with user stories.' });
    const none = askAfter(
      { ...owner, projects: [story] },
      'tell me about quellstory',
      'Did anyone actually use it?',
    );
    expect(none.text).toMatch(/^The site doesn't say who uses/);
  });

  it('reads "she used to be a …?" as a yes or no on the jobs so titled, with how long in all', () => {
    const o = withEntries(owner, 'career', [...entriesOf(owner, 'career'), QUELL_JOB]);
    const a = ask(o, `${name} used to be a quell warden?`);
    expect(a.text).toMatch(/^Yes: /);
    expect(a.items).toEqual(['quell-job']);
    const long = ask(o, `${name} used to be a quell warden, for how long?`);
    expect(long.text).toContain('(from September 2016 to August 2022)');
  });
});
