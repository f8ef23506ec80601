/**
 * The browser script the sandbox serves as GeeTest v4's `gt4.js` (geetest/routes.ts). It defines
 * `window.initGeetest4(config, callback)` and hands the callback an object with the methods of the real one that
 * clients use (onReady, onSuccess, onError, onClose, onFail, showCaptcha, getValidate, reset, destroy, appendTo).
 * Its dialog is a native <dialog> (modal: the page behind is inert) with the puzzle from /sandbox/geetest/load;
 * the piece moves by pointer drag on the handle or by the arrow keys (Shift: 10 px, Home/End), Enter submits.
 * Plain ES2017 in a string: it runs in the player's browser, not in Node.
 */
export const GT4_SCRIPT = String.raw`(function () {
  'use strict';
  if (window.initGeetest4) return;
  var script = document.currentScript;
  var base = script && script.src ? script.src.replace(/\/[^/]*$/, '') : '/sandbox/geetest';
  var TEXTS = {
    eng: { title: 'Security check', hint: 'Drag the slider to fit the piece into the gap. Keyboard: arrow keys move it, Enter checks.', slider: 'Puzzle piece position', close: 'Close', refresh: 'New puzzle', loading: 'Loading the puzzle…', wrong: 'Not quite. Try again.', renewed: 'A new puzzle is shown. Try again.', passed: 'Verified.', failed: 'The puzzle could not load.' },
    zho: { title: '安全验证', hint: '拖动滑块，将拼图块放入缺口。键盘：方向键移动，回车键确认。', slider: '拼图块位置', close: '关闭', refresh: '换一张', loading: '正在加载拼图…', wrong: '位置不对，请重试。', renewed: '已换一张新拼图，请重试。', passed: '验证通过。', failed: '拼图加载失败。' },
    vie: { title: 'Kiểm tra bảo mật', hint: 'Kéo thanh trượt để đặt mảnh ghép vào chỗ trống. Bàn phím: phím mũi tên để di chuyển, Enter để kiểm tra.', slider: 'Vị trí mảnh ghép', close: 'Đóng', refresh: 'Ảnh khác', loading: 'Đang tải câu đố…', wrong: 'Chưa đúng. Hãy thử lại.', renewed: 'Đã có câu đố mới. Hãy thử lại.', passed: 'Đã xác minh.', failed: 'Không tải được câu đố.' },
    jpn: { title: 'セキュリティチェック', hint: 'スライダーを動かしてピースを隙間に合わせてください。キーボード：矢印キーで移動、Enter で確認。', slider: 'ピースの位置', close: '閉じる', refresh: '別のパズル', loading: 'パズルを読み込み中…', wrong: '位置が違います。もう一度お試しください。', renewed: '新しいパズルを表示しました。もう一度お試しください。', passed: '確認しました。', failed: 'パズルを読み込めませんでした。' },
    tha: { title: 'การตรวจสอบความปลอดภัย', hint: 'ลากแถบเลื่อนเพื่อวางชิ้นส่วนลงในช่องว่าง แป้นพิมพ์: ปุ่มลูกศรเพื่อเลื่อน Enter เพื่อตรวจสอบ', slider: 'ตำแหน่งชิ้นส่วน', close: 'ปิด', refresh: 'ภาพใหม่', loading: 'กำลังโหลดภาพ…', wrong: 'ยังไม่ถูกต้อง ลองอีกครั้ง', renewed: 'แสดงภาพใหม่แล้ว ลองอีกครั้ง', passed: 'ยืนยันแล้ว', failed: 'โหลดภาพไม่สำเร็จ' },
    ind: { title: 'Pemeriksaan keamanan', hint: 'Geser penggeser agar kepingan pas di celah. Keyboard: tombol panah untuk menggeser, Enter untuk memeriksa.', slider: 'Posisi kepingan', close: 'Tutup', refresh: 'Teka-teki baru', loading: 'Memuat teka-teki…', wrong: 'Belum tepat. Coba lagi.', renewed: 'Teka-teki baru ditampilkan. Coba lagi.', passed: 'Terverifikasi.', failed: 'Teka-teki gagal dimuat.' },
    fil: { title: 'Pagsusuri sa seguridad', hint: 'I-drag ang slider para maipasok ang piraso sa puwang. Keyboard: arrow keys para igalaw, Enter para suriin.', slider: 'Posisyon ng piraso', close: 'Isara', refresh: 'Bagong puzzle', loading: 'Nilo-load ang puzzle…', wrong: 'Hindi pa tama. Subukan muli.', renewed: 'May bagong puzzle. Subukan muli.', passed: 'Na-verify.', failed: 'Hindi ma-load ang puzzle.' }
  };
  var CSS = [
    '.tgt4{border:0;border-radius:12px;padding:16px;width:352px;max-width:calc(100vw - 24px);box-sizing:border-box;background:#fff;color:#1f2430;font:14px/1.4 system-ui,sans-serif;box-shadow:0 12px 40px rgba(0,0,0,.35)}',
    '.tgt4::backdrop{background:rgba(8,10,16,.6)}',
    '.tgt4 *{box-sizing:border-box}',
    '.tgt4__head{display:flex;align-items:center;justify-content:space-between;margin:0 0 10px}',
    '.tgt4__title{margin:0;font-size:16px;font-weight:700}',
    '.tgt4__close{width:36px;height:36px;border:0;border-radius:50%;background:transparent;color:#1f2430;font-size:22px;line-height:1;cursor:pointer}',
    '.tgt4__close:hover{background:#eef0f4}',
    '.tgt4__stage{position:relative;width:100%;aspect-ratio:2/1;border-radius:8px;overflow:hidden;background:#dfe3ea}',
    '.tgt4__bg{display:block;width:100%;height:100%}',
    '.tgt4__piece{position:absolute;left:0;top:0;filter:drop-shadow(0 0 3px rgba(0,0,0,.6));pointer-events:none}',
    '.tgt4__hint{margin:10px 0 8px;color:#4a5163;font-size:13px}',
    '.tgt4__track{position:relative;height:44px;border-radius:22px;background:#eef0f4;border:1px solid #c9ced8;touch-action:none}',
    '.tgt4__fill{position:absolute;left:0;top:0;bottom:0;border-radius:22px;background:#cfe3ff}',
    '.tgt4__knob{position:absolute;top:-1px;left:0;width:56px;height:44px;border-radius:22px;border:0;background:#1765d8;color:#fff;font-size:20px;cursor:grab;touch-action:none}',
    '.tgt4__knob:focus-visible,.tgt4__close:focus-visible,.tgt4__refresh:focus-visible{outline:3px solid #f0a500;outline-offset:2px}',
    '.tgt4__foot{display:flex;align-items:center;justify-content:space-between;gap:8px;margin-top:8px;min-height:36px}',
    '.tgt4__status{margin:0;font-size:13px;font-weight:600;color:#1f2430}',
    '.tgt4__status[data-tone=bad]{color:#b3261e}',
    '.tgt4__status[data-tone=good]{color:#1b6e35}',
    '.tgt4__refresh{border:1px solid #c9ced8;border-radius:18px;background:#fff;color:#1f2430;padding:6px 12px;min-height:36px;cursor:pointer}'
  ].join('\n');
  function addStyle() {
    if (document.getElementById('tgt4-style')) return;
    var style = document.createElement('style');
    style.id = 'tgt4-style';
    style.textContent = CSS;
    document.head.appendChild(style);
  }
  function el(tag, cls, attrs) {
    var node = document.createElement(tag);
    if (cls) node.className = cls;
    for (var k in attrs || {}) node.setAttribute(k, attrs[k]);
    return node;
  }
  var seq = 0;

  window.initGeetest4 = function (config, callback) {
    config = config || {};
    var texts = TEXTS[config.language] || TEXTS[String(config.language || '').slice(0, 3)] || TEXTS.eng;
    var handlers = { ready: [], success: [], error: [], close: [], fail: [] };
    var id = ++seq;
    var lot = null;
    var validate = null;
    var ready = false;
    var wanted = false;
    var busy = false;
    var x = 0;
    // The slide's track, sent with it for the check of a person's hand: [x, vertical offset, ms since its first point].
    var moves = [];
    var movedAt = 0;
    function note(dy) {
      var now = Date.now();
      if (!moves.length) movedAt = now;
      var point = [x, Math.round(dy || 0), now - movedAt];
      if (moves.length < 600) moves.push(point); else moves[599] = point;
    }
    var maxX = 272;
    var scale = 1;
    var puzzle = null;
    var dialog = null;
    var parts = {};

    function fire(name, arg) {
      handlers[name].slice().forEach(function (fn) { try { fn(arg); } catch (e) { setTimeout(function () { throw e; }); } });
    }
    function say(text, tone) {
      if (!parts.status) return;
      parts.status.textContent = text;
      if (tone) parts.status.setAttribute('data-tone', tone); else parts.status.removeAttribute('data-tone');
    }
    function place(nx) {
      x = Math.max(0, Math.min(maxX, Math.round(nx)));
      var trackW = Math.max(0, parts.track.clientWidth - parts.knob.offsetWidth);
      var px = maxX ? (x / maxX) * trackW : 0;
      parts.knob.style.left = px + 'px';
      parts.fill.style.width = px + parts.knob.offsetWidth / 2 + 'px';
      parts.piece.style.left = (x * scale) + 'px';
      parts.knob.setAttribute('aria-valuenow', String(x));
    }
    /** Scales the piece to the stage as drawn (narrow screens shrink the dialog) and puts it at x. */
    function layout() {
      if (!puzzle || !parts.stage) return;
      scale = parts.stage.clientWidth ? parts.stage.clientWidth / puzzle.width : 1;
      parts.piece.style.width = (puzzle.piece.width * scale) + 'px';
      parts.piece.style.top = (puzzle.piece.y * scale) + 'px';
      place(x);
    }
    function build() {
      if (dialog) return;
      addStyle();
      dialog = el('dialog', 'tgt4', { 'aria-labelledby': 'tgt4-title-' + id, 'aria-describedby': 'tgt4-hint-' + id, 'data-testid': 'geetest-dialog' });
      var head = el('div', 'tgt4__head');
      var title = el('h2', 'tgt4__title', { id: 'tgt4-title-' + id });
      title.textContent = texts.title;
      var close = el('button', 'tgt4__close', { type: 'button', 'aria-label': texts.close });
      close.textContent = '×';
      head.appendChild(title);
      head.appendChild(close);
      var stage = el('div', 'tgt4__stage');
      var bg = el('img', 'tgt4__bg', { alt: '', draggable: 'false' });
      var piece = el('img', 'tgt4__piece', { alt: '', draggable: 'false' });
      stage.appendChild(bg);
      stage.appendChild(piece);
      var hint = el('p', 'tgt4__hint', { id: 'tgt4-hint-' + id });
      hint.textContent = texts.hint;
      var track = el('div', 'tgt4__track');
      var fill = el('div', 'tgt4__fill');
      var knob = el('button', 'tgt4__knob', { type: 'button', role: 'slider', 'aria-label': texts.slider, 'aria-valuemin': '0', 'aria-valuemax': '0', 'aria-valuenow': '0', 'data-testid': 'geetest-knob' });
      knob.textContent = '→';
      track.appendChild(fill);
      track.appendChild(knob);
      var foot = el('div', 'tgt4__foot');
      var status = el('p', 'tgt4__status', { role: 'status', 'aria-live': 'polite', 'data-testid': 'geetest-status' });
      var refresh = el('button', 'tgt4__refresh', { type: 'button' });
      refresh.textContent = texts.refresh;
      foot.appendChild(status);
      foot.appendChild(refresh);
      [head, stage, hint, track, foot].forEach(function (n) { dialog.appendChild(n); });
      parts = { bg: bg, piece: piece, track: track, fill: fill, knob: knob, status: status, stage: stage };
      document.body.appendChild(dialog);

      close.addEventListener('click', function () { hide(true); });
      // Escape closes a modal dialog by itself: report it as a close like the button.
      dialog.addEventListener('cancel', function (e) { e.preventDefault(); hide(true); });
      refresh.addEventListener('click', function () { load(texts.loading); });
      knob.addEventListener('keydown', function (e) {
        var step = e.shiftKey ? 10 : 2;
        var to = null;
        if (e.key === 'ArrowRight' || e.key === 'ArrowUp') to = x + step;
        else if (e.key === 'ArrowLeft' || e.key === 'ArrowDown') to = x - step;
        else if (e.key === 'Home') to = 0;
        else if (e.key === 'End') to = maxX;
        else if (e.key === 'Enter' || e.key === ' ') submit();
        else return;
        if (to !== null && lot && !busy) {
          if (!moves.length) note(0);
          place(to);
          note(0);
        }
        e.preventDefault();
      });
      var drag = null;
      knob.addEventListener('pointerdown', function (e) {
        if (busy || !lot) return;
        drag = { start: e.clientX, top: e.clientY, from: x, per: maxX / Math.max(1, track.clientWidth - knob.offsetWidth) };
        if (!moves.length) note(0);
        knob.setPointerCapture(e.pointerId);
        knob.style.cursor = 'grabbing';
        e.preventDefault();
      });
      knob.addEventListener('pointermove', function (e) {
        if (!drag) return;
        place(drag.from + (e.clientX - drag.start) * drag.per);
        note(e.clientY - drag.top);
      });
      function drop() {
        if (!drag) return;
        drag = null;
        knob.style.cursor = '';
        submit();
      }
      knob.addEventListener('pointerup', drop);
      knob.addEventListener('pointercancel', drop);
    }
    function hide(byPlayer) {
      if (dialog && dialog.open) dialog.close();
      wanted = false;
      if (byPlayer) fire('close');
    }
    function load(message) {
      build();
      busy = true;
      lot = null;
      validate = null;
      // The old puzzle is gone until the new one arrives; its message says so only once it is there.
      if (dialog) dialog.removeAttribute('data-lot');
      say(texts.loading);
      return fetch(base + '/load?captcha_id=' + encodeURIComponent(config.captchaId || ''), { credentials: 'same-origin' })
        .then(function (r) { if (!r.ok) throw new Error('load ' + r.status); return r.json(); })
        .then(function (c) {
          lot = c.lot_number;
          dialog.setAttribute('data-lot', lot);
          puzzle = c;
          maxX = c.width - c.piece.width;
          parts.bg.src = c.bg;
          parts.piece.src = c.slice;
          parts.knob.setAttribute('aria-valuemax', String(maxX));
          x = 0;
          moves = [];
          layout();
          busy = false;
          say(message === texts.loading || !message ? '' : message, message && message !== texts.loading ? 'bad' : '');
          if (!ready) { ready = true; fire('ready'); }
          if (wanted) open();
        })
        .catch(function (err) {
          busy = false;
          say(texts.failed, 'bad');
          hide(false);
          fire('error', { code: '60001', msg: texts.failed, desc: { detail: String(err && err.message || err) } });
        });
    }
    function open() {
      build();
      if (!dialog.open) dialog.showModal();
      // Sizes are only measurable while shown: a puzzle loaded while hidden is laid out again.
      layout();
      parts.knob.focus();
    }
    function submit() {
      if (busy || !lot) return;
      busy = true;
      var tried = lot;
      var path = moves;
      moves = [];
      fetch(base + '/verify', { method: 'POST', credentials: 'same-origin', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ lot_number: tried, x: x, track: path }) })
        .then(function (r) { if (!r.ok) throw new Error('verify ' + r.status); return r.json(); })
        .then(function (res) {
          busy = false;
          if (res.result === 'success') {
            validate = res.seccode;
            say(texts.passed, 'good');
            hide(false);
            fire('success');
            return;
          }
          fire('fail', { code: res.result });
          if (res.result === 'fail' && res.left > 0) {
            place(0);
            say(texts.wrong, 'bad');
            parts.knob.focus();
            return;
          }
          load(texts.renewed);
        })
        .catch(function (err) {
          busy = false;
          fire('error', { code: '60002', msg: texts.failed, desc: { detail: String(err && err.message || err) } });
        });
    }

    var captcha = {
      appendTo: function () { return captcha; },
      onReady: function (fn) { handlers.ready.push(fn); if (ready) setTimeout(fn); return captcha; },
      onNextReady: function (fn) { handlers.ready.push(fn); return captcha; },
      onSuccess: function (fn) { handlers.success.push(fn); return captcha; },
      onError: function (fn) { handlers.error.push(fn); return captcha; },
      onClose: function (fn) { handlers.close.push(fn); return captcha; },
      onFail: function (fn) { handlers.fail.push(fn); return captcha; },
      showCaptcha: function () { wanted = true; if (ready && lot) open(); else if (!busy) load(); return captcha; },
      getValidate: function () { return validate ? { captcha_id: validate.captcha_id, lot_number: validate.lot_number, pass_token: validate.pass_token, gen_time: validate.gen_time, captcha_output: validate.captcha_output } : false; },
      reset: function () { validate = null; load(); return captcha; },
      destroy: function () { hide(false); if (dialog) dialog.remove(); dialog = null; parts = {}; Object.keys(handlers).forEach(function (k) { handlers[k] = []; }); }
    };
    load();
    if (typeof callback === 'function') callback(captcha);
    return captcha;
  };
})();
`;
