import type { Actor } from '@remotehunt/services/auth/authorization';

declare global {
  namespace Express {
    interface Request {
      /** Set by the authenticate middleware: the caller, or null when anonymous. */
      actor?: Actor | null;
    }
  }
}
export {};
