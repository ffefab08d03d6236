/** The level of the portal's first heading: 1 on its own page, 2 inside an agency's page (a widget). */
export type HeadingLevel = 1 | 2;
