import type { Page } from '@playwright/test';

/**
 * The page's layout shifts so far: what moved while it loaded and hydrated. A buffered observer holds
 * every entry recorded before it was made, and takeRecords() hands them over at once, so the sum is
 * measured, not raced against a timer (layout-shift entries are not in performance.getEntriesByType).
 */
export function layoutShift(page: Page): Promise<{ total: number; moved: string }> {
  return page.evaluate(() => {
    if (!PerformanceObserver.supportedEntryTypes.includes('layout-shift')) {
      throw new Error('this browser does not report layout shifts');
    }
    type Shift = PerformanceEntry & {
      value: number;
      sources: Array<{ node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
    };
    const observer = new PerformanceObserver(() => {});
    observer.observe({ type: 'layout-shift', buffered: true });
    const entries = observer.takeRecords() as Shift[];
    observer.disconnect();
    // What moved, when and from where to where: a rare shift on a busy machine says where it came from.
    const moved = entries
      .flatMap((entry) =>
        entry.sources.map(({ node, previousRect: from, currentRect: to }) => {
          const name =
            node instanceof Element ? `${node.tagName.toLowerCase()}#${node.id}.${node.className}` : node?.nodeName;
          const rect = (r: DOMRectReadOnly) => `(${r.x}, ${r.y}) ${r.width}×${r.height}`;
          return `${Math.round(entry.startTime)} ms ${name}: ${rect(from)} → ${rect(to)}`;
        }),
      )
      .join('; ');
    return { total: entries.reduce((sum, entry) => sum + entry.value, 0), moved };
  });
}
