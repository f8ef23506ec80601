/**
 * The sandbox's playable game, at the URL launchGame answers (/sandbox-games/play/<ticket>): a
 * three-reel slot drawn from the game's own art. Each spin is one wallet transaction (bet out, win back,
 * ledger rows, a game round), so balances, betting records and recent games change for real. The page
 * tells the window that opened or framed it after each spin, so the header refreshes the balance.
 */
import { randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Repo } from '../repo/index.js';
import { InsufficientFunds, toAmount } from '../repo/wallets.js';
import { symbolSvg } from './artwork.js';
import type { pngCache } from './render.js';
import { SLOT_PAGE_TEXTS } from './game-page-texts.js';
import { langOfCode, pageMoney, type PageLang } from './page-language.js';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

export const REEL_SYMBOLS = ['cherries', 'bell', 'gem-stone', 'four-leaf-clover', 'money-bag', 'crown'] as const;
/** Stakes offered, in cents. */
export const STAKES_CENTS = [100, 500, 1_000, 5_000];

/** Win for a spin: three alike pay 10×, two alike 1.5×, else nothing (about 90% back over time). */
export function payoutCents(reels: readonly number[], betCents: number): number {
  const [a, b, c] = reels;
  if (a === b && b === c) return betCents * 10;
  if (a === b || b === c || a === c) return Math.round(betCents * 1.5);
  return 0;
}

