// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { navMenuMachine } from '../../machines/navMenu';
import { NavBar } from '../../src/components/nav/NavBar';
import { navigation } from '../../contracts/pages';
import { ownerNavigation } from '../../content/presence';
import { KAI, contentIsKai } from '../fixtures/owners/kai';
import { expectFullCoverage, modelOf, simplePaths, testPath } from './kit';
import { renderWithRouter } from './routerHarness';

const model = modelOf(navMenuMachine);
const paths = simplePaths(model);

const toggle = () => screen.getByRole('button', { name: /menu/i });

describe('navMenu model', () => {
  it('the generated paths cover every state and transition', () => {
    expectFullCoverage(model, paths);
  });

  for (const path of paths) {
    it(path.description, async () => {
      const { router } = await renderWithRouter(<NavBar />, '/');
      let nextRoute = 1;
      await testPath(model, path, {
        states: {
          closed: () => {
            expect(toggle()).toHaveAttribute('aria-expanded', 'false');
            expect(toggle()).toHaveTextContent('Open menu');
          },
          open: () => {
            expect(toggle()).toHaveAttribute('aria-expanded', 'true');
            expect(toggle()).toHaveTextContent('Close menu');
          },
        },
        events: {
          'menu.toggle': () => void fireEvent.click(toggle()),
          'menu.close': () => {
            fireEvent.keyDown(document, { key: 'Escape' });
          },
          'menu.navigate': async () => {
            const item = ownerNavigation[nextRoute++ % ownerNavigation.length]!;
            fireEvent.click(screen.getByRole('link', { name: item.altText }));
            await waitFor(() => expect(router.state.location.pathname).toBe(item.to));
            await act(async () => {});
          },
        },
      });
    });
  }
});

describe('navigation bar', () => {
  it('marks the current route and shows its title beside the icon', async () => {
    await renderWithRouter(<NavBar />, '/skills');
    const current = screen.getByRole('link', { current: 'page' });
    expect(current).toHaveAttribute('href', '/skills');
    expect(current).not.toHaveAttribute('title');
    expect(current).toHaveTextContent('Skills');
    const other = screen.getByRole('link', { name: 'Projects' });
    expect(other).toHaveAttribute('title', 'Projects');
    expect(other).not.toHaveTextContent('Projects');
  });
  it("gives every nav icon its alt text, and shows no page the owner's content leaves empty", async () => {
    await renderWithRouter(<NavBar />, '/');
    for (const item of ownerNavigation)
      expect(screen.getByAltText(item.altText)).toHaveAttribute('src', item.imgSrc);
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(
      ownerNavigation.map((item) => item.to),
    );
    for (const item of navigation.filter((i) => !ownerNavigation.includes(i)))
      expect(screen.queryByAltText(item.altText)).toBeNull();
  });
  it.runIf(contentIsKai)("links the spec's six routes for Kai", async () => {
    await renderWithRouter(<NavBar />, '/');
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(KAI.routes);
  });
});
