import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const require = createRequire(import.meta.url);
/** axe-core's browser bundle, injected into the page as it is. */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface TAxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * Waits for the page's running animations and transitions (a dialog fading in, a drawer sliding) to
 * end: halfway through, a text over a half-transparent surface has colours no user reads it in, and
 * axe-core would measure its contrast on them.
 */
const settled = (page: Page) =>
  page.evaluate(async () => {
    // A spinner or a skeleton's pulse never ends: only the animations that do are waited for.
    const ending = () => document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
    for (let running = ending(); running.length; running = ending()) await Promise.allSettled(running.map((a) => a.finished));
  });

/**
 * The WCAG 2.1 A and AA violations axe-core finds on the page once at rest, each with the elements
 * it names, so that a failing test says what to fix. The app's Content-Security-Policy forbids
 * inline scripts: the page's context must be made with `bypassCSP: true`.
 */
export const axeViolations = async (page: Page): Promise<TAxeViolation[]> => {
  await settled(page);
  await page.addScriptTag({ content: AXE_SOURCE });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: unknown) => Promise<{ violations: Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: string[] }> }> }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
  });
};

/** Waits for the page to settle, then expects no WCAG 2.1 AA violation, naming the screen when one is found. */
export const expectNoViolations = async (page: Page, screen: string) => {
  await page.waitForLoadState('networkidle');
  const violations = await axeViolations(page);
  expect(violations, `${screen}: ${JSON.stringify(violations, null, 1)}`).toEqual([]);
};
