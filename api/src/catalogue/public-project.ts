import type { Project } from '@immo/shared';

type ProjectAddress = Pick<Project, 'PublicAddress' | 'Street' | 'HouseNumber' | 'BoxNr' | 'Latitude' | 'Longitude'>;

/**
 * What the browser may see of a new-build project: an unpublished address (PublicAddress false)
 * is removed here, as publicProperty removes a property's; hiding it in the card alone still
 * handed the street and the coordinates to anyone reading the JSON.
 */
export function publicProject<P extends ProjectAddress>(project: P): P {
  if (project.PublicAddress) return project;
  const { BoxNr: _box, Latitude: _latitude, Longitude: _longitude, ...visible } = project;
  return { ...visible, Street: '', HouseNumber: '' } as P;
}
