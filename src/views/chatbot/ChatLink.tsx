import { useRouter } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';

/** A link to a page of this site ("/projects?item=<id>"), not "//host" or a link with a scheme. */
export const isSiteLink = (href: string) => href.startsWith('/') && !href.startsWith('//');

/**
 * A link in an assistant reply. One to a page of this site opens it here, through the router, so the
 * chat is one Back away; a plain click only: a middle or modified click opens a tab as usual. Any other
 * link opens in a new tab without an opener.
 */
export function ChatLink({ href, title, children }: { href: string; title?: string; children: ReactNode }) {
  // Outside a router (the markdown rendered on its own) there is none: the link then loads the page.
  const router = useRouter({ warn: false }) as ReturnType<typeof useRouter> | undefined;
  if (!isSiteLink(href)) {
    return (
      <a href={href} title={title} target="_blank" rel="noopener noreferrer">
        {children}
        {/* A no-break space: a screen reader's name for the link keeps the gap before the warning. */}
        <span className="visually-hidden">{'\u00a0(opens in a new tab)'}</span>
      </a>
    );
  }
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (
      !router ||
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    void router.navigate({ href });
  };
  return (
    <a href={href} title={title} onClick={open}>
      {children}
    </a>
  );
}
