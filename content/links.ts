// Shared link builders for the owner's data files.
export const handle = 'kailindqvist';
export const gh = (repo: string) => `https://github.com/${handle}/${repo}`;
export const live = (repo: string) => `https://${handle}.github.io/${repo}/`;
export const img = (folder: string, slug: string, alt: string) => ({ src: `/images/${folder}/${slug}.webp`, alt, width: 800, height: 500 });
export const emblem = (slug: string, alt: string) => ({ src: `/images/emblems/${slug}.webp`, alt, width: 160, height: 160 });
export const t = (title: string, icon: string) => ({ title, icon });
