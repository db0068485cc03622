import type { Locator } from '@playwright/test';

/**
 * The BR market's sign-up fields (BR is the demo's default profile): a CPF with valid check
 * digits, a full name, an adult birth date, a loss limit and a daily time limit.
 */

/** A CPF with valid check digits from 9 random base digits (never all equal: those are placeholders). */
export function randomCpf(): string {
  const d = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10));
  if (new Set(d).size === 1) d[0] = (d[0]! + 1) % 10;
  for (const len of [9, 10]) {
    let sum = 0;
    for (let i = 0; i < len; i++) sum += d[i]! * (len + 1 - i);
    const r = (sum * 10) % 11;
    d.push(r === 10 ? 0 : r);
  }
  return d.join('');
}

/** Fills the BR fields of the open sign-up dialog (English labels). @returns the CPF used */
export async function fillBrSignUp(
  dialog: Locator,
  { lossLimit = '300', timeLimit = '240' }: { lossLimit?: string; timeLimit?: string } = {},
): Promise<string> {
  const cpf = randomCpf();
  await dialog.getByLabel('CPF', { exact: true }).fill(cpf);
  await dialog.getByLabel('Full name (as in your CPF)').fill('Maria da Silva');
  await dialog.getByLabel('Date of birth').fill('1990-05-10');
  await dialog.getByLabel('Loss limit (in R$)').fill(lossLimit);
  await dialog.getByLabel('Daily time limit (minutes)').fill(timeLimit);
  return cpf;
}
