/**
 * The seeded promotions, announcement popups and help-centre pages (seed/content.ts, in their order) as the
 * back office writes them for each market: the content calls answer them in the language of the call's
 * `Language` header (CN, VI, JA, TH, TY, ID; English otherwise). Markup as in English, since the host
 * sanitises and styles it; brand and wallet names (JILI, GCash, PAGCOR) stay.
 */
import type { AnnouncementsValue, PromotionItem } from '@tessera/shared/api-types';
import { money } from './money.js';

type Localised = readonly [title: string, content: string];
type Table = Record<string, readonly Localised[]>;

/** PROMOTIONS (ids 900–908). */
export const PROMOTION_TRANSLATIONS: Table = {
  CN: [
    ['首存 100% 奖金', `<p>充值至少 ${money.cn(100)} 即可获得等额奖金，最高 <b>${money.cn(5000)}</b>。</p><ul><li>提现前需完成 10 倍流水</li><li>每位玩家限领一次</li></ul>`],
    ['每日返水 1.2%', '<p>每笔有效投注均可获得 1.2% 返水，次日 10:00 发放。</p>'],
    ['电子每周冲榜赛', `<p>每周旋转次数最多的前 50 名玩家瓜分 ${money.cn(50000)} 奖池。</p>`],
    ['真人视讯连胜奖', `<p>百家乐连赢 5 局即可获得 ${money.cn(500)}。</p>`],
    ['黄金鲨鱼双倍奖', '<p>本周所有捕鱼游戏中的黄金鲨鱼奖励翻倍。</p>'],
    ['周末体育返现', `<p>周末体育投注亏损返还 10%，周一发放，最高 ${money.cn(2000)}。</p>`],
    ['VIP 生日礼金', '<p>VIP3 及以上会员可获得生日礼金，等级越高礼金越多。</p>'],
    ['下载 App 奖金', `<p>首次登录 App 即可获得 ${money.cn(88)}。</p>`],
    ['幸运号码', '<p>本月彩票中奖注单额外加奖 5%。</p>'],
  ],
  VI: [
    ['Thưởng 100% nạp đầu', `<p>Nạp tối thiểu ${money.vi(100)} và nhận thêm số tiền thưởng tương đương, tối đa <b>${money.vi(5000)}</b>.</p><ul><li>Cần doanh thu cược gấp 10 lần trước khi rút</li><li>Mỗi người chơi một lần</li></ul>`],
    ['Hoàn trả hằng ngày 1,2%', '<p>Mọi cược hợp lệ đều được hoàn trả 1,2%, thanh toán lúc 10:00 ngày hôm sau.</p>'],
    ['Đua top nổ hũ hằng tuần', `<p>50 người chơi quay nhiều nhất chia nhau ${money.vi(50000)} mỗi tuần.</p>`],
    ['Chuỗi thắng sòng bài trực tuyến', `<p>Thắng 5 ván baccarat liên tiếp để nhận ${money.vi(500)}.</p>`],
    ['Cá mập vàng nhân đôi', '<p>Tuần này cá mập vàng trả thưởng gấp đôi trong mọi trò bắn cá.</p>'],
    ['Hoàn tiền thể thao cuối tuần', `<p>Hoàn lại 10% tiền thua cược thể thao cuối tuần vào thứ Hai, tối đa ${money.vi(2000)}.</p>`],
    ['Quà sinh nhật VIP', '<p>Thành viên VIP3 trở lên nhận quà sinh nhật, cấp càng cao quà càng lớn.</p>'],
    ['Thưởng tải ứng dụng', `<p>Đăng nhập ứng dụng lần đầu để nhận ${money.vi(88)}.</p>`],
    ['Con số may mắn', '<p>Vé xổ số trúng thưởng được cộng thêm 5% trong tháng này.</p>'],
  ],
  JA: [
    ['初回入金100%ボーナス', `<p>${money.ja(100)}以上の入金で同額のボーナスを進呈、最大 <b>${money.ja(5000)}</b>。</p><ul><li>出金前に10倍の賭け条件があります</li><li>お一人様1回限り</li></ul>`],
    ['デイリーリベート1.2%', '<p>すべての有効ベットに1.2%のリベート、翌日10:00にお支払いします。</p>'],
    ['週間スロットレース', `<p>スピン数上位50名で毎週${money.ja(50000)}を山分け。</p>`],
    ['ライブカジノ連勝ボーナス', `<p>バカラで5連勝すると${money.ja(500)}をプレゼント。</p>`],
    ['ゴールデンシャーク2倍', '<p>今週はすべてのフィッシングゲームでゴールデンシャークの配当が2倍です。</p>'],
    ['週末スポーツキャッシュバック', `<p>週末のスポーツベットの損失の10%を月曜日に還元、最大${money.ja(2000)}。</p>`],
    ['VIPバースデーギフト', '<p>VIP3以上の会員様に、ランクに応じたバースデーギフトをお贈りします。</p>'],
    ['アプリダウンロードボーナス', `<p>アプリへの初回ログインで${money.ja(88)}をプレゼント。</p>`],
    ['ラッキーナンバー', '<p>今月はロトの当選チケットに5%を上乗せします。</p>'],
  ],
  TH: [
    ['โบนัสฝากแรก 100%', `<p>ฝากขั้นต่ำ ${money.th(100)} รับโบนัสเท่ากับยอดฝาก สูงสุด <b>${money.th(5000)}</b></p><ul><li>ทำเทิร์นโอเวอร์ 10 เท่าก่อนถอน</li><li>รับได้หนึ่งครั้งต่อผู้เล่น</li></ul>`],
    ['คืนยอดเสียรายวัน 1.2%', '<p>ทุกยอดเดิมพันที่ถูกต้องรับคืน 1.2% จ่ายเวลา 10:00 ของวันถัดไป</p>'],
    ['แข่งสล็อตรายสัปดาห์', `<p>ผู้เล่น 50 อันดับที่หมุนมากที่สุดแบ่งเงินรางวัล ${money.th(50000)} ทุกสัปดาห์</p>`],
    ['ชนะติดต่อกันคาสิโนสด', `<p>ชนะบาคาร่า 5 ตาติดต่อกัน รับ ${money.th(500)}</p>`],
    ['ฉลามทองจ่ายสองเท่า', '<p>สัปดาห์นี้ฉลามทองจ่ายสองเท่าในเกมยิงปลาทุกเกม</p>'],
    ['คืนเงินกีฬาสุดสัปดาห์', `<p>รับคืน 10% จากยอดเสียกีฬาช่วงสุดสัปดาห์ทุกวันจันทร์ สูงสุด ${money.th(2000)}</p>`],
    ['ของขวัญวันเกิด VIP', '<p>สมาชิก VIP3 ขึ้นไปรับของขวัญวันเกิด ยิ่งระดับสูงยิ่งได้มาก</p>'],
    ['โบนัสดาวน์โหลดแอป', `<p>เข้าสู่ระบบผ่านแอปครั้งแรก รับ ${money.th(88)}</p>`],
    ['เลขนำโชค', '<p>เดือนนี้โพยหวยที่ถูกรางวัลรับเพิ่มอีก 5%</p>'],
  ],
  TY: [
    ['100% bonus sa unang deposito', `<p>Mag-deposito ng hindi bababa sa ${money.ty(100)} at makakuha ng kaparehong halaga bilang bonus, hanggang <b>${money.ty(5000)}</b>.</p><ul><li>10× na turnover bago mag-withdraw</li><li>Isang beses bawat manlalaro</li></ul>`],
    ['Araw-araw na rebate 1.2%', '<p>Bawat valid na taya ay may 1.2% na rebate, ibinibigay nang 10:00 kinabukasan.</p>'],
    ['Lingguhang karera sa slots', `<p>Ang 50 manlalaro na may pinakamaraming spin ay maghahati sa ${money.ty(50000)} bawat linggo.</p>`],
    ['Sunod-sunod na panalo sa live casino', `<p>Manalo ng 5 sunod na kamay sa baccarat at makakuha ng ${money.ty(500)}.</p>`],
    ['Dobleng gintong pating', '<p>Doble ang bayad ng mga gintong pating sa lahat ng fishing game ngayong linggo.</p>'],
    ['Cashback sa sports tuwing weekend', `<p>10% ng talo sa sports tuwing weekend ay ibabalik sa Lunes, hanggang ${money.ty(2000)}.</p>`],
    ['Regalo sa kaarawan para sa VIP', '<p>Ang VIP3 pataas ay may regalo sa kaarawan na lumalaki ayon sa kanilang ranggo.</p>'],
    ['Bonus sa pag-download ng app', `<p>Mag-log in sa app sa unang pagkakataon at makakuha ng ${money.ty(88)}.</p>`],
    ['Masuwerteng numero', '<p>May dagdag na 5% ang mga nanalong tiket sa lotto ngayong buwan.</p>'],
  ],
  ID: [
    ['Bonus deposit pertama 100%', `<p>Deposit minimal ${money.id(100)} dan dapatkan bonus senilai deposit Anda, hingga <b>${money.id(5000)}</b>.</p><ul><li>Turnover 10× sebelum penarikan</li><li>Satu kali per pemain</li></ul>`],
    ['Rebate harian 1,2%', '<p>Setiap taruhan sah mendapat rebate 1,2%, dibayarkan pukul 10:00 keesokan harinya.</p>'],
    ['Balapan slot mingguan', `<p>50 pemain dengan putaran terbanyak berbagi ${money.id(50000)} setiap minggu.</p>`],
    ['Kemenangan beruntun kasino live', `<p>Menangkan 5 tangan berturut-turut di baccarat dan dapatkan ${money.id(500)}.</p>`],
    ['Hiu emas bayar ganda', '<p>Minggu ini hiu emas membayar dua kali lipat di semua permainan tembak ikan.</p>'],
    ['Cashback olahraga akhir pekan', `<p>10% kekalahan taruhan olahraga akhir pekan kembali pada hari Senin, hingga ${money.id(2000)}.</p>`],
    ['Hadiah ulang tahun VIP', '<p>Member VIP3 ke atas menerima hadiah ulang tahun yang makin besar sesuai levelnya.</p>'],
    ['Bonus unduh aplikasi', `<p>Masuk ke aplikasi untuk pertama kali dan dapatkan ${money.id(88)}.</p>`],
    ['Angka keberuntungan', '<p>Tiket lotre yang menang mendapat tambahan 5% bulan ini.</p>'],
  ],
};

