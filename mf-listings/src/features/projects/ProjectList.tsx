import { useAdoptedStyles } from '@immo/shared/remote';
import type { ModuleLayout } from '../../components/modules/module-layout.js';
import { Button } from '@immo/shared/ui';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import listCss from '../../components/list.css';
import { useApi, useListingsEnv, useResource } from '../../listings-context.js';
import { ProjectGrid } from '../../components/card/ProjectGrid.js';

/** /Nieuwbouw/ (SPEC §2): the new-build projects, or "No projects are currently available.". */
export function ProjectList({ layout, title }: { layout: ModuleLayout; title: string }) {
  const { t } = useTranslation(['listings', 'common']);
  const { lang } = useListingsEnv();
  const api = useApi();
  const [entry, retry] = useResource(`projects:${lang}`, () => api.projects());
  const projects = entry?.data ?? [];
  const sectionRef = useRef<HTMLElement>(null);
  useAdoptedStyles(sectionRef, listCss);
  return (
    <section className="immo-list" aria-busy={entry?.status === 'loading'} ref={sectionRef}>
      <div className="immo-list__head">
        <h1 className="immo-list__title">{title}</h1>
      </div>
      {entry?.status === 'ready' && (
        <p className="immo-list__count" role="status">
          {t('projects', { count: projects.length })}
        </p>
      )}
      {entry?.status === 'failed' && (
        <div className="immo-list__failure" role="alert">
          <p>{t('common:remoteFailure.text')}</p>
          <Button onClick={retry}>{t('common:remoteFailure.retry')}</Button>
        </div>
      )}
      {entry?.status === 'loading' && <p className="immo-list__loading">{t('common:loading')}</p>}
      {entry?.status === 'ready' && projects.length === 0 && <p className="immo-list__empty">{t('emptyProjects')}</p>}
      {projects.length > 0 && (
        <ProjectGrid
          projects={projects.slice(0, layout.maxItems)}
          perRow={layout.perRow}
          headingLevel={2}
          eager={layout.perRow}
        />
      )}
    </section>
  );
}
