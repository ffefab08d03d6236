import type { RemoteName } from '@immo/shared/federation';
import { Container } from '@immo/shared/ui';
import { RemoteSlot } from '../components/RemoteSlot.js';

/** A page whose content is one remote (lists, detail, forms, owner portal). */
export function RemotePage({ remotes }: { remotes: readonly RemoteName[] }) {
  return (
    <Container size="lg" py="md">
      {remotes.map((remote) => (
        <RemoteSlot key={remote} remote={remote} minHeight={480} />
      ))}
    </Container>
  );
}
