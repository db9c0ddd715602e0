/** Inline styles shared by the HTML parts: mail clients drop <style> blocks and web fonts, so everything is inline and system fonts only. */

export const FONT_STACK = `-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif`;
export const BRAND_COLOR = '#2563eb';
export const TEXT_COLOR = '#1f2937';
export const MUTED_COLOR = '#6b7280';

export const P = `margin:0 0 16px;font-family:${FONT_STACK};font-size:16px;line-height:24px;color:${TEXT_COLOR};`;
export const SMALL = `margin:0 0 16px;font-family:${FONT_STACK};font-size:14px;line-height:20px;color:${MUTED_COLOR};`;
export const LINK = `color:${BRAND_COLOR};text-decoration:underline;`;
export const LIST = `margin:0 0 16px;padding:0 0 0 20px;font-family:${FONT_STACK};font-size:16px;line-height:24px;color:${TEXT_COLOR};`;
export const LIST_ITEM = `margin:0 0 8px;`;
