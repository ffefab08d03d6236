/** SPEC §9 "Contact slots": when the visitor wants to be called. */
export const CONTACT_TIME_SLOTS = ['10:00-13:00', '13:00-16:00', '16:00-19:00'] as const;
/** How the visitor wants to be answered. */
export const CONTACT_DEVICES = ['phone', 'email', 'whatsapp'] as const;
