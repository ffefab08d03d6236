import type { ModuleLayout } from '../../components/modules/module-layout.js';
import type { CSSProperties, ReactNode } from 'react';

/**
 * A module of a page (SPEC §3 Module): its title at its size, its background colour, and its
 * width in the page's 12 columns per breakpoint (col sm/md/lg).
 */
export function ModuleFrame({ layout, children }: { layout: ModuleLayout; children: ReactNode }) {
  const Heading = `h${layout.titleOrder}` as const;
  const style = {
    '--immo-col-sm': layout.col.sm,
    '--immo-col-md': layout.col.md,
    '--immo-col-lg': layout.col.lg,
    ...(layout.background ? { '--immo-module-bg': layout.background } : {}),
  } as CSSProperties;
  return (
    <section
      className={['immo-module', layout.background ? 'immo-module--filled' : '', layout.className ?? '']
        .filter(Boolean)
        .join(' ')}
      style={style}
    >
      {layout.title && <Heading className="immo-module__title">{layout.title}</Heading>}
      {children}
    </section>
  );
}

/** Cards in a module sit one heading level below the module's title. */
export function cardLevel(layout: ModuleLayout): 3 | 4 {
  return layout.titleOrder >= 3 ? 4 : 3;
}
