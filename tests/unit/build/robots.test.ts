import { describe, expect, it } from 'vitest';
import { robots } from '../../../scripts/site/meta';

describe('robots.txt', () => {
  it('names the sitemap by its absolute address when SITE_URL is set', () => {
    expect(robots('https://example.dev')).toContain('Sitemap: https://example.dev/sitemap.xml');
  });

  it('names no sitemap without SITE_URL, since a relative Sitemap line is invalid', () => {
    const text = robots(undefined);
    expect(text).not.toMatch(/sitemap/i);
    expect(text).toMatch(/^User-agent: \*\nAllow: \/\n$/);
  });
});
