import type { Request } from 'express';

/**
 * Shown on every page the gateway renders (the app's own page included, which every client route
 * is under) while payments run in local test mode: anyone can "pay" there, so nobody should take
 * this deployment for a shop. Server-side, so it shows before any script runs. A strip fixed to
 * the bottom of the window: the app's bars and side menu are fixed to the top and left, and MUI
 * stacks them at z-index 1100 and 1200, its dialogs at 1300 and messages at 1400, so the strip
 * (1250) stays over the page and under anything that asks for the user's attention. The page gets
 * room below its end so the strip never hides its last line, and clicks go through the strip.
 */
const TEST_MODE_STYLE = '<style>body{padding-bottom:2.5rem}</style>';
const TEST_MODE_BANNER =
  '<div role="status" data-payments-test-mode style="position:fixed;left:0;right:0;bottom:0;z-index:1250;pointer-events:none;background:#b71c1c;color:#fff;' +
  'font:600 14px/1.4 system-ui,sans-serif;padding:6px 12px;text-align:center">' +
  'Test mode: payments here are simulated, no card is charged and nothing bought is real.</div>';

/** Whether the app answering `req` takes payments in local test mode (set by createApp). */
export const paymentsInTestMode = (req: Request): boolean => req.app.locals.paymentsTestMode === true;

/** `html` with the test-mode banner first in its body (read first by screen readers too), and its style in the head, where a `<style>` belongs. */
export function withTestModeBanner(html: string): string {
  return html.replace('</head>', `${TEST_MODE_STYLE}</head>`).replace(/<body([^>]*)>/, (body) => `${body}${TEST_MODE_BANNER}`);
}
