import { formatSheetValue, propertySheet, type PublicProperty } from '@immo/shared';
import { EpcBadge } from '@immo/shared/ui';
import { useTranslation } from 'react-i18next';
import { useDetailEnv } from '../../property-detail-context.js';

/**
 * Every fact of the property (SPEC §3 "Property detail attributes"), grouped, only those with a
 * value, numbers and units in the page's language. Which facts and groups there are is the rule
 * of `propertySheet` in @immo/shared — the printable sheet the API sends says the same.
 */
export function AttributeSheet({ property, heading: Heading }: { property: PublicProperty; heading: 'h3' | 'h4' }) {
  const { t } = useTranslation(['property', 'energy']);
  const { lang } = useDetailEnv();
  const groups = propertySheet(property);
  return (
    <div className="immo-sheet">
      {groups.map((group) => (
        <section key={group.key} className="immo-sheet__group">
          <Heading className="immo-sheet__title">{t(group.title)}</Heading>
          <dl className="immo-sheet__list">
            {group.rows.map((row) => (
              <div key={row.key} className="immo-sheet__row">
                <dt>{t(row.key)}</dt>
                <dd>
                  {row.value.kind === 'epc' ? <EpcBadge epc={row.value.value} /> : formatSheetValue(row.value, t, lang)}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
