import { expect, test } from './siteTest';
import type { Locator, Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { owner } from '../../content';
import {
  avatarPicture,
  emblemPicture,
  hackathonPicture,
  projectPicture,
  renditionSrc,
} from '../../content/images';
import { ownerRoutes } from '../../content/presence';
import type { SkillCategory } from '../../content';

// The four content screens with real wheel, keyboard, mouse and touch input in Chromium.
// The page clock is paused, so a burst of wheel events is certainly one gesture, and the next
// gesture starts only after the test moves the clock past the gesture gap.

const axe = async (page: Page) => {
  // axe schedules its work on timers, so the paused page clock runs again first.
  await page.clock.resume();
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
};

async function open(page: Page, path: string, heading: string) {
  await page.clock.install({ time: new Date('2026-03-01T12:00:00Z') });
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
  // Paused only once the screen is up: loading the route needs timers to run.
  await page.clock.pauseAt(new Date('2026-03-01T13:00:00Z'));
  const screen = page.getByRole('region', { name: heading, exact: true });
  const box = (await screen.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + Math.min(box.height / 2, 300));
  // A new gesture: the clock moves past the gap, then the wheel turns (a burst of `events`).
  const wheel = async (deltaY: number, events = 1) => {
    await page.clock.fastForward(1000);
    for (let i = 0; i < events; i++) await page.mouse.wheel(0, deltaY);
  };
  return { screen, wheel };
}

const selectedTab = (scope: Page | Locator) => scope.getByRole('tab', { selected: true });

test.describe('About screen', () => {
  test('wheel, keyboard and clicks move through the menu and its sub-headings', async ({ page }) => {
    // Walks every section of the owner's content, so its length grows with theirs.
    test.slow();
    const { screen, wheel } = await open(page, '/', 'About');
    const sections = owner.about;
    await expect(screen.getByRole('img', { name: avatarPicture(owner).alt })).toBeVisible();
    await expect(screen.getByRole('tab')).toHaveText(sections.map((s) => `▶${s.label}`));
    const header = (title: string) => screen.getByRole('button', { name: title, exact: true });
    // Every sub-heading of every section, in the order the wheel walks them.
    const walk = sections.flatMap((section) => section.entries.map((entry) => ({ section, entry })));
    const expectAt = async ({ section, entry }: (typeof walk)[number]) => {
      await expect(selectedTab(screen)).toHaveText(`▶${section.label}`);
      await expect(header(entry.title)).toHaveAttribute('aria-expanded', 'true');
      await expect(screen.getByRole('region', { name: entry.title, exact: true })).toBeVisible();
      for (const other of section.entries.filter((e) => e !== entry))
        await expect(header(other.title)).toHaveAttribute('aria-expanded', 'false');
    };
    await expectAt(walk[0]!);

    // Ten quick wheel events are one gesture: one step, to the next sub-heading or section.
    await wheel(60, 10);
    await expectAt(walk[1]!);
    for (const at of walk.slice(2)) {
      await wheel(60);
      await expectAt(at);
    }
    // Past the last sub-heading the wheel has nowhere to go: nothing changes.
    await wheel(60, 3);
    await expectAt(walk.at(-1)!);
    // Wheel up goes back the same way.
    await wheel(-60, 10);
    await expectAt(walk.at(-2)!);

    // Arrow keys move and select along the menu; focus follows; selecting opens the first sub-heading.
    await selectedTab(screen).focus();
    await page.keyboard.press('Home');
    await expect(selectedTab(screen)).toBeFocused();
    await expectAt({ section: sections[0], entry: sections[0].entries[0]! });
    await page.keyboard.press('ArrowDown');
    await expect(selectedTab(screen)).toBeFocused();
    await expectAt({ section: sections[1], entry: sections[1].entries[0]! });
    await page.keyboard.press('End');
    const last = sections[2];
    await expectAt({ section: last, entry: last.entries[0]! });

    // Enter and Space fold and open sub-headings; the arrows and End move between them.
    const [first] = last.entries;
    await header(first!.title).focus();
    await page.keyboard.press('Enter');
    await expect(header(first!.title)).toHaveAttribute('aria-expanded', 'false');
    await expect(screen.getByText(first!.content)).toBeHidden();
    await page.keyboard.press('End');
    const final = last.entries.at(-1)!;
    await expect(header(final.title)).toBeFocused();
    await page.keyboard.press('Space');
    await expectAt({ section: last, entry: final });

    await screen.getByRole('tab', { name: sections[0].label, exact: true }).click();
    await expectAt({ section: sections[0], entry: sections[0].entries[0]! });
    await axe(page);
  });

  test('folds instantly under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const { screen } = await open(page, '/', 'About');
    await expect(screen.locator('.accordion__panel').first()).toHaveCSS('transition-duration', /^0s/);
    await expect(screen.locator('.menu-tabs__cursor').first()).toHaveCSS('animation-name', 'none');
  });
});

