// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { render, renderHook, screen } from '@testing-library/react';
import { ErrorView } from '../../../src/components/ErrorView';
import { pageTitle, usePageTitle } from '../../../src/hooks/usePageTitle';
import { owner } from '../../../content';

describe('page titles', () => {
  it("puts the owner's name before the page name, and leaves the 404 title alone", () => {
    expect(pageTitle('Skills')).toBe(`${owner.name} - Skills`);
    expect(pageTitle('404 - Page Not Found')).toBe('404 - Page Not Found');
  });
  it('sets the tab title', () => {
    renderHook(() => usePageTitle('Projects'));
    expect(document.title).toBe(`${owner.name} - Projects`);
  });
  it('only warns on an empty title and keeps the previous one', () => {
    document.title = 'before';
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderHook(() => usePageTitle('  '));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('non-empty string'));
    expect(document.title).toBe('before');
  });
});

describe('router fallback', () => {
  it('reads "Unexpected Application Error!" with a way home', () => {
    render(<ErrorView error={new Error('boom')} reset={() => {}} info={{ componentStack: '' }} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Unexpected Application Error!');
    expect(screen.getByRole('link', { name: 'Go back home' })).toHaveAttribute('href', '/');
  });
});
