import { CRASH_TEXT_MAX, crashDetails, firstStackFrame, scrubCrashText } from './crash-report';

describe('render crash reports', () => {
  it('scrubs e-mails, numbers, long tokens and query strings out of a message', () => {
    expect(scrubCrashText('Failed for alice@example.com, player 13812345678 balance 1500.00 token eyJhbGciOiJIUzI1NiJ9abc123 at https://x.example/a?b=c#d')).toBe(
      'Failed for <email>, player <n> balance <n> token <token> at https://x.example/a',
    );
    expect(scrubCrashText('phone +86 138 1234 5678 not valid')).toBe('phone <n> not valid');
    expect(scrubCrashText('x'.repeat(500))).toHaveLength(CRASH_TEXT_MAX);
  });

  it("keeps a frame's file path, version and position, without its query", () => {
    expect(scrubCrashText('MemberCentre (http://localhost:8080/remotes/member/1.2.0/static/js/123.abc.js?token=xyz:1:2345)', true)).toBe(
      'MemberCentre (http://localhost:8080/remotes/member/1.2.0/static/js/123.abc.js:1:2345)',
    );
  });

  it('takes the first frame of V8 and Firefox stacks', () => {
    expect(firstStackFrame('Error: x\n    at Foo (http://a/b.js:1:2)\n    at Bar (http://a/c.js:3:4)')).toBe('Foo (http://a/b.js:1:2)');
    expect(firstStackFrame('Foo@http://a/b.js:1:2\nBar@http://a/c.js:3:4')).toBe('Foo@http://a/b.js:1:2');
    expect(firstStackFrame(undefined)).toBeUndefined();
  });

  it('reports an error as its scrubbed name, message and first frame', () => {
    const e = new TypeError('no wallet for bob@example.com');
    e.stack = 'TypeError: no wallet for bob@example.com\n    at Wallet (http://h/remotes/member/1.1.0/7.js:1:99)';
    expect(crashDetails(e)).toEqual({ message: 'TypeError: no wallet for <email>', frame: 'Wallet (http://h/remotes/member/1.1.0/7.js:1:99)' });
    expect(crashDetails('thrown string 42')).toEqual({ message: 'Error: thrown string <n>', frame: expect.any(String) });
  });
});
