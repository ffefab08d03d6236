import { Container } from '@immo/shared/ui';
import { PageSlot } from '../components/RemoteSlot.js';
import { useShellStore } from '../shell-store.js';

/**
 * The property page (DESIGN §3): three remotes, each in its own slot as the layout table places
 * them, agreeing only on the route's property id — the page itself, the contact panel beside it on
 * tablets and desktops and below it on phones, and similar properties and projects. A slot that
 * fails shows its fallback; the others keep working. An unknown property (the server's 404) is its
 * not-found message alone (the layout table's `layoutOf`), from the server's render on.
 */
export function PropertyPage() {
  const unknown = useShellStore((state) => state.status === 404);
  if (unknown) {
    return (
      <Container size="lg" py="md">
        <PageSlot remote="mf-property-detail" />
      </Container>
    );
  }
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
