import { describe, expect, it } from 'vitest';
import type { Hackathon, Owner } from '../../../content/schema';
import { llmsTxt, personJsonLd } from '../../../scripts/site/meta';
import { owner as fixture } from '../../fixtures/owners/ines/owner';

// A team's result reaches what the build writes for machines: llms.txt's line for the team and the
// home page's schema.org Person (as an award), and only for a team that has one.
const [first, second] = fixture.hackathons as Hackathon[];
const placed: Hackathon = { ...first!, result: 'Best use of sound' };
const { result: _, ...unplaced }: Hackathon = second!;
const owner = { ...fixture, hackathons: [placed, unplaced] } as Owner;

const lineOf = (text: string, title: string) => text.split('\n').find((l) => l.startsWith(`- [${title}]`));

describe('a team result in llms.txt and JSON-LD', () => {
  it("names the result on the team's llms.txt line, and none on the others", () => {
    const text = llmsTxt(owner);
    expect(lineOf(text, placed.title)).toMatch(new RegExp(`result: ${placed.result}$`));
    expect(lineOf(text, unplaced.title)).toBeDefined();
    expect(lineOf(text, unplaced.title)).not.toMatch(/result/);
  });

  it('lists results as awards of the Person, with the event, and none without results', () => {
    const person = JSON.parse(personJsonLd(owner)) as { award?: string[] };
    expect(person.award).toEqual([expect.stringContaining(placed.result!)]);
    expect(person.award![0]).toContain(placed.event);
    const none = JSON.parse(personJsonLd({ ...owner, hackathons: [unplaced] } as Owner)) as object;
    expect(none).not.toHaveProperty('award');
  });
});
