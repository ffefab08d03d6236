import type { Lang } from '@immo/shared';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormsEnv } from '../../forms-context.js';
import { loadAltcha } from './load-altcha.js';

/** The widget's texts, from our translations (all four languages), registered under the page's language. */
const ALTCHA_TEXT_KEYS = [
  'label',
  'loading',
  'verifying',
  'verified',
  'error',
  'expired',
  'verificationRequired',
  'waitAlert',
  'reload',
  'verify',
  'cancel',
  'ariaLinkLabel',
] as const;

/**
 * No logo beside our label (it crowded it), and no footer row: its attribution text is not among our
 * texts, so the row was empty, a gap under the label. ALTCHA 3 reads these only from its
 * configuration: a `hidelogo` attribute is ignored.
 */
const WIDGET_CONFIGURATION = JSON.stringify({ hideLogo: true, hideFooter: true });

type AltchaGlobal = { i18n: { set(lang: string, texts: Record<string, string>): void } };

function registerTexts(lang: Lang, t: (key: string) => string): void {
  const altcha = (globalThis as { $altcha?: AltchaGlobal }).$altcha;
  altcha?.i18n.set(lang, Object.fromEntries(ALTCHA_TEXT_KEYS.map((key) => [key, t(`fields.captcha.altcha.${key}`)])));
}

/**
 * The accessible captcha (WCAG 1.1.1): ALTCHA, a proof of work the visitor's device solves after a
 * tick — nothing to see or hear, no third party (the challenge comes from our API). The widget
 * (a well-kept library, ~55 KB) loads only when the check comes near the screen (a form's last
 * field: a visitor who never scrolls there never downloads it); its payload goes into `altcha`.
 */
export function AltchaCheck({ onPayload }: { onPayload: (payload: string) => void }) {
  const { t } = useTranslation('forms');
  const { apiBase, lang } = useFormsEnv();
  const widget = useRef<HTMLElement>(null);
  const place = useRef<HTMLDivElement>(null);
  const near = useNearScreen(place);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    // Where its styles go: the placeholder, or the widget itself when the language changes after.
    const at = place.current ?? widget.current;
    if (!near || !at) return;
    let live = true;
    loadAltcha(at).then(
      () => {
        registerTexts(lang, t);
        if (live) setState('ready');
      },
      () => live && setState('failed'),
    );
    return () => {
      live = false;
    };
  }, [near, lang, t]);

  useEffect(() => {
    const element = widget.current;
    if (state !== 'ready' || !element) return;
    const onChange = (event: Event) => {
      const { state: check, payload } = (event as CustomEvent<{ state: string; payload?: string }>).detail;
      onPayload(check === 'verified' && payload ? payload : '');
    };
    element.addEventListener('statechange', onChange);
    return () => element.removeEventListener('statechange', onChange);
  }, [state, onPayload]);

  if (state === 'failed') return <p role="alert">{t('fields.captcha.altcha.error')}</p>;
  if (state === 'loading') {
    return (
      <div ref={place} className="immo-captcha__pending" aria-busy="true">
        {t('fields.captcha.altcha.loading')}
      </div>
    );
  }
  return (
    <altcha-widget
      ref={widget}
      challenge={`${apiBase}/api/altcha`}
      language={lang}
      configuration={WIDGET_CONFIGURATION}
    />
  );
}

/** True once the element has come within 200 px of the viewport (at once where there is no IntersectionObserver). */
function useNearScreen(element: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (near || !target) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, near]);
  return near;
}