/** POPUPS (700 visitors, 701 members, 702 first login). */
export const POPUP_TRANSLATIONS: Table = {
  CN: [
    ['欢迎来到 Tessera', `<p>新朋友？<b>立即注册</b>，首存翻倍，最高 ${money.cn(5000)}。</p><p>详情请见<a href="/promotions">优惠活动</a>。</p>`],
    ['周末续存奖金', '<p>本周末充值即可获得 <b>20% 续存奖金</b>，10 分钟内到账。</p>'],
    ['首次登录专属礼物', '<p>感谢加入！请到会员中心的“奖励”领取您的<b>免费旋转</b>。</p>'],
  ],
  VI: [
    ['Chào mừng đến với Tessera', `<p>Bạn mới đến? <b>Đăng ký ngay hôm nay</b> để được nhân đôi lần nạp đầu, tối đa ${money.vi(5000)}.</p><p>Xem <a href="/promotions">khuyến mãi</a> để biết chi tiết.</p>`],
    ['Thưởng nạp lại cuối tuần', '<p>Nạp tiền cuối tuần này để nhận <b>thưởng nạp lại 20%</b>, cộng trong vòng 10 phút.</p>'],
    ['Lần đăng nhập đầu tiên: quà dành cho bạn', '<p>Cảm ơn bạn đã tham gia! Nhận <b>vòng quay miễn phí</b> trong trung tâm thành viên, mục Phần thưởng.</p>'],
  ],
  JA: [
    ['Tesseraへようこそ', `<p>はじめての方は<b>今すぐ登録</b>で初回入金が2倍に、最大${money.ja(5000)}。</p><p>詳しくは<a href="/promotions">プロモーション</a>をご覧ください。</p>`],
    ['週末リロードボーナス', '<p>今週末の入金で<b>20%リロードボーナス</b>、10分以内に反映されます。</p>'],
    ['初回ログイン記念ギフト', '<p>ご登録ありがとうございます！会員センターの「リワード」から<b>フリースピン</b>を受け取ってください。</p>'],
  ],
  TH: [
    ['ยินดีต้อนรับสู่ Tessera', `<p>มาใหม่ใช่ไหม? <b>สมัครวันนี้</b> รับยอดฝากแรกเป็นสองเท่า สูงสุด ${money.th(5000)}</p><p>ดูรายละเอียดที่<a href="/promotions">โปรโมชั่น</a></p>`],
    ['โบนัสฝากซ้ำสุดสัปดาห์', '<p>ฝากเงินสุดสัปดาห์นี้ รับ<b>โบนัสฝากซ้ำ 20%</b> เข้าบัญชีภายใน 10 นาที</p>'],
    ['เข้าสู่ระบบครั้งแรก: ของขวัญสำหรับคุณ', '<p>ขอบคุณที่ร่วมกับเรา! รับ<b>ฟรีสปิน</b>ได้ที่ศูนย์สมาชิก เมนูรางวัล</p>'],
  ],
  TY: [
    ['Maligayang pagdating sa Tessera', `<p>Bago ka rito? <b>Magrehistro ngayon</b> at doble ang unang deposito mo, hanggang ${money.ty(5000)}.</p><p>Tingnan ang <a href="/promotions">mga promo</a> para sa detalye.</p>`],
    ['Reload bonus ngayong weekend', '<p>Mag-deposito ngayong weekend at makakuha ng <b>20% reload bonus</b>, papasok sa loob ng 10 minuto.</p>'],
    ['Unang login mo: may regalo kami', '<p>Salamat sa pagsali! I-claim ang iyong <b>libreng spin</b> sa member centre, sa ilalim ng Rewards.</p>'],
  ],
  ID: [
    ['Selamat datang di Tessera', `<p>Baru di sini? <b>Daftar hari ini</b> dan deposit pertama Anda digandakan, hingga ${money.id(5000)}.</p><p>Lihat <a href="/promotions">promosi</a> untuk detailnya.</p>`],
    ['Bonus isi ulang akhir pekan', '<p>Deposit akhir pekan ini dan dapatkan <b>bonus isi ulang 20%</b>, masuk dalam 10 menit.</p>'],
    ['Login pertama Anda: ada hadiah', '<p>Terima kasih telah bergabung! Klaim <b>putaran gratis</b> Anda di pusat member, menu Hadiah.</p>'],
  ],
};

