/**
 * The seeded notices (seed/content.ts NOTICES, by id) as the back office writes them for each market: the
 * announcements call answers them in the language of its `Language` header (CN, VI, JA, TH, TY, ID; English
 * otherwise). Markup as in English; names (JILI, PG Soft, GCash, Maya) stay.
 */
import type { NoticeItem } from '@tessera/shared/api-types';

type Localised = readonly [title: string, content: string];

const NOTICE_TRANSLATIONS: Record<string, readonly Localised[]> = {
  CN: [
    ['周日 02:00–04:00 系统升级', '<p>我们将于<b>周日 02:00 至 04:00（GMT+8）</b>进行系统升级，期间部分游戏可能短暂无法使用。</p>'],
    ['JILI 与 PG Soft 新款电子上线', '<p>十二款新游戏已在<a href="/rng">电子游戏大厅</a>上线，包括 <i>Golden Dragon Fortune</i>。</p>'],
    ['每日返水提升至 1.2%', '<p>即日起，每笔有效投注均可获得 <b>1.2%</b> 返水，次日早上发放。</p>'],
    ['GCash 充值恢复即时到账', '<p>GCash 充值延迟问题已修复，感谢您的耐心等待。</p>'],
    ['谨防假冒客服账号', '<p>我们绝不会索取您的密码。请仅通过本站的客服按钮联系我们。</p>'],
    ['周末体育返现', '<p>周末体育投注亏损可获 10% 返现，于周一发放。</p>'],
    ['越南彩开奖时间表', '<p>越南彩每 5 分钟开奖一次，开奖结果请查看彩票页面。</p>'],
    ['理性游戏', '<p>您可以在会员中心设置充值限额。玩家须年满 18 岁。</p>'],
    ['新增提现渠道：Maya', '<p>现在可以提现到 Maya 钱包，通常 10 分钟内到账。</p>'],
    ['捕鱼狂欢周', '<p>本周所有捕鱼游戏中的黄金鲨鱼奖励翻倍。</p>'],
    ['代理计划开放', '<p>成为代理：佣金与团队工具详见<a href="/join">加入我们</a>。</p>'],
  ],
  VI: [
    ['Nâng cấp hệ thống Chủ nhật 02:00–04:00', '<p>Chúng tôi sẽ nâng cấp hệ thống vào <b>Chủ nhật từ 02:00 đến 04:00 (GMT+8)</b>. Một số trò chơi có thể tạm gián đoạn vài phút.</p>'],
    ['Slot mới từ JILI và PG Soft', '<p>Mười hai trò chơi mới đã có trong <a href="/rng">sảnh nổ hũ</a>, trong đó có <i>Golden Dragon Fortune</i>.</p>'],
    ['Hoàn trả hằng ngày tăng lên 1,2%', '<p>Từ hôm nay mọi cược hợp lệ đều được hoàn trả <b>1,2%</b>, thanh toán vào sáng hôm sau.</p>'],
    ['Nạp tiền GCash đã tức thì trở lại', '<p>Sự cố chậm nạp tiền GCash đã được khắc phục. Cảm ơn bạn đã kiên nhẫn.</p>'],
    ['Cảnh giác tài khoản CSKH giả mạo', '<p>Chúng tôi không bao giờ hỏi mật khẩu của bạn. Chỉ liên hệ qua nút chăm sóc khách hàng trên trang này.</p>'],
    ['Hoàn tiền thể thao cuối tuần', '<p>Nhận lại 10% tiền thua cược thể thao cuối tuần, cộng vào thứ Hai.</p>'],
    ['Lịch quay xổ số VN', '<p>Xổ số VN quay thưởng mỗi 5 phút. Xem kết quả tại trang xổ số.</p>'],
    ['Chơi có trách nhiệm', '<p>Đặt hạn mức nạp tiền trong trung tâm thành viên. Người chơi phải từ 18 tuổi trở lên.</p>'],
    ['Kênh rút tiền mới: Maya', '<p>Giờ đây bạn có thể rút tiền về ví Maya, thường trong vòng 10 phút.</p>'],
    ['Tuần lễ bắn cá sôi động', '<p>Cá mập vàng trả thưởng gấp đôi trong mọi trò bắn cá tuần này.</p>'],
    ['Chương trình đại lý đã mở', '<p>Trở thành đại lý: xem <a href="/join">Tham gia</a> để biết hoa hồng và công cụ quản lý đội nhóm.</p>'],
  ],
  JA: [
    ['日曜 02:00〜04:00 システムメンテナンス', '<p><b>日曜日 02:00〜04:00（GMT+8）</b>にシステムのアップグレードを行います。一部のゲームが数分間ご利用いただけない場合があります。</p>'],
    ['JILIとPG Softの新作スロット', '<p><a href="/rng">スロットロビー</a>に新作12タイトルが登場しました。<i>Golden Dragon Fortune</i> もプレイできます。</p>'],
    ['デイリーリベートが1.2%にアップ', '<p>本日より、すべての有効ベットに <b>1.2%</b> のリベートが付き、翌朝に支払われます。</p>'],
    ['GCash入金が即時反映に復旧', '<p>GCash入金の遅延は解消されました。ご不便をおかけしました。</p>'],
    ['偽のカスタマーサポートにご注意ください', '<p>当社がパスワードを尋ねることはありません。お問い合わせは本サイトのサポートボタンからのみお願いします。</p>'],
    ['週末スポーツキャッシュバック', '<p>週末のスポーツベットの損失の10%を月曜日に還元します。</p>'],
    ['VNロトの抽選スケジュール', '<p>VNロトは5分ごとに抽選があります。結果はロトページでご確認ください。</p>'],
    ['責任あるゲームのために', '<p>会員センターで入金限度額を設定できます。18歳未満の方はご利用いただけません。</p>'],
    ['新しい出金方法：Maya', '<p>Mayaウォレットへの出金が可能になりました。通常10分以内に反映されます。</p>'],
    ['フィッシングフェスティバル週間', '<p>今週はすべてのフィッシングゲームでゴールデンシャークの配当が2倍です。</p>'],
    ['代理店プログラム受付中', '<p>代理店になるには<a href="/join">参加する</a>で報酬とチーム管理ツールをご確認ください。</p>'],
  ],
  TH: [
    ['ปรับปรุงระบบวันอาทิตย์ 02:00–04:00', '<p>เราจะปรับปรุงระบบใน<b>วันอาทิตย์ เวลา 02:00 ถึง 04:00 (GMT+8)</b> บางเกมอาจใช้งานไม่ได้ชั่วคราวสักครู่</p>'],
    ['สล็อตใหม่จาก JILI และ PG Soft', '<p>เกมใหม่ 12 เกมพร้อมให้เล่นแล้วใน<a href="/rng">ล็อบบี้สล็อต</a> รวมถึง <i>Golden Dragon Fortune</i></p>'],
    ['คืนยอดเสียรายวันเพิ่มเป็น 1.2%', '<p>ตั้งแต่วันนี้ ทุกยอดเดิมพันที่ถูกต้องรับเงินคืน <b>1.2%</b> จ่ายในเช้าวันถัดไป</p>'],
    ['ฝากเงินผ่าน GCash เข้าทันทีแล้ว', '<p>ปัญหาการฝากเงินผ่าน GCash ล่าช้าได้รับการแก้ไขแล้ว ขอบคุณที่รอคอย</p>'],
    ['ระวังบัญชีฝ่ายบริการลูกค้าปลอม', '<p>เราไม่เคยขอรหัสผ่านของคุณ โปรดติดต่อเราผ่านปุ่มฝ่ายบริการลูกค้าบนเว็บไซต์นี้เท่านั้น</p>'],
    ['คืนเงินกีฬาสุดสัปดาห์', '<p>รับเงินคืน 10% จากยอดเสียเดิมพันกีฬาช่วงสุดสัปดาห์ เข้าบัญชีวันจันทร์</p>'],
    ['ตารางออกรางวัลหวยเวียดนาม', '<p>หวยเวียดนามออกรางวัลทุก 5 นาที ดูผลได้ที่หน้าหวย</p>'],
    ['การเล่นอย่างรับผิดชอบ', '<p>ตั้งวงเงินฝากได้ในศูนย์สมาชิก ผู้เล่นต้องมีอายุ 18 ปีขึ้นไป</p>'],
    ['ช่องทางถอนเงินใหม่: Maya', '<p>ตอนนี้ถอนเงินเข้ากระเป๋า Maya ได้แล้ว โดยปกติภายใน 10 นาที</p>'],
    ['สัปดาห์ยิงปลามหาสนุก', '<p>สัปดาห์นี้ฉลามทองจ่ายรางวัลสองเท่าในเกมยิงปลาทุกเกม</p>'],
    ['เปิดรับสมัครตัวแทนแล้ว', '<p>มาเป็นตัวแทนกับเรา: ดูค่าคอมมิชชันและเครื่องมือจัดการทีมได้ที่<a href="/join">ร่วมงานกับเรา</a></p>'],
  ],
  TY: [
    ['Pag-upgrade ng system sa Linggo 02:00–04:00', '<p>Ia-upgrade namin ang aming system sa <b>Linggo mula 02:00 hanggang 04:00 (GMT+8)</b>. Maaaring hindi magamit ang ilang laro nang ilang minuto.</p>'],
    ['Mga bagong slot mula sa JILI at PG Soft', '<p>Labindalawang bagong laro ang nasa <a href="/rng">slots lobby</a> na, kasama ang <i>Golden Dragon Fortune</i>.</p>'],
    ['Itinaas sa 1.2% ang araw-araw na rebate', '<p>Simula ngayon, bawat valid na taya ay may <b>1.2%</b> na rebate, ibinibigay kinaumagahan.</p>'],
    ['Instant na ulit ang deposito sa GCash', '<p>Naayos na ang pagkaantala ng mga deposito sa GCash. Salamat sa inyong pasensya.</p>'],
    ['Mag-ingat sa mga pekeng customer-service account', '<p>Hindi namin kailanman hihingin ang iyong password. Makipag-ugnayan lamang sa amin sa customer-service button ng site na ito.</p>'],
    ['Cashback sa sports tuwing weekend', '<p>Makakuha ng 10% pabalik sa mga talo sa sports tuwing weekend, ibibigay sa Lunes.</p>'],
    ['Iskedyul ng bola ng VN lottery', '<p>May bola ang VN lottery bawat 5 minuto. Tingnan ang resulta sa pahina ng lottery.</p>'],
    ['Responsableng paglalaro', '<p>Magtakda ng limitasyon sa deposito sa iyong sentro ng miyembro. Dapat 18 taong gulang pataas ang mga manlalaro.</p>'],
    ['Bagong paraan ng pag-withdraw: Maya', '<p>Maaari ka nang mag-withdraw sa Maya wallet, kadalasan sa loob ng 10 minuto.</p>'],
    ['Linggo ng fishing frenzy', '<p>Doble ang bayad ng mga gintong pating sa lahat ng fishing game ngayong linggo.</p>'],
    ['Bukas na ang programa para sa ahente', '<p>Maging ahente: tingnan ang <a href="/join">Sumali sa amin</a> para sa komisyon at mga tool para sa team.</p>'],
  ],
  ID: [
    ['Peningkatan sistem Minggu 02:00–04:00', '<p>Kami akan meningkatkan sistem pada <b>Minggu pukul 02:00 hingga 04:00 (GMT+8)</b>. Beberapa permainan mungkin tidak tersedia selama beberapa menit.</p>'],
    ['Slot baru dari JILI dan PG Soft', '<p>Dua belas judul baru sudah hadir di <a href="/rng">lobi slot</a>, termasuk <i>Golden Dragon Fortune</i>.</p>'],
    ['Rebate harian naik menjadi 1,2%', '<p>Mulai hari ini setiap taruhan sah mendapat rebate <b>1,2%</b>, dibayarkan keesokan paginya.</p>'],
    ['Deposit GCash kembali instan', '<p>Keterlambatan deposit GCash sudah diperbaiki. Terima kasih atas kesabaran Anda.</p>'],
    ['Waspada akun layanan pelanggan palsu', '<p>Kami tidak pernah meminta kata sandi Anda. Hubungi kami hanya melalui tombol layanan pelanggan di situs ini.</p>'],
    ['Cashback olahraga akhir pekan', '<p>Dapatkan kembali 10% dari kekalahan taruhan olahraga akhir pekan, dikreditkan hari Senin.</p>'],
    ['Jadwal undian lotere VN', '<p>Lotere VN diundi setiap 5 menit. Lihat hasilnya di halaman lotere.</p>'],
    ['Bermain secara bertanggung jawab', '<p>Atur batas deposit di pusat member Anda. Pemain harus berusia 18 tahun ke atas.</p>'],
    ['Saluran penarikan baru: Maya', '<p>Kini Anda dapat menarik dana ke dompet Maya, biasanya dalam 10 menit.</p>'],
    ['Pekan heboh tembak ikan', '<p>Hiu emas membayar dua kali lipat di semua permainan tembak ikan minggu ini.</p>'],
    ['Program agen dibuka', '<p>Jadilah agen: lihat <a href="/join">Bergabung</a> untuk komisi dan alat tim.</p>'],
  ],
};

/** The seeded notices (in NOTICES' order) in the call's language (the `Language` header), as stored without a translation. */
export function localiseNotices(notices: readonly NoticeItem[], language: unknown): NoticeItem[] {
  const rows = typeof language === 'string' ? NOTICE_TRANSLATIONS[language.toUpperCase()] : undefined;
  return notices.map((n, i) => {
    const t = rows?.[i];
    return t ? { ...n, title: t[0], content: t[1] } : n;
  });
}

export { NOTICE_TRANSLATIONS };
