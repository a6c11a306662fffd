// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { owner } from '../../../content';
import type { SkillCategory } from '../../../content';
import { SkillsScreen } from '../../../src/views/skills/SkillsScreen';
import { SkillGrid } from '../../../src/views/skills/SkillGrid';
import { ProjectsScreen } from '../../../src/views/projects/ProjectsScreen';
import { HackathonsScreen } from '../../../src/views/hackathons/HackathonsScreen';
import { AboutScreen } from '../../../src/views/about/AboutScreen';
import { avatarPicture, emblemPicture, hackathonPicture, projectPicture } from '../../../content/images';
import { createWheel } from '../../fixtures/wheel';
import { techIconSrc } from '../../../contracts/icons';

describe('Skills screen', () => {
  it('says so when a category has no skills', async () => {
    const categories: SkillCategory[] = [
      owner.skills[0],
      { ...owner.skills[1], skills: [] },
      owner.skills[2],
    ];
    render(<SkillsScreen categories={categories} />);
    expect(screen.queryByText('No skills available for this category.')).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: owner.skills[1].name }));
    const panel = screen.getByRole('tabpanel', { name: owner.skills[1].name });
    expect(within(panel).getByText('No skills available for this category.')).toBeVisible();
    expect(within(panel).queryByRole('list')).toBeNull();
  });

  it('shows the empty notice for a category given with no skills', () => {
    render(<SkillGrid category={{ ...owner.skills[2], skills: [] }} />);
    expect(screen.getByText('No skills available for this category.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: emblemPicture(owner.skills[2]).alt })).toBeInTheDocument();
  });

  it('gives each skill its icon, its title and its accessible label', () => {
    render(<SkillsScreen categories={owner.skills} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Skills' })).toHaveClass('page-heading');
    for (const skill of owner.skills[0].skills) {
      const tile = screen.getByRole('img', { name: skill.ariaLabel });
      expect(tile).toHaveTextContent(skill.title);
      const icon = tile.querySelector('img')!;
      expect(icon).toHaveAttribute('src', techIconSrc(skill.icon));
      expect(icon).toHaveAttribute('alt', '');
      expect(icon).toHaveAttribute('width');
      expect(icon).toHaveAttribute('loading', 'lazy');
    }
  });
});

/** The labels of the links an entry has, in the screen's order: content may leave any out. */
const linkLabels = (links: Record<string, string | undefined>) =>
  Object.entries(links)
    .filter(([, href]) => href)
    .map(([label]) => label);
/** The entries with the first one that has a link moved to the front, so the screen opens on it. */
const linkedFirst = <T,>(entries: readonly T[], labels: (entry: T) => string[]) => {
  const at = Math.max(
    0,
    entries.findIndex((entry) => labels(entry).length > 0),
  );
  return [entries[at]!, ...entries.filter((_, i) => i !== at)];
};
const projectLinks = (p: (typeof owner.projects)[number]) => linkLabels({ GITHUB: p.github, LIVE: p.live });
const teamLinks = (h: (typeof owner.hackathons)[number]) => linkLabels({ GITHUB: h.github, DEMO: h.demo });
const projects = linkedFirst(owner.projects, projectLinks);
const teams = owner.hackathons.length ? linkedFirst(owner.hackathons, teamLinks) : [];

// A screen for a list the owner has none of has no page, so it is not tested.
describe.each(
  [
    {
      name: 'Projects',
      noun: 'project',
      ui: () => <ProjectsScreen projects={projects} />,
      count: projects.length,
      item: projects[0] && { title: projects[0].title, image: projectPicture(projects[0]) },
      links: projects[0] ? projectLinks(projects[0]) : [],
      toggle: 'Show tech stack',
    },
    {
      name: 'Hackathons',
      noun: 'team',
      ui: () => <HackathonsScreen hackathons={teams} />,
      count: teams.length,
      item: teams[0] && { title: teams[0].title, image: hackathonPicture(teams[0]) },
      links: teams[0] ? teamLinks(teams[0]) : [],
      toggle: 'Show app description',
    },
  ].filter((screen) => screen.count > 0),
)('$name screen', ({ name, noun, ui, count, item, links, toggle }) => {
  it('opens its links in a new tab safely and says so in their names', () => {
    render(ui());
    expect(screen.getByRole('heading', { level: 1, name })).toHaveClass('page-heading');
    const anchors = within(screen.getByRole('tabpanel')).queryAllByRole('link');
    expect(anchors.map((a) => a.textContent?.replace('↗', ''))).toEqual(links);
    for (const a of anchors) {
      expect(a).toHaveAttribute('target', '_blank');
      expect(a).toHaveAttribute('rel', 'noopener noreferrer');
      expect(a).toHaveAccessibleName(
        expect.stringMatching(
          new RegExp(`^(${links.join('|')}): .*${item!.title}.*\\(opens in a new tab\\)$`),
        ),
      );
    }
  });

  it('shows the detail image with its size, alt text and async decoding', () => {
    render(ui());
    const image = screen.getByRole('img', { name: item!.image.alt });
    expect(image).toHaveAttribute('src', item!.image.src);
    expect(image).toHaveAttribute('width', String(item!.image.width));
    expect(image).toHaveAttribute('height', String(item!.image.height));
    expect(image).toHaveAttribute('decoding', 'async');
  });

  it('lets a tap or a key pin the hover overlay open', async () => {
    render(ui());
    const button = screen.getByRole('button', { name: toggle });
    const overlay = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    expect(screen.getByRole('button', { name: toggle.replace('Show', 'Hide') })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(overlay.closest('figure')).toHaveAttribute('data-open', 'true');
  });

  it('moves focus to the selected entry when its arrow disappears at the end of the list', async () => {
    const user = userEvent.setup();
    render(ui());
    for (let i = 1; i < count; i++) await user.click(screen.getByRole('button', { name: `Next ${noun}` }));
    expect(screen.queryByRole('button', { name: `Next ${noun}` })).toBeNull();
    expect(screen.getByRole('tab', { selected: true })).toHaveFocus();
  });
});

describe('windowed menu focus', () => {
  // The window slides only when there are more entries than it shows (three).
  it.runIf(owner.projects.length > 3)(
    'keeps focus in the menu when the wheel slides the focused entry out of the window',
    () => {
      const wheel = createWheel();
      render(<ProjectsScreen projects={owner.projects} />);
      screen.getByRole('tab', { name: owner.projects[0]!.title }).focus();
      const root = screen.getByRole('region', { name: 'Projects' });
      wheel(root, 100);
      wheel(root, 100);
      expect(screen.queryByRole('tab', { name: owner.projects[0]!.title })).toBeNull();
      expect(screen.getByRole('tab', { name: owner.projects[2]!.title })).toHaveFocus();
    },
  );
});

describe('About screen', () => {
  it('shows the avatar with its alt text and the three menu entries', () => {
    const picture = avatarPicture(owner);
    render(<AboutScreen sections={owner.about} avatar={picture} location={owner.location} />);
    const avatar = screen.getByRole('img', { name: picture.alt });
    expect(avatar).toHaveAttribute('src', picture.src);
    expect(avatar).toHaveAttribute('width', String(picture.width));
    expect(avatar).toHaveAttribute('height', String(picture.height));
    expect(screen.getAllByRole('tab').map((t) => t.textContent?.replace('▶', ''))).toEqual(
      owner.about.map((section) => section.label),
    );
    expect(owner.about).toHaveLength(3);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
