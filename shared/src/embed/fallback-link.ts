import de from '../i18n/locales/de/embed.json' with { type: 'json' };
import en from '../i18n/locales/en/embed.json' with { type: 'json' };
import fr from '../i18n/locales/fr/embed.json' with { type: 'json' };
import nl from '../i18n/locales/nl/embed.json' with { type: 'json' };
import type { Lang } from '../i18n/languages.js';

// Bundled into embed.js: when the widget cannot load, neither can its translations.
const TEXTS: Record<Lang, typeof en> = { en, nl, fr, de };

/**
 * What an element shows when its widget could not load: a small link to the agency's site on our
 * side, in the element's language, instead of nothing. Plain DOM in the shadow root: no React.
 */
export function showFallbackLink(root: ShadowRoot, site: string, lang: Lang): void {
  const link = document.createElement('a');
  link.href = `${site}/`;
  link.textContent = TEXTS[lang].fallback.link;
  link.setAttribute('part', 'fallback');
  root.replaceChildren(link);
}
