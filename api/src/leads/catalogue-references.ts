import type { Catalogue } from '../catalogue/catalogue.js';

export type ReferenceIssue = { path: string[]; message: string };

/** A field holding catalogue ids, the ids it may hold, and the message when one is not among them. */
type Reference = { field: string; known: (catalogue: Catalogue) => ReadonlySet<string>; message: string };

const typeWebIds = (catalogue: Catalogue) => new Set(catalogue.types.map((type) => String(type.WebID)));

/**
 * The ids a form names besides its property (routes.ts checks `propertyId`, the appointment effect
 * `slotId`), by field name, whichever form carries them: the new-build project, the property type
 * to value, the demand register's types and zones (any WebID of the region tree: a region, a province
 * or a municipality's postal code, SPEC §3 "regions or zips").
 */
const REFERENCES: readonly Reference[] = [
  {
    field: 'projectId',
    known: (catalogue) => new Set(catalogue.projects.map((project) => String(project.ID))),
    message: 'validation:required.project',
  },
  { field: 'propertyTypeWebId', known: typeWebIds, message: 'validation:required.propertyType' },
  { field: 'types', known: typeWebIds, message: 'validation:required.propertyTypes' },
  {
    field: 'regions',
    known: (catalogue) => new Set(catalogue.regions.map((item) => String(item.WebID))),
    message: 'validation:required.regions',
  },
];

/**
 * An issue per field of a validated form that names an id the catalogue does not have, so the form
 * is refused like one that did not validate: a lead about a project or a type that does not exist
 * is neither stored nor mailed.
 */
export function unknownReferences(data: Record<string, unknown>, catalogue: Catalogue): ReferenceIssue[] {
  return REFERENCES.filter(({ field, known }) => {
    const value = data[field];
    if (value === undefined || value === null) return false;
    const ids = known(catalogue);
    return (Array.isArray(value) ? value : [value]).some((id) => !ids.has(String(id)));
  }).map(({ field, message }) => ({ path: [field], message }));
}
