import { LANGUAGES, ROOT_LANGUAGE, type Lang } from '@immo/shared';

/** hreflang targets: every language, and `x-default` for the rest of the world (the root language). */
export type Alternates = Record<Lang | 'x-default', string>;

/** The configured origin without a trailing slash, ready to put a path after. */
export function originOf(siteOrigin: string): string {
  return siteOrigin.replace(/\/+$/, '');
}

export function absoluteUrl(origin: string, url: string): string {
  if (/^https?:\/\//i.test(url)) return url;
  return `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
}

/** One page's path in every language. */
export function pathsOf(build: (lang: Lang) => string): Record<Lang, string> {
  return Object.fromEntries(LANGUAGES.map((lang) => [lang, build(lang)])) as Record<Lang, string>;
}

export function alternatesOf(paths: Record<Lang, string>, origin: string): Alternates {
  const absolute = Object.fromEntries(LANGUAGES.map((lang) => [lang, absoluteUrl(origin, paths[lang])]));
  return { ...absolute, 'x-default': absoluteUrl(origin, paths[ROOT_LANGUAGE]) } as Alternates;
}
