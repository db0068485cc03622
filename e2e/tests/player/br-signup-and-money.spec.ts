import type { Locator, Page } from '@playwright/test';
import { expect, gw, test, quietLanguage } from '../../fixtures/test';
import { randomCpf } from '../auth/br-fields';
import {
  captchaAnswer,
  clickAndSolveSlider,
  lastCode,
  lastOutboxId,
  ownClientIp,
  SLIDER_NAMES,
} from '../auth/helpers';

/**
 * The Brazilian player (BR, the demo's market) signs up as Brazilians type, in Portuguese and in English: the
 * mobile number as "(11) 95772-4175" or "+55 11 95772-4175", the loss limit as "1.234,56" (EN "1,234.56"), a
 * CPF hint whose example is a valid CPF, the full name asked once. Then the money side of a new player: the first
 * payment password needs the login password (a stolen session alone cannot create it), the first own PIX key
 * holds nothing (the first withdrawal goes at once), a second destination holds withdrawals until a time written
 * in the site's zone and the language's style, never raw UTC.
 */
const WORDS = {
  PT: {
    signUp: 'Cadastrar',
    tabMobile: 'Número de celular',
    mobile: 'Número de celular',
    sendCode: 'Enviar código',
    code: 'Código de verificação',
    username: 'Nome de usuário',
    password: 'Senha',
    confirmPassword: 'Confirmar senha',
    fullName: 'Nome completo (como no CPF)',
    anyName: /Nome completo/,
    cpfExample: /por exemplo (\d{3}\.\d{3}\.\d{3}-\d{2})/,
    birthDate: 'Data de nascimento',
    lossLimit: 'Limite de perda (em R$)',
    lossTyped: '1.234,56',
    lossShown: /R\$\s1\.234,56/,
    timeLimit: 'Limite diário de tempo (minutos)',
    captcha: 'Código da imagem',
    captchaReload: 'Gerar outro código',
    welcome: 'Bem-vindo ao Jogo!',
    protection: 'Jogo responsável',
    // payment password
    passwordForm: 'Senha de pagamento',
    newPay: 'Nova senha de pagamento',
    confirmPay: 'Confirme a nova senha de pagamento',
    loginPassword: 'Sua senha',
    setPay: 'Definir senha',
    wrongPassword: /Senha incorreta \(\d+ tentativas? restantes?\)/,
    paySaved: 'Senha de pagamento salva',
    // destinations and withdrawals
    addDestination: 'Adicionar destino',
    type: 'Tipo',
    emailKind: 'E-mail',
    pixKey: 'Chave PIX',
    holderCpf: 'CPF do titular',
    payment: 'Senha de pagamento',
    saveDestination: 'Salvar destino',
    firstHoldsNothing: /Seu primeiro destino de saque não suspende nada/,
    laterHolds: /os saques aguardam 24 horas/,
    destinations: 'Destinos de saque',
    withdrawForm: 'Saque',
    amount: 'Valor',
    withdraw: 'Sacar',
    confirmRegion: 'Confirme o saque',
    confirm: 'Confirmar saque',
    receipt: 'Saque solicitado',
    held: /ficam suspensos até (\d\d\/\d\d\/\d{4} \d\d:\d\d)/,
  },
  EN: {
    signUp: 'Sign up',
    tabMobile: 'Mobile number',
    mobile: 'Mobile number',
    sendCode: 'Send code',
    code: 'Verification code',
    username: 'Username',
    password: 'Password',
    confirmPassword: 'Confirm password',
    fullName: 'Full name (as in your CPF)',
    anyName: /Full name|Real name/,
    cpfExample: /e\.g\. (\d{3}\.\d{3}\.\d{3}-\d{2})/,
    birthDate: 'Date of birth',
    lossLimit: 'Loss limit (in R$)',
    lossTyped: '1,234.56',
    lossShown: /R\$\s?1,234\.56/,
    timeLimit: 'Daily time limit (minutes)',
    captcha: 'Captcha',
    captchaReload: 'Load a new captcha',
    welcome: 'Welcome to Jogo!',
    protection: 'Responsible gaming',
    passwordForm: 'Payment password',
    newPay: 'New payment password',
    confirmPay: 'Confirm new payment password',
    loginPassword: 'Your password',
    setPay: 'Set password',
    wrongPassword: /Incorrect password \(\d+ tr(y|ies) left\)/,
    paySaved: 'Payment password saved',
    addDestination: 'Add destination',
    type: 'Type',
    emailKind: 'E-mail',
    pixKey: 'PIX key',
    holderCpf: "Holder's CPF",
    payment: 'Payment password',
    saveDestination: 'Save destination',
    firstHoldsNothing: /Your first withdrawal destination holds nothing/,
    laterHolds: /withdrawals wait 24 hours/,
    destinations: 'Withdrawal destinations',
    withdrawForm: 'Withdraw',
    amount: 'Amount',
    withdraw: 'Withdraw',
    confirmRegion: 'Confirm the withdrawal',
    confirm: 'Confirm withdrawal',
    receipt: 'Withdrawal requested',
    held: /wait until (\d\d\/\d\d\/\d{4} \d\d:\d\d)/,
  },
} as const;
type Lang = keyof typeof WORDS;

