/**
 * The seeded inbox messages (seed/member.ts) as the back office writes them for each market: the gateway answers
 * in the language of the call's `Language` header (CN, VI, JA, TH, TY, ID; English otherwise). The HTML keeps
 * the English message's markup, the careless inline handler included (the client must still sanitise it).
 */
import { money, type TextLanguage } from './money.js';

export interface LocalisedMessage {
  title: string;
  html: string;
}

const BONUS_IMG = '<img src="/cdn/TCG_PROD_IMAGES/VENDOR_ICON_SMALL/JL-DEFAULT.png" alt="" onerror="alert(1)">';

export const SEED_MESSAGE_TRANSLATIONS: Record<string, Record<string, LocalisedMessage>> = {
  welcome: {
    CN: { title: '欢迎来到 Tessera', html: '<p>欢迎加入！您的账户已准备就绪。</p><p>在<b>会员中心</b>充值、游戏和提现。需要帮助？<a href="/help" target="_blank">访问帮助中心</a>。</p>' },
    VI: { title: 'Chào mừng đến với Tessera', html: '<p>Chào mừng bạn! Tài khoản của bạn đã sẵn sàng.</p><p>Nạp tiền, chơi và rút tiền tại <b>trung tâm thành viên</b>. Cần hỗ trợ? <a href="/help" target="_blank">Truy cập trung tâm trợ giúp</a>.</p>' },
    JA: { title: 'Tesseraへようこそ', html: '<p>ご登録ありがとうございます。アカウントの準備が整いました。</p><p>入金・プレイ・出金は<b>会員センター</b>から。お困りの際は<a href="/help" target="_blank">ヘルプセンター</a>をご覧ください。</p>' },
    TH: { title: 'ยินดีต้อนรับสู่ Tessera', html: '<p>ยินดีต้อนรับ! บัญชีของคุณพร้อมใช้งานแล้ว</p><p>ฝากเงิน เล่น และถอนเงินได้ที่<b>ศูนย์สมาชิก</b> ต้องการความช่วยเหลือ? <a href="/help" target="_blank">ไปที่ศูนย์ช่วยเหลือ</a></p>' },
    TY: { title: 'Maligayang pagdating sa Tessera', html: '<p>Maligayang pagdating! Handa na ang iyong account.</p><p>Mag-deposit, maglaro at mag-withdraw sa <b>sentro ng miyembro</b>. Kailangan ng tulong? <a href="/help" target="_blank">Bisitahin ang help center</a>.</p>' },
    ID: { title: 'Selamat datang di Tessera', html: '<p>Selamat bergabung! Akun Anda sudah siap.</p><p>Deposit, bermain, dan tarik dana dari <b>pusat member</b>. Butuh bantuan? <a href="/help" target="_blank">Kunjungi pusat bantuan</a>.</p>' },
  },
  security: {
    CN: { title: '保护您的账户安全', html: '<p>切勿透露您的密码。我们的工作人员<strong>绝不会</strong>向您索取密码。</p><ul><li>使用 6 至 20 个字符的密码</li><li>完善您的个人资料</li></ul>' },
    VI: { title: 'Bảo vệ tài khoản của bạn', html: '<p>Không bao giờ chia sẻ mật khẩu. Nhân viên của chúng tôi sẽ <strong>không bao giờ</strong> hỏi mật khẩu của bạn.</p><ul><li>Dùng mật khẩu từ 6 đến 20 ký tự</li><li>Hoàn thiện hồ sơ của bạn</li></ul>' },
    JA: { title: 'アカウントを安全に保つために', html: '<p>パスワードは誰にも教えないでください。当社スタッフがパスワードを尋ねることは<strong>決してありません</strong>。</p><ul><li>6〜20文字のパスワードを使用してください</li><li>プロフィールを完成させてください</li></ul>' },
    TH: { title: 'รักษาบัญชีของคุณให้ปลอดภัย', html: '<p>อย่าเปิดเผยรหัสผ่านของคุณ เจ้าหน้าที่ของเรา<strong>จะไม่มีวัน</strong>ขอรหัสผ่านจากคุณ</p><ul><li>ใช้รหัสผ่านความยาว 6 ถึง 20 ตัวอักษร</li><li>กรอกข้อมูลโปรไฟล์ให้ครบถ้วน</li></ul>' },
    TY: { title: 'Panatilihing ligtas ang iyong account', html: '<p>Huwag ibahagi kailanman ang iyong password. <strong>Hindi kailanman</strong> ito hihingin ng aming staff.</p><ul><li>Gumamit ng password na may 6 hanggang 20 character</li><li>Kumpletuhin ang iyong profile</li></ul>' },
    ID: { title: 'Jaga keamanan akun Anda', html: '<p>Jangan pernah membagikan kata sandi Anda. Staf kami <strong>tidak akan pernah</strong> memintanya.</p><ul><li>Gunakan kata sandi 6 sampai 20 karakter</li><li>Lengkapi profil Anda</li></ul>' },
  },
  'weekend-bonus': {
    CN: { title: '周末充值红利', html: `<p>周六或周日充值，即可获得<em>额外 10%</em>，最高 ${money.cn(1000)}。</p>${BONUS_IMG}` },
    VI: { title: 'Thưởng nạp lại cuối tuần', html: `<p>Nạp tiền vào thứ Bảy hoặc Chủ nhật để nhận <em>thêm 10%</em>, tối đa ${money.vi(1000)}.</p>${BONUS_IMG}` },
    JA: { title: '週末リロードボーナス', html: `<p>土曜日または日曜日に入金すると<em>10%上乗せ</em>、最大 ${money.ja(1000)}。</p>${BONUS_IMG}` },
    TH: { title: 'โบนัสเติมเงินวันหยุดสุดสัปดาห์', html: `<p>ฝากเงินวันเสาร์หรือวันอาทิตย์ รับ<em>เพิ่ม 10%</em> สูงสุด ${money.th(1000)}</p>${BONUS_IMG}` },
    TY: { title: 'Bonus sa pag-reload tuwing weekend', html: `<p>Mag-reload sa Sabado o Linggo at makakuha ng <em>dagdag na 10%</em>, hanggang ${money.ty(1000)}.</p>${BONUS_IMG}` },
    ID: { title: 'Bonus isi ulang akhir pekan', html: `<p>Isi ulang di hari Sabtu atau Minggu dan dapatkan <em>ekstra 10%</em>, hingga ${money.id(1000)}.</p>${BONUS_IMG}` },
  },
  maintenance: {
    CN: { title: '系统维护通知', html: '<p>真人娱乐场游戏桌将于周二 02:00–04:00 暂停，进行系统升级。</p>' },
    VI: { title: 'Bảo trì định kỳ', html: '<p>Các bàn live casino sẽ tạm dừng vào thứ Ba 02:00–04:00 để nâng cấp.</p>' },
    JA: { title: '定期メンテナンスのお知らせ', html: '<p>ライブカジノのテーブルはアップグレードのため、火曜日 02:00〜04:00 に一時停止します。</p>' },
    TH: { title: 'ปิดปรับปรุงระบบตามกำหนด', html: '<p>โต๊ะคาสิโนสดจะหยุดให้บริการชั่วคราวในวันอังคาร 02:00–04:00 เพื่ออัปเกรดระบบ</p>' },
    TY: { title: 'Nakatakdang maintenance', html: '<p>Pansamantalang ihihinto ang mga live casino table sa Martes 02:00–04:00 para sa isang upgrade.</p>' },
    ID: { title: 'Pemeliharaan terjadwal', html: '<p>Meja live casino akan dihentikan sementara pada hari Selasa 02:00–04:00 untuk peningkatan sistem.</p>' },
  },
};

