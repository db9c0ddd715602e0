/** Generated at build time from the .graphql documents (web/vite.config.ts, earlyRequests plugin). */
declare module 'virtual:early-operations' {
  export const bootstrap: string;
  export const jobs: string;
}
