/**
 * The lottery side of the sandbox CDN (docs/architecture.md#sandbox-layout): generated artwork for the
 * lottery games (`/cdn/TCG_LOTTERY/<gameCode>.png`, a Noto emoji motif over a gradient with ball
 * decorations), and the lottery page the lottery launch opens (`/cdn/lottery/play?ticket=…`, on the launch
 * CDN like a provider's game page): the game, its next draw with a countdown, its latest results, a
 * two-digit demo bet paid from the main wallet, and the player's bets, which settle on the next draw.
 */
import { existsSync } from 'node:fs';
import { icons as NOTO } from '@iconify-json/noto';
import { Resvg } from '@resvg/resvg-js';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { DrawClosed, TWO_DIGIT_ODDS, type LotteryTicket } from '../repo/lottery.js';
import type { Repo } from '../repo/index.js';
import { InsufficientFunds, toAmount } from '../repo/wallets.js';
import { LOTTERY_GAMES, groupsOfMode, prizeModeOf, type LotteryGameDef } from '../seed/lottery.js';
import { esc, hash, svgWithBackdrop } from './artwork.js';
import { langOfCode, langOfRequest, pageMoney, type PageLang } from './page-language.js';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

const BOLD_FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
const FONT = existsSync(BOLD_FONT)
  ? { loadSystemFonts: false, fontFiles: [BOLD_FONT], defaultFontFamily: 'DejaVu Sans' }
  : { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' };


/** A Noto icon as an inner <svg>, its ids made unique per use. */
function noto(name: string, x: number, y: number, size: number): string {
  const alias = NOTO.aliases?.[name];
  const icon = NOTO.icons[alias?.parent ?? name] ?? NOTO.icons['ticket'];
  if (!icon) return '';
  const w = icon.width ?? NOTO.width ?? 16;
  const h = icon.height ?? NOTO.height ?? 16;
  const prefix = `lt${name.replace(/[^a-z0-9]/gi, '')}`;
  const body = icon.body.replace(/\bid="([^"]+)"/g, `id="${prefix}$1"`).replace(/(url\(#|href="#)([^)"]+)/g, `$1${prefix}$2`);
  return `<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
}

/** A square lottery tile: gradient per game, lottery balls, the game's motif and its result format. */
export function lotteryTileSvg(game: LotteryGameDef, size = 320): string {
  const s = size;
  const hue = hash(game.gameCode) % 360;
  const badge = game.result.kind === 'digits' ? `${game.result.length}D` : `${game.result.count}/${game.result.max}`;
  const balls = [
    [0.14, 0.16, 0.08],
    [0.86, 0.2, 0.06],
    [0.1, 0.7, 0.05],
    [0.88, 0.72, 0.09],
  ]
    .map(([x, y, r], i) => {
      const bh = (hue + 90 * i) % 360;
      return `<circle cx="${x! * s}" cy="${y! * s}" r="${r! * s}" fill="hsl(${bh},80%,60%)" stroke="#fff" stroke-width="${s * 0.01}"/><circle cx="${x! * s}" cy="${y! * s}" r="${r! * s * 0.5}" fill="#fff" fill-opacity="0.9"/>`;
    })
    .join('');
  return `${svgWithBackdrop(s, s, { from: `hsl(${hue},70%,48%)`, to: `hsl(${(hue + 50) % 360},65%,22%)`, glow: { cx: 0.5, cy: 0.46, r: 0.42, color: '#fff8e1', opacity: 0.8 } })}
${balls}
<circle cx="${s / 2}" cy="${s * 0.46}" r="${s * 0.36}" fill="url(#glow)"/>
${noto(game.icon.replace(/^noto:/, ''), s * 0.24, s * 0.18, s * 0.52)}
<rect x="${s * 0.05}" y="${s * 0.82}" rx="${s * 0.04}" width="${s * (0.08 + badge.length * 0.055)}" height="${s * 0.12}" fill="#000" fill-opacity="0.5"/>
<text x="${s * 0.09}" y="${s * 0.907}" font-family="DejaVu Sans" font-weight="700" font-size="${s * 0.075}" fill="#fff">${esc(badge)}</text>
</svg>`;
}

const tiles = new Map<string, Buffer>();
function tilePng(game: LotteryGameDef): Buffer {
  let png = tiles.get(game.gameCode);
  if (!png) {
    png = new Resvg(lotteryTileSvg(game), { font: FONT }).render().asPng();
    tiles.set(game.gameCode, png);
  }
  return png;
}

/** The page's texts in the launch's language (keys are the page's html `lang`): the site's seven languages. */
const TEXTS = {
  en: {
    open: 'Waiting for the draw', won: 'Won', lost: 'Lost', allGames: 'All games', nextDraw: 'Next draw', in: 'in', balance: 'Main wallet',
    placeBet: 'Place a bet', pick: 'Last two digits', stake: 'Stake (P)', betOn: 'Bet on draw', pays: `Pays ${TWO_DIGIT_ODDS}× when the result ends with your two digits.`,
    yourBets: 'Your bets', draw: 'Draw', pickCol: 'Pick', stakeCol: 'Stake', result: 'Result', status: 'Status', noBets: 'No bets on this game yet.',
    latest: 'Latest results', back: 'Back', lobby: 'Lottery lobby', placed: 'Bet placed on draw', funds: 'Your balance is too low for this stake.',
    badInput: 'That bet could not be placed: pick two digits and a stake of 1 to 10000.',
    expiredTitle: 'This lottery link has expired', expiredBody: 'Log in and open the game again from the site.', title: 'Lottery',
    dayOne: 'day', dayOther: 'days',
  },
  fil: {
    open: 'Naghihintay ng bola', won: 'Panalo', lost: 'Talo', allGames: 'Lahat ng laro', nextDraw: 'Susunod na bola', in: 'sa', balance: 'Pangunahing wallet',
    placeBet: 'Tumaya', pick: 'Huling dalawang numero', stake: 'Taya (P)', betOn: 'Tumaya sa bola', pays: `Panalo ng ${TWO_DIGIT_ODDS}× kapag nagtapos ang resulta sa dalawang numero mo.`,
    yourBets: 'Mga taya mo', draw: 'Bola', pickCol: 'Pili', stakeCol: 'Taya', result: 'Resulta', status: 'Katayuan', noBets: 'Wala ka pang taya sa larong ito.',
    latest: 'Mga huling resulta', back: 'Bumalik', lobby: 'Lobby ng lotto', placed: 'Naitaya sa bola', funds: 'Kulang ang balanse mo para sa tayang ito.',
    badInput: 'Hindi naitaya: pumili ng dalawang numero at taya na 1 hanggang 10000.',
    expiredTitle: 'Nag-expire na ang link ng lotto na ito', expiredBody: 'Mag-log in at buksan muli ang laro mula sa site.', title: 'Lotto',
    dayOne: 'araw', dayOther: 'araw',
  },
  'zh-CN': {
    open: '等待开奖', won: '中奖', lost: '未中奖', allGames: '全部游戏', nextDraw: '下一期', in: '距开奖', balance: '中心钱包',
    placeBet: '立即投注', pick: '末两位号码', stake: '投注金额 (P)', betOn: '投注本期', pays: `开奖结果末两位与您的号码相同即赔 ${TWO_DIGIT_ODDS} 倍。`,
    yourBets: '我的投注', draw: '期号', pickCol: '号码', stakeCol: '金额', result: '开奖结果', status: '状态', noBets: '您还没有投注这款游戏。',
    latest: '最新开奖', back: '返回', lobby: '彩票大厅', placed: '投注成功，期号', funds: '余额不足，无法投注此金额。',
    badInput: '投注失败：请选择两位号码，金额为 1 至 10000。',
    expiredTitle: '此彩票链接已失效', expiredBody: '请登录后从网站重新打开游戏。', title: '彩票',
    dayOne: '天', dayOther: '天',
  },
  vi: {
    open: 'Đang chờ quay', won: 'Thắng', lost: 'Thua', allGames: 'Tất cả trò chơi', nextDraw: 'Kỳ quay tiếp theo', in: 'còn', balance: 'Ví chính',
    placeBet: 'Đặt cược', pick: 'Hai số cuối', stake: 'Tiền cược (P)', betOn: 'Cược kỳ này', pays: `Trả ${TWO_DIGIT_ODDS} lần khi kết quả trùng hai số cuối của bạn.`,
    yourBets: 'Vé cược của bạn', draw: 'Kỳ', pickCol: 'Số chọn', stakeCol: 'Tiền cược', result: 'Kết quả', status: 'Trạng thái', noBets: 'Bạn chưa có vé cược nào cho trò này.',
    latest: 'Kết quả mới nhất', back: 'Quay lại', lobby: 'Sảnh xổ số', placed: 'Đã đặt cược kỳ', funds: 'Số dư của bạn không đủ cho mức cược này.',
    badInput: 'Không đặt được cược: hãy chọn hai chữ số và tiền cược từ 1 đến 10000.',
    expiredTitle: 'Liên kết xổ số này đã hết hạn', expiredBody: 'Hãy đăng nhập và mở lại trò chơi từ trang web.', title: 'Xổ số',
    dayOne: 'ngày', dayOther: 'ngày',
  },
  ja: {
    open: '抽選待ち', won: '当選', lost: '落選', allGames: 'すべてのゲーム', nextDraw: '次回抽選', in: '残り', balance: 'メインウォレット',
    placeBet: 'ベットする', pick: '下2桁', stake: 'ベット額 (P)', betOn: 'この回にベット', pays: `結果の下2桁が選んだ数字と一致すると ${TWO_DIGIT_ODDS} 倍の配当。`,
    yourBets: 'あなたのベット', draw: '回号', pickCol: '選択', stakeCol: 'ベット額', result: '結果', status: '状況', noBets: 'このゲームへのベットはまだありません。',
    latest: '最新の結果', back: '戻る', lobby: 'ロトロビー', placed: 'ベットを受け付けました：回号', funds: '残高が不足しているため、このベット額ではベットできません。',
    badInput: 'ベットできませんでした。2桁の数字と1〜10000のベット額を選んでください。',
    expiredTitle: 'このロトのリンクは期限切れです', expiredBody: 'ログインして、サイトからもう一度ゲームを開いてください。', title: 'ロト',
    dayOne: '日', dayOther: '日',
  },
  th: {
    open: 'รอออกผล', won: 'ถูกรางวัล', lost: 'ไม่ถูกรางวัล', allGames: 'เกมทั้งหมด', nextDraw: 'งวดถัดไป', in: 'อีก', balance: 'กระเป๋าหลัก',
    placeBet: 'แทงหวย', pick: 'เลขท้ายสองตัว', stake: 'ยอดแทง (P)', betOn: 'แทงงวดนี้', pays: `จ่าย ${TWO_DIGIT_ODDS} เท่าเมื่อเลขท้ายสองตัวของผลตรงกับเลขของคุณ`,
    yourBets: 'โพยของคุณ', draw: 'งวด', pickCol: 'เลขที่แทง', stakeCol: 'ยอดแทง', result: 'ผลรางวัล', status: 'สถานะ', noBets: 'คุณยังไม่มีโพยในเกมนี้',
    latest: 'ผลล่าสุด', back: 'กลับ', lobby: 'ล็อบบี้หวย', placed: 'แทงสำเร็จ งวด', funds: 'ยอดเงินของคุณไม่พอสำหรับยอดแทงนี้',
    badInput: 'แทงไม่สำเร็จ: เลือกเลขสองตัวและยอดแทง 1 ถึง 10000',
    expiredTitle: 'ลิงก์หวยนี้หมดอายุแล้ว', expiredBody: 'เข้าสู่ระบบแล้วเปิดเกมใหม่จากเว็บไซต์', title: 'หวย',
    dayOne: 'วัน', dayOther: 'วัน',
  },
  id: {
    open: 'Menunggu undian', won: 'Menang', lost: 'Kalah', allGames: 'Semua permainan', nextDraw: 'Undian berikutnya', in: 'dalam', balance: 'Dompet utama',
    placeBet: 'Pasang taruhan', pick: 'Dua angka terakhir', stake: 'Taruhan (P)', betOn: 'Pasang di undian', pays: `Bayar ${TWO_DIGIT_ODDS}× jika hasil berakhir dengan dua angka Anda.`,
    yourBets: 'Taruhan Anda', draw: 'Undian', pickCol: 'Pilihan', stakeCol: 'Taruhan', result: 'Hasil', status: 'Status', noBets: 'Belum ada taruhan di permainan ini.',
    latest: 'Hasil terbaru', back: 'Kembali', lobby: 'Lobi lotre', placed: 'Taruhan dipasang pada undian', funds: 'Saldo Anda tidak cukup untuk taruhan ini.',
    badInput: 'Taruhan gagal: pilih dua angka dan taruhan 1 sampai 10000.',
    expiredTitle: 'Tautan lotre ini sudah kedaluwarsa', expiredBody: 'Masuk lalu buka kembali permainan dari situs.', title: 'Lotre',
    dayOne: 'hari', dayOther: 'hari',
  },
} as const satisfies Record<PageLang, Record<string, string>>;
type Lang = PageLang;
export { TEXTS as LOTTERY_PAGE_TEXTS };
const langOf = (ticket: LotteryTicket): Lang => langOfCode(ticket.language);

/** The page's query for a ticket; `lang` words the expired page should the ticket end meanwhile. */
const ticketQuery = (ticketId: string, ticket: LotteryTicket): string =>
  `ticket=${encodeURIComponent(ticketId)}${ticket.language ? `&lang=${encodeURIComponent(ticket.language)}` : ''}`;

/**
 * Tells the frame holding the page how tall the page is, so the site can size the frame to it: the player then
 * scrolls the site's page, never a box inside it. Only a height is sent, so any holder may read it.
 */
const FRAME_HEIGHT_SCRIPT = `<script>(function(){if(window.parent===window)return;var main=document.querySelector('main');
function tell(){window.parent.postMessage({type:'tessera:frame-height',height:Math.ceil(main.getBoundingClientRect().height)},'*');}
tell();addEventListener('load',tell);if(window.ResizeObserver)new ResizeObserver(tell).observe(main);})();</script>`;

function page(title: string, body: string, lang: string): string {
  return `<!doctype html><html lang="${esc(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(title)}</title>
<style>
*{box-sizing:border-box}body{margin:0;font:15px/1.4 system-ui,sans-serif;background:#10162b;color:#eef1ff}
main{max-width:760px;margin:0 auto;padding:16px}
h1{font-size:22px;margin:0 0 12px}h2{font-size:17px;margin:20px 0 8px}
.game{display:flex;gap:16px;align-items:center}.game img{width:96px;height:96px;border-radius:12px}
.next{font-size:18px;font-weight:700;color:#ffd54f}
table{width:100%;border-collapse:collapse}td,th{padding:6px 8px;border-bottom:1px solid #2c3560;text-align:left}
.balls{letter-spacing:.15em;font-weight:700;color:#ffd54f}
form{display:flex;flex-wrap:wrap;gap:12px;align-items:end;background:#1b2447;padding:12px;border-radius:10px}
label{display:flex;flex-direction:column;gap:4px}input{font:inherit;padding:6px 8px;border-radius:6px;border:1px solid #4a5690;background:#0d1226;color:#fff;width:8em}
button,.btn{font:inherit;padding:8px 16px;border:0;border-radius:6px;background:#ffb300;color:#1a1200;font-weight:700;cursor:pointer;text-decoration:none;display:inline-block}
.msg{padding:8px 12px;border-radius:6px;background:#1e3a2a}.err{background:#4a1c1c}
ul.lobby{list-style:none;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(150px,1fr));gap:12px}
ul.lobby a{display:block;color:#fff;text-decoration:none;background:#1b2447;border-radius:10px;padding:8px;text-align:center}
ul.lobby img{width:100%;border-radius:8px}
.won{color:#81c784}.lost{color:#ef9a9a}
.wallet{margin:8px 0 12px}.wallet strong{color:#ffd54f}
@media (max-width:520px){main{padding:12px}h1{font-size:19px;margin:0 0 4px}.game{gap:12px}.game img{width:64px;height:64px}.game p{margin:2px 0}
form{display:grid;grid-template-columns:1fr 1fr;gap:10px}input{width:100%}form button,form span{grid-column:1/-1}form span{font-size:13px}
td,th{padding:6px 4px;font-size:13px}}
</style></head><body><main>${body}</main>${FRAME_HEIGHT_SCRIPT}</body></html>`;
}

function countdownScript(openTime: number, serverNow: number, lang: Lang): string {
  const t = TEXTS[lang];
  // The draw time relative to the server's clock, so a skewed browser clock still counts right.
  return `<script>(function(){var left=${openTime - serverNow},start=Date.now(),el=document.getElementById('countdown'),one=${JSON.stringify(t.dayOne)},other=${JSON.stringify(t.dayOther)};
function tick(){var ms=left-(Date.now()-start);if(ms<=0){location.reload();return;}var s=Math.ceil(ms/1000),d=Math.floor(s/86400),h=Math.floor(s%86400/3600),m=Math.floor(s%3600/60),x=s%60;
el.textContent=(d?d+' '+(d===1?one:other)+' ':'')+String(h).padStart(2,'0')+':'+String(m).padStart(2,'0')+':'+String(x).padStart(2,'0');setTimeout(tick,1000);}tick();})();</script>`;
}

/** The page a dead ticket (expired, or its session ended) gets, in the given language. */
function expiredPage(lang: Lang): string {
  const t = TEXTS[lang];
  return page(t.title, `<h1>${t.expiredTitle}</h1><p>${t.expiredBody}</p>`, lang);
}

function gameView(repo: Repo, ticketId: string, ticket: LotteryTicket, game: LotteryGameDef, notice: string): string {
  const t = TEXTS[langOf(ticket)];
  const inLang = pageMoney(langOf(ticket));
  const money = (cents: number) => inLang(toAmount(cents));
  const next = repo.lottery.nextDraw(game);
  const draws = repo.lottery.openedDraws(game, 10);
  const bets = repo.lottery.bets(ticket.memberId, 20).filter((b) => b.gameCode === game.gameCode);
  const balance = repo.wallets.balances(ticket.memberId).find((w) => w.accountTypeId === 2)?.cents ?? 0;
  const back = ticket.view === 'lobby' ? `<a class="btn" href="?${esc(ticketQuery(ticketId, ticket))}">${t.allGames}</a>` : '';
  return `<div class="game"><img src="/cdn/TCG_LOTTERY/${esc(game.gameCode)}.png" alt=""><div><h1>${esc(game.gameName)}</h1>
<p>${t.nextDraw} <strong>${esc(next.numero)}</strong> ${t.in} <span class="next" id="countdown">…</span></p></div></div>
<p class="wallet">${t.balance}: <strong id="balance">${money(balance)}</strong></p>
${notice}
<h2>${t.placeBet}</h2>
<form method="post" action="/cdn/lottery/bet">
<input type="hidden" name="ticket" value="${esc(ticketId)}"><input type="hidden" name="lang" value="${esc(ticket.language ?? '')}"><input type="hidden" name="gameCode" value="${esc(game.gameCode)}">
<label>${t.pick} <input name="pick" inputmode="numeric" pattern="[0-9]{2}" maxlength="2" required placeholder="00–99"></label>
<label>${t.stake} <input name="stake" type="number" min="1" max="10000" step="1" value="10" required></label>
<button type="submit">${t.betOn} ${esc(next.numero)}</button>
<span>${t.pays}</span>
</form>
<h2>${t.yourBets}</h2>
${
  bets.length
    ? `<table><thead><tr><th>${t.draw}</th><th>${t.pickCol}</th><th>${t.stakeCol}</th><th>${t.result}</th><th>${t.status}</th></tr></thead><tbody>${bets
        .map(
          (b) =>
            `<tr><td>${esc(b.numero)}</td><td>${esc(b.pick)}</td><td>${money(b.stakeCents)}</td><td class="balls">${esc(b.result ?? '–')}</td><td class="${b.status}">${t[b.status]}${b.winCents ? ` ${money(b.winCents)}` : ''}</td></tr>`,
        )
        .join('')}</tbody></table>`
    : `<p>${t.noBets}</p>`
}
<h2>${t.latest}</h2>
<table><thead><tr><th>${t.draw}</th><th>${t.result}</th></tr></thead><tbody>${draws
    .map((d) => `<tr><td>${esc(d.numero)}</td><td class="balls">${esc(d.result)}</td></tr>`)
    .join('')}</tbody></table>
<p>${back}${ticket.backUrl ? ` <a class="btn" href="${esc(ticket.backUrl)}" target="_top">${t.back}</a>` : ''}</p>
${countdownScript(next.openTime, repo.lottery.now(), langOf(ticket))}`;
}

function lobbyView(ticketId: string, ticket: LotteryTicket): string {
  const mode = prizeModeOf(ticket.prizeMode) ?? 'LOTT';
  const games = [...new Map(groupsOfMode(mode).flatMap((g) => g.games.map((x) => [x.gameCode, x] as const))).values()];
  return `<h1>${TEXTS[langOf(ticket)].lobby}</h1><ul class="lobby">${games
    .map(
      (g) =>
        `<li><a href="?${esc(ticketQuery(ticketId, ticket))}&amp;game=${encodeURIComponent(g.gameCode)}"><img src="/cdn/TCG_LOTTERY/${esc(g.gameCode)}.png" alt="">${esc(g.gameName)}</a></li>`,
    )
    .join('')}</ul>`;
}

const htmlReply = (reply: FastifyReply, html: string, status = 200) =>
  reply.code(status).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(html);

/** Mounts the lottery artwork and the lottery page under /cdn. */
export function mountLotteryCdn(app: FastifyInstance, repo: Repo): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  typed.get('/cdn/TCG_LOTTERY/:file', { schema: { params: Type.Object({ file: Type.String({ maxLength: 128 }) }) } }, async (req, reply) => {
    const game = LOTTERY_GAMES.get(req.params.file.replace(/\.[a-z0-9]+$/i, ''));
    if (!game) return reply.code(404).send({ error: 'not_found', message: 'no such lottery game' });
    return reply.header('Cache-Control', 'public, max-age=604800, immutable').header('Access-Control-Allow-Origin', '*').type('image/png').send(tilePng(game));
  });

  const short = () => Type.Optional(Type.String({ maxLength: 128 }));
  const play = { querystring: Type.Object({ ticket: short(), lang: short(), game: short(), placed: short(), error: short() }) };
  typed.get('/cdn/lottery/play', { schema: play }, async (req, reply) => {
    const ticketId = req.query.ticket ?? '';
    const ticket = ticketId ? repo.lottery.ticket(ticketId) : null;
    if (!ticket) return htmlReply(reply, expiredPage(langOfRequest(req.query.lang, req.headers['accept-language'])), 403);
    const lang = langOf(ticket);
    const t = TEXTS[lang];
    const code = ticket.view === 'betting' ? ticket.gameCode : (req.query.game ?? null);
    const game = code ? LOTTERY_GAMES.get(code) : undefined;
    if (!game) return htmlReply(reply, page(t.lobby, lobbyView(ticketId, ticket), lang));
    const notice = req.query.placed
      ? `<p class="msg" role="status">${t.placed} ${esc(req.query.placed)}.</p>`
      : req.query.error
        ? `<p class="msg err" role="alert">${req.query.error === 'funds' ? t.funds : t.badInput}</p>`
        : '';
    return htmlReply(reply, page(game.gameName, gameView(repo, ticketId, ticket, game, notice), lang));
  });

  // The page's form: every field is text; a bad pick or stake goes back to the page with its message.
  const bet = { body: Type.Object({ ticket: short(), gameCode: short(), pick: short(), stake: short(), lang: short() }) };
  typed.post('/cdn/lottery/bet', { schema: bet }, async (req, reply) => {
    const body = req.body && typeof req.body === 'object' ? req.body : {};
    const ticketId = typeof body.ticket === 'string' ? body.ticket : '';
    const ticket = ticketId ? repo.lottery.ticket(ticketId) : null;
    if (!ticket) return htmlReply(reply, expiredPage(langOfRequest(body.lang, req.headers['accept-language'])), 403);
    const gameCode = typeof body.gameCode === 'string' ? body.gameCode : '';
    const back = (extra: string) => `/cdn/lottery/play?${ticketQuery(ticketId, ticket)}&game=${encodeURIComponent(gameCode)}&${extra}`;
    const pick = typeof body.pick === 'string' ? body.pick.trim() : '';
    const stake = Number(body.stake);
    if (!LOTTERY_GAMES.has(gameCode) || !/^\d{2}$/.test(pick) || !Number.isInteger(stake) || stake < 1 || stake > 10_000) {
      return reply.redirect(back('error=input'), 303);
    }
    try {
      const { bet } = repo.lottery.placeBet(ticket.memberId, gameCode, pick, stake * 100);
      return reply.redirect(back(`placed=${encodeURIComponent(bet.numero)}`), 303);
    } catch (e) {
      if (e instanceof InsufficientFunds) return reply.redirect(back('error=funds'), 303);
      if (e instanceof DrawClosed) return reply.redirect(back('error=input'), 303);
      throw e;
    }
  });
}
