// The e2e suite drives Debian's chromium (Playwright cannot download its own browser here).
// Installs it with apt-get when it is missing and we are root; otherwise says what to do.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// the colour-emoji font too, so screenshots show icons the way phones do
const emojiFont = '/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf';
if (!fs.existsSync(path) || (!fs.existsSync(emojiFont) && process.getuid?.() === 0)) {
  if (process.getuid?.() === 0) {
    console.log('chromium is missing: installing Debian chromium with apt-get');
    execSync('apt-get update && apt-get install -y chromium fonts-noto-color-emoji', { stdio: 'inherit' });
  } else {
    console.error(
      `chromium not found at ${path}: run \`sudo apt-get install -y chromium\` (or set CHROMIUM_PATH)`,
    );
    process.exit(1);
  }
}
