import type { Lang } from '@immo/shared';
import { scriptJson } from '@immo/shared/federation';
import type { ShellSnapshot } from '../shell-store.js';

/**
 * What a server-rendered page carries for the browser, in `<script type="application/json">`
 * elements after the shell's root: the shell's own start (its store and texts), and per slot the
 * remote version and the state its store starts from. Written by the shell's server entry, read
 * by its browser entry: one format, one file.
 */
export const PAGE_DATA_ID = 'immo-page';
/** Each server-rendered slot's state element: this prefix and the slot's element id. */
export const SLOT_STATE_PREFIX = 'immo-state-';
export const slotStateId = (slotId: string): string => `${SLOT_STATE_PREFIX}${slotId}`;

export type PageData = {
  lang: Lang;
  shell: Omit<ShellSnapshot, 'route'>;
  /** The page's texts in its language, by namespace: the shell's and every server-rendered slot's. */
  translations: Record<string, Record<string, unknown>>;
};

export type SlotState = { remote: string; version: string; state: unknown };

/** A script element of JSON already made with scriptJson. */
export function jsonScriptOf(id: string, json: string): string {
  return `<script type="application/json" id="${id}">${json}</script>`;
}

export function jsonScript(id: string, value: unknown): string {
  return jsonScriptOf(id, scriptJson(value));
}
