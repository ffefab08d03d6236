import type { Property } from '../entities/property.js';

/** What a property is called on its page, in its head and its JSON-LD: its title, or its type when it has none. */
export function propertyHeading(property: Pick<Property, 'Title' | 'TypeDescription'>): string {
  return property.Title.trim() || property.TypeDescription;
}
