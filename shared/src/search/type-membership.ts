/** The type WebIDs a property belongs to: its main WebID and those of WebIDs ("1,5"). */
export function propertyTypeIds(property: { WebID: number; WebIDs: string }): Set<number> {
  const ids = new Set<number>([property.WebID]);
  for (const part of property.WebIDs.split(',')) {
    const id = Number(part);
    if (Number.isInteger(id) && id > 0) ids.add(id);
  }
  return ids;
}

export function hasType(property: { WebID: number; WebIDs: string }, typeWebId: number): boolean {
  return propertyTypeIds(property).has(typeWebId);
}
