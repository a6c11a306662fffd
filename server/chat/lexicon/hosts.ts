// Where a live link runs, by its host name: hosting platforms and the stores and registries work is
// published on. A host name not here is the owner's own site, named as it is.

import { regexEscaped } from '../text';

export const HOSTS: [RegExp, string][] = [
  [/(?:^|\.)github\.io$/, 'GitHub Pages'],
  [/(?:^|\.)onrender\.com$/, 'Render'],
  [/(?:^|\.)netlify\.app$/, 'Netlify'],
  [/(?:^|\.)vercel\.app$/, 'Vercel'],
  [/(?:^|\.)fly\.dev$/, 'Fly.io'],
  [/(?:^|\.)herokuapp\.com$/, 'Heroku'],
  [/(?:^|\.)(?:web\.app|firebaseapp\.com)$/, 'Firebase Hosting'],
  [/(?:^|\.)pages\.dev$/, 'Cloudflare Pages'],
  [/(?:^|\.)railway\.app$/, 'Railway'],
  [/(?:^|\.)azurewebsites\.net$/, 'Azure App Service'],
  [/(?:^|\.)(?:amplifyapp\.com|cloudfront\.net|amazonaws\.com)$/, 'AWS'],
  [/(?:^|\.)(?:appspot\.com|run\.app)$/, 'Google Cloud'],
  [/(?:^|\.)deno\.dev$/, 'Deno Deploy'],
  [/(?:^|\.)surge\.sh$/, 'Surge'],
  [/(?:^|\.)glitch\.me$/, 'Glitch'],
  [/(?:^|\.)replit\.app$/, 'Replit'],
  [/(?:^|\.)streamlit\.app$/, 'Streamlit Community Cloud'],
  [/(?:^|\.)shinyapps\.io$/, 'shinyapps.io'],
  [/(?:^|\.)huggingface\.co$/, 'Hugging Face'],
  [/(?:^|\.)itch\.io$/, 'itch.io'],
  [/^store\.steampowered\.com$/, 'Steam'],
  [/^play\.google\.com$/, 'Google Play'],
  [/^apps\.apple\.com$/, 'the App Store'],
  [/^chromewebstore\.google\.com$|^chrome\.google\.com$/, 'the Chrome Web Store'],
  [/^addons\.mozilla\.org$/, 'Firefox Add-ons'],
  [/^pypi\.org$/, 'PyPI'],
  [/^(?:www\.)?npmjs\.com$/, 'npm'],
  [/^pub\.dev$/, 'pub.dev'],
  [/^rubygems\.org$/, 'RubyGems'],
  [/^packagist\.org$/, 'Packagist'],
  [/^(?:central\.)?sonatype\.com$/, 'Maven Central'],
];

// Sites a link may point to that run nothing of the owner's: videos, slides and articles.
const MEDIA =
  /(?:^|\.)(?:youtube\.com|youtu\.be|vimeo\.com|speakerdeck\.com|slideshare\.net|medium\.com|substack\.com|dev\.to)$/;

// A URL's host name without "www.", or nothing for a string that is not a URL.
const hostName = (url: string): string | undefined => {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return undefined;
  }
};

/** Code hosts by the domain their repositories live at. */
export const CODE_HOSTS: Record<string, string> = {
  GitHub: 'github.com',
  GitLab: 'gitlab.com',
  Bitbucket: 'bitbucket.org',
};

/** Whether a URL is on a domain or one of its subdomains. */
export const isOn = (url: string, domain: string): boolean => {
  const host = hostName(url);
  return host === domain || !!host?.endsWith(`.${domain}`);
};

/** The platform a URL's host is on, the owner's own domain (subdomains counted as it), or nothing for media. */
export function hostOf(url: string): string | undefined {
  const host = hostName(url);
  if (!host || MEDIA.test(host)) return undefined;
  const platform = HOSTS.find(([pattern]) => pattern.test(host))?.[1];
  if (platform) return platform;
  // "hivesense.marchetti.dev" is on marchetti.dev; "tom.example.co.uk" on example.co.uk.
  const labels = host.split('.');
  const twoPart = labels.length > 2 && /^(?:co|com|org|net|ac|gov)$/.test(labels[labels.length - 2]!);
  return labels.slice(twoPart ? -3 : -2).join('.');
}

