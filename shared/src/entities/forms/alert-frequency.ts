/** How often an alert mails: as soon as an import brings a match, or once a day in one digest. */
export const ALERT_FREQUENCIES = ['instant', 'daily'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
