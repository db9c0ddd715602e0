import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** What issue 23 holds every screen to: no violation of these impacts (moderate and minor are advice). */
const BLOCKING_IMPACTS: ReadonlySet<string> = new Set(['serious', 'critical']);

/**
 * Rules the axe-core that @axe-core/playwright brings still tags experimental, so they do not run
 * unless named: label-content-name-mismatch (WCAG 2.5.3, a control's name holds its visible text) is
 * a serious violation in later axe-core, and the one that named the job card's "Job page" link
 * "Public page of …" (issue 50, item 8).
 */
const EXPERIMENTAL_RULES_RUN = { 'label-content-name-mismatch': { enabled: true } };

/**
 * The serious and critical accessibility violations axe-core finds in what `page` shows now, one
 * line per element: rule id, impact, the element's selector and what to fix. Empty when none.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ['violations'], rules: EXPERIMENTAL_RULES_RUN }).setLegacyMode(true).analyze();
  return violations.filter((rule) => BLOCKING_IMPACTS.has(rule.impact ?? '')).flatMap(describeViolation);
}

/** Fails naming every serious or critical violation on the page as it is now; `where` says which screen. */
export async function expectNoSeriousViolations(page: Page, where: string): Promise<void> {
  const found = await seriousViolations(page);
  if (found.length > 0) {
    throw new Error(`${where}: ${found.length} serious or critical accessibility violation(s)\n${found.join('\n')}`);
  }
}

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

function describeViolation(rule: Violation): string[] {
  return rule.nodes.map((node) => {
    const target = node.target.map((selector) => (Array.isArray(selector) ? selector.join(' >> ') : String(selector))).join(' >> ');
    // axe's summary starts "Fix any of the following:\n  ..."; one line is enough to act on.
    const summary = (node.failureSummary ?? rule.help).split('\n').map((line) => line.trim()).filter(Boolean).slice(0, 2).join(' ');
    return `- ${rule.id} (${rule.impact}) at ${target}: ${summary} [${rule.help}]`;
  });
}
