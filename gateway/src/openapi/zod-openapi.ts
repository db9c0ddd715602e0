import { extendZodWithOpenApi } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';

// `.openapi()` (component names, parameter metadata) on every zod schema, the services' included:
// import `z` from here in the OpenAPI modules so the extension is in place before any is built.
extendZodWithOpenApi(z);

export { z };

/**
 * A services' request schema as a named component. zod 4 gives a schema the methods its type had
 * when it was made, so one made before the extension above has no `.openapi()`; `.meta()` it has,
 * and zod-to-openapi reads `id` as the component's name.
 */
export const named = <T extends z.ZodType>(schema: T, id: string, description?: string): T =>
  schema.meta(description ? { id, description } : { id }) as T;
