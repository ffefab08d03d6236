/** A picture for link previews; `url` may be relative until the metadata makes it absolute. */
export type PreviewImage = { url: string; width?: number; height?: number; alt?: string };

/**
 * What a page says about itself, from whichever source knows (menu page, `meta` namespace,
 * property). The title comes without the agency suffix; social texts default to title and description.
 */
export type PageTexts = {
  title: string;
  description: string;
  ogTitle?: string;
  ogDescription?: string;
  twitterTitle?: string;
  twitterDescription?: string;
  image?: PreviewImage;
  twitterImage?: string;
};
