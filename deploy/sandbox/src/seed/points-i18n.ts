/**
 * The points mall's rewards (seed/points.ts POINT_REWARDS, by id) as the back office writes them for each market:
 * `pointReward` and `redeemPointList` answer in the language of the call's `Language` header (CN, VI, JA, TH, TY,
 * ID; English otherwise), as the content calls do (seed/content-i18n.ts). Brand names (Tessera, Zalo) stay.
 */
import { money } from './money.js';

type Localised = readonly [name: string, description: string];

export const REWARD_TRANSLATIONS: Record<string, Record<number, Localised>> = {
  CN: {
    1: [`${money.cn(50)} 免费投注券`, '任意老虎机游戏均可使用的免费投注，一天内到账。'],
    2: ['咖啡礼品卡', `价值 ${money.cn(150)} 的附近咖啡店礼品卡。`],
    3: ['Zalo 话费奖励', '最高 131K 的手机话费，充值到您的 Zalo 号码。'],
    4: ['Tessera T 恤', '印有 Tessera 皇冠的纯棉 T 恤，寄到您的地址。'],
    5: ['无线耳机', '续航 20 小时的蓝牙耳机。'],
    6: ['智能手表', '健身与消息提醒，尽在腕间。'],
    7: ['幸运礼盒', '一盒 Tessera 惊喜好礼。'],
    8: ['笔记本电脑', '一台 14 英寸笔记本电脑，工作娱乐两相宜。'],
  },
  VI: {
    1: [`Phiếu cược miễn phí ${money.vi(50)}`, 'Một lượt cược miễn phí cho mọi trò slot, cộng trong vòng một ngày.'],
    2: ['Thẻ quà tặng cà phê', `Thẻ quà tặng ${money.vi(150)} cho quán cà phê gần bạn.`],
    3: ['Nạp tiền điện thoại qua Zalo', 'Nạp tiền điện thoại tối đa 131K vào số Zalo của bạn.'],
    4: ['Áo thun Tessera', 'Áo thun cotton in vương miện Tessera, giao tận địa chỉ của bạn.'],
    5: ['Tai nghe không dây', 'Tai nghe Bluetooth với pin 20 giờ.'],
    6: ['Đồng hồ thông minh', 'Theo dõi luyện tập và thông báo ngay trên cổ tay.'],
    7: ['Hộp quà may mắn', 'Một hộp quà bất ngờ từ Tessera.'],
    8: ['Máy tính xách tay', 'Máy tính xách tay 14 inch cho công việc và giải trí.'],
  },
  JA: {
    1: [`${money.ja(50)} フリーベット券`, 'どのスロットにも使えるフリーベット。一日以内に付与されます。'],
    2: ['コーヒーギフトカード', `お近くのコーヒーショップで使える ${money.ja(150)} のギフトカード。`],
    3: ['Zalo チャージ特典', '最大 131K のモバイルチャージを Zalo の番号へお届けします。'],
    4: ['Tessera Tシャツ', 'Tessera の王冠入りコットンTシャツ。ご住所へお届けします。'],
    5: ['ワイヤレスヘッドホン', '20時間使える Bluetooth ヘッドホン。'],
    6: ['スマートウォッチ', 'フィットネスと通知を手首で。'],
    7: ['ラッキーギフトボックス', 'Tessera グッズのサプライズボックス。'],
    8: ['ノートパソコン', '仕事にも遊びにも使える14インチのノートパソコン。'],
  },
  TH: {
    1: [`คูปองเดิมพันฟรี ${money.th(50)}`, 'เดิมพันฟรีสำหรับเกมสล็อตใดก็ได้ เข้าบัญชีภายในหนึ่งวัน'],
    2: ['บัตรของขวัญร้านกาแฟ', `บัตรของขวัญมูลค่า ${money.th(150)} สำหรับร้านกาแฟใกล้คุณ`],
    3: ['รางวัลเติมเงิน Zalo', 'เติมเงินมือถือสูงสุด 131K ไปยังหมายเลข Zalo ของคุณ'],
    4: ['เสื้อยืด Tessera', 'เสื้อยืดผ้าฝ้ายลายมงกุฎ Tessera จัดส่งถึงที่อยู่ของคุณ'],
    5: ['หูฟังไร้สาย', 'หูฟังบลูทูธ แบตเตอรี่ใช้งานได้ 20 ชั่วโมง'],
    6: ['สมาร์ทวอทช์', 'ติดตามการออกกำลังกายและการแจ้งเตือนบนข้อมือ'],
    7: ['กล่องของขวัญนำโชค', 'กล่องเซอร์ไพรส์ของที่ระลึกจาก Tessera'],
    8: ['แล็ปท็อป', 'แล็ปท็อปขนาด 14 นิ้ว สำหรับทำงานและความบันเทิง'],
  },
  TY: {
    1: [`${money.ty(50)} na libreng taya`, 'Libreng taya sa kahit anong slot, papasok sa loob ng isang araw.'],
    2: ['Gift card sa kapihan', `Gift card na ${money.ty(150)} para sa kapihang malapit sa iyo.`],
    3: ['Zalo load na gantimpala', 'Load na hanggang 131K na ipapadala sa iyong Zalo number.'],
    4: ['T-shirt ng Tessera', 'Cotton na T-shirt na may korona ng Tessera, ipapadala sa iyong address.'],
    5: ['Wireless na headphones', 'Bluetooth na headphones na may bateryang 20 oras.'],
    6: ['Smart na relo', 'Fitness at mga abiso sa iyong pulso.'],
    7: ['Suwerteng kahon ng regalo', 'Isang sorpresang kahon ng mga regalo ng Tessera.'],
    8: ['Kompyuter na laptop', 'Isang 14-pulgadang laptop para sa trabaho at laro.'],
  },
  ID: {
    1: [`Voucher taruhan gratis ${money.id(50)}`, 'Taruhan gratis untuk permainan slot apa pun, masuk dalam sehari.'],
    2: ['Kartu hadiah kopi', `Kartu hadiah ${money.id(150)} untuk kedai kopi di dekat Anda.`],
    3: ['Hadiah pulsa Zalo', 'Pulsa hingga 131K dikirim ke nomor Zalo Anda.'],
    4: ['Kaus Tessera', 'Kaus katun bergambar mahkota Tessera, dikirim ke alamat Anda.'],
    5: ['Headphone nirkabel', 'Headphone Bluetooth dengan baterai 20 jam.'],
    6: ['Jam tangan pintar', 'Kebugaran dan notifikasi di pergelangan tangan Anda.'],
    7: ['Kotak hadiah keberuntungan', 'Sekotak kejutan berisi suvenir Tessera.'],
    8: ['Komputer jinjing', 'Laptop 14 inci untuk kerja dan bermain.'],
  },
};

/** A reward's name and description in the call's language (as it is, in English, for any other). */
export function localiseReward<T extends { id: number; name: string; description: string }>(reward: T, language: unknown): T {
  const row = typeof language === 'string' ? REWARD_TRANSLATIONS[language.toUpperCase()]?.[reward.id] : undefined;
  return row ? { ...reward, name: row[0], description: row[1] } : reward;
}

/** A redeem record's reward name in the call's language. */
export function localiseRedeemName(rewardId: number, name: string, language: unknown): string {
  const row = typeof language === 'string' ? REWARD_TRANSLATIONS[language.toUpperCase()]?.[rewardId] : undefined;
  return row ? row[0] : name;
}
