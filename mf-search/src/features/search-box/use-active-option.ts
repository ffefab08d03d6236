import { useEffect, useState } from 'react';
import { nextEnabled } from './next-enabled.js';

type Step = 1 | -1;

/**
 * The option the arrow keys made active (ids of the enabled options, in panel order). A box the
 * server rendered is usable before its index arrives: an arrow pressed meanwhile is kept and
 * moves once the options are there (`ready`), instead of being lost.
 */
export function useActiveOption(enabled: readonly string[], ready: boolean) {
  const [active, setActive] = useState<string | null>(null);
  const [waiting, setWaiting] = useState<Step | null>(null);
  useEffect(() => {
    if (waiting === null || !ready) return;
    setActive(nextEnabled(enabled, null, waiting));
    setWaiting(null);
  }, [waiting, ready, enabled]);
  return {
    active,
    move: (step: Step) => (ready ? setActive(nextEnabled(enabled, active, step)) : setWaiting(step)),
    clear: () => {
      setActive(null);
      setWaiting(null);
    },
  };
}
