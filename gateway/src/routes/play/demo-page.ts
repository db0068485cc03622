import type { Game } from '@jogo/shared/api';

/** The demo vendor game page: a framed page with one stake input and a play button. */

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const TEXT = {
  PT: {
    stake: 'Aposta',
    play: 'Jogar',
    balance: 'Saldo',
    win: 'Ganhou',
    lose: 'Não foi desta vez',
    demo: 'Jogo de demonstração do fornecedor',
  },
  EN: {
    stake: 'Stake',
    play: 'Play',
    balance: 'Balance',
    win: 'You won',
    lose: 'No luck this time',
    demo: 'Vendor demo game',
  },
};

/** Intl locale of a request language: numbers follow the page's language (PT `R$ 1.234,56`, EN `R$1,234.56`). */
const LOCALE = { PT: 'pt-BR', EN: 'en-US' } as const;

/** @returns a balance or payout in the language's money format (BRL, two decimals) */
export function demoMoney(amount: number, lang: 'PT' | 'EN'): string {
  return new Intl.NumberFormat(LOCALE[lang], { style: 'currency', currency: 'BRL' }).format(amount);
}

export function demoPageHtml(o: { game: Game; ticket: string; balance: number; lang: 'PT' | 'EN' }): string {
  const t = TEXT[o.lang];
  return `<!doctype html>
<html lang="${o.lang === 'EN' ? 'en' : 'pt'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(o.game.gameName)}</title>
<style>body{margin:0;font-family:system-ui,sans-serif;background:#10141c;color:#f3f5f8;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{max-width:420px;width:100%;padding:24px;text-align:center}img{width:160px;height:160px;border-radius:16px}
input,button{font-size:1rem;padding:10px 14px;border-radius:8px;border:0;margin:6px}button{background:#19a974;color:#fff;cursor:pointer}
#result{min-height:1.5em;font-weight:600}</style></head>
<body data-ticket="${esc(o.ticket)}" data-win="${esc(t.win)}" data-lose="${esc(t.lose)}" data-lang="${o.lang}" data-locale="${LOCALE[o.lang]}">
<main><p>${esc(t.demo)} · ${esc(o.game.displayName)}</p><img src="${esc(o.game.iconUrl)}" alt=""><h1>${esc(o.game.gameName)}</h1>
<p>${esc(t.balance)}: <output id="balance">${esc(demoMoney(o.balance, o.lang))}</output></p>
<form id="play"><label>${esc(t.stake)} <input id="amount" type="number" min="1" max="5000" step="0.01" value="1"></label><button type="submit">${esc(t.play)}</button></form>
<p id="result" role="status"></p></main>
<script src="/wps/game/demo.js" defer></script></body></html>`;
}

/** Served at /wps/game/demo.js (no inline script, so a strict CSP works). */
export const DEMO_SCRIPT = `(function(){
var b=document.body,f=document.getElementById('play'),r=document.getElementById('result'),bal=document.getElementById('balance');
var money=new Intl.NumberFormat(b.dataset.locale,{style:'currency',currency:'BRL'}),times=new Intl.NumberFormat(b.dataset.locale,{maximumFractionDigits:4});
f.addEventListener('submit',function(e){e.preventDefault();var a=Number(document.getElementById('amount').value);
fetch('/wps/game/demo/bet',{method:'POST',headers:{'Content-Type':'application/json','Language':b.dataset.lang},body:JSON.stringify({ticket:b.dataset.ticket,amount:a})})
.then(function(x){return x.json()}).then(function(j){if(!j.success){r.textContent=j.message;return}
bal.textContent=money.format(j.value.balance);r.textContent=j.value.payout>0?b.dataset.win+' '+money.format(j.value.payout)+' ('+times.format(j.value.multiplier)+'\u00d7)':b.dataset.lose;
try{parent.postMessage({type:'jogo:wallet-changed',balance:j.value.balance},'*')}catch(_){}}).catch(function(){r.textContent='!'})});})();`;
