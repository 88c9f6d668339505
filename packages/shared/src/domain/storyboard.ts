import { z } from 'zod';
import { vizStatuses } from './chart';
import { descriptionText, idField, requiredText } from './fields';

/** The version of the stored storyboard document (ARCHITECTURE §6). */
export const STORYBOARD_CONFIG_VERSION = 1;
export const STORYBOARD_MAX_PAGES = 100;

/** Spec §6: storyboards offer View, Share and Manage (no Download). */
export const storyboardPrivileges = ['view', 'share', 'manage'] as const;
export type StoryboardPrivilege = (typeof storyboardPrivileges)[number];

/** What a page shows: a saved dashboard or a saved chart of the viz tree. */
export const storyPageKinds = ['dashboard', 'chart'] as const;
export type StoryPageKind = (typeof storyPageKinds)[number];

/** How a page comes in and goes out (datart's reveal.js transitions), and how fast. */
export const storyTransitions = ['none', 'fade', 'slide', 'zoom', 'convex', 'concave'] as const;
export type StoryTransition = (typeof storyTransitions)[number];
export const storyTransitionSpeeds = ['slow', 'default', 'fast'] as const;
export type StoryTransitionSpeed = (typeof storyTransitionSpeeds)[number];

/** Spec §9: the carousel's dwell time is in seconds. */
export const STORY_MIN_DWELL_SEC = 1;
export const STORY_MAX_DWELL_SEC = 3600;
export const STORY_DEFAULT_DWELL_SEC = 10;

export const StoryTransitionSchema = z.object({
  in: z.enum(storyTransitions).default('fade'),
  out: z.enum(storyTransitions).default('fade'),
  speed: z.enum(storyTransitionSpeeds).default('default'),
});
export type StoryTransitionConfig = z.output<typeof StoryTransitionSchema>;

export const StoryPageSchema = z.object({
  id: idField(),
  kind: z.enum(storyPageKinds),
  /** The dashboard's or chart's id in the viz tree. */
  vizId: idField(),
  name: requiredText(),
  transition: StoryTransitionSchema.default({ in: 'fade', out: 'fade', speed: 'default' }),
  /** Seconds the page stays on screen while the storyboard plays by itself. */
  dwellSec: z.number().int().min(STORY_MIN_DWELL_SEC).max(STORY_MAX_DWELL_SEC).default(STORY_DEFAULT_DWELL_SEC),
});
export type StoryPage = z.output<typeof StoryPageSchema>;
export type StoryPageInput = z.input<typeof StoryPageSchema>;

/** A storyboard as stored: versioned JSON, its pages in playing order. */
export const StoryboardConfigSchema = z
  .object({
    version: z.literal(STORYBOARD_CONFIG_VERSION).default(STORYBOARD_CONFIG_VERSION),
    /** Plays page after page by itself (the carousel), each page for its dwell time. */
    autoPlay: z.boolean().default(false),
    /** Starts again at the first page after the last one while playing by itself. */
    loop: z.boolean().default(true),
    pages: z.array(StoryPageSchema).max(STORYBOARD_MAX_PAGES).default([]),
  })
  .meta({ id: 'StoryboardConfig' });
export type StoryboardConfig = z.output<typeof StoryboardConfigSchema>;
export type StoryboardConfigInput = z.input<typeof StoryboardConfigSchema>;

/** A page's target as the caller may use it: absent from `targets` when deleted, archived or not visible to them. */
export const StoryTargetSchema = z.object({ id: z.string(), kind: z.enum(storyPageKinds), name: z.string() });
export type StoryTarget = z.infer<typeof StoryTargetSchema>;

export const StoryboardSchema = z
  .object({
    id: z.string(),
    orgId: z.string(),
    name: z.string(),
    description: z.string(),
    status: z.enum(vizStatuses),
    config: StoryboardConfigSchema,
    /** The dashboards and charts its pages show, by viz id, as far as the caller may view them. */
    targets: z.record(z.string(), StoryTargetSchema),
    privileges: z.array(z.enum(storyboardPrivileges)),
    /** The caller may download it: Download on every dashboard and chart its pages show (a storyboard has no Download of its own). */
    downloadable: z.boolean().default(false),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Storyboard' });
export type Storyboard = z.infer<typeof StoryboardSchema>;

/** One storyboard in the list of the viz area. */
export const StoryboardNodeSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    status: z.enum(vizStatuses),
    index: z.number(),
    pageCount: z.number().int(),
    privileges: z.array(z.enum(storyboardPrivileges)),
    updatedAt: z.string(),
  })
  .meta({ id: 'StoryboardNode' });
export type StoryboardNode = z.infer<typeof StoryboardNodeSchema>;

/** Save mode add (and saveAs). */
export const NewStoryboardSchema = z
  .object({ name: requiredText(), description: descriptionText().default(''), config: StoryboardConfigSchema.default({ version: STORYBOARD_CONFIG_VERSION, autoPlay: false, loop: true, pages: [] }) })
  .meta({ id: 'NewStoryboard' });
/** Save mode edit. */
export const StoryboardUpdateSchema = z.object({ name: requiredText(), description: descriptionText().default(''), config: StoryboardConfigSchema }).meta({ id: 'StoryboardUpdate' });
