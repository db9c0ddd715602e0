/**
 * react-router 6's choices for version 7, made here once (the router warns about each one left open):
 * no transitions, so a screen whose code is still on its way shows the page spinner at once rather
 * than the last screen staying up; and v7's resolution of relative links in splat routes (the app's
 * links are absolute, so it changes nothing but the warning).
 */
export const ROUTER_FUTURE = { v7_startTransition: false, v7_relativeSplatPath: true } as const;
