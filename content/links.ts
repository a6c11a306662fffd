import { profile } from './profile';

// Shared link builders for the owner's data files (the pictures' are in images.ts). The first screen
// reads only profile.ts, so these load with the screens that use them.
export const { handle } = profile;
export const gh = (repo: string) => `https://github.com/${handle}/${repo}`;
export const live = (repo: string) => `https://${handle}.github.io/${repo}/`;
export const t = (title: string, icon: string) => ({ title, icon });
