/** The share of the price paid at signing of a purchase offer (SPEC §9). */
export const OFFER_ADVANCE_RATE = 0.1;
