/** Route params of everything mounted under /users/:userId (merged from the parent router). */
export type UserParams = { userId: string };
export type UserFileParams = UserParams & { fileId: string };
