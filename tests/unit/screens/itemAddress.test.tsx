// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { hackathons, projects, skills } from '../../../content';
import { itemSearch } from '../../../src/router';
import HackathonsView from '../../../src/views/hackathons/HackathonsView';
import ProjectsView from '../../../src/views/projects/ProjectsView';
import SkillsView from '../../../src/views/skills/SkillsView';

// Each project, team and skill category has its own address (/projects?item=ebuddies): the address
// opens the menu at its entry, and back and forward move between the entries a visitor picked.

async function open(url: string) {
  const root = createRootRoute({ component: Outlet });
  const page = (path: string, component: () => React.JSX.Element) =>
    createRoute({ getParentRoute: () => root, path, component, validateSearch: itemSearch });
  const router = createRouter({
    routeTree: root.addChildren([
      page('/projects', ProjectsView),
      page('/hackathons', HackathonsView),
      page('/skills', SkillsView),
    ]),
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  await router.load();
  render(<RouterProvider router={router} />);
  await screen.findAllByRole('tab');
  return router;
}

const selected = () =>
  screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true')?.textContent;
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('item addresses', () => {
  // A list the owner has none of (no hackathons) has no page to open.
  it.each(
    [
      ['/projects', projects.at(-2) ?? projects[0]],
      ['/hackathons', hackathons.at(-1)],
    ]
      .flatMap(([path, entry]) =>
        typeof entry === 'object' ? [[path, entry.slug, 'team' in entry ? entry.team : entry.title]] : [],
      )
      .concat([['/skills', skills[1].slug, skills[1].name]]),
  )('%s?item=%s opens the menu at that entry', async (path, id, label) => {
    await open(`${path}?item=${id}`);
    await settle();
    expect(selected()).toContain(label);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toContain(
      path === '/hackathons' ? hackathons.at(-1)!.title : label,
    );
  });

  it.runIf(projects.length >= 3)(
    'gives each entry the visitor picks an address, and Back and Forward move between them',
    async () => {
      const router = await open('/projects');
      const user = userEvent.setup();
      expect(selected()).toContain(projects[0]!.title);
      await user.click(screen.getByRole('tab', { name: new RegExp(projects[1]!.title) }));
      await settle();
      expect(router.state.location.href).toBe(`/projects?item=${projects[1]!.slug}`);
      await user.click(screen.getByRole('tab', { name: new RegExp(projects[2]!.title) }));
      await settle();
      expect(router.state.location.href).toBe(`/projects?item=${projects[2]!.slug}`);

      await act(async () => router.history.back());
      await settle();
      expect(selected()).toContain(projects[1]!.title);
      await act(async () => router.history.back());
      await settle();
      expect(selected()).toContain(projects[0]!.title);
      await act(async () => router.history.forward());
      await settle();
      expect(selected()).toContain(projects[1]!.title);
    },
  );

  it('opens the first entry for an id the menu does not have, and drops it from the address', async () => {
    const router = await open('/projects?item=no-such-project');
    await settle();
    expect(selected()).toContain(projects[0]!.title);
    expect(router.state.location.href).toBe('/projects');
  });
});

describe("itemSearch, the routes' check of ?item=", () => {
  it('keeps ids, reads a number the router parsed as an id, and drops anything else', () => {
    expect(itemSearch({ item: projects[0]!.slug })).toEqual({ item: projects[0]!.slug });
    expect(itemSearch({ item: 2024 })).toEqual({ item: '2024' });
    for (const item of ['<script>', 'Capitals', '', { a: 1 }, undefined, 'x'.repeat(65)])
      expect(itemSearch({ item })).toEqual({});
    expect(itemSearch({ other: 'x' })).toEqual({});
  });
});
