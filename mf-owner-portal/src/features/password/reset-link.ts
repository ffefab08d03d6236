import { fragmentToken } from '@immo/shared';

/** The link of the password mail: the login page's reset token (`/nl/login/#reset=…`). */
const resetLink = fragmentToken('reset', 'immo.owner.reset');

export const takeResetToken = resetLink.take;
export const forgetResetToken = resetLink.forget;
