// The card frames' documents: the code frame the number frame drives runs only the relay of the
// original's messages, which its policy allows by hash and nothing else inline.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CODE_FRAME_RELAY, frameCsp, frameDocument } from './frame-document.ts';

const assets = { css: 'input{font:inherit}', scripts: { file: 'assets/frame-1.js', imports: ['assets/core-2.js'] } };
const inlineScripts = (html: string) => [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);

describe('frame documents', () => {
  it('gives the driven code frame the relay and no module; the number frame its modules and no inline script', () => {
    const code = frameDocument('cvv', assets, true);
    expect(inlineScripts(code)).toEqual([CODE_FRAME_RELAY]);
    expect(code).not.toContain('type="module"');
    const number = frameDocument('cardNumber', assets);
    expect(inlineScripts(number)).toEqual([]);
    expect(number).toContain('<script type="module" src="/v1/assets/frame-1.js"></script>');
  });

  it("allows the relay by its hash in the frames' policy, and no other inline script", () => {
    const hash = createHash('sha256').update(CODE_FRAME_RELAY).digest('base64');
    expect(frameCsp(assets)).toContain(`script-src 'self' 'sha256-${hash}';`);
    expect(frameCsp(assets)).not.toContain('unsafe-inline');
  });

  it("relays the original's setIsValid string only: the pattern it holds takes nothing else", () => {
    const pattern = new RegExp(/m=\/(.+?)\/;/.exec(CODE_FRAME_RELAY)?.[1] ?? '^$');
    expect(pattern.test('{"method":"iframeCommunication::setIsValid","params":{"eventType":"forcedBlur","isValid":false,"isEmpty":true}}')).toBe(true);
    expect(pattern.test('{"method":"iframeCommunication::setIsValid","params":{"eventType":"keydown","isValid":true,"isEmpty":false,"value":"4242"}}')).toBe(
      false,
    );
    expect(pattern.test('{"t":"state","field":"cvv"}')).toBe(false);
  });
});
