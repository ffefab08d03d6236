import type { ApiErrorCode } from '@immo/shared';

/**
 * The codes a lead may be refused with (SPEC §8), beyond what every route answers, and the status
 * each is answered with: the route documents them (leads/routes.ts), and the serialiser refuses any
 * other.
 */
export const LEAD_REFUSAL_STATUS = {
  invalidForm: 400,
  captchaInvalid: 400,
  propertySold: 409,
  propertyRented: 409,
  appointmentsFull: 409,
  tooManyRequests: 429,
  tooManyAppointments: 429,
  mailNotSent: 503,
} as const satisfies Partial<Record<ApiErrorCode, number>>;
export type LeadErrorCode = keyof typeof LEAD_REFUSAL_STATUS;

/** The refusal codes by status, as a route's contract lists them. */
export function leadRefusalsByStatus(): Record<number, LeadErrorCode[]> {
  const byStatus: Record<number, LeadErrorCode[]> = {};
  for (const [code, status] of Object.entries(LEAD_REFUSAL_STATUS) as Array<[LeadErrorCode, number]>) {
    byStatus[status] = [...(byStatus[status] ?? []), code];
  }
  return byStatus;
}

/** A field the refusal is about and the translation key of what to tell the visitor there. */
export type LeadIssue = { path: string[]; message: string };

/** Why a lead was not taken, and the fields concerned. */
export type LeadRefusal = {
  code: LeadErrorCode;
  issues?: LeadIssue[];
  /** What went wrong on our side (mailNotSent): for the log, never for the visitor. */
  cause?: unknown;
};

/** What became of a lead: taken, with the translation key of the thanks, or refused. */
export type LeadOutcome = { refusal: null; thanks: string } | { refusal: LeadRefusal };
