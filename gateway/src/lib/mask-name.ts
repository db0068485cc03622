/** Masks a customer name for public boards: `demo_player` → `de***er`. */
export function maskName(name: string): string {
  if (name.length <= 3) return `${name[0] ?? ''}***`;
  return `${name.slice(0, 2)}***${name.slice(-2)}`;
}