/** helpItems() (about, deposit, withdrawal, rules, terms, licence, responsible, credits). */
export const HELP_TRANSLATIONS: Table = {
  CN: [
    ['关于我们', '<p>Tessera 是一家持牌游戏平台，提供电子、真人视讯、捕鱼、棋牌和彩票。</p>'],
    ['如何充值', '<ol><li>打开会员中心。</li><li>选择“充值”和支付渠道。</li><li>输入金额并确认。</li></ol>'],
    ['如何提现', '<p>在会员中心申请提现，通常 10 分钟内到账。</p>'],
    ['游戏规则', '<p>每款游戏的规则均可在游戏内查看。</p>'],
    ['条款与隐私', '<p>注册即表示您确认已年满 18 岁并接受本条款。我们绝不会向第三方分享您的资料。</p>'],
    ['牌照', '<p>持有马耳他博彩管理局、英属维尔京群岛及 PAGCOR（菲律宾）颁发的牌照。</p>'],
    ['理性游戏', '<p>请设定限额并适时休息。如有需要，可联系客服申请自我禁入。</p>'],
    ['致谢', '<p>游戏图片使用了 <a href="https://game-icons.net">game-icons.net</a> 的图标（Lorc、Delapouite 及贡献者，CC BY 3.0）以及 Noto Emoji（Google，Apache 2.0）。</p>'],
    ['常见问题', '<p>玩家最常问的问题解答。</p>'],
    ['存款需要多长时间？', '<p>大多数存款在 5 分钟内到账。</p>'],
    ['可以更改注册的手机号码吗？', '<p>可以：请联系客服，客服会先核实您的身份。</p>'],
  ],
  VI: [
    ['Về chúng tôi', '<p>Tessera là trang trò chơi được cấp phép với nổ hũ, sòng bài trực tuyến, bắn cá, game bài đối kháng và xổ số.</p>'],
    ['Cách nạp tiền', '<ol><li>Mở trung tâm thành viên.</li><li>Chọn Nạp tiền và một kênh thanh toán.</li><li>Nhập số tiền và xác nhận.</li></ol>'],
    ['Cách rút tiền', '<p>Rút tiền từ trung tâm thành viên. Tiền thường về trong vòng 10 phút.</p>'],
    ['Luật chơi', '<p>Mỗi trò chơi đều hiển thị luật chơi riêng bên trong trò chơi.</p>'],
    ['Điều khoản và quyền riêng tư', '<p>Khi đăng ký, bạn xác nhận mình từ 18 tuổi trở lên và chấp nhận các điều khoản này. Chúng tôi không bao giờ chia sẻ dữ liệu của bạn với bên thứ ba.</p>'],
    ['Giấy phép', '<p>Được cấp phép bởi Cơ quan Quản lý Trò chơi Malta, Quần đảo Virgin thuộc Anh và PAGCOR (Philippines).</p>'],
    ['Chơi có trách nhiệm', '<p>Hãy đặt hạn mức và nghỉ ngơi hợp lý. Liên hệ CSKH nếu bạn cần tự loại trừ.</p>'],
    ['Ghi công', '<p>Hình ảnh trò chơi sử dụng biểu tượng từ <a href="https://game-icons.net">game-icons.net</a> (Lorc, Delapouite và cộng sự, CC BY 3.0) và Noto Emoji (Google, Apache 2.0).</p>'],
    ['Câu hỏi thường gặp', '<p>Giải đáp những câu hỏi người chơi hỏi nhiều nhất.</p>'],
    ['Nạp tiền mất bao lâu?', '<p>Hầu hết các khoản nạp được cộng trong vòng 5 phút.</p>'],
    ['Tôi có thể đổi số điện thoại đã đăng ký không?', '<p>Có: hãy liên hệ chăm sóc khách hàng, họ sẽ xác minh danh tính của bạn trước.</p>'],
  ],
  JA: [
    ['私たちについて', '<p>Tesseraはスロット、ライブカジノ、フィッシング、PVP、ロトを楽しめるライセンス取得済みのゲームサイトです。</p>'],
    ['入金方法', '<ol><li>会員センターを開きます。</li><li>「入金」と入金方法を選びます。</li><li>金額を入力して確定します。</li></ol>'],
    ['出金方法', '<p>会員センターから出金できます。通常10分以内に着金します。</p>'],
    ['ゲームルール', '<p>各ゲームのルールはゲーム内でご確認いただけます。</p>'],
    ['利用規約とプライバシー', '<p>ご登録により、18歳以上であることと本規約への同意を確認したものとみなします。お客様の情報を第三者と共有することはありません。</p>'],
    ['ライセンス', '<p>マルタゲーミング庁、英領ヴァージン諸島およびPAGCOR（フィリピン）のライセンスを取得しています。</p>'],
    ['責任あるゲーム', '<p>上限を設定し、適度に休憩を取りましょう。自己除外をご希望の場合はサポートまでご連絡ください。</p>'],
    ['クレジット', '<p>ゲーム画像には<a href="https://game-icons.net">game-icons.net</a>のアイコン（Lorc、Delapouiteほか、CC BY 3.0）とNoto Emoji（Google、Apache 2.0）を使用しています。</p>'],
    ['よくある質問', '<p>プレイヤーからよく寄せられる質問への回答です。</p>'],
    ['入金にはどのくらい時間がかかりますか？', '<p>ほとんどの入金は5分以内に反映されます。</p>'],
    ['登録した携帯番号は変更できますか？', '<p>はい。カスタマーサービスにご連絡ください。まずご本人確認を行います。</p>'],
  ],
  TH: [
    ['เกี่ยวกับเรา', '<p>Tessera เป็นเว็บเกมที่ได้รับใบอนุญาต มีทั้งสล็อต คาสิโนสด ยิงปลา PVP และหวย</p>'],
    ['วิธีฝากเงิน', '<ol><li>เปิดศูนย์สมาชิก</li><li>เลือกฝากเงินและช่องทางการฝาก</li><li>ใส่จำนวนเงินแล้วกดยืนยัน</li></ol>'],
    ['วิธีถอนเงิน', '<p>ถอนเงินได้จากศูนย์สมาชิก โดยปกติเงินเข้าภายใน 10 นาที</p>'],
    ['กติกาเกม', '<p>ทุกเกมมีกติกาของตัวเองแสดงอยู่ภายในเกม</p>'],
    ['ข้อกำหนดและความเป็นส่วนตัว', '<p>การสมัครสมาชิกถือว่าคุณยืนยันว่ามีอายุ 18 ปีขึ้นไปและยอมรับข้อกำหนดนี้ เราไม่เปิดเผยข้อมูลของคุณแก่บุคคลที่สาม</p>'],
    ['ใบอนุญาต', '<p>ได้รับใบอนุญาตจาก Malta Gaming Authority หมู่เกาะบริติชเวอร์จิน และ PAGCOR (ฟิลิปปินส์)</p>'],
    ['การเล่นอย่างรับผิดชอบ', '<p>ตั้งวงเงินและพักบ้าง หากต้องการระงับบัญชีตัวเอง ติดต่อฝ่ายบริการลูกค้าได้</p>'],
    ['เครดิต', '<p>ภาพเกมใช้ไอคอนจาก <a href="https://game-icons.net">game-icons.net</a> (Lorc, Delapouite และผู้ร่วมพัฒนา, CC BY 3.0) และ Noto Emoji (Google, Apache 2.0)</p>'],
    ['คำถามที่พบบ่อย', '<p>คำตอบสำหรับคำถามที่ผู้เล่นถามบ่อยที่สุด</p>'],
    ['การฝากเงินใช้เวลานานเท่าไร?', '<p>การฝากเงินส่วนใหญ่จะเข้าบัญชีภายใน 5 นาที</p>'],
    ['เปลี่ยนเบอร์มือถือที่ลงทะเบียนไว้ได้ไหม?', '<p>ได้ ติดต่อฝ่ายบริการลูกค้า ซึ่งจะยืนยันตัวตนของคุณก่อน</p>'],
  ],
  TY: [
    ['Tungkol sa amin', '<p>Ang Tessera ay isang lisensyadong gaming site para sa slots, live casino, pangingisda, PVP at lotto.</p>'],
    ['Paano mag-deposito', '<ol><li>Buksan ang member centre.</li><li>Piliin ang Deposito at ang channel.</li><li>Ilagay ang halaga at kumpirmahin.</li></ol>'],
    ['Paano mag-withdraw', '<p>Mag-withdraw mula sa member centre. Karaniwang dumarating ito sa loob ng 10 minuto.</p>'],
    ['Mga patakaran ng laro', '<p>Ang bawat laro ay may sariling patakaran na makikita sa loob ng laro.</p>'],
    ['Mga tuntunin at privacy', '<p>Sa pagrehistro, sumasang-ayon ka na ikaw ay 18 pataas at sa aming mga tuntunin. Hindi namin ibinabahagi ang iyong datos sa ibang partido.</p>'],
    ['Mga lisensya', '<p>Lisensyado ng Malta Gaming Authority, British Virgin Islands at PAGCOR (Pilipinas).</p>'],
    ['Responsableng paglalaro', '<p>Magtakda ng limitasyon at magpahinga. Humingi sa customer service ng self-exclusion kung kailangan mo.</p>'],
    ['Mga kredito', '<p>Gumagamit ang artwork ng mga laro ng mga icon mula sa <a href="https://game-icons.net">game-icons.net</a> (Lorc, Delapouite at mga kontribyutor, CC BY 3.0) at Noto Emoji (Google, Apache 2.0).</p>'],
    ['Mga madalas itanong', '<p>Mga sagot sa mga tanong na pinakamadalas itanong ng mga manlalaro.</p>'],
    ['Gaano katagal ang deposito?', '<p>Karamihan sa mga deposito ay pumapasok sa loob ng 5 minuto.</p>'],
    ['Puwede ko bang palitan ang rehistradong mobile number?', '<p>Oo: makipag-ugnayan sa customer service, na magbe-verify muna ng iyong pagkakakilanlan.</p>'],
  ],
  ID: [
    ['Tentang kami', '<p>Tessera adalah situs permainan berlisensi untuk slot, kasino live, tembak ikan, PVP, dan lotre.</p>'],
    ['Cara deposit', '<ol><li>Buka pusat member.</li><li>Pilih Deposit dan salurannya.</li><li>Masukkan jumlah lalu konfirmasi.</li></ol>'],
    ['Cara penarikan', '<p>Tarik dana dari pusat member. Dana biasanya masuk dalam 10 menit.</p>'],
    ['Aturan permainan', '<p>Setiap permainan menampilkan aturannya sendiri di dalam permainan.</p>'],
    ['Ketentuan dan privasi', '<p>Dengan mendaftar, Anda menyatakan berusia 18 tahun ke atas dan menyetujui ketentuan ini. Kami tidak pernah membagikan data Anda kepada pihak ketiga.</p>'],
    ['Lisensi', '<p>Berlisensi dari Malta Gaming Authority, Kepulauan Virgin Britania Raya, dan PAGCOR (Filipina).</p>'],
    ['Bermain secara bertanggung jawab', '<p>Atur batas dan beristirahatlah. Hubungi layanan pelanggan jika Anda perlu pengecualian diri.</p>'],
    ['Kredit', '<p>Gambar permainan memakai ikon dari <a href="https://game-icons.net">game-icons.net</a> (Lorc, Delapouite, dan kontributor, CC BY 3.0) serta Noto Emoji (Google, Apache 2.0).</p>'],
    ['Pertanyaan umum', '<p>Jawaban atas pertanyaan yang paling sering diajukan pemain.</p>'],
    ['Berapa lama deposit diproses?', '<p>Sebagian besar deposit masuk dalam 5 menit.</p>'],
    ['Bisakah saya mengganti nomor ponsel terdaftar?', '<p>Bisa: hubungi layanan pelanggan, yang akan memverifikasi identitas Anda terlebih dahulu.</p>'],
  ],
};

