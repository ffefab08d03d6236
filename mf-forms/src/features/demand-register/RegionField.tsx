import { Button } from '@immo/shared/ui';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldState } from '../../components/form-kit/field-state.js';
import { RegionMap } from './RegionMap.js';
import { filterTree, withZones, zoneIdsOf, type RegionTree, type Zone, type ZoneGroup } from './region-tree.js';
import { asList } from '../../components/form-kit/field-values.js';

type Change = (selected: string[]) => void;

/** One zone's checkbox. */
function ZoneChoice({ zone, selected, onChange }: { zone: Zone; selected: readonly string[]; onChange: Change }) {
  const on = selected.includes(zone.id);
  return (
    <label className="immo-choice">
      <input
        type="checkbox"
        value={zone.id}
        checked={on}
        onChange={(event) => onChange(withZones(selected, [zone.id], event.target.checked))}
      />
      <span>{zone.label}</span>
    </label>
  );
}

/**
 * A region or province: a checkbox for all of its zones (mixed when only some are chosen), then
 * its zones and sub-groups. `all` holds every zone of the group, also those a search hides.
 */
function GroupChoices({
  group,
  all,
  selected,
  onChange,
}: {
  group: ZoneGroup;
  all: ReadonlyMap<string, string[]>;
  selected: readonly string[];
  onChange: Change;
}) {
  const { t } = useTranslation('forms');
  const ids = all.get(group.key) ?? zoneIdsOf(group);
  const count = ids.filter((id) => selected.includes(id)).length;
  return (
    <fieldset className="immo-regions__group">
      <legend>{group.name}</legend>
      <label className="immo-choice immo-regions__all">
        <input
          type="checkbox"
          checked={count > 0 && count === ids.length}
          ref={(input) => {
            if (input) input.indeterminate = count > 0 && count < ids.length;
          }}
          onChange={(event) => onChange(withZones(selected, ids, event.target.checked))}
        />
        <span>{t('demandRegister.regions.wholeGroup', { name: group.name })}</span>
      </label>
      {group.zones.length > 0 && (
        <div className="immo-regions__zones">
          {group.zones.map((zone) => (
            <ZoneChoice key={zone.id} zone={zone} selected={selected} onChange={onChange} />
          ))}
        </div>
      )}
      {group.groups.map((inner) => (
        <GroupChoices key={inner.key} group={inner} all={all} selected={selected} onChange={onChange} />
      ))}
    </fieldset>
  );
}

function visibleZones(part: Pick<RegionTree, 'groups' | 'loose'>): Zone[] {
  const inGroup = (group: ZoneGroup): Zone[] => [...group.zones, ...group.groups.flatMap(inGroup)];
  return [...part.loose, ...part.groups.flatMap(inGroup)];
}

/**
 * SPEC §3 "regions or zips" with SPEC §2's region map: the zones (municipalities, by postal code)
 * as a list of checkboxes grouped by region and province, searchable by name or postal code (Enter
 * chooses the one zone found), and beside it the map, which shows and changes the same choice.
 */
export function RegionField({
  tree,
  failed,
  onRetry,
}: {
  /** null while the regions load. */
  tree: RegionTree | null;
  failed: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation(['forms', 'common']);
  const { field } = useController({ name: 'regions' });
  const state = useFieldState('regions', true);
  const [query, setQuery] = useState('');
  const selected = asList(field.value);
  const onChange: Change = (next) => field.onChange(next);

  const zones = useMemo(() => (tree ? [...tree.byId.values()] : []), [tree]);
  const all = useMemo(() => {
    const ids = new Map<string, string[]>();
    const walk = (group: ZoneGroup) => {
      ids.set(group.key, zoneIdsOf(group));
      group.groups.forEach(walk);
    };
    tree?.groups.forEach(walk);
    return ids;
  }, [tree]);
  const shown = useMemo(() => (tree ? filterTree(tree, query) : null), [tree, query]);
  const found = shown ? visibleZones(shown) : [];

  // Enter in the search chooses the one zone it found, and never sends the form.
  const onSearchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (query.trim() && found.length === 1) {
      onChange(withZones(selected, [found[0]!.id], true));
      setQuery('');
    }
  };

  const label = (id: string) => tree?.byId.get(id)?.label ?? id;
  return (
    <fieldset className="immo-field immo-regions" {...state.aria}>
      <legend className="immo-field__label">
        {t('demandRegister.regions.label')}
        <span className="immo-field__required" title={t('requiredMark')}>
          {' '}
          *
        </span>
      </legend>
      <p className="immo-field__help" id={state.helpId}>
        {t('demandRegister.regions.help')}
      </p>
      {!tree && !failed && <p className="immo-field__help">{t('common:loading')}</p>}
      {!tree && failed && (
        <div className="immo-regions__failed" role="alert">
          <p>{t('demandRegister.regions.loadFailed')}</p>
          <Button variant="default" onClick={onRetry}>
            {t('common:remoteFailure.retry')}
          </Button>
        </div>
      )}
      {tree && shown && (
        <div className="immo-regions__layout">
          <RegionMap zones={zones} selected={selected} onChange={onChange} />
          <div
            className="immo-regions__list"
            // The form's focus on an error goes to the first zone of the list.
            ref={(node) =>
              field.ref(
                node && { focus: () => node.querySelector<HTMLInputElement>('input[type="checkbox"]')?.focus() },
              )
            }
          >
            <SearchBox query={query} onQuery={setQuery} onKeyDown={onSearchKey} />
            {found.length === 0 && query.trim() && (
              <p className="immo-field__help">{t('demandRegister.regions.noMatch', { query: query.trim() })}</p>
            )}
            {shown.loose.length > 0 && (
              <div className="immo-regions__zones">
                {shown.loose.map((zone) => (
                  <ZoneChoice key={zone.id} zone={zone} selected={selected} onChange={onChange} />
                ))}
              </div>
            )}
            {shown.groups.map((group) => (
              <GroupChoices key={group.key} group={group} all={all} selected={selected} onChange={onChange} />
            ))}
          </div>
        </div>
      )}
      <p className="immo-regions__count" aria-live="polite">
        {t('demandRegister.regions.selected', { count: selected.length })}
      </p>
      {selected.length > 0 && (
        <div className="immo-regions__chosen">
          <ul aria-label={t('demandRegister.regions.chosen')}>
            {selected.map((id) => (
              <li key={id}>
                <button
                  type="button"
                  className="immo-regions__chip"
                  aria-label={t('demandRegister.regions.remove', { name: label(id) })}
                  onClick={() => onChange(withZones(selected, [id], false))}
                >
                  {label(id)} <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
          <Button variant="subtle" onClick={() => onChange([])}>
            {t('demandRegister.regions.clear')}
          </Button>
        </div>
      )}
      {state.error && (
        <p className="immo-field__error" id={state.errorId}>
          {state.error}
        </p>
      )}
    </fieldset>
  );
}

function SearchBox({
  query,
  onQuery,
  onKeyDown,
}: {
  query: string;
  onQuery: (query: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
}) {
  const { t } = useTranslation('forms');
  const id = useId();
  return (
    <div className="immo-field">
      <label className="immo-field__label" htmlFor={id}>
        {t('demandRegister.regions.filter')}
      </label>
      <input
        id={id}
        className="immo-field__control"
        type="search"
        autoComplete="off"
        value={query}
        aria-describedby={`${id}-help`}
        onChange={(event) => onQuery(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <p className="immo-field__help" id={`${id}-help`}>
        {t('demandRegister.regions.filterHelp')}
      </p>
    </div>
  );
}
