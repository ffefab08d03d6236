import { z } from 'zod';

/** POST /api/confirmations: the token of a mailed link, as the confirm page read it from its fragment. */
export const ConfirmationBodySchema = z.object({
  // No length rule of its own: a mangled token (even a long one, within the body limit) is an unknown link (410).
  token: z.string().describe('The token of the mailed link: what follows #confirm= in its address (43 characters).'),
});
