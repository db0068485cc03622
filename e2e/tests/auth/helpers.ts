import type { Locator, Page } from '@playwright/test';
import { expect, gw, quietLanguage } from '../../fixtures/test';

/** English UI and no automatic announcement popup (the shell's 'closed' markers, shell/README.md). */
export async function quietEnglish(page: Page): Promise<void> {
  await quietLanguage(page, 'EN');
}

let ipSeq = 0;
/**
 * Gives this page its own client address. The gateway counts failed logins and keeps captchas per client IP
 * (X-Forwarded-For through dev-proxy); without this, one test's wrong passwords would make every other
 * test's login ask for a captcha.
 */
export async function ownClientIp(page: Page): Promise<string> {
  ipSeq += 1;
  const ip = `10.${(process.pid % 200) + 1}.${Math.floor(Date.now() / 1000) % 250}.${ipSeq % 250}`;
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': ip });
  return ip;
}

interface Challenge {
  challengeId: string;
  targetX: number;
}

/**
 * Clicks `trigger` (a submit or "Send code" button) and solves the slider check that opens, with the keyboard as a
 * person would: the gap position is read from the challenge the page itself received. Keys are held for 60 ms so
 * the drag takes the gateway's minimum of 300 ms.
 */
export async function clickAndSolveSlider(
  page: Page,
  trigger: Locator,
  names: { dialog: string; slider: string } = SLIDER_NAMES.EN,
): Promise<void> {
  const challenge = page.waitForResponse((r) => r.url().includes('/wps/captcha/slider') && r.ok());
  await trigger.click();
  const { value } = (await (await challenge).json()) as { value: Challenge };
  const slider = page.getByRole('dialog', { name: names.dialog }).getByRole('slider', { name: names.slider });
  await slider.focus();
  let x = 0;
  while (value.targetX - x >= 10) {
    await slider.press('PageUp', { delay: 60 });
    x += 10;
  }
  while (x < value.targetX) {
    await slider.press('ArrowRight', { delay: 60 });
    x += 1;
  }
  await expect(slider).toHaveAttribute('aria-valuenow', String(value.targetX));
  await slider.press('Enter');
  await expect(page.getByRole('dialog', { name: names.dialog })).toBeHidden();
}

/** The slider check's dialog and control, as each language names them. */
export const SLIDER_NAMES = {
  PT: { dialog: 'Verificação de segurança', slider: 'Posição da peça' },
  EN: { dialog: 'Security check', slider: 'Piece position' },
} as const;

/**
 * The answer of the captcha shown to this client (GET /__dev/captcha names the newest captcha of any client;
 * when another test's is newer, ask this page for a fresh image and look again).
 */
export async function captchaAnswer(ip: string, reload: Locator): Promise<string> {
  let answer = '';
  await expect(async () => {
    const v = await gw<{ answer: string; client: string }>('/__dev/captcha');
    if (v.client !== ip) {
      await reload.click();
      throw new Error(`newest captcha belongs to ${v.client}`);
    }
    answer = v.answer;
  }).toPass({ intervals: [1100], timeout: 20_000 });
  return answer;
}

/** The newest code the gateway "sent" to a recipient (GET /__dev/outbox, the test's phone and mailbox). */
export async function lastCode(channel: 'sms' | 'email', recipient: string, newerThan = 0): Promise<string> {
  let code = '';
  await expect(async () => {
    const { list } = await gw<{ list: { id: number; code: string | null }[] }>(
      `/__dev/outbox?channel=${channel}&recipient=${encodeURIComponent(recipient)}&limit=1`,
    );
    const last = list[0];
    if (!last?.code || last.id <= newerThan) throw new Error('no new message yet');
    code = last.code;
  }).toPass({ timeout: 10_000 });
  return code;
}

/** The id of the newest outbox message of a recipient (0 when none), to wait for a newer one. */
export async function lastOutboxId(channel: 'sms' | 'email', recipient: string): Promise<number> {
  const { list } = await gw<{ list: { id: number }[] }>(
    `/__dev/outbox?channel=${channel}&recipient=${encodeURIComponent(recipient)}&limit=1`,
  );
  return list[0]?.id ?? 0;
}

/**
 * The current session as the shell published it on the bus; status `starting` while the page has no bus yet
 * (right after a navigation: a poll on it then waits instead of failing, as the a11y suite's once did).
 */
export function session(page: Page) {
  return page.evaluate(() => {
    const bus = (globalThis as unknown as { __JOGO_BUS__?: { current: (n: string) => unknown } })
      .__JOGO_BUS__;
    const none = { status: 'starting', isTrial: false, isAgent: false, loginType: null, member: null };
    return (bus?.current('session:changed') ?? none) as {
      status: string;
      isTrial: boolean;
      isAgent: boolean;
      loginType: string | null;
      member: { account: string } | null;
    };
  });
}
