import type { ReactNode } from 'react';

type SectionProps = {
  /** The heading's id, unique on the page (one property page a document). */
  id: string;
  heading: 'h2' | 'h3';
  title: string;
  className?: string;
  children: ReactNode;
};

/** A titled part of the property page, named by its heading for screen readers' landmarks. */
export function DetailSection({ id, heading: Heading, title, className = '', children }: SectionProps) {
  return (
    <section className={`immo-detail__section ${className}`.trim()} aria-labelledby={id}>
      <Heading id={id}>{title}</Heading>
      {children}
    </section>
  );
}
