import { INTL_LOCALES, type Lang } from '@immo/shared';

/** "Tuesday 25 November, 14:00" in the visitor's language, in the agency's time zone. */
export function formatDateTime(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[lang], {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Brussels',
  }).format(new Date(iso));
}
