import type { OwnerProperty } from '@immo/shared';
import { propertyHeading } from '@immo/shared';
import { NativeSelect } from '@immo/shared/ui/fields';
import { useTranslation } from 'react-i18next';
import { usePortal, usePortalEnv } from '../../owner-portal-context.js';

/** SPEC §6: an owner with several properties chooses the one to look at; with one there is nothing to choose. */
export function PropertyPicker({ properties }: { properties: OwnerProperty[] }) {
  const { t } = useTranslation('owner');
  const { store } = usePortalEnv();
  const selected = usePortal((state) => state.selected);
  if (properties.length < 2) return null;
  return (
    <NativeSelect
      className="immo-portal__picker"
      label={t('propertyPicker.label')}
      value={String(selected ?? '')}
      onChange={(event) => store.getState().select(Number(event.currentTarget.value))}
      data={properties.map(({ property }) => ({
        value: String(property.ID),
        label: `${propertyHeading(property)} — ${property.City}`,
      }))}
    />
  );
}
