import type { PropertyDetails } from '../entities/property.js';

/**
 * A price a visitor may see, else null. An unpublished price is treated as no price at all wherever
 * the server uses a price: filters, sorting, the similar properties' ranking and every answer.
 */
export function visiblePrice(property: { Price: number | null; PublishPrice: boolean }): number | null {
  return property.PublishPrice && property.Price !== null ? property.Price : null;
}

/**
 * The amounts of a property's details, which go with its price when the agency does not publish it.
 * Most are worked out from the price: registration rights and VAT are a rate of it, the notary fee a
 * scale of it, the agency's cost a share of it, a rent's deposit is months of rent, a viager's bouquet
 * and annuity are the price itself. Charges and the inventory cost are not, but the server cannot tell
 * a figure the agent typed from one a tool computed, and "price on request" means what the property
 * costs is asked at the agency: so every amount goes. A new amount field belongs here
 * (`public-property.test.ts` fails until it is placed).
 */
export const PRICE_BOUND_DETAILS = [
  'NotaryFee',
  'RegistrationRights',
  'VAT',
  'Charges',
  'Deposit',
  'AgencyCost',
  'InventoryCost',
  'Viager',
] as const satisfies readonly (keyof PropertyDetails)[];

/** The details a property with an unpublished price may show: a copy without any amount. */
export function detailsWithoutAmounts(details: PropertyDetails): PropertyDetails {
  const kept: PropertyDetails = { ...details };
  for (const field of PRICE_BOUND_DETAILS) delete kept[field];
  return kept;
}
