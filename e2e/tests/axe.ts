import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from './fixtures';

/**
 * The rule sets every axe run of the suite uses (docs/product/overview.md, 'Accessibility'): WCAG 2.0, 2.1 and 2.2,
 * levels A and AA. One list, so no spec checks less than the others.
 */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface AxeOptions {
  /** Only this part of the page (a CSS selector), e.g. 'main' or '.ant-modal'. */
  include?: string;
  /** 'serious' keeps the violations of impact serious or critical (the suite's bar for whole screens); 'all' keeps every one. */
  impact?: 'serious' | 'all';
}

/**
 * Runs axe with WCAG_TAGS and answers its violations, one readable line each (rule, impact, the first elements and
 * why they fail), so a failing expectation says what to fix.
 */
export async function axeViolations(page: Page, { include, impact = 'all' }: AxeOptions = {}): Promise<string[]> {
  // Off any hovered control: axe would read its hover colour, a passing state, not the one the page rests in.
  await page.mouse.move(0, 0);
  // Only the violations are read: axe then keeps no list of every passing node, which on these screens was most of
  // its answer and of its time. options() replaces the builder's options, so it comes before withTags (runOnly).
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withTags(WCAG_TAGS);
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  return violations
    .filter((v) => impact === 'all' || v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}, ${v.nodes.length}): ${v.nodes
          .slice(0, 8)
          .map((n) => `${n.target.join(' ')} ${n.failureSummary?.split('\n').slice(1, 2).join('') ?? ''}`.trim())
          .join(' | ')}`,
    );
}

const REMOTE_LOAD = 30_000;

/** Waits until the page has drawn its content: no session spinner, skeleton or spinning indicator left. */
export async function settled(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: REMOTE_LOAD }).catch(() => undefined);
  await expect(page.getByText('Verificando permissões...')).toHaveCount(0, { timeout: REMOTE_LOAD });
  // Remote pages show a spinner while their code loads, then animated skeletons while their data does (a locked
  // module's blurred preview is a still skeleton, drawn for good, so only the animated ones mean loading).
  const busy = page.locator('.ant-skeleton-active:visible, [class*="ant-spin-dot"]:visible');
  await expect(busy).toHaveCount(0, { timeout: REMOTE_LOAD });
  // antd's motion (fades, wave) settles; axe reads colours mid-animation otherwise.
  await page.waitForTimeout(400);
  await expect(busy).toHaveCount(0, { timeout: REMOTE_LOAD });
}

/** A screenshot for review by eye, kept in the test's output folder when E2E_AXE_SHOTS=1. */
export async function reviewShot(page: Page, name: string, fullPage = false): Promise<void> {
  if (process.env.E2E_AXE_SHOTS === '1') await page.screenshot({ path: test.info().outputPath(name), fullPage });
}

/** A dialog a screen opens: how to open it (answering the dialog) and, when Escape is not the way, how to close it. */
export interface DialogCheck {
  name: string;
  open: (page: Page) => Promise<Locator>;
  close?: (page: Page, dialog: Locator) => Promise<void>;
}

/**
 * One page load of `route` checked in the light theme and then in the dark one (the header's 'Alternar tema'): the
 * whole screen, then each dialog opened from it in turn. Answers every serious or critical violation, keyed by
 * screen/dialog and theme. With E2E_AXE_SHOTS=1 a screenshot of each state is kept in the test's output folder for
 * review by eye (off by default: on CI's two cores they cost minutes and nobody looks at them there).
 * `screen: false` checks only the dialogs, for a screen another spec already checks whole in both themes.
 */
export async function screenAndDialogs(
  page: Page,
  route: string,
  dialogs: DialogCheck[] = [],
  { screen: checkScreen = true }: { screen?: boolean } = {},
): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  const base = route.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home';
  await page.goto(route);
  await settled(page);
  for (const theme of ['light', 'dark'] as const) {
    if (theme === 'dark') {
      await page.getByRole('button', { name: 'Alternar tema' }).click();
      await settled(page);
    }
    if (checkScreen) {
      await reviewShot(page, `${base}-${theme}.png`, true);
      const screen = await axeViolations(page, { impact: 'serious' });
      if (screen.length) found[`${route} (${theme})`] = screen;
    }
    for (const dialog of dialogs) {
      const opened = await dialog.open(page);
      await expect(opened).toBeVisible();
      await settled(page);
      await reviewShot(page, `${base}-${dialog.name.replace(/[^a-z0-9]+/gi, '_')}-${theme}.png`);
      // The screen behind was checked whole in this theme just before: the dialog is checked within itself, which
      // keeps the sweeps' axe time to what changed.
      await opened.evaluate((el) => el.setAttribute('data-axe-scope', ''));
      const inDialog = await axeViolations(page, { impact: 'serious', include: '[data-axe-scope]' });
      await opened.evaluate((el) => el.removeAttribute('data-axe-scope')).catch(() => undefined);
      if (inDialog.length) found[`${route} › ${dialog.name} (${theme})`] = inDialog;
      if (dialog.close) await dialog.close(page, opened);
      else {
        await page.keyboard.press('Escape');
        await expect(opened).toBeHidden();
      }
    }
  }
  return found;
}
