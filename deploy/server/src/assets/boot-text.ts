/**
 * The page's own words before the app runs: the start-up error of host/src/index.html, written by the server in
 * the language the browser asks for (the app's translations are not loaded yet; the CSP allows no inline script
 * that could choose). Every app language has an entry (boot-data.test.ts checks them).
 */
import type { BootLanguage } from './boot-data.js';

export interface BootText {
  /** `<html lang>` (the app's BCP 47 tags, shared/src/i18n). */
  tag: string;
  title: string;
  /** The sentence around the reload link: before, link text, after. */
  before: string;
  link: string;
  after: string;
  /** The skeleton's label for screen readers while the page loads. */
  loading: string;
  /**
   * A lottery page's title by path (`title` of remote-lottery/src/i18n, boot-data.test.ts pins the two together);
   * a path not listed has `lottery`'s, as in the remote.
   */
  lotteryTitles: Record<'lottery' | 'seaLottery' | 'vnlottery' | 'vnLottery', string>;
}

export const BOOT_TEXT: Record<BootLanguage, BootText> = {
  en: { tag: 'en', title: 'The site could not start', before: 'Please check your connection, then ', link: 'reload the page', after: '.', loading: 'Loading…', lotteryTitles: { lottery: 'Lottery', seaLottery: 'Southeast Asia lottery', vnlottery: 'Vietnam lottery', vnLottery: 'Vietnam lottery' } },
  cn: { tag: 'zh-CN', title: '网站无法启动', before: '请检查您的网络连接，然后', link: '重新加载页面', after: '。', loading: '加载中…', lotteryTitles: { lottery: '彩票', seaLottery: '东南亚彩票', vnlottery: '越南彩票', vnLottery: '越南彩票' } },
  vi: { tag: 'vi', title: 'Không thể khởi động trang', before: 'Vui lòng kiểm tra kết nối, sau đó ', link: 'tải lại trang', after: '.', loading: 'Đang tải…', lotteryTitles: { lottery: 'Xổ số', seaLottery: 'Xổ số Đông Nam Á', vnlottery: 'Xổ số Việt Nam', vnLottery: 'Xổ số Việt Nam' } },
  ja: { tag: 'ja', title: 'サイトを開始できませんでした', before: '接続を確認してから、', link: 'ページを再読み込み', after: 'してください。', loading: '読み込み中…', lotteryTitles: { lottery: '宝くじ', seaLottery: '東南アジア宝くじ', vnlottery: 'ベトナム宝くじ', vnLottery: 'ベトナム宝くじ' } },
  th: { tag: 'th', title: 'ไม่สามารถเริ่มเว็บไซต์ได้', before: 'โปรดตรวจสอบการเชื่อมต่อ แล้ว', link: 'โหลดหน้าเว็บใหม่', after: '', loading: 'กำลังโหลด…', lotteryTitles: { lottery: 'หวย', seaLottery: 'หวยเอเชียตะวันออกเฉียงใต้', vnlottery: 'หวยเวียดนาม', vnLottery: 'หวยเวียดนาม' } },
  ty: { tag: 'fil', title: 'Hindi nakapagsimula ang site', before: 'Pakisuri ang iyong koneksyon, saka ', link: 'i-reload ang pahina', after: '.', loading: 'Naglo-load…', lotteryTitles: { lottery: 'Lotto', seaLottery: 'Lotto ng Timog-Silangang Asya', vnlottery: 'Lotto ng Vietnam', vnLottery: 'Lotto ng Vietnam' } },
  id: { tag: 'id', title: 'Situs tidak dapat dimulai', before: 'Periksa koneksi Anda, lalu ', link: 'muat ulang halaman', after: '.', loading: 'Memuat…', lotteryTitles: { lottery: 'Lotre', seaLottery: 'Lotre Asia Tenggara', vnlottery: 'Lotre Vietnam', vnLottery: 'Lotre Vietnam' } },
};

function escapeText(s: string): string {
  return s.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c] ?? c);
}

/**
 * Writes the start-up error (`<div id="boot-fallback-text">`, which holds no other div, in host/src/index.html) and
 * the skeleton's label in one language, and sets `<html lang>` to it. A page without them is returned as it is.
 */
export function localiseBootPage(html: string, lang: BootLanguage): string {
  const text = BOOT_TEXT[lang];
  let out = html.replace(/<html([^>]*)\blang="[^"]*"/i, `<html$1lang="${text.tag}"`);
  const start = /<div[^>]*\bid="boot-fallback-text"[^>]*>/.exec(out);
  const from = start ? start.index + start[0].length : -1;
  const to = from < 0 ? -1 : out.indexOf('</div>', from);
  if (to >= 0) {
    const body =
      `<h1>${escapeText(text.title)}</h1>` +
      `<p>${escapeText(text.before)}<a href="">${escapeText(text.link)}</a>${escapeText(text.after)}</p>`;
    out = out.slice(0, from) + body + out.slice(to);
  }
  return out.replace(/(<div[^>]*\bid="boot-skeleton"[^>]*\baria-label=")[^"]*"/, `$1${escapeText(text.loading)}"`);
}
