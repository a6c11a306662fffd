// The site's name in the navigation bar. Kept out of profile.ts, which holds only the owner's data.

/** The owner's `siteName`, or their first name with ".dev" when content gives none. */
export const siteNameOf = (owner: { firstName: string; siteName?: string }) =>
  owner.siteName ?? `${owner.firstName}.dev`;

/** The name split before its last dot, so the bar can colour the ending (".dev"); no dot, no ending. */
export function brandParts(name: string): [string, string] {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
}
