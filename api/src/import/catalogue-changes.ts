import type { ImportedChanges } from '../catalogue/catalogue.js';

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

/**
 * A run committed by this process, as it wrote it: the catalogue at `fromVersion` with these
 * records and withdrawals is the catalogue at `toVersion` (the import lock and the version check in
 * its transaction make sure nothing else changed between). The instance that ran it takes it into
 * its catalogue as it is (catalogue-refresh.ts `adopt`).
 */
export type CommittedImport = ImportedChanges & { fromVersion: number; toVersion: number };
