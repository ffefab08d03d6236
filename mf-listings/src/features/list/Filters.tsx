import {
  cityLabel,
  cityParam,
  epcLabelText,
  formatPrice,
  isForeign,
  parseCityParam,
  inCity,
  type City,
  type PropertyListQuery,
  type PropertyType,
} from '@immo/shared';
import { epcFilterLetter, epcLabelsUpTo, EPC_FILTER_LETTERS, type EpcFilterLetter } from './epc-filter.js';
import { Button, CloseButton } from '@immo/shared/ui';
import { NativeSelect } from '@immo/shared/ui/fields';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi, useListingsEnv, useResource } from '../../listings-context.js';
import { BEDROOM_STEPS, priceSteps, stepsWith } from './price-steps.js';
import { areasOf } from './areas.js';

type Option = { value: string; label: string };

type FiltersProps = {
  /** The query as the API gets it (the page's scope included). */
  query: Partial<PropertyListQuery>;
  activeCount: number;
  onChange(changes: Record<string, string | null>): void;
  onReset(): void;
};

function cityCount(city: City, query: Partial<PropertyListQuery>): number {
  if (query.goal === 'sale') return city.countSaleProperty;
  if (query.goal === 'rent') return city.countRentProperty;
  return city.countSaleProperty + city.countRentProperty;
}

function typeOffered(type: PropertyType, query: Partial<PropertyListQuery>): boolean {
  if (query.goal === 'sale') return type.Sale;
  if (query.goal === 'rent') return type.Rent;
  return type.Sale || type.Rent;
}

/**
 * The filters of a property list: city and type (SPEC §2 `city={Name}|{Zip}`, `type={WebID}`), price
 * range, bedrooms and EPC label, and the areas drawn on the map (shown here in words). Each change
 * is applied at once and written to the URL. On a phone the filters fold away behind one button that
 * says how many are set.
 */
export function Filters({ query, activeCount, onChange, onReset }: FiltersProps) {
  const { t } = useTranslation(['listings', 'search']);
  const { lang } = useListingsEnv();
  const api = useApi();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const [cities] = useResource(`cities:${lang}`, () => api.cities());
  const [types] = useResource(`types:${lang}`, () => api.types());
  const any: Option = { value: '', label: t('filters.any') };

  const wanted = parseCityParam(query.city);
  const cityOptions: Option[] = (cities?.data ?? [])
    .filter((city) => (query.foreign ? isForeign(city) : true))
    .filter(
      (city) => cityCount(city, query) > 0 || (wanted !== null && inCity({ City: city.Name, Zip: city.Zip }, wanted)),
    )
    .map((city) => ({
      value: cityParam(city),
      label: cityLabel({ name: city.Name, zip: city.Zip }),
    }));
  // A city from a shared link that the list does not offer (yet) keeps its own option.
  const selectedCity =
    cityOptions.find((option) => wanted && inCity(cityOptionRef(option.value), wanted))?.value ?? query.city ?? '';
  if (query.city && !cityOptions.some((option) => option.value === selectedCity)) {
    const shared = parseCityParam(query.city);
    cityOptions.unshift({ value: query.city, label: shared ? cityLabel(shared) : query.city });
  }

  const typeOptions: Option[] = [...(types?.data ?? [])]
    .filter((type) => typeOffered(type, query) || type.WebID === query.type)
    .sort((a, b) => a.ShowOrder - b.ShowOrder)
    .map((type) => ({ value: String(type.WebID), label: type.Name }));
  if (query.type !== undefined && !typeOptions.some((option) => option.value === String(query.type))) {
    typeOptions.push({ value: String(query.type), label: String(query.type) });
  }

  const price = (value: number): Option => ({ value: String(value), label: formatPrice(value, { lang }) });
  const steps = priceSteps(query.goal);
  const epcLetter = epcFilterLetter(query.epc);
  const areaCount = areasOf(query.area).length;

  return (
    <div className="immo-filters" data-open={open}>
      <Button
        className="immo-filters__toggle"
        variant="default"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {t(open ? 'filters.hide' : 'filters.show')}
        {activeCount > 0 && (
          <span className="immo-filters__count" aria-label={t('filters.active', { count: activeCount })}>
            {activeCount}
          </span>
        )}
      </Button>
      <form
        id={panelId}
        className="immo-filters__panel"
        aria-label={t('filters.label')}
        onSubmit={(event) => event.preventDefault()}
      >
        <NativeSelect
          label={t('filters.city')}
          data={[any, ...cityOptions]}
          value={selectedCity}
          onChange={(event) => onChange({ city: event.currentTarget.value })}
        />
        <NativeSelect
          label={t('filters.type')}
          data={[any, ...typeOptions]}
          value={query.type === undefined ? '' : String(query.type)}
          onChange={(event) => onChange({ type: event.currentTarget.value })}
        />
        <NativeSelect
          label={t('filters.priceMin')}
          data={[any, ...stepsWith(steps, query.minPrice).map(price)]}
          value={query.minPrice === undefined ? '' : String(query.minPrice)}
          onChange={(event) => onChange({ minPrice: event.currentTarget.value })}
        />
        <NativeSelect
          label={t('filters.priceMax')}
          data={[any, ...stepsWith(steps, query.maxPrice).map(price)]}
          value={query.maxPrice === undefined ? '' : String(query.maxPrice)}
          onChange={(event) => onChange({ maxPrice: event.currentTarget.value })}
        />
        <NativeSelect
          label={t('filters.bedrooms')}
          data={[
            any,
            ...stepsWith(BEDROOM_STEPS, query.minBedrooms || undefined).map((count) => ({
              value: String(count),
              label: t('filters.bedroomsAtLeast', { count }),
            })),
          ]}
          value={query.minBedrooms ? String(query.minBedrooms) : ''}
          onChange={(event) => onChange({ minBedrooms: event.currentTarget.value })}
        />
        <NativeSelect
          label={t('filters.epc')}
          data={[
            any,
            ...EPC_FILTER_LETTERS.map((letter) => ({
              value: letter,
              label: t('filters.epcAtLeast', { label: epcLabelText(letter) }),
            })),
          ]}
          value={epcLetter ?? ''}
          onChange={(event) => {
            const letter = event.currentTarget.value as EpcFilterLetter | '';
            onChange({ epc: letter ? epcLabelsUpTo(letter).join(',') : null });
          }}
        />
        {activeCount > 0 && (
          <Button className="immo-filters__reset" variant="subtle" onClick={onReset}>
            {t('filters.reset')}
          </Button>
        )}
      </form>
      {areaCount > 0 && (
        // Drawn on the map, yet shown (and removable) in the list view and on a phone's folded filters too.
        <p className="immo-filters__chip">
          <span>{t('area.summary', { count: areaCount })}</span>
          <CloseButton
            size="sm"
            aria-label={t('area.removeAll', { count: areaCount })}
            onClick={() => onChange({ area: null })}
          />
        </p>
      )}
    </div>
  );
}

function cityOptionRef(value: string): { City: string; Zip: string } {
  const ref = parseCityParam(value);
  return { City: ref?.name ?? '', Zip: ref?.zip ?? '' };
}
