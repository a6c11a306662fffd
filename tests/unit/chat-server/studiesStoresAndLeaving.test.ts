import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import {
  ask,
  askInTurn,
  entriesOf,
  entry,
  hackathonEntry,
  projectEntry,
  withEntries,
  withFaq,
  withSkill,
} from './ownerCopies';

// Questions two blind rounds found answered wrongly or not at all: a birth date, a degree asked of a
// subject at university, the work a study names, a store asked of shipped work, short forms and
// families of skills, either of two fields, a move still to come, a phrase asked again, and "there"
// after two jobs.

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;
  const born = new Date(`${owner.birthDate}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

  it('gives the date of birth when asked when the owner was born, and says nothing of a birthplace', () => {
    expect(ask(owner, `When was ${name} born?`).text).toContain(`born on ${born}`);
    expect(ask(owner, `What year was ${name} born?`).text).toContain(born);
    expect(ask(owner, `Where was ${name} born?`).text).toMatch(/^The site does not say where .* was born/);
  });

  it('answers a subject studied at university with a yes or no on the degrees', () => {
    const degree = entry(
      'quell-bsc',
      'BSc Quellonomics',
      'University of Quell',
      '2010-09',
      '2013-06',
      'Quells.',
    );
    const diploma = entry(
      'quell-dip',
      'Diploma in Quellcraft',
      'Quell College',
      '2014-09',
      '2015-06',
      'Quells.',
    );
    const withDegree = withEntries(owner, 'education', [degree]);
    expect(ask(withDegree, `Did ${name} study quellonomics at university?`).text).toMatch(/^Yes\b/);
    expect(ask(withDegree, `Did ${name} study CS at university?`).text).toMatch(/^No\b.*BSc Quellonomics/);
    expect(
      ask(withEntries(owner, 'education', [diploma]), `Did ${name} study CS at university?`).text,
    ).toMatch(/^No: the site lists no university degree/);
  });

  it('names the work a study names when asked for its capstone, and only work made while it ran', () => {
    const camp = entry(
      'quell-camp',
      'Quell Bootcamp',
      'Quell Academy',
      '2090-01',
      '2090-06',
      'Twelve weeks of Quellscript, ending with a team capstone (Quellboard).',
    );
    const made = projectEntry('quellboard', {
      title: 'Quellboard',
      year: 2090,
      summary: 'A board for quells.',
    });
    const later = projectEntry('quellmap', {
      title: 'Quellmap',
      year: 2095,
      description: 'Built long after the Quell Academy bootcamp.',
    });
    const o = withEntries({ ...owner, projects: [...owner.projects, made, later] }, 'education', [
      ...entriesOf(owner, 'education'),
      camp,
    ]);
    const a = ask(o, `What was ${name}'s bootcamp capstone?`);
    expect(a.text).toMatch(/^From \[\*\*Quell Bootcamp\*\*\]/);
    expect(a.items).toContain('quellboard');
    expect(a.items).not.toContain('quellmap');
    expect(ask(o, `Did ${name} go to a bootcamp?`).text).toMatch(/^Yes:\n- \[\*\*Quell Bootcamp\*\*\]/);
  });

  it('answers whether work was shipped to a store by the links on that store', () => {
    const app = projectEntry('quellapp', {
      title: 'Quellapp',
      live: 'https://apps.apple.com/app/quellapp/id1',
    });
    const shipped = { ...owner, projects: [...owner.projects, app] };
    const yes = ask(shipped, `Has ${name} shipped an app to the App Store?`);
    expect(yes.text).toMatch(/^Yes\b/);
    expect(yes.items).toContain('quellapp');
    const none = { ...owner, projects: owner.projects.filter((p) => !p.live?.includes('apps.apple.com')) };
    expect(ask(none, `Has ${name} shipped an app to the App Store?`).text).toMatch(/^No\b.*App Store/);
  });

  it('reads "db" as database and a family word beside a kind as that family alone', () => {
    const store = {
      title: 'Quellbase',
      icon: 'quellbase',
      ariaLabel: 'Quellbase store',
      kind: 'database' as const,
    };
    const cloud = { title: 'AWS', icon: 'aws', ariaLabel: 'Amazon Web Services', kind: 'platform' as const };
    const tool = {
      title: 'Quellpack',
      icon: 'quellpack',
      ariaLabel: 'Quellpack bundler',
      kind: 'platform' as const,
    };
    const o = withSkill(withSkill(withSkill(owner, store), cloud), tool);
    expect(ask(o, `wat db does ${name} use`).text).toContain('Quellbase');
    const platforms = ask(o, `Which cloud platforms has ${name} used?`).text;
    expect(platforms).toContain('AWS');
    expect(platforms).not.toContain('Quellpack');
  });

  it('says yes to either of two kinds of employer where one job is described as either', () => {
    const job = entry(
      'quell-job',
      'Engineer',
      'Quellco',
      '2080-01',
      '2082-01',
      'Quellco is a quell scale-up.',
    );
    const o = withEntries(owner, 'career', [job]);
    const a = ask(o, `Has ${name} worked at a startup or a scale-up?`);
    expect(a.text).toMatch(/^Yes:/);
    expect(a.items).toEqual(['quell-job']);
    expect(ask(o, `Has ${name} worked at a startup or an agency?`).text).toBe(
      'No job on the site is described as a startup or an agency.',
    );
  });

  it("quotes the owner's faq on leaving when asked why they would leave the job they hold now", () => {
    const job = entry('quell-now', 'Engineer', 'Quellco', '2080-01', 'present', 'I build quells.');
    const faq = {
      id: 'why-leave',
      questions: ['Why would you leave your current job?', 'What are you looking for next?'],
      answer: 'Only for a wider quell platform.',
    };
    const o = withEntries(withFaq(owner, [faq]), 'career', [job]);
    const a = ask(o, `Why would ${name} leave Quellco?`);
    expect(a.text).toContain('“Only for a wider quell platform.”');
    expect(a.items).toContain('quell-now');
    const none = withEntries(withFaq(owner, []), 'career', [job]);
    expect(
      ask(none, `Why would ${name} leave ${owner.pronouns === 'she' ? 'her' : 'his'} current job?`).text,
    ).toMatch(
      /^The site doesn't say what would make .* leave; .* still \[\*\*Engineer\*\*\]\(.*?\) at Quellco/,
    );
  });

  it('asks the last question again of a place said alone ("and to Quelltown?")', () => {
    const faq = {
      id: 'relocation',
      questions: ['Would you relocate?', 'Would you move to another city?'],
      answer: 'I would move to Quellburg or Quellheim.',
    };
    const a = askInTurn(withFaq(owner, [faq]), [`Would ${name} relocate to Quellburg?`, 'and to Quelltown?']);
    expect(a.text).toContain('“I would move to Quellburg or Quellheim.”');
  });

  it('reads "there" after two jobs held now, one of them self-employed, as the employer’s job', () => {
    const jobs = [
      entry('quell-free', 'Freelance Developer', 'Self-employed', '2080-01', 'present', 'Small quell sites.'),
      entry('quell-co', 'Developer', 'Quellco', '2081-01', 'present', 'Quell features for patients.'),
    ];
    const o = withEntries(owner, 'career', jobs);
    const a = askInTurn(o, [`Where does ${name} work now?`, 'what does he do there?']);
    expect(a.items).toEqual(['quell-co']);
    expect(a.text).toContain('Quell features for patients.');
  });

  it('makes the case from the data when asked why to hire the owner over someone else', () => {
    const a = ask(owner, `Why should we hire ${name} over a CS graduate?`);
    expect(a.text).toMatch(/^Whether to hire .* is your call/);
    expect(a.text).toContain('What stands out:');
  });

  it('does not answer a favourite hackathon with a favourite project', () => {
    const project = owner.projects[0]!;
    const faq = {
      id: 'favourite',
      questions: [`What is ${name}'s favourite project?`, 'Which project is the proudest of?'],
      answer: `${project.title}, because it shipped.`,
      items: [project.slug],
    };
    const teams = owner.hackathons.length ? owner.hackathons : [hackathonEntry('quellhack')];
    const others = (owner.faq ?? []).filter((f) => !f.items?.length);
    const o = withFaq({ ...owner, hackathons: teams }, [...others, faq]);
    const a = ask(o, `Which is ${name}'s favourite hackathon?`);
    expect(a.text).not.toContain('because it shipped');
    expect(a.text).toMatch(/doesn't rank/);
  });
});
