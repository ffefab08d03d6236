import { z } from 'zod';
import { LocalizedTextSchema } from './localized.js';

const ColSchema = z.object({
  sm: z.number().int().min(1).max(12),
  md: z.number().int().min(1).max(12),
  lg: z.number().int().min(1).max(12),
});

/** SPEC §2 "Menu pages": what a module shows. */
export const ModuleRelationTypeSchema = z.enum(['article', 'property-list', 'project-list', 'contact']);

/** SPEC §3 "Module". */
export const ModuleSchema = z.object({
  title: LocalizedTextSchema,
  titleSize: z.enum(['h2', 'h3', 'h4']),
  position: z.number().int().nonnegative(),
  span: z.number().int().min(1).max(12),
  col: ColSchema,
  sort: z.number().int(),
  view: z.enum(['article', 'grid', 'list', 'carousel', 'form']),
  class: z.string().optional(),
  backgroundType: z.enum(['image', 'color', 'gallery', 'none']),
  image: z.string().optional(),
  images: z.array(z.string()).optional(),
  colorBackground: z.string().optional(),
  relations: z.object({ type: ModuleRelationTypeSchema, id: z.string() }),
  status: z.boolean(),
  numberItemOfRow: z.number().int().min(1).max(6),
  maxItems: z.number().int().min(1),
  isHasSubcategories: z.boolean(),
});
export type Module = z.infer<typeof ModuleSchema>;

/** SPEC §3 "Metadata per language". */
export const MetadataSchema = z.object({
  pageTitle: z.string(),
  metadataTitle: z.string(),
  metadataDescription: z.string(),
  ogTitle: z.string(),
  ogDescription: z.string(),
  ogImage: z.string().optional(),
  twitterTitle: z.string(),
  twitterDescription: z.string(),
  twitterImage: z.string().optional(),
  isActiveSEO: z.boolean(),
});
export type Metadata = z.infer<typeof MetadataSchema>;

export const MenuPageTypeSchema = z.enum(['home', 'property-list', 'project-list', 'article', 'contact']);

export const MenuStatusSchema = z.enum(['Published', 'Draft', 'Hidden']);

export type MenuPage = {
  id: number;
  parentId: number | null;
  name: string;
  /** The page's route key in the path table (e.g. 'for-sale'). */
  path: string;
  status: z.infer<typeof MenuStatusSchema>;
  createDate: string;
  modifyDate: string;
  sort: number;
  childMenus: MenuPage[];
  params: {
    title: z.infer<typeof LocalizedTextSchema>;
    description: z.infer<typeof LocalizedTextSchema>;
    metadata: { en: Metadata; nl: Metadata; fr: Metadata; de: Metadata };
    image?: string | undefined;
    modules: Module[];
    content?: z.infer<typeof LocalizedTextSchema> | undefined;
    css?: string | undefined;
    type: z.infer<typeof MenuPageTypeSchema>;
    redirect: boolean;
    redirectUrl?: string | undefined;
  };
};

/** SPEC §3 "Menu page". */
export const MenuPageSchema: z.ZodType<MenuPage> = z.lazy(() =>
  z.object({
    id: z.number().int().positive(),
    parentId: z.number().int().positive().nullable(),
    name: z.string().min(1),
    path: z.string().min(1),
    status: MenuStatusSchema,
    createDate: z.string(),
    modifyDate: z.string(),
    sort: z.number().int(),
    childMenus: z.array(MenuPageSchema),
    params: z.object({
      title: LocalizedTextSchema,
      description: LocalizedTextSchema,
      metadata: z.object({ en: MetadataSchema, nl: MetadataSchema, fr: MetadataSchema, de: MetadataSchema }),
      image: z.string().optional(),
      modules: z.array(ModuleSchema),
      content: LocalizedTextSchema.optional(),
      css: z.string().optional(),
      type: MenuPageTypeSchema,
      redirect: z.boolean(),
      redirectUrl: z.string().optional(),
    }),
  }),
);
