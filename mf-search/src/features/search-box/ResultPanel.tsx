import { cityLabel, pictureUrl } from '@immo/shared';
import { useTranslation } from 'react-i18next';
import type { ResultGroup, ResultOption } from './result-options.js';

type PanelProps = {
  id: string;
  groups: ResultGroup[];
  activeId: string | null;
  apiBase: string;
  optionId: (option: ResultOption) => string;
};

function OptionLink({ option, active, domId }: { option: ResultOption; active: boolean; domId: string }) {
  const { t } = useTranslation('search');
  const count = option.count === null ? '' : ` ${t('count', { count: option.count })}`;
  const text = `${t(option.text.key, option.text.values)}${count}`;
  const label = `${t(option.label.key, option.label.values)}${count}`;
  if (!option.href) {
    return (
      <span
        role="option"
        id={domId}
        aria-disabled="true"
        aria-selected={false}
        aria-label={`${label} — ${t('noneAvailable')}`}
        className="immo-search__option"
      >
        {text}
      </span>
    );
  }
  return (
    <a
      role="option"
      id={domId}
      aria-selected={active}
      aria-label={label === text ? undefined : label}
      tabIndex={-1}
      href={option.href}
      className="immo-search__option"
    >
      {text}
    </a>
  );
}

/** The listbox of the combobox: groups of types, cities and properties (SPEC §4 "Search panel"). */
export function ResultPanel({ id, groups, activeId, apiBase, optionId }: PanelProps) {
  const { t } = useTranslation('search');
  if (groups.length === 0) {
    return (
      <div className="immo-search__panel" id={id} role="listbox" aria-label={t('panel.label')} tabIndex={-1}>
        <p className="immo-search__empty">{t('empty')}</p>
      </div>
    );
  }
  const option = (item: ResultOption) => (
    <OptionLink key={item.id} option={item} active={optionId(item) === activeId} domId={optionId(item)} />
  );
  return (
    // Not a tab stop: Chromium makes a scrolling box (a long list on a phone) one by itself, but the
    // arrow keys in the input walk the options, and Tab must leave the box for the search button.
    <div className="immo-search__panel" id={id} role="listbox" aria-label={t('panel.label')} tabIndex={-1}>
      {groups.map((group) => (
        <div key={group.kind} role="group" aria-labelledby={`${id}-${group.kind}`}>
          <div role="presentation" id={`${id}-${group.kind}`} className="immo-search__heading">
            {t(`${group.kind}Heading`)}
          </div>
          {group.rows.map((row) =>
            row.kind === 'property' ? (
              <div key={row.key} role="presentation" className="immo-search__row immo-search__property">
                {row.preview.SmallPictureItem && (
                  <img
                    className="immo-search__thumb"
                    src={pictureUrl(row.preview.SmallPictureItem.Url, 100, apiBase)}
                    width={60}
                    height={60}
                    alt=""
                  />
                )}
                <span className="immo-search__description">
                  {option(row.option)}
                  <span>{row.description}</span>
                </span>
              </div>
            ) : (
              <div key={row.key} role="presentation" className="immo-search__row">
                <span className="immo-search__name" aria-hidden="true">
                  {row.kind === 'city' ? cityLabel(row) : row.name}
                </span>
                <span className="immo-search__links" role="presentation">
                  {row.options.map(option)}
                </span>
              </div>
            ),
          )}
        </div>
      ))}
    </div>
  );
}
