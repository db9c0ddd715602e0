/**
 * GraphQL requests sent before the app's own code runs (see boot/early-requests.ts), kept
 * until the Apollo client asks for the same operation (lib/early-response-link.ts). Library
 * free on purpose: it is part of the small boot script.
 */

interface EarlyRequest {
  key: string;
  /** The response's data, or null when the request failed in any way (the app then asks itself). */
  data: Promise<unknown | null>;
}

const pending: EarlyRequest[] = [];

/** JSON with object keys sorted, so equal variables give equal keys whatever their order. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

const keyOf = (operationName: string | undefined, variables: Record<string, unknown>) => `${operationName}:${stableJson(variables)}`;

export function addEarlyRequest(operationName: string, variables: Record<string, unknown>, data: Promise<unknown | null>): void {
  pending.push({ key: keyOf(operationName, variables), data });
}

/**
 * The early answer for this operation, once: a promise of its data, or of null when it failed.
 * Undefined when no early request matches (the operation goes to the server as usual).
 */
export function takeEarlyResponse(operationName: string | undefined, variables: Record<string, unknown>): Promise<unknown | null> | undefined {
  const index = pending.findIndex((request) => request.key === keyOf(operationName, variables));
  return index < 0 ? undefined : pending.splice(index, 1)[0].data;
}
