import { Resvg } from '@resvg/resvg-js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import { requireOpsToken } from '../util/auth.js';
import { CLASSIFY, LANES, LOTTERY_GROUPS, WHITELABEL_MODULES } from './catalog.js';
import { initials, logoSvg, tileSvg } from './cdn.js';
import { openSandboxDb, verifyPassword, type SandboxDb } from './db.js';
import { decryptRequest } from './rsa.js';
import { customerService, registerRules, resources, whitelabelTree } from './status.js';
import { MAIN_WALLET, toAmount } from './wallet.js';

export interface SandboxPluginOptions {
  dataDir: string;
  opsToken: string;
  /** An already opened database (tests); otherwise <dataDir>/sandbox.sqlite. */
  sandbox?: SandboxDb;
}

interface MerchantRow {
  code: string;
  name: string;
  status: number;
  maintenance_json: string | null;
  modules_json: string;
}

interface MemberRow {
  id: number;
  merchant: string;
  username: string;
  password_hash: string;
  salt: string;
  nickname: string;
  type: number;
  parent_id: number | null;
  mobile: string | null;
  reg_date: number;
  rank_level: number;
  label_name: string;
  customer_id: number;
  last_login: number | null;
}

interface GameRow {
  id: number;
  game_code: string;
  game_name: string;
  vendor: string;
  game_type: string;
  classify: string;
  min_bet_cents: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    sbMerchant: string;
  }
}

export const LOGIN_RATE_WINDOW_MS = 5 * 60_000;
export const LOGIN_RATE_MAX = 10;
export const CAPTCHA_FAIL_WINDOW_MS = 10 * 60_000;
export const CAPTCHA_AFTER_FAILURES = 3;
const CAPTCHA_TTL_MS = 10 * 60_000;

/** Sends a WPS envelope. */
function envelope(reply: FastifyReply, status: number, success: boolean, value: unknown, errorCode: string | null = null, message: string | null = null) {
  return reply.code(status).header('Cache-Control', 'no-store').send({ success, value, message, errorCode });
}
const ok = (reply: FastifyReply, value: unknown) => envelope(reply, 200, true, value);
const fail = (reply: FastifyReply, status: number, errorCode: string, message: string, value: unknown = null) =>
  envelope(reply, status, false, value, errorCode, message);

function cookies(req: FastifyRequest): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i > 0) out[part.slice(0, i).trim()] = decodeURIComponent(part.slice(i + 1).trim());
  }
  return out;
}

function maskMobile(m: string | null): string {
  if (!m) return '';
  return m.length > 7 ? `${m.slice(0, 4)}****${m.slice(-3)}` : '****';
}

/** The number of `Merchant` headers on the raw request (duplicates are an error on the real gateway). */
function merchantHeaders(req: FastifyRequest): string[] {
  const raw = req.raw.rawHeaders;
  const values: string[] = [];
  for (let i = 0; i < raw.length; i += 2) if (raw[i]?.toLowerCase() === 'merchant') values.push(raw[i + 1] ?? '');
  return values;
}

const GATEWAY_PREFIXES = ['/wps/', '/lgw/', '/lotto/'];
const isGateway = (url: string) => GATEWAY_PREFIXES.some((p) => url.startsWith(p)) || url === '/wps' || url === '/lgw' || url === '/lotto';
/** Callable while the merchant is in maintenance (the client needs them to show the maintenance page). */
const MAINTENANCE_OPEN = new Set(['/wps/system/status', '/wps/v2/system/status', '/wps/session/key/rsa', '/wps/system/setting/register']);

