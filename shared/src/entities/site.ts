import { z } from 'zod';
import { EPC_REGIONS } from '../energy/regions.js';
import { LANGUAGES } from '../i18n/languages.js';
import { LangSchema, LocalizedTextSchema, MaybeLocalizedSchema } from './localized.js';

/** SPEC §3 "Display settings". */
export const DisplaySettingsSchema = z.object({
  isMobile: z.boolean(),
  isTablet: z.boolean(),
  isDesktop: z.boolean(),
  topBarShow: z.boolean(),
  language: LangSchema,
});
export type DisplaySettings = z.infer<typeof DisplaySettingsSchema>;

/** SPEC §3 "Media type". */
export const MediaTypeSchema = z.enum(['image', 'color', 'gallery', 'none']);
export type MediaType = z.infer<typeof MediaTypeSchema>;

/** SPEC §3 "Language config". */
export const LanguageConfigSchema = z.object({ code: z.enum(LANGUAGES), use: z.boolean() });

/** SPEC §3 "Site info": ids of the tags loaded after consent. */
export const SiteInfoSchema = z.object({
  analyticsId: z.string().optional(),
  adsId: z.string().optional(),
  tagManagerId: z.string().optional(),
  pixelId: z.string().optional(),
});
export type SiteInfo = z.infer<typeof SiteInfoSchema>;

/** SPEC §3 "Top-bar item". */
export const TopBarItemSchema = z.object({
  status: z.boolean(),
  label: LocalizedTextSchema,
  link: MaybeLocalizedSchema,
  icon: z.string().optional(),
  color: z.string().optional(),
});
export type TopBarItem = z.infer<typeof TopBarItemSchema>;

export const TopBarSchema = z.object({
  show: z.boolean(),
  left: z.array(TopBarItemSchema),
  right: z.array(TopBarItemSchema),
});

const PositionSchema = z.enum(['left', 'center', 'right']);

/** SPEC §3 "Header configuration". */
export const HeaderConfigSchema = z.object({
  logoPosition: PositionSchema,
  logoImage: z.string(),
  menuPosition: PositionSchema,
  languageSwitcherPosition: PositionSchema,
  appBarColor: z.string(),
  appBarTextColor: z.string(),
  changeOnScroll: z.boolean(),
  showHomeMenu: z.boolean(),
  showSearchBlock: z.boolean(),
});
export type HeaderConfig = z.infer<typeof HeaderConfigSchema>;

/** SPEC §3 "Banner". */
export const BannerSchema = z.object({
  type: z.enum(['image', 'gallery', 'video']),
  image: z.string().optional(),
  gallery: z.array(z.string()).optional(),
  video: z.string().optional(),
  title: LocalizedTextSchema,
  description: LocalizedTextSchema,
});
export type Banner = z.infer<typeof BannerSchema>;

const ColSizesSchema = z.object({
  sm: z.number().int().min(1).max(12),
  md: z.number().int().min(1).max(12),
  lg: z.number().int().min(1).max(12),
});

/** SPEC §3 "Footer column": each text is public or not. */
export const FooterColumnSchema = z.object({
  title: LocalizedTextSchema,
  titlePublic: z.boolean(),
  introText: LocalizedTextSchema,
  introTextPublic: z.boolean(),
  fullText: LocalizedTextSchema,
  fullTextPublic: z.boolean(),
  image: z.string().optional(),
  col: ColSizesSchema,
});
export type FooterColumn = z.infer<typeof FooterColumnSchema>;

export const FooterSchema = z.object({
  columns: z.array(FooterColumnSchema),
  copyright: LocalizedTextSchema,
  imageHeight: z.number().int().positive(),
});
export type Footer = z.infer<typeof FooterSchema>;

/** The search block of the home page (SPEC §2 "Home search box"). */
export const SearchBoxConfigSchema = z.object({
  title: LocalizedTextSchema,
  titlePublic: z.boolean(),
  description: LocalizedTextSchema,
  descriptionPublic: z.boolean(),
});

/** SPEC §3 "Config". data.countProperty is [sale total, rent total]. */
export const ConfigSchema = z.object({
  showSearchInput: z.boolean(),
  showSearchButton: z.boolean(),
  showCountProperty: z.boolean(),
  showSearchCount: z.boolean(),
  data: z.object({ countProperty: z.tuple([z.number().int().nonnegative(), z.number().int().nonnegative()]) }),
});
export type Config = z.infer<typeof ConfigSchema>;

/** Everything the shell needs about the site, besides menu pages. */
export const SiteConfigSchema = ConfigSchema.extend({
  defaultLanguage: LangSchema,
  languages: z.array(LanguageConfigSchema),
  phone: z.string(),
  email: z.string().email(),
  agencyName: z.string(),
  address: z.string(),
  header: HeaderConfigSchema,
  topBar: TopBarSchema,
  banner: BannerSchema,
  footer: FooterSchema,
  searchBox: SearchBoxConfigSchema,
  siteInfo: SiteInfoSchema,
  /** SPEC §1 "renovation-cost calculator button": the public calculator of each EPC region, where one exists. */
  renovationCalculators: z.partialRecord(z.enum(EPC_REGIONS), z.string().url()),
});
export type SiteConfig = z.infer<typeof SiteConfigSchema>;
