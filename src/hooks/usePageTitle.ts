import { useEffect } from 'react';
import { profile as owner } from '../../content';

/** Title for a page: the owner's name then the page name; the 404 page's title stands alone. */
export function pageTitle(page: string) {
  return page.startsWith('404') ? page : `${owner.name} - ${page}`;
}

export function usePageTitle(page: string | undefined) {
  useEffect(() => {
    if (!page || !page.trim()) {
      console.warn('Page title must be a non-empty string; the tab title is unchanged.');
      return;
    }
    document.title = pageTitle(page);
  }, [page]);
}