const CSP = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; frame-ancestors 'self'; base-uri 'none'";

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(title: string, lang: PageLang): string {
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title><link rel="stylesheet" href="/sandbox-games/play.css"></head>
<body><main class="sg" id="game" aria-live="polite"><p class="sg-status">${esc(SLOT_PAGE_TEXTS[lang].loading)}</p></main>
<script src="/sandbox-games/play.js"></script></body></html>`;
}

const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,sans-serif;background:radial-gradient(circle at 50% 0,#3b1d60,#0d0820 70%);color:#fff;min-height:100vh}
.sg{max-width:560px;margin:0 auto;padding:16px;display:flex;flex-direction:column;gap:14px;align-items:center}
.sg-head{display:flex;gap:12px;align-items:center;width:100%}.sg-head img{width:72px;height:72px;border-radius:12px}
.sg-head h1{font-size:1.25rem;margin:0}.sg-head p{margin:2px 0 0;color:#d7c8ff}
.sg-reels{display:flex;gap:10px;padding:14px;background:#1b1036;border:3px solid #f5c542;border-radius:16px}
.sg-reel{width:96px;height:96px;background:#fff;border-radius:10px;display:flex;align-items:center;justify-content:center}
.sg-reel img{width:80px;height:80px}.sg-reels.is-spinning .sg-reel img{opacity:.35}
.sg-balance{font-size:1.1rem}.sg-balance strong{color:#ffe082}
.sg-controls{display:flex;gap:10px;flex-wrap:wrap;justify-content:center;align-items:center}
.sg-controls label{display:flex;gap:6px;align-items:center}
select,button{font:inherit;padding:10px 16px;border-radius:10px;border:0}
button{background:linear-gradient(#ffd54f,#ff8f00);color:#2b1500;font-weight:700;min-width:120px;cursor:pointer}
button:disabled{opacity:.6;cursor:wait}
.sg-result{min-height:1.5em;font-weight:700}.sg-result.is-win{color:#a5ff9e}.sg-result.is-error{color:#ffb4a8}
.sg-status{color:#d7c8ff}
`;

/** The page's script: reads the state, spins through the sandbox API, reports the balance upward. */
const SCRIPT = `(function(){
var ticket=location.pathname.split('/').pop();var lang=new URLSearchParams(location.search).get('lang')||'';var root=document.getElementById('game');var T={failed:'Spin failed'};
function tell(balance){var msg={type:'tessera:game-balance',balance:balance};
 try{if(window.parent&&window.parent!==window)window.parent.postMessage(msg,location.origin);}catch(e){}
 try{if(window.opener)window.opener.postMessage(msg,location.origin);}catch(e){}}
function el(tag,attrs,text){var e=document.createElement(tag);for(var k in attrs)e.setAttribute(k,attrs[k]);if(text!=null)e.textContent=text;return e;}
fetch('/sandbox-games/api/state?ticket='+encodeURIComponent(ticket)+'&lang='+encodeURIComponent(lang)).then(function(r){return r.json().then(function(b){if(!r.ok)throw new Error(b.message||'This game link has expired.');return b;});}).then(function(s){
 T=s.texts;root.textContent='';
 var head=el('header',{'class':'sg-head'});head.appendChild(el('img',{src:s.game.iconUrl,alt:''}));
 var t=el('div');t.appendChild(el('h1',{},s.game.gameName));t.appendChild(el('p',{},s.game.vendorName+' · '+T.kind));head.appendChild(t);root.appendChild(head);
 var reels=el('div',{'class':'sg-reels','aria-label':T.reels});var imgs=[];
 for(var i=0;i<3;i++){var cell=el('div',{'class':'sg-reel'});var im=el('img',{src:'/sandbox-games/symbol/'+s.symbols[i]+'.png',alt:s.symbols[i]});cell.appendChild(im);imgs.push(im);reels.appendChild(cell);}
 root.appendChild(reels);
 var bal=el('p',{'class':'sg-balance','data-testid':'sandbox-wallet'},T.wallet+' ');var strong=el('strong',{'data-testid':'sandbox-balance'},s.balanceText);bal.appendChild(strong);root.appendChild(bal);
 var controls=el('div',{'class':'sg-controls'});var lab=el('label',{},T.bet);var sel=el('select',{'aria-label':T.bet});
 s.stakes.forEach(function(v,i){sel.appendChild(el('option',{value:String(v)},s.stakeTexts[i]));});lab.appendChild(sel);controls.appendChild(lab);
 var spin=el('button',{type:'button'},T.spin);controls.appendChild(spin);root.appendChild(controls);
 var result=el('p',{'class':'sg-result',role:'status'});root.appendChild(result);
 spin.addEventListener('click',function(){spin.disabled=true;reels.classList.add('is-spinning');result.className='sg-result';result.textContent='';
  fetch('/sandbox-games/api/spin',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({ticket:ticket,bet:Number(sel.value),lang:lang})})
  .then(function(r){return r.json().then(function(b){if(!r.ok)throw new Error(b.message||T.failed);return b;});})
  .then(function(b){b.symbols.forEach(function(n,i){imgs[i].src='/sandbox-games/symbol/'+n+'.png';imgs[i].alt=n;});
   strong.textContent=b.balanceText;result.textContent=b.win>0?T.win.replace('{amount}',b.winText):T.noWin;if(b.win>0)result.className='sg-result is-win';tell(b.balance);})
  .catch(function(e){result.className='sg-result is-error';result.textContent=e.message;})
  .then(function(){spin.disabled=false;reels.classList.remove('is-spinning');});});
}).catch(function(e){root.textContent='';root.appendChild(el('p',{'class':'sg-result is-error'},e.message));});
})();`;

export function mountGamePage(app: FastifyInstance, repo: Repo, cache: ReturnType<typeof pngCache>, vendorName: (code: string) => string): void {
  const plain = (reply: FastifyReply, type: string, body: string) =>
    reply.header('Cache-Control', 'no-cache').header('Content-Security-Policy', CSP).header('X-Content-Type-Options', 'nosniff').type(type).send(body);

  const session = (ticket: unknown) => {
    const t = typeof ticket === 'string' ? repo.gamePlays.ticket(ticket) : undefined;
    const game = t && repo.games.byId(t.gameId);
    return t && game ? { memberId: t.memberId, game } : undefined;
  };

  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  typed.get('/sandbox-games/play.js', { schema: { querystring: Type.Object({}) } }, async (_req, reply) => plain(reply, 'application/javascript; charset=utf-8', SCRIPT));
  typed.get('/sandbox-games/play.css', { schema: { querystring: Type.Object({}) } }, async (_req, reply) => plain(reply, 'text/css; charset=utf-8', STYLE));
  const lang = Type.Optional(Type.String({ maxLength: 16 }));
  const playPage = { params: Type.Object({ ticket: Type.String({ maxLength: 128 }) }), querystring: Type.Object({ lang }) };
  typed.get('/sandbox-games/play/:ticket', { schema: playPage }, async (req, reply) => {
    const s = session(req.params.ticket);
    const language = langOfCode(req.query.lang);
    return plain(reply.code(s ? 200 : 404), 'text/html; charset=utf-8', page(s ? s.game.name : SLOT_PAGE_TEXTS[language].expired, language));
  });
  typed.get('/sandbox-games/symbol/:name', { schema: { params: Type.Object({ name: Type.String({ maxLength: 64 }) }) } }, async (req, reply) => {
    const name = req.params.name.replace(/\.png$/, '');
    if (!(REEL_SYMBOLS as readonly string[]).includes(name)) return reply.code(404).send();
    return reply.header('Cache-Control', 'public, max-age=604800').type('image/png').send(cache.get(`symbol:${name}`, () => symbolSvg(name)));
  });
  typed.get('/sandbox-games/api/state', { schema: { querystring: Type.Object({ ticket: Type.Optional(Type.String({ maxLength: 128 })), lang }) } }, async (req, reply) => {
    const s = session(req.query.ticket);
    const lang = langOfCode(req.query.lang);
    const texts = SLOT_PAGE_TEXTS[lang];
    if (!s) return reply.code(404).send({ message: texts.expired });
    const money = pageMoney(lang);
    const balance = toAmount(repo.gamePlays.balanceCents(s.memberId));
    const stakes = STAKES_CENTS.map(toAmount);
    return {
      texts,
      game: { gameName: s.game.name, iconUrl: `/cdn/TCG_GAME_ICONS/${s.game.vendor}/${s.game.code}.png`, vendorName: vendorName(s.game.vendor) },
      balance,
      stakes,
      // Money as the site writes it in the page's language, so the page's script formats none by hand.
      balanceText: money(balance),
      stakeTexts: stakes.map(money),
      symbols: [0, 1, 2].map((i) => REEL_SYMBOLS[i]),
    };
  });
  // The bet is one of the offered stakes (the handler's rule), sent as the page read it.
  const spin = { body: Type.Object({ ticket: Type.Optional(Type.String({ maxLength: 128 })), bet: Type.Optional(Type.Union([Type.Number(), Type.String({ maxLength: 32 })])), lang }) };
  typed.post('/sandbox-games/api/spin', { schema: spin }, async (req, reply) => {
    const body = (typeof req.body === 'object' && req.body) || {};
    const s = session(body.ticket);
    const lang = langOfCode(body.lang);
    const texts = SLOT_PAGE_TEXTS[lang];
    if (!s) return reply.code(404).send({ message: texts.expired });
    const betCents = Math.round(Number(body.bet) * 100);
    if (!STAKES_CENTS.includes(betCents)) return reply.code(400).send({ message: texts.chooseBet });
    const reels = [0, 1, 2].map(() => randomInt(REEL_SYMBOLS.length));
    try {
      const round = repo.gamePlays.playRound(s.memberId, s.game.id, betCents, payoutCents(reels, betCents));
      const [win, balance] = [toAmount(round.winCents), toAmount(round.balanceCents)];
      const money = pageMoney(lang);
      return { roundId: round.id, symbols: reels.map((r) => REEL_SYMBOLS[r]), bet: toAmount(betCents), win, balance, winText: money(win), balanceText: money(balance) };
    } catch (e) {
      if (e instanceof InsufficientFunds) return reply.code(409).send({ message: texts.funds });
      throw e;
    }
  });
}
