import { fragmentToken } from '@immo/shared';

/** A mail's confirmation link: the confirm page's token (`/nl/bevestigen/#confirm=…`). */
const confirmLink = fragmentToken('confirm', 'immo.confirm');

export const takeConfirmToken = confirmLink.take;
export const forgetConfirmToken = confirmLink.forget;
