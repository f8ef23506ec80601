/**
 * The words of a page's head before any script runs: each route's name in every app language (the host's own
 * texts, host/src/i18n/locales; page-head.test.ts pins the two together) and the description templates.
 */
import type { BootLanguage } from './boot-data.js';

/** Keys of the host's texts a route's title names (host/src/app/routes.tsx TitleKey), and the deposit shortcut's. */
export type HeadTextKey =
  | `nav.${'home' | 'rng' | 'live' | 'fish' | 'pvp' | 'cockfight' | 'sports' | 'esports' | 'ds88' | 'lottery' | 'promotions'}`
  | `titles.${'register' | 'login' | 'notices' | 'pointMall' | 'promoDetail' | 'help' | 'download' | 'join' | 'notFound' | 'game' | 'seamless' | 'fbsports' | 'lott' | 'lotterySea' | 'lotteryVn'}`
  | 'account.deposit';

export const HEAD_TEXT: Record<BootLanguage, Record<HeadTextKey, string>> = {
  en: {"nav.home": "Home", "nav.rng": "Slots", "nav.live": "Live Casino", "nav.fish": "Fishing", "nav.pvp": "PVP", "nav.cockfight": "Cockfight", "nav.sports": "Sports", "nav.esports": "E-sports", "nav.ds88": "DS88", "nav.lottery": "Lottery", "nav.promotions": "Promotions", "titles.register": "Register", "titles.login": "Log in", "titles.notices": "Announcements", "titles.pointMall": "Points mall", "titles.promoDetail": "Promotion", "titles.help": "Help centre", "titles.download": "Download the app", "titles.join": "Join us", "titles.notFound": "Page not found", "titles.game": "Game", "titles.seamless": "Game", "titles.fbsports": "FB Sports", "titles.lott": "Lotto", "titles.lotterySea": "Southeast Asian lottery", "titles.lotteryVn": "Vietnamese lottery", "account.deposit": "Deposit"},
  cn: {"nav.home": "首页", "nav.rng": "电子", "nav.live": "真人视讯", "nav.fish": "捕鱼", "nav.pvp": "棋牌", "nav.cockfight": "斗鸡", "nav.sports": "体育", "nav.esports": "电竞", "nav.ds88": "DS88", "nav.lottery": "彩票", "nav.promotions": "优惠活动", "titles.register": "注册", "titles.login": "登录", "titles.notices": "公告", "titles.pointMall": "积分商城", "titles.promoDetail": "优惠详情", "titles.help": "帮助中心", "titles.download": "下载应用", "titles.join": "加入我们", "titles.notFound": "页面不存在", "titles.game": "游戏", "titles.seamless": "游戏", "titles.fbsports": "FB 体育", "titles.lott": "乐透", "titles.lotterySea": "东南亚彩票", "titles.lotteryVn": "越南彩票", "account.deposit": "充值"},
  vi: {"nav.home": "Trang chủ", "nav.rng": "Nổ hũ", "nav.live": "Casino trực tuyến", "nav.fish": "Bắn cá", "nav.pvp": "Game bài", "nav.cockfight": "Đá gà", "nav.sports": "Thể thao", "nav.esports": "Thể thao điện tử", "nav.ds88": "DS88", "nav.lottery": "Xổ số", "nav.promotions": "Khuyến mãi", "titles.register": "Đăng ký", "titles.login": "Đăng nhập", "titles.notices": "Thông báo", "titles.pointMall": "Cửa hàng điểm", "titles.promoDetail": "Khuyến mãi", "titles.help": "Trung tâm trợ giúp", "titles.download": "Tải ứng dụng", "titles.join": "Tham gia", "titles.notFound": "Không tìm thấy trang", "titles.game": "Trò chơi", "titles.seamless": "Trò chơi", "titles.fbsports": "FB Thể thao", "titles.lott": "Xổ số Lotto", "titles.lotterySea": "Xổ số Đông Nam Á", "titles.lotteryVn": "Xổ số Việt Nam", "account.deposit": "Nạp tiền"},
  ja: {"nav.home": "ホーム", "nav.rng": "スロット", "nav.live": "ライブカジノ", "nav.fish": "フィッシング", "nav.pvp": "PVP", "nav.cockfight": "闘鶏", "nav.sports": "スポーツ", "nav.esports": "eスポーツ", "nav.ds88": "DS88", "nav.lottery": "宝くじ", "nav.promotions": "プロモーション", "titles.register": "新規登録", "titles.login": "ログイン", "titles.notices": "お知らせ", "titles.pointMall": "ポイントモール", "titles.promoDetail": "プロモーション", "titles.help": "ヘルプセンター", "titles.download": "アプリのダウンロード", "titles.join": "参加する", "titles.notFound": "ページが見つかりません", "titles.game": "ゲーム", "titles.seamless": "ゲーム", "titles.fbsports": "FB スポーツ", "titles.lott": "ロト", "titles.lotterySea": "東南アジアの宝くじ", "titles.lotteryVn": "ベトナムの宝くじ", "account.deposit": "入金"},
  th: {"nav.home": "หน้าแรก", "nav.rng": "สล็อต", "nav.live": "คาสิโนสด", "nav.fish": "ยิงปลา", "nav.pvp": "เกมไพ่", "nav.cockfight": "ชนไก่", "nav.sports": "กีฬา", "nav.esports": "อีสปอร์ต", "nav.ds88": "DS88", "nav.lottery": "หวย", "nav.promotions": "โปรโมชั่น", "titles.register": "สมัครสมาชิก", "titles.login": "เข้าสู่ระบบ", "titles.notices": "ประกาศ", "titles.pointMall": "ร้านแลกคะแนน", "titles.promoDetail": "โปรโมชั่น", "titles.help": "ศูนย์ช่วยเหลือ", "titles.download": "ดาวน์โหลดแอป", "titles.join": "ร่วมกับเรา", "titles.notFound": "ไม่พบหน้านี้", "titles.game": "เกม", "titles.seamless": "เกม", "titles.fbsports": "FB กีฬา", "titles.lott": "ล็อตโต้", "titles.lotterySea": "หวยเอเชียตะวันออกเฉียงใต้", "titles.lotteryVn": "หวยเวียดนาม", "account.deposit": "ฝากเงิน"},
  ty: {"nav.home": "Tahanan", "nav.rng": "Slots", "nav.live": "Live Casino", "nav.fish": "Pangingisda", "nav.pvp": "PVP", "nav.cockfight": "Sabong", "nav.sports": "Sports", "nav.esports": "E-sports", "nav.ds88": "DS88", "nav.lottery": "Loterya", "nav.promotions": "Mga Promo", "titles.register": "Mag-rehistro", "titles.login": "Mag-log in", "titles.notices": "Mga anunsyo", "titles.pointMall": "Tindahan ng puntos", "titles.promoDetail": "Promo", "titles.help": "Help center", "titles.download": "I-download ang app", "titles.join": "Sumali", "titles.notFound": "Hindi nahanap ang pahina", "titles.game": "Laro", "titles.seamless": "Laro", "titles.fbsports": "FB Sports", "titles.lott": "Mga lotto", "titles.lotterySea": "Lotto ng Timog-Silangang Asya", "titles.lotteryVn": "Lotto ng Vietnam", "account.deposit": "Mag-deposito"},
  id: {"nav.home": "Beranda", "nav.rng": "Slot", "nav.live": "Kasino Live", "nav.fish": "Tembak Ikan", "nav.pvp": "PVP", "nav.cockfight": "Sabung Ayam", "nav.sports": "Olahraga", "nav.esports": "E-Sport", "nav.ds88": "DS88", "nav.lottery": "Lotre", "nav.promotions": "Promosi", "titles.register": "Daftar", "titles.login": "Masuk", "titles.notices": "Pengumuman", "titles.pointMall": "Toko poin", "titles.promoDetail": "Promosi", "titles.help": "Pusat bantuan", "titles.download": "Unduh aplikasi", "titles.join": "Bergabung", "titles.notFound": "Halaman tidak ditemukan", "titles.game": "Permainan", "titles.seamless": "Permainan", "titles.fbsports": "FB Olahraga", "titles.lott": "Lotre Lotto", "titles.lotterySea": "Lotre Asia Tenggara", "titles.lotteryVn": "Lotre Vietnam", "account.deposit": "Deposit"},
};

