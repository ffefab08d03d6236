import { Anchor } from '@immo/shared/ui';
import type { ReactNode } from 'react';

/** A link-styled button that moves the portal to another view (login, password forgotten): no page to open. */
export function ViewLink({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Anchor component="button" type="button" underline="always" className="immo-portal__link" onClick={onClick}>
      {children}
    </Anchor>
  );
}
