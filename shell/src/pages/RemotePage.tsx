import { Container } from '@immo/shared/ui';
import { RemoteSlot } from '../components/RemoteSlot.js';
import type { SlotSpec } from '../layout/layout-table.js';

/** A page whose content is its remotes' slots, in the layout table's order (lists, forms, owner portal). */
export function RemotePage({ slots }: { slots: readonly SlotSpec[] }) {
  return (
    <Container size="lg" py="md">
      {slots.map((spec) => (
        <RemoteSlot key={spec.remote} spec={spec} />
      ))}
    </Container>
  );
}