/** What kind of page a description speaks of. */
export type DescriptionKind = 'home' | 'games' | 'promotions' | 'other';

/** Description templates: `{page}` is the page's name, `{brand}` the merchant's. */
export const DESCRIPTIONS: Record<BootLanguage, Record<DescriptionKind, string>> = {
  en: {
    home: '{brand}: slots, live casino, sports, fishing and lottery in one place.',
    games: '{page} at {brand}: choose a provider and start playing.',
    promotions: 'The latest promotions and bonuses at {brand}.',
    other: '{page} · {brand}. Slots, live casino, sports and lottery in one place.',
  },
  cn: {
    home: '{brand}：电子、真人视讯、体育、捕鱼和彩票，一站尽享。',
    games: '{brand}{page}：选择游戏厂商，立即开玩。',
    promotions: '{brand}最新优惠活动与奖金。',
    other: '{page} · {brand}。电子、真人视讯、体育和彩票，一站尽享。',
  },
  vi: {
    home: '{brand}: nổ hũ, casino trực tuyến, thể thao, bắn cá và xổ số ở cùng một nơi.',
    games: '{page} tại {brand}: chọn nhà cung cấp và bắt đầu chơi.',
    promotions: 'Khuyến mãi và tiền thưởng mới nhất tại {brand}.',
    other: '{page} · {brand}. Nổ hũ, casino trực tuyến, thể thao và xổ số ở cùng một nơi.',
  },
  ja: {
    home: '{brand}：スロット、ライブカジノ、スポーツ、フィッシング、宝くじをひとつの場所で。',
    games: '{brand}の{page}：プロバイダーを選んで今すぐプレイ。',
    promotions: '{brand}の最新プロモーションとボーナス。',
    other: '{page} · {brand}。スロット、ライブカジノ、スポーツ、宝くじをひとつの場所で。',
  },
  th: {
    home: '{brand}: สล็อต คาสิโนสด กีฬา ยิงปลา และหวย ครบในที่เดียว',
    games: '{page} ที่ {brand}: เลือกค่ายเกมแล้วเริ่มเล่นได้เลย',
    promotions: 'โปรโมชั่นและโบนัสล่าสุดที่ {brand}',
    other: '{page} · {brand} สล็อต คาสิโนสด กีฬา และหวย ครบในที่เดียว',
  },
  ty: {
    home: '{brand}: slots, live casino, sports, pangingisda at loterya sa iisang lugar.',
    games: '{page} sa {brand}: pumili ng provider at magsimulang maglaro.',
    promotions: 'Ang pinakabagong mga promo at bonus sa {brand}.',
    other: '{page} · {brand}. Slots, live casino, sports at loterya sa iisang lugar.',
  },
  id: {
    home: '{brand}: slot, kasino live, olahraga, tembak ikan, dan lotre di satu tempat.',
    games: '{page} di {brand}: pilih penyedia dan mulai bermain.',
    promotions: 'Promosi dan bonus terbaru di {brand}.',
    other: '{page} · {brand}. Slot, kasino live, olahraga, dan lotre di satu tempat.',
  },
};

/** Open Graph's locale of each app language. */
export const OG_LOCALES: Record<BootLanguage, string> = { en: 'en_US', cn: 'zh_CN', vi: 'vi_VN', ja: 'ja_JP', th: 'th_TH', ty: 'fil_PH', id: 'id_ID' };
