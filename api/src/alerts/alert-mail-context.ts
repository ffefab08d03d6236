import type { Lang } from '@immo/shared';
import type { Translate } from '../i18n/translator.js';

/** What search alerts need to write their mails and links: the site's origin, its words, the link secret. */
export type AlertMailContext = {
  siteOrigin: string;
  translate: (lang: Lang) => Translate;
  /** Signs the alerts' links (alert-links.ts): the server's session secret, the same on every instance. */
  linkSecret: string;
};
