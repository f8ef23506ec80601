/**
 * The words drawn into the banner and promotion artwork (seed/content.ts BANNER_ART, PROMOTION_ART) for each
 * market, as [kicker, title, copy, call to action]: the CDN draws a picture in the language its URL's `lang`
 * names (CN, VI, JA, TH, TY, ID; English otherwise). Short enough to fit the same layout.
 */
import type { Art } from './content.js';
import { money } from './money.js';

type Words = readonly [kicker: string, title: string, copy: string, cta: string];
type Table = Record<string, Record<string, Words>>;

export const BANNER_ART_TRANSLATIONS: Table = {
  CN: {
    'w_home-1': ['新人礼', '首存 100% 奖金', `首存翻倍，最高 ${money.cn(5000)}`, '立即领取'],
    'w_home-2': ['天天返', '每日返水 1.2%', '每笔有效投注返现，无上限', '查看详情'],
    'w_home-3': ['真人视讯', '百家乐之夜', '真人荷官，24 小时在线', '立即游戏'],
    'w_rng-1': ['电子狂欢节', '10,000+ 款电子游戏', 'JILI、PG、Pragmatic 每周上新', '立即旋转'],
    'w_live-1': ['真人荷官', '真人视讯周', '每张牌桌都有连胜奖金', '加入牌桌'],
    'w_fish-1': ['大丰收', '捕鱼狂欢', '本周黄金鲨鱼奖励翻倍', '立即开炮'],
    'w_pvp-1': ['棋牌高手', '棋牌锦标赛', `冲上排行榜，瓜分 ${money.cn(100000)}`, '立即入座'],
    'w_sports-1': ['体育', '周末返现', '周末体育亏损返还 10%', '立即投注'],
    'w_esports-1': ['电竞', '竞技赛季', '各大联赛实时赔率', '立即投注'],
    'w_lott-1': ['彩票', '数分钟一期', '越南及东南亚彩票，实时开奖', '选号'],
    'w_down-1': ['手机 App', '随时随地畅玩', 'App 游戏更快，充值秒到', '下载'],
    'w_promotion-1': ['优惠活动', '整周好礼不断', '新人、每日与 VIP 奖励一站汇集', '浏览'],
    'w_help-1': ['帮助中心', '全天候为您服务', '常见问题、指南与在线客服', '获取帮助'],
    'w_reg-1': ['30 秒注册', '创建您的账户', '免费注册，即刻畅玩', '注册'],
    'w_login-1': ['欢迎回来', '游戏等您继续', '登录后从上次的地方继续', '登录'],
  },
  VI: {
    'w_home-1': ['Thưởng chào mừng', '100% Nạp Đầu', `Nhân đôi lần nạp đầu, tối đa ${money.vi(5000)}`, 'Nhận ngay'],
    'w_home-2': ['Mỗi ngày', 'Hoàn Trả 1,2%', 'Hoàn tiền mọi cược hợp lệ, không giới hạn', 'Xem chi tiết'],
    'w_home-3': ['Sòng bài trực tuyến', 'Đêm Baccarat', 'Chơi cùng dealer thật, 24 giờ mỗi ngày', 'Chơi ngay'],
    'w_rng-1': ['Lễ hội nổ hũ', '10.000+ Game Nổ Hũ', 'Game mới từ JILI, PG, Pragmatic mỗi tuần', 'Quay ngay'],
    'w_live-1': ['Dealer trực tiếp', 'Tuần Lễ Casino', 'Thưởng chuỗi thắng ở mọi bàn', 'Vào bàn'],
    'w_fish-1': ['Mẻ lưới lớn', 'Bắn Cá Sôi Động', 'Cá mập vàng thưởng gấp đôi tuần này', 'Bắn ngay'],
    'w_pvp-1': ['Cao thủ game bài', 'Giải Đấu PVP', `Leo hạng, chia giải ${money.vi(100000)}`, 'Vào bàn'],
    'w_sports-1': ['Thể thao', 'Hoàn Tiền Cuối Tuần', 'Hoàn 10% tiền thua thể thao cuối tuần', 'Cược ngay'],
    'w_esports-1': ['Thể thao điện tử', 'Mùa Giải Đấu', 'Tỷ lệ trực tiếp mọi giải lớn', 'Cược ngay'],
    'w_lott-1': ['Xổ số', 'Quay Thưởng Liên Tục', 'Xổ số VN và Đông Nam Á, kết quả trực tiếp', 'Chọn số'],
    'w_down-1': ['Ứng dụng', 'Chơi Mọi Nơi', 'Game nhanh hơn, nạp tiền tức thì', 'Tải về'],
    'w_promotion-1': ['Khuyến mãi', 'Thưởng Cả Tuần', 'Thưởng tân thủ, hằng ngày và VIP', 'Xem ngay'],
    'w_help-1': ['Trung tâm hỗ trợ', 'Luôn Sẵn Sàng 24/7', 'Giải đáp, hướng dẫn và hỗ trợ trực tuyến', 'Nhận hỗ trợ'],
    'w_reg-1': ['Tham gia trong 30 giây', 'Tạo Tài Khoản', 'Đăng ký miễn phí, chơi ngay', 'Đăng ký'],
    'w_login-1': ['Chào mừng trở lại', 'Game Đang Chờ Bạn', 'Đăng nhập và chơi tiếp', 'Đăng nhập'],
  },
  JA: {
    'w_home-1': ['ウェルカムボーナス', '初回入金100%', `初回入金が2倍、最大${money.ja(5000)}`, '今すぐ受け取る'],
    'w_home-2': ['毎日', 'リベート1.2%', 'すべての有効ベットにキャッシュバック', '詳細を見る'],
    'w_home-3': ['ライブカジノ', 'バカラナイト', '本物のディーラーと24時間', '今すぐプレイ'],
    'w_rng-1': ['スロット祭り', 'スロット10,000種以上', 'JILI・PG・Pragmaticの新作を毎週', 'スピン'],
    'w_live-1': ['ライブディーラー', 'ライブカジノ週間', '全テーブルで連勝ボーナス', '参加する'],
    'w_fish-1': ['大漁', 'フィッシング祭り', '今週はゴールデンシャーク2倍', '発射'],
    'w_pvp-1': ['カードの達人', 'PVPトーナメント', `上位で${money.ja(100000)}を山分け`, '着席する'],
    'w_sports-1': ['スポーツ', '週末キャッシュバック', '週末スポーツの損失を10%還元', 'ベットする'],
    'w_esports-1': ['eスポーツ', 'アリーナシーズン', '主要リーグのライブオッズ', 'ベットする'],
    'w_lott-1': ['ロト', '数分ごとに抽選', 'ベトナム・東南アジアのロトを速報', '番号を選ぶ'],
    'w_down-1': ['アプリ', 'どこでもプレイ', 'アプリならゲームも入金もスピーディー', 'ダウンロード'],
    'w_promotion-1': ['プロモーション', '毎日ボーナス', '新規・デイリー・VIP特典をまとめて', '見る'],
    'w_help-1': ['ヘルプセンター', '24時間サポート', 'よくある質問・ガイド・ライブサポート', 'ヘルプ'],
    'w_reg-1': ['30秒で登録', 'アカウント作成', '無料登録ですぐにプレイ', '登録する'],
    'w_login-1': ['おかえりなさい', 'ゲームが待っています', 'ログインして続きから', 'ログイン'],
  },
  TH: {
    'w_home-1': ['โบนัสต้อนรับ', 'ฝากแรกรับ 100%', `ฝากแรกได้สองเท่า สูงสุด ${money.th(5000)}`, 'รับเลย'],
    'w_home-2': ['ทุกวัน', 'คืนยอดเสีย 1.2%', 'คืนเงินทุกยอดเดิมพัน ไม่จำกัด', 'ดูรายละเอียด'],
    'w_home-3': ['คาสิโนสด', 'คืนบาคาร่า', 'เล่นกับดีลเลอร์จริง 24 ชั่วโมง', 'เล่นเลย'],
    'w_rng-1': ['เทศกาลสล็อต', 'สล็อตกว่า 10,000 เกม', 'เกมใหม่จาก JILI, PG, Pragmatic ทุกสัปดาห์', 'หมุนเลย'],
    'w_live-1': ['ดีลเลอร์สด', 'สัปดาห์คาสิโนสด', 'โบนัสชนะติดต่อกันทุกโต๊ะ', 'เข้าโต๊ะ'],
    'w_fish-1': ['จับปลาใหญ่', 'ยิงปลามหาสนุก', 'ฉลามทองจ่ายสองเท่าสัปดาห์นี้', 'ยิงเลย'],
    'w_pvp-1': ['เซียนไพ่', 'ทัวร์นาเมนต์ PVP', `ไต่อันดับ ลุ้นแบ่ง ${money.th(100000)}`, 'นั่งโต๊ะ'],
    'w_sports-1': ['กีฬา', 'คืนเงินสุดสัปดาห์', 'คืน 10% ยอดเสียกีฬาสุดสัปดาห์', 'เดิมพันเลย'],
    'w_esports-1': ['อีสปอร์ต', 'ฤดูกาลอารีน่า', 'ราคาสดทุกลีกใหญ่', 'เดิมพันเลย'],
    'w_lott-1': ['หวย', 'ออกผลทุกไม่กี่นาที', 'หวยเวียดนามและอาเซียน ผลสด', 'เลือกเลข'],
    'w_down-1': ['แอปมือถือ', 'เล่นได้ทุกที่', 'เกมเร็วขึ้น ฝากเงินทันทีในแอป', 'ดาวน์โหลด'],
    'w_promotion-1': ['โปรโมชั่น', 'โบนัสทั้งสัปดาห์', 'รางวัลสมาชิกใหม่ รายวัน และ VIP', 'ดูเลย'],
    'w_help-1': ['ศูนย์ช่วยเหลือ', 'พร้อมดูแล 24/7', 'คำตอบ คู่มือ และแชทสด', 'ขอความช่วยเหลือ'],
    'w_reg-1': ['สมัครใน 30 วินาที', 'สร้างบัญชีของคุณ', 'สมัครฟรี เล่นได้ทันที', 'สมัคร'],
    'w_login-1': ['ยินดีต้อนรับกลับ', 'เกมรอคุณอยู่', 'เข้าสู่ระบบแล้วเล่นต่อ', 'เข้าสู่ระบบ'],
  },
  TY: {
    'w_home-1': ['Bonus sa pagsali', '100% sa Unang Deposito', `Doble ang unang deposito, hanggang ${money.ty(5000)}`, 'I-claim na'],
    'w_home-2': ['Araw-araw', 'Rebate 1.2% Araw-araw', 'Cashback sa bawat valid na taya', 'Tingnan'],
    'w_home-3': ['Live casino', 'Gabi ng Baccarat', 'Maglaro kasama ang totoong dealer, 24 oras', 'Maglaro na'],
    'w_rng-1': ['Pista ng slots', '10,000+ na Slot Game', 'Bagong laro mula JILI, PG at Pragmatic linggo-linggo', 'Mag-spin na'],
    'w_live-1': ['Live dealer', 'Linggo ng Live Casino', 'Bonus sa sunod-sunod na panalo sa bawat mesa', 'Sumali'],
    'w_fish-1': ['Malaking huli', 'Saya ng Pangingisda', 'Doble ang bayad ng gintong pating', 'Maghagis na'],
    'w_pvp-1': ['Mga bihasa sa baraha', 'PVP Torneo', `Umakyat sa ranggo, hatian ng ${money.ty(100000)}`, 'Umupo na'],
    'w_sports-1': ['Sports', 'Cashback sa Weekend', '10% pabalik sa talo sa sports tuwing weekend', 'Tumaya na'],
    'w_esports-1': ['E-sports', 'Season ng Arena', 'Live odds sa bawat malaking liga', 'Tumaya na'],
    'w_lott-1': ['Lotto', 'Bola Kada Ilang Minuto', 'VN at SEA lotto, live ang resulta', 'Pumili ng numero'],
    'w_down-1': ['Mobile app', 'Maglaro Kahit Saan', 'Mas mabilis na laro at instant na deposito', 'I-download'],
    'w_promotion-1': ['Mga promo', 'Bonus Buong Linggo', 'Gantimpala para sa bago, araw-araw at VIP', 'Tingnan'],
    'w_help-1': ['Help centre', 'Nandito Kami 24/7', 'Mga sagot, gabay at live na suporta', 'Humingi ng tulong'],
    'w_reg-1': ['Sumali sa 30 segundo', 'Gumawa ng Account', 'Libreng pagrehistro, laro agad', 'Magrehistro'],
    'w_login-1': ['Maligayang pagbabalik', 'Naghihintay ang Laro Mo', 'Mag-log in at ituloy ang laro', 'Mag-log in'],
  },
  ID: {
    'w_home-1': ['Bonus sambutan', '100% Deposit Pertama', `Deposit pertama jadi dua kali, hingga ${money.id(5000)}`, 'Klaim sekarang'],
    'w_home-2': ['Setiap hari', 'Rebate Harian 1,2%', 'Cashback untuk setiap taruhan sah, tanpa batas', 'Lihat detail'],
    'w_home-3': ['Kasino live', 'Malam Baccarat', 'Main dengan dealer asli, 24 jam sehari', 'Main sekarang'],
    'w_rng-1': ['Festival slot', '10.000+ Game Slot', 'Judul baru dari JILI, PG, Pragmatic tiap minggu', 'Putar sekarang'],
    'w_live-1': ['Dealer live', 'Pekan Kasino Live', 'Bonus menang beruntun di setiap meja', 'Gabung meja'],
    'w_fish-1': ['Tangkapan besar', 'Heboh Tembak Ikan', 'Hiu emas bayar ganda minggu ini', 'Tembak sekarang'],
    'w_pvp-1': ['Jagoan kartu', 'Turnamen PVP', `Naik peringkat, bagi hadiah ${money.id(100000)}`, 'Duduk'],
    'w_sports-1': ['Olahraga', 'Cashback Akhir Pekan', '10% kekalahan olahraga akhir pekan kembali', 'Taruhan sekarang'],
    'w_esports-1': ['E-sports', 'Musim Arena', 'Odds live di setiap liga besar', 'Taruhan sekarang'],
    'w_lott-1': ['Lotre', 'Undian Tiap Beberapa Menit', 'Lotre VN dan Asia Tenggara, hasil live', 'Pilih angka'],
    'w_down-1': ['Aplikasi', 'Main di Mana Saja', 'Game lebih cepat dan deposit instan di aplikasi', 'Unduh'],
    'w_promotion-1': ['Promosi', 'Bonus Sepanjang Minggu', 'Hadiah member baru, harian dan VIP', 'Jelajahi'],
    'w_help-1': ['Pusat bantuan', 'Siap Membantu 24/7', 'Jawaban, panduan dan dukungan live', 'Minta bantuan'],
    'w_reg-1': ['Gabung dalam 30 detik', 'Buat Akun Anda', 'Daftar gratis, langsung main', 'Daftar'],
    'w_login-1': ['Selamat datang kembali', 'Game Anda Menanti', 'Masuk dan lanjutkan permainan', 'Masuk'],
  },
};

