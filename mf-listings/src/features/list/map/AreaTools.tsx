import { MAX_AREA_POINTS, MAX_AREAS } from '@immo/shared';
import { Button } from '@immo/shared/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AreaRefusal } from '../areas.js';
import type { AreaMode } from './list-map-leaflet.js';

/** Why the areas did not change: a limit the drawing went over, or the drawing tool did not load. */
export type AreaProblem = AreaRefusal | 'toolFailed';

type AreaToolsProps = {
  /** The map (and its view) is there. */
  ready: boolean;
  mode: AreaMode | null;
  /** Areas the list searches in now. */
  count: number;
  problem: AreaProblem | null;
  onMode: (mode: AreaMode) => void;
  onSearchView: () => void;
  onRemoveAll: () => void;
};

/**
 * The buttons of the search on drawn areas, under the map. Drawing, editing and removing one area
 * are for a mouse (or a finger); "Search within the map view" and "Remove the drawn areas" are the
 * keyboard's way: move and zoom the focused map, then search within what it shows.
 */
export function AreaTools({ ready, mode, count, problem, onMode, onSearchView, onRemoveAll }: AreaToolsProps) {
  const { t } = useTranslation('listings');
  const helpId = useId();
  const viewHintId = useId();
  const toolButton = (tool: AreaMode, label: string, stopLabel: string) => (
    <Button
      variant={mode === tool ? 'filled' : 'default'}
      disabled={!ready}
      aria-describedby={helpId}
      onClick={() => onMode(tool)}
    >
      {mode === tool ? stopLabel : label}
    </Button>
  );
  const problemText = (which: AreaProblem) =>
    ({
      corners: () => t('area.tooDetailed', { max: MAX_AREA_POINTS }),
      areas: () => t('area.max', { max: MAX_AREAS }),
      length: () => t('area.tooLong'),
      toolFailed: () => t('area.toolFailed'),
    })[which]();
  const help = mode
    ? t(`area.help.${mode}`)
    : count >= MAX_AREAS
      ? t('area.max', { max: MAX_AREAS })
      : t('area.help.idle', { max: MAX_AREAS });
  return (
    <div className="immo-map__tools">
      <div className="immo-map__buttons" role="group" aria-label={t('area.tools')}>
        {(count < MAX_AREAS || mode === 'draw') && toolButton('draw', t('area.draw'), t('area.stopDrawing'))}
        {(count > 0 || mode === 'edit') && toolButton('edit', t('area.edit', { count }), t('area.stopEditing'))}
        {(count > 1 || mode === 'remove') && toolButton('remove', t('area.removeOne'), t('area.stopRemoving'))}
        <Button
          variant="default"
          disabled={!ready}
          aria-describedby={count > 0 ? viewHintId : undefined}
          onClick={onSearchView}
        >
          {t('area.useView')}
        </Button>
        {count > 0 && (
          <Button variant="light" onClick={onRemoveAll}>
            {t('area.removeAll', { count })}
          </Button>
        )}
      </div>
      <p className="immo-map__note" id={helpId} aria-live="polite">
        {help}
      </p>
      {count > 0 && (
        <p className="immo-map__note" id={viewHintId}>
          {t('area.useViewReplaces', { count })}
        </p>
      )}
      {problem && (
        <p className="immo-map__failed" role="alert">
          {problemText(problem)}
        </p>
      )}
    </div>
  );
}
