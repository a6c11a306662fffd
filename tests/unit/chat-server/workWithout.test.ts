import { describe, expect, it } from 'vitest';
import type { Owner } from '../../../content';
import { OWNERS } from './owners';
import { ask, hackathonEntry, projectEntry } from './ownerCopies';

// "Any projects not built with React?", "projects that aren't games?", "any hackathon not run by
// X?": the work the negated thing leaves out, never the work that has it.

const TECH = { title: 'Quellstack', icon: 'code' };

/** A copy whose first project alone is built with an invented technology. */
const firstWith = (o: Owner): Owner => ({
  ...o,
  projects: o.projects.map((p, i) => (i ? p : { ...p, techStack: [...p.techStack, TECH] })),
});

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;
  const [first, ...rest] = owner.projects;

  it.runIf(rest.length)('lists the projects a technology is not in', () => {
    const a = ask(firstWith(owner), 'any projects not built with Quellstack?');
    expect(a.text).toMatch(
      new RegExp(`^Yes: ${rest.length} of ${name}'s ${owner.projects.length} projects don't use Quellstack:`),
    );
    expect(a.items).toEqual(expect.arrayContaining(rest.map((p) => p.slug)));
    expect(a.items).not.toContain(first!.slug);
  });

  it('counts a framework or a language built on it as the language it is written in', () => {
    const o = {
      ...owner,
      projects: [
        projectEntry('quell-ui', { techStack: [{ title: 'React', icon: 'react' }] }),
        projectEntry('quell-api', { techStack: [{ title: 'TypeScript', icon: 'ts' }] }),
        projectEntry('quell-lab', { techStack: [{ title: 'Python', icon: 'py' }] }),
      ],
    };
    const js = ask(o, "Which of the projects don't use JavaScript at all?");
    expect(js.items).toEqual(['quell-lab']);
    // React may be plain JavaScript: no TypeScript is claimed of it.
    expect(ask(o, "Which projects don't use TypeScript?").items).toEqual(['quell-ui', 'quell-lab']);
  });

  it('counts a full-stack or front-end lead role as front-end work in a hackathon', () => {
    const o = {
      ...owner,
      hackathons: [
        hackathonEntry('quell-a', { roles: ['front-end lead', 'design'], date: '2024-03' }),
        hackathonEntry('quell-b', { roles: ['full stack'], date: '2024-02' }),
        hackathonEntry('quell-c', { roles: ['back end'], date: '2024-01' }),
      ],
    };
    const a = ask(o, `Which hackathons did ${name} not do any front-end work in?`);
    expect(a.items).toEqual(['quell-c']);
    expect(ask(o, `hackathons where ${name} wasn't on the back end?`).items).toEqual(['quell-a']);
  });

  it('says no when every project uses it', () => {
    const all = {
      ...owner,
      projects: owner.projects.map((p) => ({ ...p, techStack: [...p.techStack, TECH] })),
    };
    const a = ask(all, "which projects don't use Quellstack?");
    expect(a.text).toMatch(/^(?:All \d+ of|.*'s one project)/);
    expect(a.text).toContain('Quellstack');
  });

  it('lists the projects that are not of a kind', () => {
    const kind = first!.kinds[0]!;
    const without = owner.projects.filter((p) => !(p.kinds as string[]).includes(kind));
    const a = ask(owner, `which projects ${kind === 'api' ? 'are not APIs' : `aren't ${kind}s`}?`);
    expect(a.items.sort()).toEqual(without.map((p) => p.slug).sort());
  });

  it('answers a hackathon not run by an organiser from the events', () => {
    const o = {
      ...owner,
      hackathons: [
        hackathonEntry('quellhack', { event: 'Quellmere Hackathon 2024', team: 'Quell Team' }),
        hackathonEntry('brindlehack', { event: 'Brindleworth Jam', team: 'Brindle Team' }),
      ],
    };
    const a = ask(o, `Has ${name} competed in any hackathon not run by Quellmere?`);
    expect(a.text).toMatch(/^Yes: 1 of /);
    expect(a.items).toEqual(['brindlehack']);
    const none = ask({ ...o, hackathons: o.hackathons.slice(0, 1) }, 'any hackathons not run by Quellmere?');
    expect(none.text).toMatch(/^No: /);
  });
});
