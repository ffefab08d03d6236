import { cutText, pagePath, streetLine, type CatalogueProject, type InLanguage } from '@immo/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useListingsEnv } from '../../listings-context.js';
import { Picture, type PictureLoading } from './Picture.js';

export type ServedProject = InLanguage<CatalogueProject>;

/** The units of a project are the properties that belong to it: the sale list narrowed to it. */
export function projectUnitsPath(project: { ID: number }, lang: Parameters<typeof pagePath>[1]): string {
  return `${pagePath('for-sale', lang)}?project=${project.ID}`;
}

/** A new-build project in a list: picture, name, place (street only when public), a short text. */
export function ProjectCard({
  project,
  headingLevel,
  sizes,
  loading,
}: {
  project: ServedProject;
  headingLevel: 2 | 3 | 4;
  sizes: string;
  loading?: PictureLoading;
}) {
  const { t } = useTranslation(['listings', 'errors']);
  const { lang, apiBase, siteBase } = useListingsEnv();
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const street = project.PublicAddress ? streetLine(project) : '';
  return (
    <article className="immo-card immo-card--project" aria-labelledby={titleId}>
      <div className="immo-card__media">
        <Picture
          url={project.SmallPictureItem?.Url}
          alt={t('listings:card.photoAlt', { title: project.Name })}
          apiBase={apiBase}
          sizes={sizes}
          loading={loading}
        />
      </div>
      <div className="immo-card__body">
        <p className="immo-card__type">
          {project.Zip} {project.City}
        </p>
        <Heading className="immo-card__title" id={titleId}>
          <a className="immo-card__link" href={`${siteBase}${projectUnitsPath(project, lang)}`}>
            {project.Name}
          </a>
        </Heading>
        {street && <p className="immo-card__address">{street}</p>}
        <p className="immo-card__text">{cutText(project.Description, 160)}</p>
        <p className="immo-card__more" aria-hidden="true">
          {t('listings:card.viewUnits')}
        </p>
      </div>
    </article>
  );
}
