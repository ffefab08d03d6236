import {
  formatPhone,
  inLanguage,
  LANGUAGES,
  localizeLink,
  menuLinks,
  pagePath,
  phoneHref,
  pickLanguage,
  switchLanguage,
  TOP_BAR_ICONS,
  type Lang,
  type MenuLink,
  type Route,
} from '@immo/shared';
import type { Catalogue } from '../catalogue/catalogue.js';
import type { Translate } from '../i18n/translator.js';
import { escapeMarkup as e } from './escape-markup.js';

/** Where the shell's template takes the server-rendered chrome (inside its root element). */
export const SHELL_MARKER = '<!--immo:shell-->';

function topBarIcon(name: string | undefined): string {
  const path = name ? TOP_BAR_ICONS[name] : undefined;
  return path
    ? `<svg class="immo-top-bar-icon" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false"><path d="${e(path)}"></path></svg>`
    : '';
}

function menuList(links: MenuLink[]): string {
  return `<ul class="immo-menu">${links
    .map(
      (link) =>
        `<li><a href="${e(link.href)}">${e(link.label)}</a>${link.children.length ? menuList(link.children) : ''}</li>`,
    )
    .join('')}</ul>`;
}

function languageLinks(path: string, lang: Lang, t: Translate): string {
  const items = LANGUAGES.map(
    (code) =>
      `<li><a class="immo-language-link" href="${e(switchLanguage(path, code))}" hreflang="${code}" lang="${code}"${
        code === lang ? ' aria-current="true"' : ''
      } title="${e(t(`common:languages.${code}`))}">${code.toUpperCase()}</a></li>`,
  ).join('');
  return `<nav aria-label="${e(t('common:languageSwitcher.label'))}"><ul class="immo-plain-list immo-static-row">${items}</ul></nav>`;
}

function banner(catalogue: Catalogue, lang: Lang): string {
  const config = inLanguage(catalogue.siteConfig.banner, lang);
  const image = config.type === 'gallery' ? config.gallery?.[0] : config.image;
  const img = image
    ? `<img class="immo-banner-image" src="${e(image)}?w=1360" srcset="${e(image)}?w=600 600w, ${e(image)}?w=1360 1360w" sizes="100vw" alt="" width="1360" height="906" fetchpriority="high">`
    : '';
  return `<div class="immo-banner">${img}<div class="immo-banner-text"><h1>${e(config.title)}</h1><p>${e(config.description)}</p></div></div>`;
}

/**
 * The header (and on the home page the banner, its largest element) as HTML in the document the
 * server sends: they paint before any script runs, and the shell's React render replaces them
 * with the same markup. Every text is escaped.
 */
export function staticChrome(route: Route, pathWithQuery: string, catalogue: Catalogue, t: Translate): string {
  const { lang } = route;
  const config = catalogue.siteConfig;
  const menu = inLanguage(catalogue.menuPages, lang);
  const links = menuLinks(menu, lang, config.header.showHomeMenu);
  const topBar = config.topBar.show
    ? `<div class="immo-top-bar">${[config.topBar.left, config.topBar.right]
        .map(
          (items) =>
            `<div class="immo-static-row">${items
              .filter((item) => item.status)
              .map(
                (item) =>
                  `<a href="${e(localizeLink(pickLanguage(item.link, lang), lang))}">${topBarIcon(item.icon)}${e(item.label[lang])}</a>`,
              )
              .join('')}</div>`,
        )
        .join('')}</div>`
    : '';
  const phone = config.phone
    ? `<a class="immo-phone" href="${e(phoneHref(config.phone))}" aria-label="${e(
        t('common:header.phoneLabel', { phone: formatPhone(config.phone) }),
      )}">${topBarIcon('phone')}${e(formatPhone(config.phone))}</a>`
    : '';
  const header = `<header class="immo-header" data-scrolled="false" data-fixed="false"><a class="immo-skip-link" href="#main">${e(
    t('common:header.skipToContent'),
  )}</a>${topBar}<div class="immo-header-bar"><a href="${e(pagePath('home', lang))}" class="immo-logo"><img src="/media/logo.svg" alt="${e(
    t('common:header.logoAlt', { name: config.agencyName }),
  )}" width="160" height="40"></a><nav aria-label="${e(t('common:menu.label'))}" class="immo-main-menu">${menuList(
    links,
  )}</nav><div class="immo-header-tools immo-static-row">${languageLinks(pathWithQuery, lang, t)}${phone}<span class="immo-burger-placeholder"></span></div></div></header>`;
  return route.page === 'home' ? header + banner(catalogue, lang) : header;
}

/** The banner picture, asked for before the stylesheet and scripts: it is the page's largest paint. */
export function bannerPreload(catalogue: Catalogue, route: Route): string {
  if (route.page !== 'home') return '';
  const { image, gallery, type } = catalogue.siteConfig.banner;
  const source = type === 'gallery' ? gallery?.[0] : image;
  if (!source) return '';
  return `<link rel="preload" as="image" href="${e(source)}?w=1360" imagesrcset="${e(source)}?w=600 600w, ${e(
    source,
  )}?w=1360 1360w" imagesizes="100vw" fetchpriority="high">`;
}
