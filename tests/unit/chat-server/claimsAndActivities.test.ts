import { describe, expect, it } from 'vitest';
import type { Owner } from '../../../content/schema';
import { OWNERS } from './owners';
import { ask, entry, hackathonEntry, withEntries, withPersonal } from './ownerCopies';

// Claims a visitor makes of counts, rough lengths and endings, and activities named instead of
// jobs, weighed against invented Quell… entries on every owner (NOW is June 2026).

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;
  const located = (e: ReturnType<typeof entry>, location: string) => ({ ...e, location });
  const jobs = [
    located(
      entry('quell-qa', 'QA Tester', 'Quellgames', '2013-06', '2015-08', 'I tested builds.'),
      'Brindlemoor',
    ),
    located(
      entry(
        'quell-coach',
        'Quell Coach',
        'Quellhaven FC',
        '2015-09',
        '2018-12',
        'I coached the under-12 quellball squad and ran the club with a team of four volunteers.',
      ),
      'Brindlemoor',
    ),
    located(
      entry(
        'quell-play',
        'Gameplay Programmer',
        'Studio Quell',
        '2019-02',
        '2022-01',
        'Studio Quell is based in Quellparis, but I never moved there. I was laid off when the studio closed.',
      ),
      'Quellparis (remote)',
    ),
    located(
      entry('quell-dev', 'Quell Developer', 'Marrowby', '2022-02', 'present', 'I build the app.'),
      'Brindlemoor',
    ),
  ];
  const copy = withEntries({ ...owner, location: 'Brindlemoor' }, 'career', jobs);

  it('answers a count of employers claimed with a yes or no and the count', () => {
    expect(ask(copy, `Has ${name} worked for more than four companies?`).text).toMatch(/^No: 4 employers/);
    expect(ask(copy, `Has ${name} worked for more than three companies?`).text).toMatch(/^Yes: 4 employers/);
  });

  it('weighs a rough length claimed with a tag question', () => {
    expect(ask(copy, `${name} was at Quellgames for about five years, right?`).text).toMatch(/^No: /);
    expect(ask(copy, `${name} was at Quellgames for about two years, right?`).text).toMatch(/^Yes: /);
  });

  it('weighs a side named by a short title word against one described', () => {
    const a = ask(copy, `Did ${name} spend longer in QA or as a gameplay programmer?`);
    expect(a.text).toMatch(/^Longer: .*Gameplay Programmer/);
    expect(a.items).toEqual(['quell-play', 'quell-qa']);
  });

  it('says an employer placed somewhere and worked for remotely is no place the owner lived', () => {
    const a = ask(copy, `Has ${name} ever lived in Quellparis?`);
    expect(a.text).toMatch(
      /^Not that the site says: it places no job or study of .* in Quellparis in person\./,
    );
    expect(a.text).toContain('I never moved there.');
    expect(ask(copy, `Has ${name} lived in Brindlemoor?`).text).toMatch(
      /^Yes: .* is based in Brindlemoor\.$/,
    );
  });

  it('tells a layoff from being fired', () => {
    expect(ask(copy, `Has ${name} ever been fired from a job?`).text).toMatch(/^No, not fired: laid off, in/);
    expect(ask(copy, `Has ${name} ever been laid off?`).text).toMatch(/^Yes, in/);
  });

  it('answers no to an employer given as an example of a kind of company', () => {
    for (const q of [
      `Has ${name} ever worked at a big tech company like Quellgoogle?`,
      `Has ${name} worked at a FAANG company?`,
    ])
      expect(ask(copy, q).text, q).toMatch(/^No: the site lists no work at .* for /);
  });

  it('answers no to an employer the site never names, asked with a bare "at" or a name like a word', () => {
    const pronoun = owner.pronouns ?? 'they';
    const was = pronoun === 'they' ? 'were' : 'was';
    for (const q of [`${was} ${pronoun} at Quellsoft?`, `did ${pronoun} work at naver`])
      expect(ask(copy, q).text, q).toMatch(/^No: the site lists no work at (?:Quellsoft|naver) for /);
  });

  it('finds the job an activity names for why it was left, and leading in its own words', () => {
    expect(ask(copy, `Why did ${name} leave quellball coaching?`).items).toEqual(['quell-coach']);
    const led = ask(copy, `Has ${name} ever led a team?`);
    expect(led.text).toMatch(/^Yes/);
    expect(led.text).toContain('ran the club with a team of four volunteers');
  });

  it('says when a degree was finished', () => {
    const degree = entry(
      'quell-bsc',
      'BSc Quell Engineering',
      'Brindle University',
      '2015-09',
      '2018-12',
      'Theory.',
    );
    const o = withEntries(copy, 'education', [degree]);
    expect(ask(o, `When did ${name} graduate from university?`).text).toMatch(
      new RegExp(`^${name} finished .*BSc Quell Engineering.* at Brindle University in December 2018\\.$`),
    );
  });

  it('does not count a hackathon entry where the owner wrote no code as one they built', () => {
    const team = hackathonEntry('quell-croquetas', { roles: ['pitch', 'design'], kinds: ['mobile app'] });
    const o: Owner = { ...copy, projects: [], hackathons: [team] };
    const a = ask(o, `Has ${name} ever built a mobile app?`);
    expect(a.text).toMatch(
      /^No: the site lists none that .* built\. .* wrote no code for this team entry:\n- /,
    );
    expect(a.text).toMatch(/roles were pitch and design/);
    const where = ask(o, `At which hackathons did ${name} not write any code?`);
    expect(where.text).toMatch(/^1 of .* 1 hackathon entries:\n- .*quell-croquetas/);
  });

  it('gives no yes from a sentence that has only a sibling of the thing asked', () => {
    const o = withPersonal(copy, 'On weekends I still referee matches and play board games.');
    const a = ask(o, `Does ${name} still play football?`);
    expect(a.text).not.toMatch(/^Yes/);
    expect(a.text).toContain('I still referee matches');
  });
});
