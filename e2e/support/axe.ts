import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/**
 * axe against WCAG 2.1 A and AA: no serious or critical violation on the page (or inside
 * `include`, a CSS selector). A soft assertion, so one screen's findings do not hide the next
 * screen's; each names the rule, its help text and the first five elements.
 */
export async function expectNoSeriousViolations(page: Page, label: string, include?: string) {
  // axe.run in the page itself (legacy mode) rather than runPartial per frame and finishRun in a
  // blank page opened for it: the app has no frames (no <iframe> in src/), so the rules and nodes
  // checked are the same, without a page and two more injections of axe per check. Only the
  // violations are gathered (passes and inapplicable rules were thrown away anyway): a half to a
  // third of the time of a check, measured on the home, video list and activity pages.
  const builder = new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] })
  const results = await (include ? builder.include(include) : builder).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 5)
          .join(' | ')}`,
    )
  expect.soft(serious, `${label}: axe violations`).toEqual([])
}

/** Lists, sections and images settled: no placeholder (`aria-busy`) left. */
export async function settled(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
}
