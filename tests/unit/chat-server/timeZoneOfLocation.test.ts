import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, withFaq } from './ownerCopies';

// "What time zone is she in?" with no zone in the owner's words: the zone of where they are based,
// at the moment asked, said to come from that place. "Same time zone as London?" is answered yes or
// no with the hours between. Asked on 1 June 2026, in summer time north of the equator.

describe.each(OWNERS)('on %s', (_, owner) => {
  const at = (location: string) => withFaq({ ...owner, location }, []);

  it.each([
    ['Osaka, Japan', 'Japan Standard Time (UTC+9)'],
    ['Edinburgh, Scotland', 'British Summer Time (UTC+1)'],
    ['Montréal, Québec, Canada', 'Eastern Daylight Time (UTC-4)'],
  ])('gives the zone of %s', (location, zone) => {
    const a = ask(at(location), 'what time zone are they in?');
    expect(a.text).toContain(location);
    expect(a.text).toContain(zone);
  });

  it('says no zone where the location is no place it knows', () => {
    const a = ask(at('Remote, anywhere'), 'what timezone is this person in?');
    expect(a.text).toMatch(/names no time zone/);
    expect(a.text).not.toMatch(/UTC/);
  });

  it('answers "same time zone as London?" with no and the hours between', () => {
    const a = ask(at('Osaka, Japan'), 'Are they in the same timezone as London?');
    expect(a.text).toMatch(/^No: /);
    expect(a.text).toContain('8 hours behind');
  });

  it("quotes the owner's own words on their zone before any derived one", () => {
    const o = withFaq({ ...owner, location: 'Osaka, Japan' }, [
      { id: 'hours', questions: ['What hours do you work?'], answer: "I'm on UTC−3 and work 9 to 6." },
    ]);
    const a = ask(o, 'what timezone are they in?');
    expect(a.text).toContain('UTC−3');
    expect(a.text).not.toContain('Japan Standard Time');
  });
});
