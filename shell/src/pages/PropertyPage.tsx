import { Container } from '@immo/shared/ui';
import { PageSlot } from '../components/RemoteSlot.js';

/**
 * The property page (DESIGN §3): three remotes, each in its own slot as the layout table places
 * them, agreeing only on the route's property id — the page itself, the contact panel beside it on
 * tablets and desktops and below it on phones, and similar properties and projects. A slot that
 * fails shows its fallback; the others keep working.
 */
export function PropertyPage() {
  return (
    <Container size="lg" py="md">
      <div className="immo-property-layout">
        <PageSlot remote="mf-property-detail" />
        {/* The target of the page's "request the documents" link (mf-property-detail's CONTACT_ANCHOR). */}
        <aside id="property-contact" className="immo-property-layout__contact">
          <PageSlot remote="mf-forms" />
        </aside>
      </div>
      <PageSlot remote="mf-listings" />
    </Container>
  );
}
