import { createActor, type AnyStateMachine, type EventFrom } from 'xstate';
import { describe, expect, it } from 'vitest';
import { aboutMenuMachine } from '../../../machines/aboutMenu';
import { categoryMenuMachine } from '../../../machines/categoryMenu';
import { windowedMenuMachine, windowStartFor } from '../../../machines/windowedMenu';
import { owner } from '../../../content';
import { KAI, contentIsKai } from '../../fixtures/owners/kai';

// The documented behaviour of the three menu machines (spec sections 2, 4 and 9).

function run<M extends AnyStateMachine>(machine: M, input: unknown, events: EventFrom<M>[]) {
  const actor = createActor(machine as AnyStateMachine, { input }).start();
  events.forEach((event) => actor.send(event));
  return actor.getSnapshot();
}

// The machines' behaviour is shown on the spec's example menus (About's 1, 2 and 3 sub-headings, six
// projects); the owner's own counts are walked once below, and in the model tests.
const counts = [1, 2, 3];
const at = (s: { context: { menu: number; heading: number } }) => [s.context.menu, s.context.heading];

describe('aboutMenu', () => {
  it("takes its sub-heading ceilings from content/: the wheel visits every entry of the owner's sections once", () => {
    const ownCounts = owner.about.map((section) => section.entries.length);
    const every = ownCounts.flatMap((n, i) => Array.from({ length: n }, (_, j) => [i + 1, j + 1]));
    const actor = createActor(aboutMenuMachine, { input: { counts: ownCounts } }).start();
    const seen = [at(actor.getSnapshot())];
    for (let i = 0; i < every.length; i++) {
      actor.send({ type: 'menu.next' });
      seen.push(at(actor.getSnapshot()));
    }
    expect(seen).toEqual([...every, every.at(-1)]);
  });

  it.runIf(contentIsKai)("has the spec's 1, 2 and 3 About entries for Kai", () => {
    expect(owner.about.map((section) => section.entries.length)).toEqual(KAI.aboutEntries);
  });

  it('starts on the first menu entry and its first sub-heading, open', () => {
    const s = run(aboutMenuMachine, { counts }, []);
    expect(at(s)).toEqual([1, 1]);
    expect(s.value).toBe('expanded');
  });

  it("opens on the menu entry its page's address names, at its first sub-heading; on the first for one it does not have", () => {
    expect(at(run(aboutMenuMachine, { counts, menu: 3 }, []))).toEqual([3, 1]);
    for (const menu of [0, 4, -1, 1.5, undefined])
      expect(at(run(aboutMenuMachine, { counts, menu }, [])), String(menu)).toEqual([1, 1]);
    expect(
      at(run(aboutMenuMachine, { counts: [1, 0, 2], menu: 2 }, [])),
      'an entry with no sub-headings',
    ).toEqual([1, 1]);
    expect(at(run(aboutMenuMachine, { counts, menu: 3 }, [{ type: 'menu.prev' }]))).toEqual([2, 2]);
  });

  it('walks the wheel down through every sub-heading into the next entry, and back up the same way', () => {
    const down: number[][] = [];
    const actor = createActor(aboutMenuMachine, { input: { counts } }).start();
    for (let i = 0; i < 7; i++) {
      actor.send({ type: 'menu.next' });
      down.push(at(actor.getSnapshot()));
    }
    // The last move is past CAREER's third sub-heading: ignored, never a fourth or fifth.
    expect(down).toEqual([
      [2, 1],
      [2, 2],
      [3, 1],
      [3, 2],
      [3, 3],
      [3, 3],
      [3, 3],
    ]);
    const up: number[][] = [];
    for (let i = 0; i < 7; i++) {
      actor.send({ type: 'menu.prev' });
      up.push(at(actor.getSnapshot()));
    }
    expect(up).toEqual([
      [3, 2],
      [3, 1],
      [2, 2],
      [2, 1],
      [1, 1],
      [1, 1],
      [1, 1],
    ]);
  });

  it('resets the sub-heading to the first when a menu entry is selected, even the same one', () => {
    expect(
      at(
        run(aboutMenuMachine, { counts }, [
          { type: 'menu.select', index: 3 },
          { type: 'heading.toggle', index: 3 },
          { type: 'menu.select', index: 2 },
        ]),
      ),
    ).toEqual([2, 1]);
    expect(
      at(
        run(aboutMenuMachine, { counts }, [
          { type: 'menu.select', index: 3 },
          { type: 'menu.next' },
          { type: 'menu.select', index: 3 },
        ]),
      ),
    ).toEqual([3, 1]);
  });

  it('ignores a menu below 1 or above 3 and a sub-heading past the section count', () => {
    const events = [
      { type: 'menu.select', index: 0 },
      { type: 'menu.select', index: 4 },
      { type: 'menu.select', index: 1.5 },
      { type: 'heading.toggle', index: 2 },
      { type: 'heading.toggle', index: 0 },
    ] as const;
    const s = run(aboutMenuMachine, { counts }, [...events]);
    expect(at(s)).toEqual([1, 1]);
    expect(s.value).toBe('expanded');
  });

  it('folds the active sub-heading and opens another one on toggle', () => {
    const s = run(aboutMenuMachine, { counts }, [
      { type: 'menu.select', index: 3 },
      { type: 'heading.toggle', index: 1 },
    ]);
    expect([s.value, ...at(s)]).toEqual(['collapsed', 3, 1]);
    const t = run(aboutMenuMachine, { counts }, [
      { type: 'menu.select', index: 3 },
      { type: 'heading.toggle', index: 1 },
      { type: 'heading.toggle', index: 3 },
    ]);
    expect([t.value, ...at(t)]).toEqual(['expanded', 3, 3]);
    const w = run(aboutMenuMachine, { counts }, [
      { type: 'heading.toggle', index: 1 },
      { type: 'menu.next' },
    ]);
    expect([w.value, ...at(w)]).toEqual(['expanded', 2, 1]);
  });
});

