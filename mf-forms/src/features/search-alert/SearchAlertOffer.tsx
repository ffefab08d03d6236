import { useHydrated } from '@immo/shared/remote';
import { Button } from '@immo/shared/ui';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ThanksInPlace } from '../../components/form-kit/ThanksInPlace.js';
import type { AlertFilterParams } from './alert-filters.js';
import { SearchAlertForm } from './SearchAlertForm.js';

export type SearchAlertOfferProps = {
  /** Where the draft and the request are kept. */
  formKey: string;
  /** What the alert would watch, in words (alertSummary). */
  summary: string;
  /** The filters as they are when the visitor sends. */
  readFilters: () => AlertFilterParams;
  headingLevel: 2 | 3;
};

/**
 * The compact call to action "E-mail me new properties like these" with what the alert would
 * watch; its button opens the form below it (an expanding section: the page stays readable around
 * it). Opened, the focus goes to the address; Escape or the button closes it and the focus is back
 * on the button. Closed, the form stays mounted: nothing typed is lost.
 */
export function SearchAlertOffer({ formKey, summary, readFilters, headingLevel }: SearchAlertOfferProps) {
  const { t } = useTranslation('forms');
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const ids = useId();
  const panel = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (open) panel.current?.querySelector<HTMLElement>('input, select')?.focus();
  }, [open]);
  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close();
  };
  const Heading = `h${headingLevel}` as const;
  if (sent) return <ThanksInPlace headingLevel={headingLevel} title={t('alert.sentTitle')} text={sent} />;
  return (
    <section className="immo-forms immo-alert-offer" aria-labelledby={`${ids}-title`}>
      <Heading id={`${ids}-title`}>{t('alert.offerTitle')}</Heading>
      <p className="immo-alert-offer__summary">
        {t('alert.watches')} <strong>{summary}</strong>
      </p>
      <Button
        ref={toggle}
        variant={open ? 'default' : 'filled'}
        aria-expanded={open}
        aria-controls={`${ids}-panel`}
        disabled={!hydrated}
        onClick={() => (open ? close() : (setOpen(true), setOpened(true)))}
      >
        {open ? t('alert.close') : t('alert.open')}
      </Button>
      <div id={`${ids}-panel`} ref={panel} hidden={!open} onKeyDown={onKeyDown} className="immo-alert-offer__panel">
        {opened && (
          <SearchAlertForm formKey={formKey} label={t('alert.formTitle')} readFilters={readFilters} onSent={setSent} />
        )}
      </div>
    </section>
  );
}
