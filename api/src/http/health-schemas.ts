import { z } from 'zod';
import { LastImportSchema } from '../import/import-runs.js';
import { OutboxHealthSchema } from '../mail/dead-letters.js';

export const HealthSchema = z
  .object({ ok: z.literal(true), outbox: OutboxHealthSchema.nullable(), lastImport: LastImportSchema.nullable() })
  .describe('The process answers.');

export const ReadySchema = z.object({ ready: z.literal(true) }).describe('This instance can serve.');
export const NotReadySchema = z
  .object({ ready: z.literal(false), reason: z.enum(['shutting down', 'database unavailable']) })
  .describe('This instance cannot serve now: send it nothing new.');