test.describe('Skills screen', () => {
  test('the wheel and the keys change category; every skill has a logo, a title and a label', async ({
    page,
  }) => {
    // Walks every category and skill of the owner's content, so its length grows with theirs.
    test.slow();
    const { screen, wheel } = await open(page, '/skills', 'Skills');
    const [first, second, third] = owner.skills;
    const panel = screen.getByRole('tabpanel');
    const expectCategory = async (category: SkillCategory) => {
      await expect(selectedTab(screen)).toHaveText(`▶${category.name}`);
      await expect(panel.getByRole('heading', { level: 2 })).toHaveText(category.name);
      await expect(panel.getByRole('img', { name: emblemPicture(category).alt })).toBeVisible();
      await expect(panel.locator('[role="img"][aria-label]')).toHaveCount(category.skills.length);
      for (const skill of category.skills)
        await expect(panel.getByRole('img', { name: skill.ariaLabel })).toContainText(skill.title);
    };
    await expectCategory(first);
    await expect
      .poll(() =>
        panel
          .locator('.skill-grid__icon')
          .evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).naturalWidth > 0)),
      )
      .toBe(true);

    await wheel(40, 10);
    await expectCategory(second);
    await wheel(40);
    await expectCategory(third);
    await wheel(40, 5);
    await expectCategory(third);

    await selectedTab(screen).focus();
    await page.keyboard.press('ArrowUp');
    await expectCategory(second);
    await expect(selectedTab(screen)).toBeFocused();
    await page.keyboard.press('Home');
    await expectCategory(first);
    await screen.getByRole('tab', { name: third.name }).click();
    await expectCategory(third);
    await axe(page);
  });
});

/** An entry's outside links as the detail shows them: the ones content gives, in order. */
const present = (links: [string, string | undefined][]) =>
  links.flatMap(([label, href]) => (href ? [{ label, href }] : []));

