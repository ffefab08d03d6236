import {
  slotIdentifierPrefix,
  type LaidOutSlot,
  type RenderedSlot,
  type ShellPage,
  type ShellPageRequest,
  type SlotRender,
  type SlotRenderRequest,
} from '@immo/shared/federation';
import type { ShellBundle } from './shell-bundle.js';

/**
 * Renders one slot with its remote's server bundle: undefined for a remote that has none (the
 * browser renders it, as it always did); rejects when the bundle fails (the browser renders it then too).
 */
export type SlotRenderer = (slot: LaidOutSlot, request: SlotRenderRequest) => Promise<SlotRender | undefined>;

export type PageComposition = {
  shell: ShellBundle;
  renderSlot: SlotRenderer | undefined;
  /** Per slot: past this the slot is left to the browser (DESIGN §7). */
  slotBudgetMs: number;
  /** The server's own way to the API for the remotes' stores (no socket). */
  apiFetch: typeof fetch;
  log: { warn(details: object, message: string): void };
};

/** What the page handler knows of a page: the shell's request but its texts and slots (composed here). */
export type PageRequest = Omit<ShellPageRequest, 'texts' | 'slots'>;

/** One slot within its budget: its render, or undefined (missing, throwing or late: left to the browser). */
async function renderInBudget(
  composition: PageComposition,
  slot: LaidOutSlot,
  page: PageRequest,
): Promise<RenderedSlot | undefined> {
  const { renderSlot } = composition;
  if (!renderSlot) return undefined;
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve(undefined);
    }, composition.slotBudgetMs);
  });
  const request: SlotRenderRequest = {
    lang: page.route.lang,
    route: { page: page.route.page, params: page.route.params },
    pathname: page.pathname,
    search: page.search.replace(/^\?/, ''),
    place: slot.place,
    apiBase: '',
    siteBase: '',
    fetch: composition.apiFetch,
    signal: controller.signal,
    identifierPrefix: slotIdentifierPrefix(slot.id),
  };
  const rendered = renderSlot(slot, request).then(
    (render): RenderedSlot | undefined => render && { ...render, remote: slot.remote },
    (error: unknown) => {
      composition.log.warn({ slot: slot.id, err: error }, 'slot left to the browser');
      return undefined;
    },
  );
  try {
    const result = await Promise.race([rendered, late]);
    if (!result && controller.signal.aborted) composition.log.warn({ slot: slot.id }, 'slot over its time budget');
    return result;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A page composed on the server (DESIGN §7): the slots the layout table names, rendered in
 * parallel, each within its budget, then the shell's own components around them. A slot that
 * cannot be rendered is left empty for the browser; the page never fails because of a remote.
 */
export async function composePage(composition: PageComposition, page: PageRequest): Promise<ShellPage> {
  const { module } = composition.shell;
  const slots = module.pageSlots(page.route, page.status, page.pathname);
  const renders = await Promise.all(slots.map((slot) => renderInBudget(composition, slot, page)));
  const rendered: Record<string, RenderedSlot> = {};
  slots.forEach((slot, index) => {
    const render = renders[index];
    if (render) rendered[slot.id] = render;
  });
  return module.renderShellPage({
    ...page,
    texts: composition.shell.texts(page.route.lang, module.shellNamespaces(page.route)),
    slots: rendered,
  });
}
