import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, entry, QUELLSCRIPT, withEntries, withFaq, withSkill } from './ownerCopies';

// Lengths claimed of a field, employers named that are only clients, and a faq answer's own verdict
// kept to its own question: all from the copies' entries and faq.

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;
  const nurse = {
    ...entry(
      'quell-nurse',
      'Staff Nurse',
      'Brindle Infirmary',
      '2010-01',
      '2018-12',
      'I looked after patients on the ward.',
    ),
    field: 'other' as const,
  };
  const data = entry(
    'quell-data',
    'Data Analyst',
    'Quell Health Trust',
    '2019-01',
    'present',
    'I build the hospital reports.',
  );
  const agency = entry(
    'quell-agency',
    'Web Developer',
    'Marrowby Digital',
    '2015-01',
    '2018-12',
    'I built sites for clients: online ordering for Café Quellora.',
  );

  it('says no to a length claimed of a software field, from the jobs titled for it', () => {
    const a = ask(
      withEntries(owner, 'career', [nurse, data]),
      `${name} has been in data for over 10 years, right?`,
    );
    expect(a.text).toMatch(/^No: .*work in data on the site starts in January 2019/);
  });

  it('counts a field outside software from every job that names it', () => {
    const a = ask(
      withEntries(owner, 'career', [nurse, data]),
      `Has ${name} worked in nursing for more than 5 years?`,
    );
    expect(a.text).toMatch(/^Yes: .* in all at the jobs whose names or own words say it:\n- .*Staff Nurse/);
    expect(a.text).not.toContain('Data Analyst');
  });

  it('says a client named in a job is not an employer, accents and all', () => {
    const a = ask(withEntries(owner, 'career', [agency]), `Did ${name} work for Café Quellora?`);
    expect(a.text).toMatch(
      /^Not as an employer the site lists\. It names Café Quellora here:\n- .*Web Developer/,
    );
  });

  it("quotes a faq answer's sentences, not its own no, for a question its opening does not answer", () => {
    const faq = {
      id: 'quell-manage',
      questions: ['Does she manage people?'],
      answer: "No, I'm an individual contributor. I lead the on-call rotation for the platform.",
    };
    const a = ask(withFaq(owner, [faq]), `Has ${name} ever been on call?`);
    expect(a.text).not.toMatch(/^(?:No|In .* own words: “No)/);
    expect(a.text).toContain('I lead the on-call rotation for the platform.');
  });
  it('says no to a main skill the site marks basic, and yes to knowing it', () => {
    const o = withSkill(owner, {
      ...QUELLSCRIPT,
      title: 'Quellscript (basic)',
      ariaLabel: 'Quellscript, basic',
    });
    expect(ask(o, `Is Quellscript ${name}'s main language?`).text).toMatch(/^No, not by the site's own mark/);
  });

  it('reads running a unit of nurses as managing people', () => {
    const sister = {
      ...entry(
        'quell-sister',
        'Ward Sister',
        'Brindle Infirmary',
        '2014-01',
        '2019-12',
        'I ran a 30-bed medical unit: a team of about 40 nurses.',
      ),
      field: 'other' as const,
    };
    const a = ask(withEntries(owner, 'career', [sister]), `Has ${name} managed people?`);
    expect(a.text).toMatch(/^Yes\b/);
    expect(a.text).toContain('I ran a 30-bed medical unit');
  });

  it("drops a faq answer's own yes where the question names a side the answer does not", () => {
    const faq = {
      id: 'quell-open',
      questions: ['Is she available?'],
      answer: "Yes: I'm open to full-time roles and to freelance front-end work.",
    };
    const o = withFaq(owner, [faq]);
    expect(ask(o, `Is ${name} open to freelance backend work?`).text).not.toMatch(/^Yes/);
    expect(ask(o, `Is ${name} open to freelance front-end work?`).text).toMatch(/^Yes/);
  });
});