/**
 * The platform's notices of a money move (routes/funds.ts and routes/withdraw.ts send them in English, with the
 * amount in bold): recognised by their English title and read back per language, as the back office's
 * templates would be. `{a}` is the amount.
 */
const MONEY_NOTICES: Record<string, Record<string, { title: string; html: string }>> = {
  'Deposit credited': {
    CN: { title: '充值已到账', html: '<p>您的充值 <b>{a}</b> 已存入主钱包。</p>' },
    VI: { title: 'Nạp tiền thành công', html: '<p>Khoản nạp <b>{a}</b> của bạn đã được cộng vào ví chính.</p>' },
    JA: { title: '入金が反映されました', html: '<p><b>{a}</b> の入金がメインウォレットに反映されました。</p>' },
    TH: { title: 'ฝากเงินสำเร็จ', html: '<p>ยอดฝาก <b>{a}</b> ของคุณเข้ากระเป๋าหลักแล้ว</p>' },
    TY: { title: 'Na-credit ang deposit', html: '<p>Na-credit na sa iyong main wallet ang deposit mong <b>{a}</b>.</p>' },
    ID: { title: 'Deposit masuk', html: '<p>Deposit Anda sebesar <b>{a}</b> sudah masuk ke dompet utama.</p>' },
  },
  'Deposit failed': {
    CN: { title: '充值失败', html: '<p>您的充值 <b>{a}</b> 未成功，未扣除任何款项。</p>' },
    VI: { title: 'Nạp tiền thất bại', html: '<p>Khoản nạp <b>{a}</b> của bạn không thành công. Không có tiền nào bị trừ.</p>' },
    JA: { title: '入金に失敗しました', html: '<p><b>{a}</b> の入金は失敗しました。お金は引き落とされていません。</p>' },
    TH: { title: 'ฝากเงินไม่สำเร็จ', html: '<p>การฝากเงิน <b>{a}</b> ของคุณไม่สำเร็จ ไม่มีการหักเงินใดๆ</p>' },
    TY: { title: 'Hindi natuloy ang deposit', html: '<p>Hindi natuloy ang deposit mong <b>{a}</b>. Walang perang nabawas.</p>' },
    ID: { title: 'Deposit gagal', html: '<p>Deposit Anda sebesar <b>{a}</b> gagal. Tidak ada dana yang terpotong.</p>' },
  },
  'Withdrawal approved': {
    CN: { title: '提现已批准', html: '<p>您的提现 <b>{a}</b> 已批准并出款，请确认是否已收到。</p>' },
    VI: { title: 'Rút tiền đã được duyệt', html: '<p>Yêu cầu rút <b>{a}</b> của bạn đã được duyệt và chi trả. Vui lòng xác nhận bạn đã nhận được.</p>' },
    JA: { title: '出金が承認されました', html: '<p><b>{a}</b> の出金が承認され、送金されました。受け取りをご確認ください。</p>' },
    TH: { title: 'อนุมัติการถอนเงินแล้ว', html: '<p>การถอนเงิน <b>{a}</b> ของคุณได้รับอนุมัติและจ่ายออกแล้ว โปรดยืนยันว่าคุณได้รับเงิน</p>' },
    TY: { title: 'Aprubado ang withdrawal', html: '<p>Naaprubahan at naibayad na ang withdrawal mong <b>{a}</b>. Pakikumpirma kung natanggap mo ito.</p>' },
    ID: { title: 'Penarikan disetujui', html: '<p>Penarikan Anda sebesar <b>{a}</b> telah disetujui dan dibayarkan. Mohon konfirmasi bahwa Anda sudah menerimanya.</p>' },
  },
  'Withdrawal rejected': {
    CN: { title: '提现被拒绝', html: '<p>您的提现 <b>{a}</b> 被拒绝，款项已退回主钱包。</p>' },
    VI: { title: 'Rút tiền bị từ chối', html: '<p>Yêu cầu rút <b>{a}</b> của bạn bị từ chối. Số tiền đã được hoàn về ví chính.</p>' },
    JA: { title: '出金が却下されました', html: '<p><b>{a}</b> の出金は却下されました。金額はメインウォレットに戻っています。</p>' },
    TH: { title: 'การถอนเงินถูกปฏิเสธ', html: '<p>การถอนเงิน <b>{a}</b> ของคุณถูกปฏิเสธ ยอดเงินกลับเข้ากระเป๋าหลักแล้ว</p>' },
    TY: { title: 'Tinanggihan ang withdrawal', html: '<p>Tinanggihan ang withdrawal mong <b>{a}</b>. Naibalik na ang halaga sa iyong main wallet.</p>' },
    ID: { title: 'Penarikan ditolak', html: '<p>Penarikan Anda sebesar <b>{a}</b> ditolak. Dana sudah kembali ke dompet utama.</p>' },
  },
};

