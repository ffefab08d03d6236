/** SPEC §4: Goal 0 means for sale; any other value means for rent. */
export function isForSale(property: { Goal: number }): boolean {
  return property.Goal === 0;
}

export function isForRent(property: { Goal: number }): boolean {
  return !isForSale(property);
}

/** SPEC §4 "Marquee": a property with Marquee 1 is shown as sold (sale) or rented (rent). */
export function marqueeState(property: { Goal: number; Marquee: number }): 'sold' | 'rented' | null {
  if (property.Marquee !== 1) return null;
  return isForSale(property) ? 'sold' : 'rented';
}
