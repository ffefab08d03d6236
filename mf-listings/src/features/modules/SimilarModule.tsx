import type { PublicProperty } from '@immo/shared';
import { nearestFirst, type Located } from './nearest.js';
import { moduleLayout } from '../../components/modules/module-layout.js';
import { useTranslation } from 'react-i18next';
import { useApi, useListingsEnv, useResource } from '../../listings-context.js';
import { CardGrid } from '../../components/card/CardGrid.js';
import { ProjectGrid } from '../../components/card/ProjectGrid.js';
import { cardLevel, ModuleFrame } from './ModuleFrame.js';

/**
 * "Similar properties" under a property (SPEC §2 Other screens): same goal, a shared type, still
 * available (the API decides), SPEC §9's 4 a row. Nothing at all when there are none.
 */
export function SimilarProperties({ propertyId, maxItems }: { propertyId: number; maxItems?: number | undefined }) {
  const { t } = useTranslation('listings');
  const { lang } = useListingsEnv();
  const api = useApi();
  const [entry] = useResource(`similar:${lang}:${propertyId}`, () => api.similar(propertyId));
  const layout = moduleLayout(null, t('titles.similarProperties'));
  const cards = (entry?.data ?? []).slice(0, maxItems ?? layout.maxItems);
  if (cards.length === 0) return null;
  return (
    <ModuleFrame layout={layout}>
      <CardGrid cards={cards} perRow={layout.perRow} view="grid" headingLevel={cardLevel(layout)} />
    </ModuleFrame>
  );
}

/** Where a property is, and its project: all "similar projects" reads of it. */
type PropertyPlace = Located & { ProjectID?: number | undefined };

/**
 * Of a property, what "similar projects" uses: the store (and so a server-rendered slot's state)
 * keeps this, not the whole property, which the page's detail slot already carries.
 */
function placeOf({ ID, City, Latitude, Longitude, ProjectID }: PublicProperty): PropertyPlace {
  return { ID, City, Latitude, Longitude, ProjectID };
}

/**
 * "Similar projects": the other new-build projects, nearest first to a project or a property
 * (a property of a project shows its project's neighbours).
 */
export function SimilarProjects({
  projectId,
  propertyId,
  maxItems,
}: {
  projectId?: number | undefined;
  propertyId?: number | undefined;
  maxItems?: number | undefined;
}) {
  const { t } = useTranslation('listings');
  const { lang } = useListingsEnv();
  const api = useApi();
  const [projects] = useResource(`projects:${lang}`, () => api.projects());
  const [property] = useResource(propertyId ? `place:${lang}:${propertyId}` : null, async () =>
    placeOf(await api.property(propertyId!)),
  );
  const layout = moduleLayout(null, t('titles.similarProjects'));
  const all = projects?.data ?? [];
  const ownProject = projectId ?? property?.data?.ProjectID;
  const origin = all.find((project) => project.ID === ownProject) ?? property?.data ?? null;
  const similar = nearestFirst(all, origin, ownProject).slice(0, maxItems ?? layout.maxItems);
  if (similar.length === 0) return null;
  return (
    <ModuleFrame layout={layout}>
      <ProjectGrid projects={similar} perRow={layout.perRow} headingLevel={cardLevel(layout)} />
    </ModuleFrame>
  );
}
