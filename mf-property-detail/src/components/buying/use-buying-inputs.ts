import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  buyingFigures,
  type BuyingDraft,
  type BuyingField,
  type BuyingFigures,
  type BuyingInputs,
} from './buying-inputs.js';

export type BuyingForm = {
  inputs: BuyingInputs;
  figures: BuyingFigures;
  /** Changes some inputs; the text fields among them count as edited (their errors show from now on). */
  change: (change: Partial<BuyingInputs>) => void;
};

const TEXT_FIELDS: readonly BuyingField[] = ['price', 'region', 'ownFunds', 'years', 'rate'];

/** Where a page keeps what was typed beyond the component's life (the property page: its store). */
export type KeptDraft = { draft: BuyingDraft | undefined; keep: (draft: BuyingDraft) => void };

/**
 * The calculator's and simulator's state: local to the component that shows both, held above both
 * so the loan of one is the mortgage deed of the other and the costs of one are in the other's
 * total. With `kept` it starts from what was typed before and hands every change back (the
 * property page is made anew when the language changes: what was typed must not go with it).
 */
export function useBuyingInputs(initial: BuyingInputs, kept?: KeptDraft): BuyingForm {
  const [start] = useState(() => kept?.draft?.inputs ?? initial);
  const [inputs, setInputs] = useState(start);
  const [edited, setEdited] = useState<ReadonlySet<BuyingField>>(() => new Set(kept?.draft?.edited));
  const keep = kept?.keep;
  // After a change only, in an effect: render stays free of side effects (and the server's has none).
  useEffect(() => {
    if (inputs !== start) keep?.({ inputs, edited: [...edited] });
  }, [keep, start, inputs, edited]);
  const change = useCallback((next: Partial<BuyingInputs>) => {
    setInputs((current) => ({ ...current, ...next }));
    const touched = TEXT_FIELDS.filter((field) => field in next);
    if (touched.length > 0) setEdited((current) => new Set([...current, ...touched]));
  }, []);
  const figures = useMemo(() => buyingFigures(inputs, edited), [inputs, edited]);
  return { inputs, figures, change };
}
