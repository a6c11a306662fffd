export interface ExternalLink {
  /** Visible label, e.g. GITHUB. */
  label: string;
  /** Read after the label by screen readers, e.g. "source code of Snake". */
  description: string;
  /** Absent when the owner has no such link; the entry is then left out. */
  href: string | undefined;
}

/** Links that open in a new tab without giving the new page a handle on this one. */
export function ExternalLinks({ links }: { links: readonly ExternalLink[] }) {
  const present = links.filter((link): link is ExternalLink & { href: string } => Boolean(link.href));
  if (!present.length) return null;
  return (
    <ul className="external-links">
      {present.map((link) => (
        <li key={link.label}>
          {/* The name starts with the visible label (label in name) and warns of the new tab. */}
          <a
            className="hud-button external-links__link"
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${link.label}: ${link.description} (opens in a new tab)`}
          >
            {link.label}
            <span className="external-links__glyph" aria-hidden="true">
              ↗
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