// a browser in Tokyo: what the site writes is in its own zone (São Paulo), never the browser's
test.use({ timezoneId: 'Asia/Tokyo' });

const PASSWORD = 'Abc12345';
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** A CPF's check digits (Receita Federal's rule), as the gateway checks them. */
function cpfValid(text: string): boolean {
  const d = text.replace(/\D/g, '').split('').map(Number);
  if (d.length !== 11 || new Set(d).size === 1) return false;
  for (const len of [9, 10]) {
    let sum = 0;
    for (let i = 0; i < len; i++) sum += d[i]! * (len + 1 - i);
    const r = (sum * 10) % 11;
    if ((r === 10 ? 0 : r) !== d[len]) return false;
  }
  return true;
}

/** "52998224725" as people write it, "529.982.247-25". */
const cpfText = (d: string) => `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`;

/** The BR fields, as a Brazilian fills them; the CPF hint's example checked first. @returns the CPF's digits */
async function fillIdentity(dialog: Locator, lang: Lang, lossLimit: string): Promise<string> {
  const w = WORDS[lang];
  const hint = await dialog.getByText(w.cpfExample).textContent();
  const example = w.cpfExample.exec(hint ?? '')?.[1] ?? '';
  expect(cpfValid(example), `the hint's example ${example} is a valid CPF`).toBe(true);
  const cpf = randomCpf();
  await dialog.getByLabel('CPF', { exact: true }).fill(cpfText(cpf));
  // the full name is asked once: the operator's own name field is not there beside it
  await expect(dialog.getByLabel(w.anyName)).toHaveCount(1);
  await dialog.getByLabel(w.fullName).fill('Maria da Silva Souza');
  await dialog.getByLabel(w.birthDate).fill('1990-05-10');
  await dialog.getByLabel(w.lossLimit).fill(lossLimit);
  await dialog.getByLabel(w.timeLimit).fill('240');
  return cpf;
}

async function finishSignUp(page: Page, dialog: Locator, lang: Lang, ip: string): Promise<void> {
  const w = WORDS[lang];
  await dialog
    .getByLabel(w.captcha, { exact: true })
    .fill(await captchaAnswer(ip, dialog.getByRole('button', { name: w.captchaReload })));
  await dialog.getByRole('checkbox').check();
  await clickAndSolveSlider(page, dialog.getByRole('button', { name: w.signUp }), SLIDER_NAMES[lang]);
  await expect(dialog).toBeHidden();
  const welcome = page.getByRole('dialog', { name: w.welcome });
  await expect(welcome).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(welcome).toBeHidden();
}