/** "The app stores": Apple's and Google's together. */
export const APP_STORES = 'the app stores';
/** The hosts a store asked names: the App Store and Google Play for "the app stores". */
export const storeHosts = (store: string) =>
  store === APP_STORES ? ['the App Store', 'Google Play'] : [store];

// Stores and registries a visitor names, by the words before and after, with the host they are.
const STORES: [RegExp, string][] = [
  [
    /\b(?:app stores|mobile stores|app store (?:and|or) (?:google )?play(?: store)?|(?:google )?play store (?:and|or) (?:the )?app store)\b/,
    APP_STORES,
  ],
  [/\b(?:play store|google play|playstore)\b/, 'Google Play'],
  [/\b(?:app store|appstore|apple store)\b/, 'the App Store'],
  [/\bitch(?: io)?\b/, 'itch.io'],
  [/\bsteam\b/, 'Steam'],
  [/\b(?:chrome web store|chrome store)\b/, 'the Chrome Web Store'],
  [/\bfirefox add ?ons?\b/, 'Firefox Add-ons'],
  // Hosting platforms, after "on" or "to" ("deployed on Render"): "render" alone is a verb.
  [/\b(?:on|to|via) render\b/, 'Render'],
  [/\b(?:on|to|via) netlify\b/, 'Netlify'],
  [/\b(?:on|to|via) vercel\b/, 'Vercel'],
  [/\b(?:on|to|via) heroku\b/, 'Heroku'],
  [/\b(?:on|to|via) github pages\b/, 'GitHub Pages'],
  [/\b(?:on|to|via) railway\b/, 'Railway'],
  [/\bnpm\b/, 'npm'],
  [/\bpypi\b/, 'PyPI'],
  [/\bpub(?: |\.)?dev\b/, 'pub.dev'],
];

/** "Is it on the Play Store?": the store or registry a link question names, as `hostOf` names it. */
export const storeAsked = (words: readonly string[]): string | undefined =>
  STORES.find(([pattern]) => pattern.test(words.join(' ')))?.[1];

/** Whether a sentence names any store or registry ("open beta through Google Play"). */
export const namesStore = (words: readonly string[]): boolean =>
  STORES.some(([pattern]) => pattern.test(words.join(' ')));

// "Is it on Android too?" of one piece of work: the store of that platform.
const PLATFORM_STORES: [RegExp, string, RegExp][] = [
  [/\bon (?:android|android phones)\b/, 'Google Play', /\b(?:android|google play|play store)\b/i],
  [/\bon (?:ios|iphones?|ipads?)\b/, 'the App Store', /\b(?:ios|iphones?|ipads?|app store)\b/i],
];

/** The store a question on one piece of work's platform ("on Android?") names, and its words. */
export const platformAsked = (words: readonly string[]): { store: string; words: RegExp } | undefined => {
  const found = PLATFORM_STORES.find(([pattern]) => pattern.test(words.join(' ')));
  return found ? { store: found[1], words: found[2] } : undefined;
};

/** The words of every platform but the one asked: "only on iOS?" is no where they name Android. */
export const otherPlatformWords = (asked: RegExp): RegExp[] =>
  PLATFORM_STORES.filter(([, , words]) => words !== asked).map(([, , words]) => words);

/** The words naming a store in prose: "Google Play" or "the Play Store", "npm". */
export const storeWords = (store: string): RegExp => {
  const own = regexEscaped(store.replace(/^the /, ''));
  const more = store === 'Google Play' ? '|play store' : '';
  return new RegExp(`\\b(?:${own}${more})\\b`, 'i');
};

// Tables read by a visitor's words have no prototype: "constructor" is a word, not a key.
for (const table of [CODE_HOSTS]) Object.setPrototypeOf(table, null);
