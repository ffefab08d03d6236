import { pagePath, type Lang, type SaleRentCounts } from '@immo/shared';
import { replaceTotals } from '../../components/searcher/searcher.js';
import { Button, CloseButton, Group, Text, Title, VisuallyHidden } from '@immo/shared/ui';
import { TextInput } from '@immo/shared/ui/fields';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from '../../search-context.js';
import { ResultPanel } from './ResultPanel.js';
import { optionsOf, resultGroups, type ResultOption } from './result-options.js';
import { useActiveOption } from './use-active-option.js';
import { useFocusBeforeHydration } from './use-focus-before-hydration.js';

type SearchBoxProps = { lang: Lang; apiBase: string; siteBase: string };

/**
 * Whether focus moving to `next` stays inside `box`. `relatedTarget` is retargeted to the tree the
 * box lives in, so this holds in a shadow root too (the widget), where `document.activeElement`
 * would only name the host element; `null` means focus left for the page's body or the browser.
 */
function focusStaysIn(box: HTMLElement, next: EventTarget | null): boolean {
  return next instanceof Node && box.contains(next);
}

/** The index could not be loaded: say so in place of the box, with a retry. */
function LoadFailure({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('search');
  return (
    <Group gap="sm" className="immo-search" role="status">
      <Text>{t('common:remoteFailure.text')}</Text>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {t('common:remoteFailure.retry')}
      </Button>
    </Group>
  );
}

/** The For sale / For rent totals under the box (`showCountProperty`), linking to the lists. */
function Totals({ lang, siteBase, totals }: { lang: Lang; siteBase: string; totals: SaleRentCounts }) {
  const { t } = useTranslation('search');
  return (
    <Group gap="xs" mt="sm" className="immo-search__totals">
      <Button component="a" variant="light" href={`${siteBase}${pagePath('for-sale', lang)}`}>
        {t('forSaleTotal', { count: totals.sale })}
      </Button>
      <Button component="a" variant="light" href={`${siteBase}${pagePath('for-rent', lang)}`}>
        {t('forRentTotal', { count: totals.rent })}
      </Button>
    </Group>
  );
}

/**
 * The home search box (SPEC §2): a combobox over the in-memory index. Focus or the search button
 * opens the panel; focus leaving the field and its panel (to the search button too) closes it;
 * arrow keys walk the enabled links, Enter opens one, Escape closes the panel and keeps focus in the
 * input (a second Escape clears the text).
 */
export function SearchBox({ lang, apiBase, siteBase }: SearchBoxProps) {
  const { t } = useTranslation('search');
  const status = useSearch((state) => state.status);
  const settings = useSearch((state) => state.settings);
  const totals = useSearch((state) => state.totals);
  const search = useSearch((state) => state.search);
  const previews = useSearch((state) => state.previews);
  const preview = useSearch((state) => state.preview);
  const load = useSearch((state) => state.load);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const fieldRef = useRef<HTMLDivElement>(null);
  const uid = useId().replace(/:/g, '');
  const listboxId = `${uid}-listbox`;
  const optionId = (option: ResultOption) => `${uid}-${option.id}`;
  useFocusBeforeHydration(inputRef, setOpen);

  const result = useMemo(() => (search ? search(text) : null), [search, text]);
  useEffect(() => result?.propertyIds.forEach((id) => void preview(id)), [result, preview]);
  const groups = useMemo(
    () => (result && settings ? resultGroups(result, previews, { lang, siteBase, settings }) : []),
    [result, previews, settings, lang, siteBase],
  );
  const enabled = useMemo(
    () =>
      optionsOf(groups)
        .filter((option) => option.href)
        .map(optionId),
    [groups],
  );
  const { active, move, clear } = useActiveOption(enabled, search !== null);
  useEffect(() => clear(), [text, lang]);
  useEffect(() => {
    if (active) fieldRef.current?.querySelector(`#${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  if (status === 'failed') return <LoadFailure onRetry={() => void load(lang)} />;
  // The server's settings and totals are enough to show the box; the panel waits for the index.
  if (!settings || !totals || !settings.showSearchInput) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && open && active) {
      event.preventDefault();
      fieldRef.current?.querySelector<HTMLAnchorElement>(`#${active}`)?.click();
    } else if (event.key === 'Escape') {
      if (open) setOpen(false);
      else setText('');
      clear();
    }
  };
  const showPanel = open && result !== null;

  return (
    <div className="immo-search">
      {settings.searchBox.titlePublic && (
        <Title order={2} className="immo-search__title">
          {replaceTotals(settings.searchBox.title, totals)}
        </Title>
      )}
      {settings.searchBox.descriptionPublic && (
        <Text className="immo-search__intro">{replaceTotals(settings.searchBox.description, totals)}</Text>
      )}
      <div className="immo-search__box">
        <Group gap="xs" wrap="nowrap" align="flex-end">
          {/* The combobox is the field and its panel; the search button beside them is not part of it. */}
          <div
            className="immo-search__field"
            ref={fieldRef}
            onBlur={(event) => {
              if (!focusStaysIn(event.currentTarget, event.relatedTarget)) setOpen(false);
            }}
          >
            <TextInput
              ref={inputRef}
              className="immo-search__input"
              label={<VisuallyHidden>{t('label')}</VisuallyHidden>}
              placeholder={t('placeholder')}
              value={text}
              onChange={(event) => {
                setText(event.currentTarget.value);
                setOpen(true);
              }}
              onFocus={() => setOpen(true)}
              onKeyDown={onKeyDown}
              role="combobox"
              aria-expanded={showPanel}
              aria-controls={listboxId}
              aria-autocomplete="list"
              aria-activedescendant={showPanel && active ? active : undefined}
              autoComplete="off"
              enterKeyHint="search"
              size="md"
              rightSection={
                text ? (
                  <CloseButton
                    aria-label={t('clear')}
                    onClick={() => {
                      setText('');
                      inputRef.current?.focus();
                    }}
                  />
                ) : null
              }
            />
            {/* Clicking a link must not blur the input before the click lands. */}
            <div onMouseDown={(event) => event.preventDefault()} hidden={!showPanel}>
              {showPanel && (
                <ResultPanel id={listboxId} groups={groups} activeId={active} apiBase={apiBase} optionId={optionId} />
              )}
            </div>
            <VisuallyHidden role="status" aria-live="polite">
              {showPanel ? t('results', { count: enabled.length }) : ''}
            </VisuallyHidden>
          </div>
          {settings.showSearchButton && (
            <Button
              size="md"
              // The button only sends focus to the input: taking focus first would close the panel for a moment.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                inputRef.current?.focus();
                setOpen(true);
              }}
            >
              {t('button')}
            </Button>
          )}
        </Group>
      </div>
      {settings.showCountProperty && <Totals lang={lang} siteBase={siteBase} totals={totals} />}
    </div>
  );
}