const rowsOf = (table: Table, language: unknown) => (typeof language === 'string' ? table[language.toUpperCase()] : undefined);

/** Title and content of each item replaced by its translation (same order), English where the language has none. */
function localise<T extends { title: string; content: string }>(table: Table, items: readonly T[], language: unknown): T[] {
  const rows = rowsOf(table, language);
  return items.map((item, i) => {
    const t = rows?.[i];
    return t ? { ...item, title: t[0], content: t[1] } : item;
  });
}

export const localisePromotions = (items: readonly PromotionItem[], language: unknown) => localise(PROMOTION_TRANSLATIONS, items, language);

/** Localise POPUPS before narrowing them to an audience, so the rows keep their order. */
export const localisePopups = (items: AnnouncementsValue['popup'], language: unknown) => localise(POPUP_TRANSLATIONS, items, language);

/** The help rows (seed/content.ts HELP_ROWS) in the language, and the language they are in (English without one). */
export function localiseHelp<T extends { title: string; content: string }>(rows: readonly T[], language: unknown): { rows: T[]; lang: string } {
  const lang = typeof language === 'string' && rowsOf(HELP_TRANSLATIONS, language) ? language.toUpperCase() : 'EN';
  return { rows: localise(HELP_TRANSLATIONS, rows, language), lang };
}
