import { useState } from 'react';
import { ThanksInPlace } from '../../components/form-kit/ThanksInPlace.js';
import { NewsletterForm } from './NewsletterForm.js';

/**
 * The newsletter sign-up in the footer of every page (SPEC §1): sent, it thanks the visitor in
 * place — they were reading another page and stay on it.
 */
export function FooterNewsletter() {
  const [sent, setSent] = useState(false);
  if (sent) return <ThanksInPlace name="sign-newsletter" headingLevel={2} />;
  return (
    <div className="immo-forms-footer">
      <NewsletterForm headingLevel={2} onSent={() => setSent(true)} />
    </div>
  );
}