// A list the owner has none of has no page; one of fewer than three never moves its window.
for (const { path, heading, noun, items } of [
  {
    path: '/projects',
    heading: 'Projects',
    noun: 'project',
    items: owner.projects.map((p) => ({
      label: p.title,
      title: p.title,
      image: projectPicture(p),
      reveal: p.techStack[0]!.title,
      links: present([
        ['GITHUB', p.github],
        ['LIVE', p.live],
      ]),
    })),
  },
  {
    path: '/hackathons',
    heading: 'Hackathons',
    noun: 'team',
    items: owner.hackathons.map((h) => ({
      label: h.team,
      title: h.title,
      image: hackathonPicture(h),
      reveal: h.description.app,
      links: present([
        ['GITHUB', h.github],
        ['DEMO', h.demo],
      ]),
    })),
  },
].filter(({ items }) => items.length >= 3)) {
  test.describe(`${heading} screen`, () => {
    test('a window of 3 entries, arrows only where they lead somewhere, wheel, keys and clicks', async ({
      page,
    }) => {
      // Every kind of input, then a whole axe pass: the longest walk through one screen.
      test.slow();
      const { screen, wheel } = await open(page, path, heading);
      const tabs = screen.getByRole('tab');
      const prev = screen.getByRole('button', { name: `Previous ${noun}` });
      const next = screen.getByRole('button', { name: `Next ${noun}` });
      const expectItem = async (n: number) => {
        const item = items[n - 1]!;
        await expect(selectedTab(screen)).toHaveText(`▶${item.label}`);
        await expect(screen.getByRole('tabpanel').getByRole('heading', { level: 2 })).toHaveText(item.title);
        await expect(screen.getByRole('img', { name: item.image.alt })).toBeVisible();
        await expect(tabs).toHaveCount(3);
        await expect(prev).toHaveCount(n > 1 ? 1 : 0);
        await expect(next).toHaveCount(n < items.length ? 1 : 0);
      };
      await expectItem(1);
      await expect(tabs).toHaveText(items.slice(0, 3).map((i) => `▶${i.label}`));

      await wheel(100, 10);
      await expectItem(2);
      await wheel(-100, 10);
      await expectItem(1);
      await wheel(-100);
      await expectItem(1);

      await next.click();
      await next.click();
      await expectItem(3);
      await prev.click();
      await expectItem(2);

      await selectedTab(screen).focus();
      await page.keyboard.press('End');
      await expectItem(items.length);
      await expect(tabs).toHaveText(items.slice(-3).map((i) => `▶${i.label}`));
      await expect(selectedTab(screen)).toBeFocused();
      await page.keyboard.press('ArrowUp');
      await expectItem(items.length - 1);
      await page.keyboard.press('Home');
      await expectItem(1);
      await screen.getByRole('tab', { name: items[2]!.label }).click();
      await expectItem(3);

      const links = screen.getByRole('tabpanel').getByRole('link');
      await expect(links).toHaveCount(items[2]!.links.length);
      for (const [i, { label, href }] of items[2]!.links.entries()) {
        await expect(links.nth(i)).toHaveAccessibleName(new RegExp(`^${label}: .*\\(opens in a new tab\\)$`));
        await expect(links.nth(i)).toHaveAttribute('href', href);
        await expect(links.nth(i)).toHaveAttribute('target', '_blank');
        await expect(links.nth(i)).toHaveAttribute('rel', 'noopener noreferrer');
      }
      await axe(page);
    });

    test('beside the detail, a label of up to 15 characters keeps to one line', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      const { screen } = await open(page, path, heading);
      const tabs = await screen.getByRole('tab').evaluateAll((els) =>
        els.map((t) => ({
          label: t.textContent!.replace('▶', '').trim(),
          height: t.getBoundingClientRect().height,
        })),
      );
      expect(tabs.length).toBe(3);
      for (const { label, height } of tabs.filter((t) => t.label.length <= 15))
        expect(height, label).toBeLessThanOrEqual(48);
    });

    test('the image reveals its details on hover, and by its toggle, which always says what is shown', async ({
      page,
    }) => {
      // With motion the overlay fades in, so the pointer reaches the image before the overlay covers it.
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      const { screen } = await open(page, path, heading);
      const reveal = screen.getByText(items[0]!.reveal, { exact: true });
      const image = screen.getByRole('img', { name: items[0]!.image.alt });
      await screen.getByRole('heading', { level: 1 }).hover();
      await expect(reveal).toBeHidden();
      await image.hover();
      await expect(reveal).toBeVisible();
      await screen.getByRole('heading', { level: 1 }).hover();
      await expect(reveal).toBeHidden();

      // Focus alone shows nothing: the toggle still says "Show", and aria-expanded is false.
      const toggle = screen.locator('.peek__toggle');
      await toggle.focus();
      await expect(reveal).toBeHidden();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(toggle).toContainText('Show');
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(toggle).toContainText('Hide');
      await expect(reveal).toBeVisible();
      // Open, the overlay is the next stop, so a keyboard can scroll a long one.
      await page.keyboard.press('Tab');
      await expect(screen.locator('.peek__overlay')).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      await axe(page);
      await toggle.blur();
      await expect(reveal).toBeVisible();
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    });
  });
}

