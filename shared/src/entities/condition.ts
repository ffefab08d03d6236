import { z } from 'zod';

/** SPEC §3 "Property condition": compares a field with another field or a value. */
export const ConditionLogicSchema = z.enum(['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'contains', 'empty', 'notEmpty']);
export type ConditionLogic = z.infer<typeof ConditionLogicSchema>;

export type Condition = {
  field: string;
  logic: ConditionLogic;
  compareWithField?: string | undefined;
  compareWithValue?: string | number | boolean | null | undefined;
  /** All of these must hold as well. */
  advancedCondition?: Condition[] | undefined;
};

export const ConditionSchema: z.ZodType<Condition> = z.lazy(() =>
  z.object({
    field: z.string().min(1),
    logic: ConditionLogicSchema,
    compareWithField: z.string().optional(),
    compareWithValue: z.union([z.string(), z.number(), z.boolean(), z.null()]).optional(),
    advancedCondition: z.array(ConditionSchema).optional(),
  }),
);