export const PROMOTION_ART_TRANSLATIONS: Table = {
  CN: {
    'newbie-100': ['新人', '100% 迎新', '首存翻倍', '领取'],
    'daily-rebate': ['每日', '返水 1.2%', '每笔有效投注', '参加'],
    'slots-race': ['电子', '旋转竞赛', `每周 ${money.cn(50000)} 奖池`, '参加'],
    'live-streak': ['真人视讯', '连胜奖', '连赢 5 局送奖金', '参加'],
    'fish-double': ['捕鱼', '双倍鲨鱼', '黄金鲨鱼 2 倍奖励', '参加'],
    'sports-cashback': ['体育', '周末返现', '亏损返还 10%', '参加'],
    'vip-birthday': ['VIP 专享', '生日礼金', '生日当天送好礼', '查看'],
    'app-download': ['手机 App', '下载奖金', `首次登录 App 送 ${money.cn(88)}`, '下载'],
    'lotto-lucky': ['彩票', '幸运号码', '中奖注单加奖 5%', '去玩'],
  },
  VI: {
    'newbie-100': ['Tân thủ', 'Chào Mừng 100%', 'Nhân đôi lần nạp đầu', 'Nhận'],
    'daily-rebate': ['Hằng ngày', 'Hoàn Trả 1,2%', 'Trên mọi cược hợp lệ', 'Tham gia'],
    'slots-race': ['Nổ hũ', 'Đua Vòng Quay', `Giải ${money.vi(50000)} mỗi tuần`, 'Tham gia'],
    'live-streak': ['Sòng bài', 'Chuỗi Thắng', 'Thưởng khi thắng 5 ván liền', 'Tham gia'],
    'fish-double': ['Bắn cá', 'Cá Mập Gấp Đôi', 'Cá mập vàng trả x2', 'Tham gia'],
    'sports-cashback': ['Thể thao', 'Hoàn Tiền Cuối Tuần', 'Hoàn 10% tiền thua', 'Tham gia'],
    'vip-birthday': ['Hạng VIP', 'Quà Sinh Nhật', 'Quà tặng ngày sinh nhật', 'Xem'],
    'app-download': ['Ứng dụng', 'Thưởng Tải App', `${money.vi(88)} khi đăng nhập app lần đầu`, 'Tải app'],
    'lotto-lucky': ['Xổ số', 'Số May Mắn', 'Thêm 5% cho vé trúng', 'Chơi'],
  },
  JA: {
    'newbie-100': ['新規', '100%ウェルカム', '初回入金が2倍', '受け取る'],
    'daily-rebate': ['デイリー', 'リベート1.2%', 'すべての有効ベットに', '参加'],
    'slots-race': ['スロット', 'スピンレース', `毎週${money.ja(50000)}の賞金`, '参加'],
    'live-streak': ['ライブカジノ', '連勝ボーナス', '5連勝でボーナス', '参加'],
    'fish-double': ['フィッシング', 'シャーク2倍', 'ゴールデンシャーク2倍', '参加'],
    'sports-cashback': ['スポーツ', '週末還元', '損失の10%を還元', '参加'],
    'vip-birthday': ['VIP特典', 'バースデーギフト', '誕生日にプレゼント', '見る'],
    'app-download': ['アプリ', 'DLボーナス', `初回アプリログインで${money.ja(88)}`, '入手'],
    'lotto-lucky': ['ロト', 'ラッキーナンバー', '当選チケットに5%上乗せ', 'プレイ'],
  },
  TH: {
    'newbie-100': ['สมาชิกใหม่', 'ต้อนรับ 100%', 'ฝากแรกได้สองเท่า', 'รับเลย'],
    'daily-rebate': ['รายวัน', 'คืนยอด 1.2%', 'ทุกยอดเดิมพันที่ถูกต้อง', 'เข้าร่วม'],
    'slots-race': ['สล็อต', 'แข่งหมุนสล็อต', `เงินรางวัล ${money.th(50000)} ทุกสัปดาห์`, 'เข้าร่วม'],
    'live-streak': ['คาสิโนสด', 'ชนะติดต่อกัน', 'โบนัสเมื่อชนะ 5 ตาติด', 'เข้าร่วม'],
    'fish-double': ['ยิงปลา', 'ฉลามคูณสอง', 'ฉลามทองจ่าย 2 เท่า', 'เข้าร่วม'],
    'sports-cashback': ['กีฬา', 'คืนเงินสุดสัปดาห์', 'คืน 10% ของยอดเสีย', 'เข้าร่วม'],
    'vip-birthday': ['สมาชิก VIP', 'ของขวัญวันเกิด', 'ของขวัญในวันเกิดของคุณ', 'ดูเลย'],
    'app-download': ['แอป', 'โบนัสโหลดแอป', `${money.th(88)} เมื่อเข้าแอปครั้งแรก`, 'โหลดแอป'],
    'lotto-lucky': ['หวย', 'เลขนำโชค', 'โพยที่ถูกรับเพิ่ม 5%', 'เล่น'],
  },
  TY: {
    'newbie-100': ['Bagong miyembro', '100% Pagbati', 'Doble ang unang deposito', 'I-claim'],
    'daily-rebate': ['Araw-araw', 'Rebate na 1.2%', 'Sa bawat valid na taya', 'Sumali'],
    'slots-race': ['Slots', 'Karera ng Spin', `${money.ty(50000)} kada linggo`, 'Sumali'],
    'live-streak': ['Live casino', 'Sunod na Panalo', 'Bonus sa 5 sunod na panalo', 'Sumali'],
    'fish-double': ['Pangingisda', 'Dobleng Pating', '2x ang bayad ng gintong pating', 'Sumali'],
    'sports-cashback': ['Palakasan', 'Cashback sa Weekend', '10% ng talo pabalik', 'Sumali'],
    'vip-birthday': ['Para sa VIP', 'Regalo sa Kaarawan', 'May regalo sa kaarawan mo', 'Tingnan'],
    'app-download': ['Mobile app', 'Bonus sa App', `${money.ty(88)} sa unang login sa app`, 'Kunin ang app'],
    'lotto-lucky': ['Lotto', 'Swerteng Numero', 'Dagdag 5% sa nanalong tiket', 'Maglaro'],
  },
  ID: {
    'newbie-100': ['Member baru', 'Sambutan 100%', 'Deposit pertama digandakan', 'Klaim'],
    'daily-rebate': ['Harian', 'Rebate 1,2%', 'Untuk setiap taruhan sah', 'Ikut'],
    'slots-race': ['Slot', 'Balapan Putaran', `Hadiah ${money.id(50000)} tiap minggu`, 'Ikut'],
    'live-streak': ['Kasino live', 'Menang Beruntun', 'Bonus untuk 5 kemenangan beruntun', 'Ikut'],
    'fish-double': ['Tembak ikan', 'Hiu Ganda', 'Hiu emas bayar 2x', 'Ikut'],
    'sports-cashback': ['Olahraga', 'Cashback Akhir Pekan', '10% kekalahan kembali', 'Ikut'],
    'vip-birthday': ['Khusus VIP', 'Hadiah Ulang Tahun', 'Hadiah di hari ulang tahun Anda', 'Lihat'],
    'app-download': ['Aplikasi', 'Bonus Unduh', `${money.id(88)} untuk login aplikasi pertama`, 'Unduh'],
    'lotto-lucky': ['Lotre', 'Angka Hoki', 'Ekstra 5% untuk tiket menang', 'Main'],
  },
};

/** The upper-case language a table has for `language`, else null (English). */
export function artLanguage(language: unknown): string | null {
  const code = typeof language === 'string' ? language.toUpperCase() : '';
  return BANNER_ART_TRANSLATIONS[code] ? code : null;
}

/** `art` with the words of its picture in `language` (an artLanguage code), English where there is none. */
export function localiseArt(table: Table, name: string, art: Art, language: string | null): Art {
  const words = language ? table[language]?.[name] : undefined;
  return words ? { ...art, kicker: words[0], title: words[1], copy: words[2], cta: words[3] } : art;
}