/** The sandbox WPS gateway (/wps, /lgw, /lotto), its image CDN (/cdn) and the test control surface (/sandbox). */
export async function sandboxPlugin(app: FastifyInstance, opts: SandboxPluginOptions): Promise<void> {
  const sb = opts.sandbox ?? openSandboxDb(opts.dataDir);
  const { db, rsa } = sb;
  app.addHook('onClose', async () => {
    if (db.open) db.close();
  });

  // Lenient body parsing: encrypted calls send {"value":…}, a JSON-quoted string or the bare base64.
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser(['application/json', 'text/plain'], { parseAs: 'string' }, (_req, body, done) => {
    const text = String(body);
    if (!text.trim()) return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      done(null, text);
    }
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  app.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, body));

  app.decorateRequest('sbMerchant', '');

  app.setErrorHandler((err: Error & { statusCode?: number; code?: string }, req, reply) => {
    const status = err.statusCode && err.statusCode >= 400 ? err.statusCode : 500;
    if (status >= 500) req.log.error({ err }, 'sandbox error');
    if (isGateway(req.url)) return fail(reply, status, status >= 500 ? 'system.error' : 'request_param_err', status >= 500 ? 'system busy' : err.message);
    return reply.code(status).send({ error: err.code ?? 'error', message: err.message });
  });

  const getMerchant = db.prepare('SELECT * FROM merchants WHERE code = ?');
  const merchantRow = (code: string) => getMerchant.get(code) as MerchantRow | undefined;
  const modulesOf = (m: MerchantRow) => JSON.parse(m.modules_json) as Record<string, boolean>;

  app.addHook('onRequest', async (req, reply) => {
    if (!isGateway(req.url)) return;
    const values = merchantHeaders(req);
    const code = values[0]?.trim() ?? '';
    if (values.length !== 1 || !code) {
      return fail(reply, 400, 'function.not.available', values.length > 1 ? 'duplicated Merchant header' : 'Merchant header required');
    }
    const m = merchantRow(code);
    if (!m) return fail(reply, 400, 'function.not.available', `unknown merchant ${code}`);
    req.sbMerchant = m.code;
    const path = req.url.split('?')[0] ?? '';
    if (m.status === 1 && !MAINTENANCE_OPEN.has(path)) return fail(reply, 400, 'function.not.available', 'merchant is under maintenance');
  });

  // ---- sessions ------------------------------------------------------------------------------
  const findSession = db.prepare(
    'SELECT m.* FROM sessions s JOIN members m ON m.id = s.member_id WHERE s.token = ? AND s.merchant = ?',
  );
  const touchSession = db.prepare('UPDATE sessions SET last_seen = ? WHERE token = ?');
  function tokenOf(req: FastifyRequest): string {
    const h = req.headers.authorization ?? '';
    return h.replace(/^Bearer\s+/i, '').trim();
  }
  function memberOf(req: FastifyRequest): MemberRow | undefined {
    const token = tokenOf(req);
    if (!token) return undefined;
    const m = findSession.get(token, req.sbMerchant) as MemberRow | undefined;
    if (m) touchSession.run(Date.now(), token);
    return m;
  }
  /** The session's member, or sends 401 login.not.session and returns undefined. */
  function requireMember(req: FastifyRequest, reply: FastifyReply): MemberRow | undefined {
    const m = memberOf(req);
    if (!m) void fail(reply, 401, 'login.not.session', 'Your session has expired, please log in again');
    return m;
  }

  // ---- encryption ----------------------------------------------------------------------------
  app.get('/wps/session/key/rsa', async (_req, reply) => reply.header('Cache-Control', 'no-cache').type('text/plain; charset=utf-8').send(rsa.modulusHex));

  // ---- login ---------------------------------------------------------------------------------
  const countAttempts = db.prepare('SELECT COUNT(*) AS n FROM login_attempts WHERE merchant = ? AND username = ? AND at > ?');
  const countFailures = db.prepare('SELECT COUNT(*) AS n FROM login_attempts WHERE merchant = ? AND username = ? AND at > ? AND ok = 0');
  const addAttempt = db.prepare('INSERT INTO login_attempts (merchant, username, at, ok) VALUES (?, ?, ?, ?)');
  const clearFailures = db.prepare('UPDATE login_attempts SET ok = 2 WHERE merchant = ? AND username = ? AND ok = 0');
  const findMember = db.prepare('SELECT * FROM members WHERE merchant = ? AND username = ?');
  const takeCaptcha = db.prepare('DELETE FROM captchas WHERE sid = ? RETURNING answer, created_at');

  function login(req: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const p = (payload && typeof payload === 'object' ? payload : {}) as Record<string, unknown>;
    const username = typeof p.username === 'string' ? p.username.trim() : '';
    const password = typeof p.password === 'string' ? p.password : '';
    const merchant = req.sbMerchant;
    if (!username || !password) return fail(reply, 200, 'login.fail', 'Please enter your username and password', { captcha: false });
    const now = Date.now();
    const attempts = (countAttempts.get(merchant, username, now - LOGIN_RATE_WINDOW_MS) as { n: number }).n;
    if (attempts >= LOGIN_RATE_MAX) return fail(reply, 200, 'too_many_requests', 'Too many login attempts, please retry in 5 minutes');
    const failures = (countFailures.get(merchant, username, now - CAPTCHA_FAIL_WINDOW_MS) as { n: number }).n;

    if (failures >= CAPTCHA_AFTER_FAILURES) {
      const sid = cookies(req)['tcg-sid'];
      const row = sid ? (takeCaptcha.get(sid) as { answer: string; created_at: number } | undefined) : undefined;
      const given = typeof p.captcha === 'string' ? p.captcha.trim().toLowerCase() : '';
      if (!row || now - row.created_at > CAPTCHA_TTL_MS || !given || row.answer.toLowerCase() !== given) {
        addAttempt.run(merchant, username, now, 3); // counts towards the rate limit, not as a password failure
        return fail(reply, 200, 'captcha.invalid', 'Please enter the correct verification code', { captcha: true });
      }
    }

    const member = findMember.get(merchant, username) as MemberRow | undefined;
    if (!member || !verifyPassword(password, member.password_hash, member.salt)) {
      addAttempt.run(merchant, username, now, 0);
      return fail(reply, 200, 'login.fail', 'Incorrect username or password', { captcha: failures + 1 >= CAPTCHA_AFTER_FAILURES });
    }
    addAttempt.run(merchant, username, now, 1);
    clearFailures.run(merchant, username);
    const token = randomBytes(16).toString('hex');
    db.prepare('INSERT INTO sessions (token, member_id, merchant, created_at, last_seen) VALUES (?, ?, ?, ?, ?)').run(token, member.id, merchant, now, now);
    db.prepare('UPDATE members SET last_login = ? WHERE id = ?').run(now, member.id);
    return ok(reply, {
      token,
      firstTimeLogin: member.last_login == null,
      passwordExpired: password === '123456',
      id: member.id,
      userName: member.username,
      customerId: member.customer_id,
    });
  }

  app.post('/wps/session/login', async (req, reply) => {
    let payload: unknown;
    try {
      const header = req.headers.encryption;
      payload = decryptRequest(Array.isArray(header) ? header[0] : header, req.body, rsa);
    } catch {
      return fail(reply, 400, 'request_body_required', 'The request body could not be decrypted');
    }
    return login(req, reply, payload);
  });
  app.post('/wps/session/login/unsecure', async (req, reply) => login(req, reply, req.body));

  const logout = async (req: FastifyRequest, reply: FastifyReply) => {
    const token = tokenOf(req);
    if (token) db.prepare('DELETE FROM sessions WHERE token = ?').run(token);
    return ok(reply, null);
  };
  app.delete('/wps/session/logout', logout);
  app.post('/wps/session/logout', logout);

  // ---- captcha -------------------------------------------------------------------------------
  app.get('/wps/captcha', async (req, reply) => {
    let sid = cookies(req)['tcg-sid'];
    if (!sid || !/^[A-Za-z0-9_-]{8,64}$/.test(sid)) {
      sid = randomBytes(16).toString('hex');
      reply.header('Set-Cookie', `tcg-sid=${sid}; Path=/; HttpOnly; SameSite=Lax`);
    }
    const c = svgCaptcha.create({ size: 4, noise: 2, ignoreChars: '0oO1iIlL', color: true, background: '#f2f2f2', width: 120, height: 40 });
    db.prepare('INSERT INTO captchas (sid, answer, created_at) VALUES (?, ?, ?) ON CONFLICT(sid) DO UPDATE SET answer = excluded.answer, created_at = excluded.created_at').run(
      sid,
      c.text,
      Date.now(),
    );
    const png = new Resvg(c.data, { font: { loadSystemFonts: false } }).render().asPng();
    return ok(reply, Buffer.from(png).toString('base64'));
  });

  // ---- member and wallet ---------------------------------------------------------------------
  app.get('/wps/member/info', async (req, reply) => {
    const m = requireMember(req, reply);
    if (!m) return reply;
    return ok(reply, {
      id: m.id,
      account: m.username,
      nickname: m.nickname,
      type: m.type,
      toUpline: m.parent_id != null,
      clubLabel: { labelName: m.label_name, rankLevel: m.rank_level },
      memberLabel: [{ labelName: m.label_name, color: '#D4AF37' }],
      regDate: m.reg_date,
      mobile: maskMobile(m.mobile),
    });
  });

  // Consolidated funds: the contract/salary flags that drive the agent menu (api-contract.md §4), plus the
  // wallet currency some clients read from here.
  const contractsOf = db.prepare('SELECT dividend, daily_salary, hour_salary, realtime_salary FROM agent_contracts WHERE member_id = ?');
  app.get('/wps/member/info/funds/consolidated', async (req, reply) => {
    const m = requireMember(req, reply);
    if (!m) return reply;
    const c = (contractsOf.get(m.id) ?? {}) as { dividend?: string | null; daily_salary?: string | null; hour_salary?: string | null; realtime_salary?: string | null };
    return ok(reply, {
      divtypereq: c.dividend ?? '',
      dailysalreqtype: c.daily_salary ?? '',
      contracthoursalreq: c.hour_salary ?? '',
      realtimesalreqtype: c.realtime_salary ?? '',
      currency: 'PHP',
      currencySymbol: 'P',
    });
  });

  // Update-language: the member's language for what the gateway sends them (spec §4 "Theme and language").
  const saveLanguage = db.prepare(
    'INSERT INTO member_prefs (member_id, language) VALUES (?, ?) ON CONFLICT(member_id) DO UPDATE SET language = excluded.language',
  );
  app.put('/wps/member/language', async (req, reply) => {
    const m = requireMember(req, reply);
    if (!m) return reply;
    const language = String((req.body as { language?: unknown } | undefined)?.language ?? '').toUpperCase();
    if (!/^[A-Z]{2}$/.test(language)) return fail(reply, 200, 'request_param_err', 'language must be a two-letter code');
    saveLanguage.run(m.id, language);
    return ok(reply, { language });
  });

  app.get('/wps/v2/wallets/balance', async (req, reply) => {
    const m = requireMember(req, reply);
    if (!m) return reply;
    const rows = db.prepare('SELECT account_type_id, balance_cents FROM wallets WHERE member_id = ? ORDER BY account_type_id').all(m.id) as {
      account_type_id: number;
      balance_cents: number;
    }[];
    if (!rows.some((r) => r.account_type_id === MAIN_WALLET)) rows.unshift({ account_type_id: MAIN_WALLET, balance_cents: 0 });
    const sum = rows.reduce((s, r) => s + r.balance_cents, 0);
    return ok(reply, {
      sumBalance: toAmount(sum),
      currency: 'PHP',
      currencySymbol: 'P',
      balance: rows.map((r) => ({ accountTypeId: r.account_type_id, availBalance: toAmount(r.balance_cents) })),
    });
  });

  // ---- system --------------------------------------------------------------------------------
  const systemStatus = async (req: FastifyRequest, reply: FastifyReply) => {
    const m = merchantRow(req.sbMerchant);
    if (!m) return fail(reply, 400, 'function.not.available', 'unknown merchant');
    const maintenance =
      m.status === 1
        ? { title: 'Scheduled maintenance', endTime: '', message: 'We will be back shortly.', ...(m.maintenance_json ? (JSON.parse(m.maintenance_json) as object) : {}) }
        : false;
    return ok(reply, {
      maintenance,
      regionRestriction: m.status === 2,
      location: { ip: req.ip },
      info: {
        whitelabel: whitelabelTree(modulesOf(m)),
        register: registerRules(),
        customerService: customerService(m.code),
        resources: resources(m.code),
        imageCDNs: ['/cdn'],
        launchGameCDNs: ['/cdn'],
        analytics: { gtagId: '' },
        mainDomain: (req.headers.host ?? '').replace(/:\d+$/, ''),
      },
    });
  };
  app.get('/wps/system/status', systemStatus);
  app.get('/wps/v2/system/status', systemStatus);
  app.get('/wps/system/setting/register', async (_req, reply) => ok(reply, registerRules()));

  // ---- games ---------------------------------------------------------------------------------
  const classifyName = new Map(CLASSIFY.map((c) => [c.key, c.displayName]));
  const vendorLanes = LANES.map((lane) => {
    const counts = db
      .prepare('SELECT classify, vendor, COUNT(*) AS n FROM games WHERE game_type = ? GROUP BY classify, vendor ORDER BY classify')
      .all(lane.title) as { classify: string; vendor: string; n: number }[];
    const byClassify = new Map<string, { n: number; vendors: string[] }>();
    for (const c of counts) {
      const e = byClassify.get(c.classify) ?? { n: 0, vendors: [] };
      e.n += c.n;
      e.vendors.push(c.vendor);
      byClassify.set(c.classify, e);
    }
    return {
      title: lane.title,
      cards: lane.vendors.map((v) => ({
        vassalage: v.code,
        displayName: v.displayName,
        gameType: v.gameType,
        isHot: v.isHot,
        accountTypeId: v.accountTypeId,
        accountTypeName: v.code,
        smallIcon: `/cdn/TCG_PROD_IMAGES/VENDOR_ICON_SMALL/${v.code}-DEFAULT.png`,
        lagerIcon: `/cdn/TCG_PROD_IMAGES/${lane.title}_LIST_VENDOR/${v.code}-COLOR.png`,
      })),
      gameClassify: [...byClassify.entries()].map(([key, e]) => ({ key, displayName: classifyName.get(key) ?? key, gameCount: e.n, vendors: e.vendors })),
    };
  });
  app.get('/wps/relay/GCSGAME_newGameVendor', async (_req, reply) => ok(reply, { data: { lanes: vendorLanes } }));

  const toItem = (g: GameRow) => ({
    nodeId: String(g.id),
    gameId: String(g.id),
    gameName: g.game_name,
    gameCode: g.game_code,
    vassalage: g.vendor,
    gameType: g.game_type,
    iconUrl: `/cdn/TCG_GAME_ICONS/${g.vendor}/${g.game_code}.svg`,
    minBet: toAmount(g.min_bet_cents),
    gameClassify: g.classify,
  });

  app.get('/wps/relay/GCSGAME_gameList', async (req, reply) => {
    // The gateway's table marks this call token-only; the sandbox also serves anonymous lobby browsing.
    const q = req.query as Record<string, string | undefined>;
    const where: string[] = [];
    const args: (string | number)[] = [];
    const eq = (column: string, value: string | undefined) => {
      if (!value) return;
      where.push(`${column} = ?`);
      args.push(value);
    };
    eq('game_type', q.gameType?.toUpperCase());
    eq('vendor', q.vassalage);
    eq('classify', q.gameClassify);
    if (q.gameName?.trim()) {
      where.push("game_name LIKE ? ESCAPE '\\'");
      args.push(`%${q.gameName.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    }
    if (q.minBet && q.minBet !== 'all' && Number.isFinite(Number(q.minBet)) && Number(q.minBet) > 0) {
      where.push('min_bet_cents = ?');
      args.push(Math.round(Number(q.minBet) * 100));
    }
    const pageSize = Math.min(Math.max(Math.trunc(Number(q.pageSize)) || 15, 1), 200);
    const pageNo = Math.max(Math.trunc(Number(q.pageNo)) || 1, 1);
    const sqlWhere = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const total = (db.prepare(`SELECT COUNT(*) AS n FROM games ${sqlWhere}`).get(...args) as { n: number }).n;
    const rows = db.prepare(`SELECT * FROM games ${sqlWhere} ORDER BY id LIMIT ? OFFSET ?`).all(...args, pageSize, (pageNo - 1) * pageSize) as GameRow[];
    return ok(reply, { games: rows.map(toItem), totalPages: Math.ceil(total / pageSize), totalCount: total });
  });

  const hotGames = async (req: FastifyRequest, reply: FastifyReply) => {
    const q = { ...(req.query as object), ...(req.body && typeof req.body === 'object' ? (req.body as object) : {}) } as Record<string, unknown>;
    const vendor = typeof q.vassalage === 'string' && q.vassalage ? q.vassalage : undefined;
    const rows = (vendor
      ? db.prepare("SELECT * FROM games WHERE is_hot = 1 AND vendor = ? ORDER BY (game_type = 'RNG'), id LIMIT 20").all(vendor)
      : db.prepare("SELECT * FROM games WHERE is_hot = 1 ORDER BY (game_type = 'RNG'), id LIMIT 20").all()) as GameRow[];
    return ok(reply, { list: rows.map(toItem) });
  };
  app.get('/wps/relay/GCSGAME_hotGamesV2', hotGames);
  app.post('/wps/relay/GCSGAME_hotGamesV2', hotGames);

  // ---- lottery (bare JSON) -------------------------------------------------------------------
  const lotteryMenu = (groups: typeof LOTTERY_GROUPS) =>
    Object.fromEntries(
      groups.map((g) => [
        g.groupCode,
        { groupCode: g.groupCode, groupName: g.groupName, gameMenus: g.games.map((x) => ({ ...x, gameGroupCode: g.groupCode })) },
      ]),
    );
  app.get('/lgw/vn/games/game_menu', async () => lotteryMenu(LOTTERY_GROUPS.filter((g) => g.groupCode === 'VN')));
  app.get('/lgw/games/game_menus', async () => lotteryMenu(LOTTERY_GROUPS));

  // ---- everything else on the gateway --------------------------------------------------------
  const notAvailable = async (_req: FastifyRequest, reply: FastifyReply) => fail(reply, 404, 'function.not.available', 'not available in the sandbox');
  for (const p of ['/wps', '/wps/*', '/lgw', '/lgw/*', '/lotto', '/lotto/*']) app.all(p, notAvailable);

  // ---- image CDN -----------------------------------------------------------------------------
  const gameByCode = db.prepare('SELECT game_name FROM games WHERE game_code = ?');
  const svgReply = (reply: FastifyReply, svg: string) =>
    reply.header('Cache-Control', 'public, max-age=604800, immutable').header('Access-Control-Allow-Origin', '*').type('image/svg+xml').send(svg);
  app.get<{ Params: { vendor: string; file: string } }>('/cdn/TCG_GAME_ICONS/:vendor/:file', async (req, reply) => {
    const code = req.params.file.replace(/\.[a-z0-9]+$/i, '');
    const game = gameByCode.get(code) as { game_name: string } | undefined;
    return svgReply(reply, tileSvg(code, initials(game?.game_name ?? code)));
  });
  app.get('/cdn/*', async (req, reply) => {
    const path = (req.params as { '*': string })['*'] ?? '';
    const last = path.split('/').pop() ?? 'TESSERA';
    const name = last.replace(/\.[a-z0-9]+$/i, '').replace(/-(DEFAULT|ACTIVE|WHITE|COLOR|PURPLE|GRAY)$/i, '');
    if (path.startsWith('TCG_PROD_IMAGES/')) return svgReply(reply, logoSvg(name.split('-').pop() || name));
    return svgReply(reply, tileSvg(path, initials(name)));
  });

  // ---- test control surface (ops token) ------------------------------------------------------
  await app.register(async (ctl) => {
    ctl.addHook('onRequest', requireOpsToken(opts.opsToken));
    const known = (reply: FastifyReply, merchant: string) => {
      const m = merchantRow(merchant);
      if (!m) void reply.code(404).send({ error: 'not_found', message: `unknown merchant ${merchant}` });
      return m;
    };
    ctl.put<{ Params: { merchant: string }; Body: { status?: unknown; maintenance?: unknown } }>('/sandbox/:merchant/system-status', async (req, reply) => {
      const m = known(reply, req.params.merchant);
      if (!m) return reply;
      const body = (req.body ?? {}) as { status?: unknown; maintenance?: unknown };
      if (body.status !== 0 && body.status !== 1 && body.status !== 2) return reply.code(400).send({ error: 'invalid', message: 'status must be 0, 1 or 2' });
      const maintenance = body.maintenance && typeof body.maintenance === 'object' ? JSON.stringify(body.maintenance) : null;
      db.prepare('UPDATE merchants SET status = ?, maintenance_json = ? WHERE code = ?').run(body.status, maintenance, m.code);
      return { merchant: m.code, status: body.status, maintenance: maintenance ? JSON.parse(maintenance) : null };
    });
    ctl.put<{ Params: { merchant: string } }>('/sandbox/:merchant/modules', async (req, reply) => {
      const m = known(reply, req.params.merchant);
      if (!m) return reply;
      const body = req.body;
      if (!body || typeof body !== 'object' || Array.isArray(body)) return reply.code(400).send({ error: 'invalid', message: 'body must map module ids to booleans' });
      const modules = modulesOf(m);
      for (const [k, v] of Object.entries(body)) {
        if (typeof v !== 'boolean' || !/^[A-Z0-9_]{2,40}$/.test(k)) return reply.code(400).send({ error: 'invalid', message: `bad module switch ${k}` });
        modules[k] = v;
      }
      db.prepare('UPDATE merchants SET modules_json = ? WHERE code = ?').run(JSON.stringify(modules), m.code);
      return { merchant: m.code, modules, known: WHITELABEL_MODULES };
    });
    ctl.get<{ Params: { merchant: string }; Querystring: { mobile?: string } }>('/sandbox/:merchant/sms/last', async (req, reply) => {
      if (!known(reply, req.params.merchant)) return reply;
      return reply.code(404).send({ error: 'none', message: 'no SMS code has been sent' });
    });
    ctl.get<{ Querystring: { sid?: string } }>('/sandbox/captcha/current', async (req, reply) => {
      const row = req.query.sid ? (db.prepare('SELECT answer FROM captchas WHERE sid = ?').get(req.query.sid) as { answer: string } | undefined) : undefined;
      if (!row) return reply.code(404).send({ error: 'none', message: 'no captcha for this sid' });
      return { answer: row.answer };
    });
  });
}
