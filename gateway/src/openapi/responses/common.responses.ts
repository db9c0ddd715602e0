import { z } from '../zod-openapi';

/**
 * A registered schema or null. zod-to-openapi would mark the shared component itself nullable for
 * `schema.nullable()`, and every other use of it with it, so the null goes beside the reference.
 */
export const orNull = <T extends z.ZodType>(schema: T) => z.union([schema, z.null()]);

/** A moment as JSON carries it: ISO 8601 with the time zone (Date#toJSON). */
export const dateTime = () => z.iso.datetime({ offset: true });
/** A day, `YYYY-MM-DD`. */
export const day = () => z.iso.date();
/** A database id. */
export const id = () => z.uuid();

/** Every failure of the REST API (gateway/src/http/error-handler.ts). */
export const ErrorResponse = z
  .strictObject({
    message: z.string().openapi({ description: 'Written for people; show it as it is.' }),
    fields: z
      .array(z.string())
      .optional()
      .openapi({ description: 'Every form field that needs fixing, where the service named them (the job posting form does).' }),
  })
  .openapi('Error', { example: { message: 'Please sign in to continue' } });

export const Success = z.strictObject({ success: z.literal(true) }).openapi('Success');

export const SuccessWithMessage = z.strictObject({ success: z.literal(true), message: z.string() }).openapi('SuccessWithMessage');

/** `{data, total}`: a list page. */
export const page = <T extends z.ZodType>(item: T) => z.strictObject({ data: z.array(item), total: z.number().int().min(0) });

/** `{data, total, page, limit}`: a list page that says which page it is. */
export const numberedPage = <T extends z.ZodType>(item: T) =>
  z.strictObject({ data: z.array(item), total: z.number().int().min(0), page: z.number().int().min(1), limit: z.number().int().min(1) });

/**
 * `?page&limit`, read by the services' parsePaging (services/src/common/paging.ts): whole numbers
 * of 1 or more; a limit past the call's largest is cut to it.
 */
export const pagingQuery = (defaultLimit = 10, maxLimit = 100) =>
  z.object({
    page: z.number().int().min(1).max(10_000).optional().openapi({ param: { description: 'Page number, from 1.' }, default: 1 }),
    limit: z
      .number()
      .int()
      .min(1)
      .optional()
      .openapi({ param: { description: `Page size; a larger one is cut to ${maxLimit}.` }, default: defaultLimit }),
  });