/**
 * The notice of a money move in `lang`, or undefined when it is not one (or has no translation). Its amount,
 * written in English ("P 1234.50"), is written again as the apps write money in `lang` ("1.234,50 P" in VI).
 */
function localiseMoneyNotice(message: LocalisedMessage, lang: string): LocalisedMessage | undefined {
  const t = MONEY_NOTICES[message.title]?.[lang];
  const written = /<b>([^<]*)<\/b>/.exec(message.html)?.[1];
  if (!t || written === undefined) return undefined;
  const value = Number(written.replace(/[^\d.]/g, ''));
  const amount = /\d/.test(written) && Number.isFinite(value) ? money[lang.toLowerCase() as TextLanguage](value) : written;
  return { title: t.title, html: t.html.replace('{a}', amount) };
}

/**
 * A message in the call's language (the `Language` header): a seeded one from its translations, a money move's
 * notice from its template; as stored when there is no translation.
 */
export function localiseSeedMessage<M extends LocalisedMessage>(message: M, seedKey: string | null, language: unknown): M {
  const lang = typeof language === 'string' ? language.toUpperCase() : '';
  const t = seedKey ? SEED_MESSAGE_TRANSLATIONS[seedKey]?.[lang] : localiseMoneyNotice(message, lang);
  return t ? { ...message, title: t.title, html: t.html } : message;
}
