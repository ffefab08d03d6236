import { epcLabelText } from '../energy/label.js';
import { formatDate, formatList, formatNumber } from '../format/locale-format.js';
import { formatPrice } from '../format/price.js';
import type { Lang } from '../i18n/languages.js';
import type { SheetMeasure, SheetValue } from './sheet-types.js';

/**
 * A translator that reads namespaced keys (`property:units.metres`). Options are always passed, so
 * react-i18next's `t` fits as it is, and so does any `(key, options?) => string`.
 */
export type SheetTranslate = (key: string, options: Record<string, unknown>) => string;

/** The unit text of a measure; counts and years are bare numbers. */
const UNIT_KEYS: Partial<Record<SheetMeasure['kind'], string>> = {
  area: 'property:units.squareMetres',
  length: 'property:units.metres',
  energy: 'property:units.energy',
  energyTotal: 'property:units.energyTotal',
  co2: 'property:units.co2',
  eLevel: 'property:units.eLevel',
};

function formatMeasure({ kind, value }: SheetMeasure, t: SheetTranslate, lang: Lang): string {
  // A year is a name, not a quantity: 1904, never 1.904.
  if (kind === 'year') return String(value);
  const unitKey = UNIT_KEYS[kind];
  const number = formatNumber(value, lang);
  return unitKey ? t(unitKey, { value: number }) : number;
}

/**
 * The text a sheet value reads as on the page, in `lang`: numbers and dates as the language writes
 * them, units from `property:units.*`, euros as every price of the site (SPEC §9 currency).
 */
export function formatSheetValue(value: SheetValue, t: SheetTranslate, lang: Lang): string {
  switch (value.kind) {
    case 'money': {
      const amount = formatPrice(value.value, { lang });
      return value.perMonth ? t('property:units.perMonth', { amount }) : amount;
    }
    case 'date':
      return formatDate(value.value, lang);
    case 'flag':
      return t(value.value ? 'property:values.yes' : 'property:values.no', {});
    case 'term':
      // A value outside the known vocabulary is shown as the agent typed it.
      return t(value.key, { defaultValue: value.value });
    case 'score':
      return value.value;
    case 'epc':
      return epcLabelText(value.value.label);
    case 'ages':
      return formatList(
        value.value.map((age) => t('property:units.years', { count: age })),
        lang,
      );
    default:
      return formatMeasure(value, t, lang);
  }
}