test.describe('at 375 px wide, by touch', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

  for (const { path, title: heading } of ownerRoutes.filter((page) => 'items' in page)) {
    test(`${heading} fits the width and passes axe`, async ({ page }) => {
      await open(page, path, heading);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await axe(page);
    });
  }

  test('a tap on the image toggle shows the tech stack and a tap on an entry selects it', async ({
    page,
  }) => {
    const { screen } = await open(page, '/projects', 'Projects');
    const stack = screen.getByRole('tabpanel').locator('.tech-list');
    await expect(stack).toBeHidden();
    await screen.getByRole('button', { name: 'Show tech stack' }).tap();
    await expect(stack).toBeVisible();
    for (const tech of owner.projects[0]!.techStack) await expect(stack).toContainText(tech.title);
    await screen.getByRole('tab', { name: owner.projects[1]!.title }).tap();
    await expect(selectedTab(screen)).toHaveText(`▶${owner.projects[1]!.title}`);
    await expect(stack).toBeHidden();
  });
});

// The detail picture comes in three widths; each screen downloads the narrowest that stays sharp.
for (const { label, viewport, deviceScaleFactor, width } of [
  {
    label: 'a desktop at 1 pixel per point',
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
    width: 512,
  },
  {
    label: 'a phone at 1.75 pixels per point',
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    width: 640,
  },
  {
    label: 'a phone at 3 pixels per point',
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 3,
    width: 800,
  },
  {
    label: 'a tablet beside the player stats at 2 pixels per point',
    viewport: { width: 834, height: 1112 },
    deviceScaleFactor: 2,
    width: 800,
  },
]) {
  test.describe(`on ${label}`, () => {
    test.use({ viewport, deviceScaleFactor });

    test(`the Projects picture is the ${width}-pixel copy, loaded and shown`, async ({ page }) => {
      await open(page, '/projects', 'Projects');
      const picture = projectPicture(owner.projects[0]!);
      const image = page.getByRole('img', { name: picture.alt });
      await expect(image).toBeVisible();
      const file = width === 800 ? picture.src : renditionSrc(picture, width);
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname))
        .toBe(file);
      // Decoded, and drawn at the size of the frame whichever copy it is.
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      expect(
        await image.evaluate(
          (img: HTMLImageElement) =>
            img.getBoundingClientRect().width === img.parentElement!.getBoundingClientRect().width,
        ),
      ).toBe(true);
    });
  });
}

// Between phone and laptop the screens stack by their own width: beside the player stats on a tablet
// the page is as narrow as a phone's, and a menu beside the detail left it a strip.
test.describe('on a tablet, beside the player stats', () => {
  test.use({ viewport: { width: 834, height: 1112 } });

  for (const { path, heading, detail } of [
    { path: '/', heading: 'About', detail: '.about__panel' },
    { path: '/skills', heading: 'Skills', detail: '.skills__panel' },
    { path: '/projects', heading: 'Projects', detail: '.detail' },
  ]) {
    test(`${heading} gives its detail the panel's width, and every heading stays inside it`, async ({
      page,
    }) => {
      const { screen } = await open(page, path, heading);
      const panel = (await screen.boundingBox())!;
      const shown = (await screen.locator(detail).first().boundingBox())!;
      expect(shown.width).toBeGreaterThan(panel.width - 80);
      for (const box of await screen
        .locator('h1, h2')
        .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().right))) {
        expect(box).toBeLessThanOrEqual(panel.x + panel.width);
      }
    });
  }
});

test.describe('on a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('the About section names keep inside their buttons, and the Skills title beside its emblem', async ({
    page,
  }) => {
    await open(page, '/', 'About');
    const spill = await page
      .locator('.menu-tabs__tab')
      .evaluateAll((tabs) => tabs.filter((t) => t.scrollWidth > t.clientWidth).map((t) => t.textContent));
    expect(spill).toEqual([]);
    await page.clock.resume();
    await page.goto(`/skills?item=${owner.skills[2].slug}`);
    const [title, grid] = await Promise.all(
      ['.skill-grid__title', '.skill-grid__list'].map((s) =>
        page.locator(s).evaluate((e) => e.getBoundingClientRect().right),
      ),
    );
    expect(title!).toBeLessThanOrEqual(grid!);
  });
});
