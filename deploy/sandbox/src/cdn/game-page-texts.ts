/**
 * The sandbox slot's texts in the launch's language (keys are the page's html `lang`, as the lottery page's).
 * The balance it shows is the main wallet's (each spin is paid from it), so it says so: the site's header adds
 * the game wallets, and a bare "Balance" here read as a second, different total.
 */
import type { PageLang } from './page-language.js';

export interface SlotTexts {
  loading: string;
  kind: string;
  reels: string;
  wallet: string;
  bet: string;
  spin: string;
  /** `{amount}` is the win, written as the page writes money. */
  win: string;
  noWin: string;
  expired: string;
  chooseBet: string;
  funds: string;
  failed: string;
}

export const SLOT_PAGE_TEXTS: Record<PageLang, SlotTexts> = {
  en: {
    loading: 'Loading…', kind: 'sandbox slot', reels: 'Reels', wallet: 'Main wallet', bet: 'Bet', spin: 'Spin', win: 'You win {amount}!',
    noWin: 'No win this time.', expired: 'This game link has expired. Launch the game again from the lobby.', chooseBet: 'Choose one of the offered bets.',
    funds: 'Not enough balance for this bet.', failed: 'The spin did not go through. Try again.',
  },
  fil: {
    loading: 'Naglo-load…', kind: 'sandbox na slot', reels: 'Mga reel', wallet: 'Pangunahing wallet', bet: 'Taya', spin: 'Paikutin', win: 'Nanalo ka ng {amount}!',
    noWin: 'Walang panalo ngayon.', expired: 'Nag-expire na ang link ng larong ito. Buksan muli ang laro mula sa lobby.', chooseBet: 'Pumili ng isa sa mga alok na taya.',
    funds: 'Kulang ang balanse para sa tayang ito.', failed: 'Hindi natuloy ang ikot. Subukan muli.',
  },
  'zh-CN': {
    loading: '加载中…', kind: '沙盒老虎机', reels: '转轴', wallet: '中心钱包', bet: '投注', spin: '旋转', win: '恭喜赢得 {amount}！',
    noWin: '这次没有中奖。', expired: '此游戏链接已失效，请从游戏大厅重新打开。', chooseBet: '请选择提供的投注额之一。',
    funds: '余额不足，无法投注此金额。', failed: '旋转未成功，请重试。',
  },
  vi: {
    loading: 'Đang tải…', kind: 'slot thử nghiệm', reels: 'Cuộn quay', wallet: 'Ví chính', bet: 'Cược', spin: 'Quay', win: 'Bạn thắng {amount}!',
    noWin: 'Lần này chưa trúng.', expired: 'Liên kết trò chơi đã hết hạn. Hãy mở lại trò chơi từ sảnh.', chooseBet: 'Hãy chọn một mức cược có sẵn.',
    funds: 'Số dư không đủ cho mức cược này.', failed: 'Lượt quay chưa thực hiện được. Hãy thử lại.',
  },
  ja: {
    loading: '読み込み中…', kind: 'サンドボックススロット', reels: 'リール', wallet: 'メインウォレット', bet: 'ベット', spin: 'スピン', win: '{amount} の勝ち！',
    noWin: '今回は当たりなし。', expired: 'このゲームのリンクは期限切れです。ロビーからもう一度ゲームを開いてください。', chooseBet: '用意されたベット額から選んでください。',
    funds: '残高が不足しているため、このベットはできません。', failed: 'スピンできませんでした。もう一度お試しください。',
  },
  th: {
    loading: 'กำลังโหลด…', kind: 'สล็อตทดลอง', reels: 'วงล้อ', wallet: 'กระเป๋าหลัก', bet: 'เดิมพัน', spin: 'หมุน', win: 'คุณชนะ {amount}!',
    noWin: 'รอบนี้ไม่ได้รางวัล', expired: 'ลิงก์เกมนี้หมดอายุแล้ว เปิดเกมใหม่จากล็อบบี้', chooseBet: 'เลือกยอดเดิมพันที่มีให้',
    funds: 'ยอดเงินไม่พอสำหรับเดิมพันนี้', failed: 'หมุนไม่สำเร็จ ลองอีกครั้ง',
  },
  id: {
    loading: 'Memuat…', kind: 'slot sandbox', reels: 'Gulungan', wallet: 'Dompet utama', bet: 'Taruhan', spin: 'Putar', win: 'Anda menang {amount}!',
    noWin: 'Belum menang kali ini.', expired: 'Tautan permainan ini sudah kedaluwarsa. Buka lagi permainan dari lobi.', chooseBet: 'Pilih salah satu taruhan yang tersedia.',
    funds: 'Saldo tidak cukup untuk taruhan ini.', failed: 'Putaran gagal. Coba lagi.',
  },
};