for (const lang of ['PT', 'EN'] as const) {
  const w = WORDS[lang];

  test(`${lang}: sign-up reads the mobile and the loss limit as typed; a valid CPF example; the name once`, async ({
    page,
  }) => {
    test.slow();
    await quietLanguage(page, lang);
    const ip = await ownClientIp(page);
    await page.goto('/register');
    const dialog = page.getByRole('dialog', { name: w.signUp });
    await dialog.getByRole('tab', { name: w.tabMobile }).click();
    const digits = `9${String(Date.now()).slice(-8)}`;
    const typed =
      lang === 'PT'
        ? `(11) ${digits.slice(0, 5)}-${digits.slice(5)}`
        : `+55 11 ${digits.slice(0, 5)}-${digits.slice(5)}`;
    await dialog.getByLabel(w.mobile, { exact: true }).fill(typed);
    const before = await lastOutboxId('sms', `11${digits}`);
    await clickAndSolveSlider(page, dialog.getByRole('button', { name: w.sendCode }), SLIDER_NAMES[lang]);
    await dialog.getByLabel(w.code).fill(await lastCode('sms', `11${digits}`, before));
    await fillIdentity(dialog, lang, w.lossTyped);
    await page.setViewportSize({ width: 412, height: 900 });
    await dialog.screenshot({ path: `/tmp/player-br-signup-${lang}-412.png` });
    await finishSignUp(page, dialog, lang, ip);

    // the loss limit is the amount typed, R$ 1.234,56 (not refused, not 1,23)
    await page.goto('/member?page=responsibleGaming');
    await expect(page.getByRole('heading', { name: w.protection, level: 1 })).toBeVisible();
    await expect(page.getByTestId('limit-LOSS-MONTH')).toContainText(w.lossShown);
  });

  test(`${lang}: first payment password needs the login password; the first PIX key holds nothing, a second does`, async ({
    page,
  }) => {
    test.slow();
    await quietLanguage(page, lang);
    const ip = await ownClientIp(page);
    await page.goto('/register');
    const dialog = page.getByRole('dialog', { name: w.signUp });
    const username = `br_${unique()}`;
    await dialog.getByLabel(w.username, { exact: true }).fill(username);
    await dialog.getByLabel(w.password, { exact: true }).fill(PASSWORD);
    await dialog.getByLabel(w.confirmPassword).fill(PASSWORD);
    const cpf = await fillIdentity(dialog, lang, '300');
    await finishSignUp(page, dialog, lang, ip);

    // the session alone (a thief's) cannot create the payment password: the login password is asked
    await page.goto('/wallet?page=paymentPassword');
    const form = page.getByRole('form', { name: w.passwordForm });
    await form.getByLabel(w.newPay, { exact: true }).fill('Pago-2026x');
    await form.getByLabel(w.confirmPay, { exact: true }).fill('Pago-2026x');
    await form.getByLabel(w.loginPassword, { exact: true }).fill('not-the-password-1');
    await form.getByRole('button', { name: w.setPay }).click();
    await expect(form.getByText(w.wrongPassword)).toBeVisible();
    await form.getByLabel(w.loginPassword, { exact: true }).fill(PASSWORD);
    await form.getByRole('button', { name: w.setPay }).click();
    await expect(page.getByText(w.paySaved)).toBeVisible();

    // the first own PIX key (a CPF key in the player's own CPF): told, nothing held
    await gw('/__dev/wallet/bonus', { username, amount: 100 });
    await page.goto('/wallet?page=withdraw');
    await page.getByRole('button', { name: w.addDestination }).click();
    let add = page.getByRole('form', { name: w.addDestination });
    await expect(add.getByText(w.firstHoldsNothing)).toBeVisible();
    await add.getByLabel(w.pixKey).fill(cpfText(cpf));
    await add.getByLabel(w.payment, { exact: true }).fill('Pago-2026x');
    await add.getByRole('button', { name: w.saveDestination }).click();
    await expect(add).toBeHidden();
    const destinations = page.getByRole('radiogroup', { name: w.destinations });
    await expect(destinations.getByRole('radio')).toHaveCount(1);

    const withdraw = async () => {
      const f = page.getByRole('form', { name: w.withdrawForm });
      await f.getByLabel(w.amount, { exact: true }).fill('20');
      await f.getByLabel(w.payment, { exact: true }).fill('Pago-2026x');
      await f.getByRole('button', { name: w.withdraw, exact: true }).click();
      await page
        .getByRole('region', { name: w.confirmRegion })
        .getByRole('button', { name: w.confirm })
        .click();
    };
    await withdraw();
    await expect(page.getByRole('region', { name: w.receipt })).toBeVisible();

    // a second destination is a change: withdrawals wait 24 hours, until a time in São Paulo, day first
    await page.goto('/wallet?page=withdraw');
    await page.getByRole('button', { name: w.addDestination }).click();
    add = page.getByRole('form', { name: w.addDestination });
    await expect(add.getByText(w.laterHolds)).toBeVisible();
    await add.getByLabel(w.type).selectOption({ label: w.emailKind });
    await add.getByLabel(w.pixKey).fill(`${username}@example.com`);
    await add.getByLabel(w.holderCpf).fill(cpfText(cpf));
    await add.getByLabel(w.payment, { exact: true }).fill('Pago-2026x');
    await add.getByRole('button', { name: w.saveDestination }).click();
    await expect(add).toBeHidden();
    await expect(destinations.getByRole('radio')).toHaveCount(2);
    await withdraw();
    const refusal = page.getByRole('alert').filter({ hasText: w.held });
    await expect(refusal).toBeVisible();
    const shown = w.held.exec((await refusal.textContent()) ?? '')?.[1];
    // the hold ends 24 hours from now: the day and time São Paulo's clock will show then
    const expected = new Intl.DateTimeFormat('pt-BR', {
      timeZone: 'America/Sao_Paulo',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }).format(Date.now() + 24 * 3600_000);
    expect(shown?.slice(0, 10)).toBe(expected);
    await expect(refusal).not.toContainText(/T\d\d:\d\d|Z\b/);
    await page.screenshot({ path: `/tmp/player-br-hold-${lang}-1280.png`, fullPage: true });
  });
}
