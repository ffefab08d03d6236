import type { CSSProperties } from 'react';
import { gridSizes } from './CardGrid.js';
import { pictureLoading } from './Picture.js';
import { ProjectCard, type ServedProject } from './ProjectCard.js';

export function ProjectGrid({
  projects,
  perRow,
  headingLevel,
  eager = 0,
}: {
  projects: readonly ServedProject[];
  perRow: number;
  headingLevel: 2 | 3 | 4;
  /** How many of the first cards load their picture at once (the first row of a page's list). */
  eager?: number;
}) {
  return (
    <ul className="immo-grid" style={{ '--immo-per-row': perRow } as CSSProperties}>
      {projects.map((project, index) => (
        <li key={project.ID}>
          <ProjectCard
            project={project}
            headingLevel={headingLevel}
            sizes={gridSizes(perRow)}
            loading={pictureLoading(index, eager)}
          />
        </li>
      ))}
    </ul>
  );
}
