import { describe, expect, it } from 'vitest';
import { brandParts, siteNameOf } from '../../../content/brand';
import { owner } from '../../fixtures/owners/noemie/owner';

// The navigation bar's name: the owner's siteName, else their first name with ".dev"; the part from
// the last dot on is coloured as the ending.
describe('site name', () => {
  it('is the first name with .dev when content gives no siteName', () => {
    expect(siteNameOf(owner)).toBe(`${owner.firstName}.dev`);
    expect(brandParts(siteNameOf(owner))).toEqual([owner.firstName, '.dev']);
  });

  it("is the owner's siteName when content gives one, split before its last dot", () => {
    expect(siteNameOf({ ...owner, siteName: 'tomás.ñúñez.codes' })).toBe('tomás.ñúñez.codes');
    expect(brandParts('tomás.ñúñez.codes')).toEqual(['tomás.ñúñez', '.codes']);
  });

  it('has no ending for a name without a dot, or with a dot only in front', () => {
    expect(brandParts('Tomás Ñúñez-Øberg')).toEqual(['Tomás Ñúñez-Øberg', '']);
    expect(brandParts('.files')).toEqual(['.files', '']);
  });
});
