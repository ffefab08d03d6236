import { z } from 'zod';
import {
  antiSpamFields,
  INVALID,
  email,
  lang,
  longText,
  privacyAccepted,
  requiredText,
  requireCaptcha,
  propertyIdField,
} from './fields.js';

/** Send a property to a friend. */
export const SendToFriendFormSchema = requireCaptcha(
  z.object({
    propertyId: propertyIdField(),
    name: requiredText('name', 80),
    email: email(),
    friendName: requiredText('friendName', 80),
    friendEmail: email('friendEmail'),
    message: longText(),
    privacy: privacyAccepted(),
    language: lang(),
    ...antiSpamFields,
  }),
);
export type SendToFriendForm = z.input<typeof SendToFriendFormSchema>;

/** A testimonial of a customer, published after moderation. */
export const TestimonialFormSchema = requireCaptcha(
  z.object({
    name: requiredText('name', 80),
    email: email(),
    city: requiredText('city', 80),
    rating: z.coerce
      .number({ error: 'validation:required.rating' })
      .int()
      .min(1, { error: 'validation:required.rating' })
      .max(5, {
        error: 'validation:required.rating',
      }),
    text: longText('testimonial', 2000),
    privacy: privacyAccepted(),
    language: lang(),
    ...antiSpamFields,
  }),
);
export type TestimonialForm = z.input<typeof TestimonialFormSchema>;

/** Newsletter sign-up (sign-newsletter). */
export const SignNewsletterFormSchema = requireCaptcha(
  z.object({
    email: email(),
    firstName: requiredText('firstName', 80),
    lastName: requiredText('lastName', 80),
    privacy: privacyAccepted(),
    language: lang(),
    ...antiSpamFields,
  }),
);
export type SignNewsletterForm = z.input<typeof SignNewsletterFormSchema>;

/**
 * Newsletter unsubscribe: by e-mail, from the link in every newsletter. The link's `token` (the
 * address signed by the API) makes it immediate; without it the API mails the address a link.
 */
export const UnsubscribeNewsletterFormSchema = z.object({
  email: email(),
  token: z.string(INVALID).max(200, INVALID).optional(),
  language: lang(),
});
export type UnsubscribeNewsletterForm = z.input<typeof UnsubscribeNewsletterFormSchema>;
