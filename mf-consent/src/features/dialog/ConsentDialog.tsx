import type { Lang } from '@immo/shared';
import { Text, VisuallyHidden } from '@immo/shared/ui';
import { Modal } from '@immo/shared/ui/overlays';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsent } from '../../consent/consent-context.js';
import { FirstLayer } from './FirstLayer.js';
import { SettingsLayer } from './SettingsLayer.js';

/**
 * The consent dialog (SPEC §2, §4): a real modal — focus moves to its title, Tab stays inside,
 * focus goes back where it was when it closes. It can only close by a choice: undecided, Escape
 * declines all except necessary (see README "Escape"); reopened, Escape and the close button keep
 * the choice as it was. It renders in its own slot, not in a portal: a portal is drawn only after
 * mounting, and the server draws the dialog into the page's HTML (./ssr).
 */
export function ConsentDialog({ lang, siteBase }: { lang: Lang; siteBase: string }) {
  const { t } = useTranslation('consent');
  const view = useConsent((state) => state.view);
  const decided = useConsent((state) => state.consent.status === 'decided');
  const saves = useConsent((state) => state.saves);
  const dismiss = useConsent((state) => state.dismiss);
  const title = useRef<HTMLHeadingElement>(null);
  const heading = view === 'settings' ? t('settings.title') : t('dialog.title');

  // Switching layers removes the focused button: the new layer's title takes the focus.
  const previousView = useRef(view);
  useEffect(() => {
    if (previousView.current !== 'closed' && view !== 'closed' && previousView.current !== view) title.current?.focus();
    previousView.current = view;
  }, [view]);

  return (
    <>
      <Modal.Root
        opened={view !== 'closed'}
        onClose={dismiss}
        closeOnClickOutside={false}
        trapFocus
        returnFocus
        size="lg"
        centered
        withinPortal={false}
        className="immo-consent"
      >
        <Modal.Overlay />
        {/* Named in the server's markup too: Mantine ties the title to the dialog only once mounted. */}
        <Modal.Content aria-label={heading}>
          {/* A div: a <header> here would be a second banner landmark beside the site's header. */}
          <Modal.Header component="div">
            <Modal.Title ref={title} tabIndex={-1} data-autofocus className="immo-consent__title">
              {heading}
            </Modal.Title>
            {decided && <Modal.CloseButton aria-label={t('dialog.close')} />}
          </Modal.Header>
          {/* Mantine describes the dialog by its body: the body is the introduction alone, so a
              screen reader reads the title and the introduction on opening, not every control. */}
          <Modal.Body>
            <Text>{view === 'settings' ? t('settings.intro') : t('dialog.intro')}</Text>
          </Modal.Body>
          <div className="immo-consent__body">
            {view === 'settings' ? <SettingsLayer /> : <FirstLayer lang={lang} siteBase={siteBase} />}
          </div>
        </Modal.Content>
      </Modal.Root>
      <VisuallyHidden role="status">{saves > 0 ? t('saved') : ''}</VisuallyHidden>
    </>
  );
}
