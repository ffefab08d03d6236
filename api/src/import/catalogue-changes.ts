/**
 * What an import changed that a visitor may want to hear of (alerts/…): properties that arrived,
 * and properties whose published price went down. Ids are our public property ids.
 */
export type CatalogueChanges = {
  added: number[];
  priceDrops: Array<{ id: number; from: number; to: number }>;
};

/** Runs after an import is committed, with what it changed (search alerts queue their mails here). */
export type AfterImport = (changes: CatalogueChanges) => Promise<void>;
