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
import { createWheel } from '../../fixtures/wheel';

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
    expect(screen.getByRole('img', { name: owner.skills[2].emblem.alt })).toBeInTheDocument();
  });

  it('gives each skill its icon, its title and its accessible label', () => {
    render(<SkillsScreen categories={owner.skills} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Skills' })).toHaveClass('page-heading');
    for (const skill of owner.skills[0].skills) {
      const tile = screen.getByRole('img', { name: skill.ariaLabel });
      expect(tile).toHaveTextContent(skill.title);
      const icon = tile.querySelector('img')!;
      expect(icon).toHaveAttribute('src', `/icons/tech/${skill.icon}.svg`);
      expect(icon).toHaveAttribute('alt', '');
      expect(icon).toHaveAttribute('width');
      expect(icon).toHaveAttribute('loading', 'lazy');
    }
  });
});

describe.each([
  {
    name: 'Projects',
    ui: () => <ProjectsScreen projects={owner.projects} />,
    item: owner.projects[0]!,
    links: ['GITHUB', 'LIVE'],
    toggle: 'Show tech stack',
  },
  {
    name: 'Hackathons',
    ui: () => <HackathonsScreen hackathons={owner.hackathons} />,
    item: owner.hackathons[0]!,
    links: ['GITHUB', 'DEMO'],
    toggle: 'Show app description',
  },
])('$name screen', ({ name, ui, item, links, toggle }) => {
  it('opens its links in a new tab safely and says so in their names', () => {
    render(ui());
    expect(screen.getByRole('heading', { level: 1, name })).toHaveClass('page-heading');
    const anchors = within(screen.getByRole('tabpanel')).getAllByRole('link');
    expect(anchors.map((a) => a.textContent?.replace('↗', ''))).toEqual(links);
    for (const a of anchors) {
      expect(a).toHaveAttribute('target', '_blank');
      expect(a).toHaveAttribute('rel', 'noopener noreferrer');
      expect(a).toHaveAccessibleName(
        expect.stringMatching(
          new RegExp(`^(${links.join('|')}): .*${item.title}.*\\(opens in a new tab\\)$`),
        ),
      );
    }
  });

  it('shows the detail image with its size, alt text and async decoding', () => {
    render(ui());
    const image = screen.getByRole('img', { name: item.image.alt });
    expect(image).toHaveAttribute('width', String(item.image.width));
    expect(image).toHaveAttribute('height', String(item.image.height));
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
    const noun = name === 'Projects' ? 'project' : 'team';
    for (let i = 0; i < 5; i++) await user.click(screen.getByRole('button', { name: `Next ${noun}` }));
    expect(screen.queryByRole('button', { name: `Next ${noun}` })).toBeNull();
    expect(screen.getByRole('tab', { selected: true })).toHaveFocus();
  });
});

describe('windowed menu focus', () => {
  it('keeps focus in the menu when the wheel slides the focused entry out of the window', () => {
    const wheel = createWheel();
    render(<ProjectsScreen projects={owner.projects} />);
    screen.getByRole('tab', { name: owner.projects[0]!.title }).focus();
    const root = screen.getByRole('region', { name: 'Projects' });
    wheel(root, 100);
    wheel(root, 100);
    expect(screen.queryByRole('tab', { name: owner.projects[0]!.title })).toBeNull();
    expect(screen.getByRole('tab', { name: owner.projects[2]!.title })).toHaveFocus();
  });
});

describe('About screen', () => {
  it('shows the avatar with its alt text and the three menu entries', () => {
    render(<AboutScreen sections={owner.about} avatar={owner.avatar} location={owner.location} />);
    const avatar = screen.getByRole('img', { name: owner.avatar.alt });
    expect(avatar).toHaveAttribute('width', '320');
    expect(avatar).toHaveAttribute('height', '320');
    expect(screen.getAllByRole('tab').map((t) => t.textContent?.replace('▶', ''))).toEqual([
      'PERSONAL',
      'EDUCATION',
      'CAREER',
    ]);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
