import { type Actor, type Owner, ownerFor } from '@remotehunt/services/auth/authorization';

/** Route params of everything mounted under /users/:userId (merged from the parent router). */
export type UserParams = { userId: string };
export type UserFileParams = UserParams & { fileId: string };

/** The user named in the path, as the caller may act on them (themselves, or an admin for them). */
export const ownerOf = (req: { actor?: Actor | null; params: UserParams }): Owner => ownerFor(req.actor, req.params.userId);
