import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, withSkill } from './ownerCopies';

// An owner's alias for a skill ("rtos" for FreeRTOS) after another product's name ("Zephyr RTOS")
// is that other product: never a yes from the listed skill.

const QUELLOS = {
  title: 'FreeQuellOS',
  icon: 'quellos',
  ariaLabel: 'FreeQuellOS',
  kind: 'platform' as const,
  aliases: ['qos'],
};

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;
  const o = withSkill(owner, QUELLOS);

  it('reads the alias alone as the listed skill', () => {
    expect(ask(o, `Has ${name} used a QOS?`).text).toContain('FreeQuellOS');
  });

  it('gives no yes for another product named with the alias', () => {
    const a = ask(o, `Has ${name} used Zephyr QOS?`);
    expect(a.text).not.toMatch(/^Yes/);
    expect(a.text).not.toContain('FreeQuellOS is among');
  });
});