describe('categoryMenu', () => {
  it('starts on category 1, moves with the wheel and ignores moves outside 1 to 3', () => {
    const seen: number[] = [];
    const actor = createActor(categoryMenuMachine, { input: { count: 3 } }).start();
    seen.push(actor.getSnapshot().context.category);
    for (const type of [
      'category.prev',
      'category.next',
      'category.next',
      'category.next',
      'category.prev',
    ] as const) {
      actor.send({ type });
      seen.push(actor.getSnapshot().context.category);
    }
    expect(seen).toEqual([1, 1, 2, 3, 3, 2]);
    actor.send({ type: 'category.select', index: 4 });
    actor.send({ type: 'category.select', index: 0 });
    expect(actor.getSnapshot().context.category).toBe(2);
    actor.send({ type: 'category.select', index: 3 });
    expect(actor.getSnapshot().context.category).toBe(3);
  });
});

describe('categoryMenu opening', () => {
  it("opens on the category its page's address names; on the first for one it does not have", () => {
    expect(run(categoryMenuMachine, { count: 3, category: 2 }, []).context.category).toBe(2);
    for (const category of [0, 4, -1, 2.5, undefined])
      expect(run(categoryMenuMachine, { count: 3, category }, []).context.category, String(category)).toBe(1);
  });
});

describe('windowedMenu', () => {
  it('keeps the active item inside a window of 3, centred where the ends allow', () => {
    expect([1, 2, 3, 4, 5, 6].map((active) => windowStartFor(active, 6, 3))).toEqual([1, 1, 2, 3, 4, 4]);
    expect([1, 2].map((active) => windowStartFor(active, 2, 3))).toEqual([1, 1]);
  });

  it('starts at 1, steps with next and prev, and ignores moves outside 1 to N', () => {
    const actor = createActor(windowedMenuMachine, { input: { count: 6 } }).start();
    const seen = [actor.getSnapshot().context.active];
    for (const type of ['item.prev', ...Array(7).fill('item.next')] as ('item.prev' | 'item.next')[]) {
      actor.send({ type });
      seen.push(actor.getSnapshot().context.active);
    }
    expect(seen).toEqual([1, 1, 2, 3, 4, 5, 6, 6, 6]);
    for (const index of [0, 7, -1, 2.5]) actor.send({ type: 'item.select', index });
    expect(actor.getSnapshot().context).toMatchObject({ active: 6, windowStart: 4 });
  });

  it("opens on the item its page's address names, with the window it would have after selecting it", () => {
    for (const active of [1, 2, 3, 4, 5, 6]) {
      const opened = run(windowedMenuMachine, { count: 6, active }, []).context;
      expect(opened, String(active)).toEqual(
        run(windowedMenuMachine, { count: 6 }, [{ type: 'item.select', index: active }]).context,
      );
    }
    for (const active of [0, 7, -1, 2.5, undefined])
      expect(run(windowedMenuMachine, { count: 6, active }, []).context, String(active)).toMatchObject({
        active: 1,
        windowStart: 1,
      });
  });

  it('closes the pinned image overlay when another item is chosen', () => {
    const s = run(windowedMenuMachine, { count: 6 }, [{ type: 'details.toggle' }]);
    expect(s.value).toBe('detailsShown');
    expect(
      run(windowedMenuMachine, { count: 6 }, [{ type: 'details.toggle' }, { type: 'item.next' }]).value,
    ).toBe('detailsHidden');
    expect(
      run(windowedMenuMachine, { count: 6 }, [{ type: 'details.toggle' }, { type: 'details.toggle' }]).value,
    ).toBe('detailsHidden');
  });
});
