import type { RemoteName } from '@immo/shared/federation';
import { Container } from '@immo/shared/ui';
import { RemoteSlot } from '../components/RemoteSlot.js';

/** A page whose content is one remote (lists, detail, forms, owner portal). */
export function RemotePage({ remotes }: { remotes: readonly RemoteName[] }) {
  return (
    <Container size="lg" py="md">
      {remotes.map((remote) => (
        // A whole page's content: the footer starts below the fold, so the remote arriving (taller
        // than any fixed guess: filters and cards) moves nothing in view (CLS was up to 0.37).
        <RemoteSlot key={remote} remote={remote} minHeight="100vh" />
      ))}
    </Container>
  );
}
