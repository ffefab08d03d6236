import { emit, propertyHeading, propertyPath, type PublicProperty } from '@immo/shared';
import { useEffect, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NewTabLink } from '../../components/NewTabLink.js';
import { useDetailEnv } from '../../property-detail-context.js';

/** The id of the contact panel's place on the property page (the shell's layout, the forms remote's slot). */
export const CONTACT_ANCHOR = 'property-contact';

/**
 * "Request the documents": the link leads to the contact panel (so it does without script too); with
 * script the panel is asked to open its documents request, with the focus in its form. The page
 * scrolls to the panel itself: a fragment navigation would move the focus back to the page, after
 * the panel put it in the form (on a phone it also brings the panel into view, which loads it).
 */
function askForDocuments(event: MouseEvent<HTMLAnchorElement>, property: PublicProperty) {
  const panel = document.getElementById(CONTACT_ANCHOR);
  if (!panel) return;
  event.preventDefault();
  emit('open-property-request', { propertyId: property.ID, request: 'document-request' });
  panel.scrollIntoView({ block: 'start' });
}

/**
 * What a visitor does next besides writing: the printable information sheet, the documents (asked
 * for in the contact panel, which opens that request), print, and share — the browser's share sheet where it has one (phones),
 * else the link copied.
 */
export function PropertyActions({ property }: { property: PublicProperty }) {
  const { t } = useTranslation('property');
  const { lang, apiBase, siteBase, onSite } = useDetailEnv();
  const [canShare, setCanShare] = useState(false);
  const [copied, setCopied] = useState(false);
  // Known only in the browser, after the first render (the same render on a server).
  useEffect(() => setCanShare(typeof navigator.share === 'function'), []);

  const share = async () => {
    const url = new URL(`${siteBase}${propertyPath(property, lang)}`, window.location.href).href;
    if (canShare) {
      await navigator.share({ title: propertyHeading(property), url }).catch(() => undefined);
      return;
    }
    // Announced each time: the status is emptied first, then filled.
    setCopied(false);
    const written = navigator.clipboard?.writeText(url) ?? Promise.reject(new Error('no clipboard'));
    await written.then(
      () => setCopied(true),
      () => window.prompt(t('actions.copyLink'), url),
    );
  };

  return (
    <div className="immo-actions">
      <NewTabLink className="immo-button-link" href={`${apiBase}/api/properties/${property.ID}/sheet?lang=${lang}`}>
        {t('actions.sheet')}
      </NewTabLink>
      {onSite && (
        <a
          className="immo-button-link"
          href={`#${CONTACT_ANCHOR}`}
          onClick={(event) => askForDocuments(event, property)}
        >
          {t('actions.requestDocuments')}
        </a>
      )}
      <button type="button" className="immo-button-link" onClick={() => window.print()}>
        {t('actions.print')}
      </button>
      <button type="button" className="immo-button-link" onClick={() => void share()}>
        {canShare ? t('actions.share') : t('actions.copyLink')}
      </button>
      <p className="immo-actions__status" role="status">
        {copied ? t('actions.linkCopied') : ''}
      </p>
    </div>
  );
}
