// Apart from the statistics' schemas so that the API client, which every remote loads, takes the
// number without zod.
/** SPEC §9: the owner's statistics cover the last 30 days (the API takes 1 to 365 when asked). */
export const OWNER_STATISTICS_DAYS = 30;
