import type { CSSProperties } from 'react';
import { gridSizes } from './CardGrid.js';
import { ProjectCard, type ServedProject } from './ProjectCard.js';

export function ProjectGrid({
  projects,
  perRow,
  headingLevel,
}: {
  projects: readonly ServedProject[];
  perRow: number;
  headingLevel: 2 | 3 | 4;
}) {
  return (
    <ul className="immo-grid" style={{ '--immo-per-row': perRow } as CSSProperties}>
      {projects.map((project) => (
        <li key={project.ID}>
          <ProjectCard project={project} headingLevel={headingLevel} sizes={gridSizes(perRow)} />
        </li>
      ))}
    </ul>
  );
}
