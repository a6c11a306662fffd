import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, entry, projectEntry, withEntries, withPersonal, withSkill } from './ownerCopies';

// Found by blind rounds 61, 63 and 65: why the owner moved, given in the sentence that names the
// place and a reason, or the entry titled by the place; a project's team said as "led the four
// engineers who built it"; "message queues" of a listed Kafka; two jobs compared by their employers
// though one shares its name with a project; and a job that only worked for banks as a client.

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;

  it('gives why the owner moved from the sentence naming the place with a reason', () => {
    const o = withEntries(owner, 'career', [
      entry(
        'quell-sg',
        'Staff Engineer',
        'Quellride',
        '2019-05',
        '2022-12',
        'I led pricing. I left when my partner was offered a position in Quellcouver.',
      ),
      {
        ...entry(
          'quell-now',
          'Principal Engineer',
          'Quellfreight',
          '2023-02',
          'present',
          'I moved us to Quellcloud.',
        ),
        location: 'Quellcouver, Quellada',
      },
    ]);
    const a = ask(o, `why did ${name} move to Quellcouver?`);
    expect(a.items).toEqual(['quell-sg']);
    expect(a.text).toContain('partner was offered a position');
  });

  it('gives why the owner moved from an entry titled by the place, moving from one to another', () => {
    const settled = withPersonal(owner, "I'm from Quellos Aires, living in Quellid since late 2019.");
    const o = withEntries(settled, 'personal', [
      ...settled.about.find((s) => s.id === 'personal')!.entries,
      {
        id: 'why-quellid',
        title: 'Why Quellid',
        content: 'My partner was offered a research post there, so the move was easy.',
      },
    ]);
    const a = ask(o, `Why did ${name} move from Quellos Aires to Quellid?`);
    expect(a.items).toEqual(['why-quellid']);
  });

  it('says who a project was built with from "led the engineers who built it"', () => {
    const o = {
      ...owner,
      projects: [
        projectEntry('quell-manifest', {
          title: 'Quellmanifest',
          description:
            'Quellmanifest is an event backbone. I designed it and led the four engineers who built it.',
        }),
        ...owner.projects,
      ],
    };
    const a = ask(o, `Who did ${name} build Quellmanifest with?`);
    expect(a.text).toContain('led the four engineers who built it');
    expect(a.text).not.toContain("doesn't say that anyone else");
  });

  it('reads "message queues" as a listed message broker', () => {
    const o = withSkill(owner, {
      title: 'Apache Kafka',
      icon: 'kafka',
      ariaLabel: 'Apache Kafka',
      kind: 'platform',
    });
    const a = ask(o, `Any experience with message queues?`);
    expect(a.text).toMatch(/^Yes\b/);
    expect(a.text).toContain('Apache Kafka');
  });

  describe('jobs at and for a field', () => {
    const o = {
      ...withEntries(owner, 'career', [
        entry(
          'quell-agency',
          'iOS Developer',
          'Quell Labs',
          '2014-02',
          '2016-08',
          'A digital agency building apps for Quellish banks and retailers.',
        ),
        entry(
          'quell-bank',
          'Senior iOS Engineer',
          'Quellmeridian Bank',
          '2016-10',
          '2021-03',
          "I joined the retail bank's mobile team.",
        ),
        entry(
          'quell-pay',
          'Engineering Lead',
          'Quellpay',
          '2021-05',
          'present',
          'I lead nine mobile engineers.',
        ),
      ]),
      projects: [projectEntry('quellpay-app', { title: 'Quellpay' }), ...owner.projects],
    };

    it('compares two jobs named by their employers', () => {
      const a = ask(o, `Compare ${name}'s job at Quellmeridian Bank with the current role at Quellpay.`);
      expect([...a.items].sort()).toEqual(['quell-bank', 'quell-pay']);
    });

    it('says a job that only built for banks is work for clients, not at one', () => {
      const a = ask(o, `Has ${name} ever worked at a bank?`);
      expect(a.text).toMatch(/^Yes:\n- .*Quellmeridian/);
      expect(a.text).toMatch(/For clients in it:\n- .*Quell Labs/);
    });
  });
});
