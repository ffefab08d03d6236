import { Container } from '@immo/shared/ui';
import { RemoteSlot } from '../components/RemoteSlot.js';

/**
 * The property page (DESIGN §3): three remotes, each in its own slot, agreeing only on the route's
 * property id — the page itself (mf-property-detail), the contact panel beside it on tablets and
 * desktops and below it on phones (mf-forms), and similar properties and projects (mf-listings).
 * A slot that fails shows its fallback; the others keep working.
 */
export function PropertyPage() {
  return (
    <Container size="lg" py="md">
      <div className="immo-property-layout">
        {/* The heading and first photo fill the first screen: the slot holds them before they arrive. */}
        <RemoteSlot remote="mf-property-detail" minHeight="100vh" />
        {/* The target of the page's "request the documents" link (mf-property-detail's CONTACT_ANCHOR). */}
        <aside id="property-contact" className="immo-property-layout__contact">
          <RemoteSlot remote="mf-forms" minHeight={320} />
        </aside>
      </div>
      {/* Below the fold: its code loads as the visitor scrolls towards it (DEFERRED_SLOTS). */}
      <RemoteSlot remote="mf-listings" minHeight={360} />
    </Container>
  );
}
