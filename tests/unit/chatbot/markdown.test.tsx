// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChatMarkdown } from '../../../src/views/chatbot/ChatMarkdown';
import { safeUrl } from '../../../src/views/chatbot/safeUrl';

// Assistant replies can carry a visitor's words or a model's output back to the page. Whatever the
// markdown says, nothing active may reach the DOM.

const corpus: Record<string, string> = {
  'javascript link': '[x](javascript:alert(1))',
  'mixed-case scheme': '[x](JaVaScRiPt:alert(1))',
  'padded destination': '[x](  javascript:alert(1)  )',
  'decimal entity': '[x](&#106;avascript:alert(1))',
  'hex entity': '[x](&#x6A;avascript:alert(1))',
  'entity colon': '[x](javascript&#58;alert(1))',
  'named entity colon': '[x](javascript&colon;alert(1))',
  'tab inside the scheme': '[x](<java\tscript:alert(1)>)',
  'entity tab inside the scheme': '[x](jav&#x09;ascript:alert(1))',
  'newline inside the scheme': '[x](<java\nscript:alert(1)>)',
  'control character prefix': '[x](\u0001javascript:alert(1))',
  'backslash prefix': '[x](\\javascript:alert(1))',
  'scheme with slashes': '[x](javascript://%0aalert(1))',
  'data link': '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  'vbscript link': '[x](vbscript:msgbox(1))',
  'file link': '[x](file:///etc/passwd)',
  autolink: '<javascript:alert(1)>',
  'upper-case autolink': '<JAVASCRIPT:alert(1)>',
  'data autolink': '<data:text/html,alert(1)>',
  'reference link': '[x][evil]\n\n[evil]: javascript:alert(1)',
  'reference link with title': '[x][evil]\n\n[evil]: <javascript:alert(1)> "a title"',
  'collapsed reference': '[evil][]\n\n[evil]: vbscript:msgbox(1)',
  'title breaking out': '[x](https://ok.example "t\\" onmouseover=\\"alert(1)")',
  'quote in destination': '[x](https://ok.example/x"onclick="alert(1))',
  'javascript with title': '[x](javascript:alert(1) "title")',
  'image with javascript src': '![img](javascript:alert(1))',
  'image breaking out of src': '![img](x" onerror="alert(1))',
  'image with data svg': '![img](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
  'image reference': '![img][pic]\n\n[pic]: javascript:alert(1)',
  'linked image': '[![img](javascript:alert(1))](javascript:alert(2))',
  'raw script': '<script>alert(1)</script>',
  'raw script in a paragraph': 'Hello <script>alert(1)</script> world',
  'raw img onerror': '<img src=x onerror=alert(1)>',
  'raw iframe': '<iframe src="javascript:alert(1)"></iframe>',
  'raw svg onload': '<svg onload=alert(1)><circle r="5"/></svg>',
  'raw anchor': '<a href="javascript:alert(1)">x</a>',
  'raw anchor onclick': '<a href="#" onclick="alert(1)">x</a>',
  'raw object and embed': '<object data="x.swf"></object><embed src="x.swf">',
  'raw form': '<form action="javascript:alert(1)"><button formaction="javascript:alert(2)">x</button></form>',
  'raw details ontoggle': '<details open ontoggle=alert(1)><summary>x</summary></details>',
  'raw style and link':
    '<style>*{x:expression(alert(1))}</style><link rel=stylesheet href="javascript:alert(1)">',
  'raw meta refresh': '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  'raw base': '<base href="javascript:alert(1)//">',
  'mutation xss': '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  'html block in a list': '- item\n\n  <img src=x onerror=alert(1)>',
  'inline code is inert': '`<script>alert(1)</script>`',
  'fenced code is inert': '```html\n<script>alert(1)</script>\n```',
};

const ACTIVE_ELEMENTS =
  'script, iframe, frame, object, embed, form, input, button, style, link, meta, base, svg, math, textarea, select';
const URL_ATTRIBUTES = [
  'href',
  'src',
  'action',
  'formaction',
  'xlink:href',
  'srcset',
  'poster',
  'data',
  'background',
];
const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'xmpp:', 'irc:', 'ircs:']);

/** Resolves the way a browser does (stripping tabs, newlines and leading controls), independently of the code under test. */
function isInertUrl(value: string) {
  if (value === '') return true;
  try {
    return SAFE_PROTOCOLS.has(new URL(value, 'https://site.example/page').protocol);
  } catch {
    return true; // A URL the browser cannot parse navigates nowhere.
  }
}

function activeContentIn(container: HTMLElement): string[] {
  const problems: string[] = [];
  for (const element of container.querySelectorAll(ACTIVE_ELEMENTS))
    problems.push(`<${element.tagName.toLowerCase()}> element`);
  for (const element of container.querySelectorAll('*')) {
    for (const attribute of element.attributes) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on')) problems.push(`${name} handler on <${element.tagName.toLowerCase()}>`);
      if (name === 'style') problems.push(`style attribute on <${element.tagName.toLowerCase()}>`);
      if (URL_ATTRIBUTES.includes(name) && !isInertUrl(attribute.value))
        problems.push(`${name}="${attribute.value}"`);
    }
  }
  return problems;
}

describe('assistant markdown against a hostile corpus', () => {
  it.each(Object.entries(corpus))('%s reaches the DOM inert', (_, markdown) => {
    const { container } = render(<ChatMarkdown text={markdown} />);
    expect(activeContentIn(container)).toEqual([]);
  });

  it('the whole corpus in one reply stays inert too', () => {
    const { container } = render(<ChatMarkdown text={Object.values(corpus).join('\n\n')} />);
    expect(activeContentIn(container)).toEqual([]);
  });

  it('shows raw HTML as text rather than dropping the words', () => {
    const { container } = render(<ChatMarkdown text="Hello <script>alert(1)</script> world" />);
    expect(container.textContent).toContain('Hello');
    expect(container.textContent).toContain('world');
    expect(container.querySelector('script')).toBeNull();
  });

  it('keeps a blanked link as plain text without an href', () => {
    const { container } = render(<ChatMarkdown text="[click me](javascript:alert(1))" />);
    expect(container.textContent).toBe('click me');
    expect(container.querySelector('a')).toBeNull();
  });
});

describe('assistant markdown keeps what is safe', () => {
  it.each([
    ['https://github.com/owner/repo', '[repo](https://github.com/owner/repo)'],
    ['http://example.com/', '<http://example.com/>'],
    ['mailto:someone@example.com', '[mail](mailto:someone@example.com)'],
    ['xmpp:someone@example.com', '[chat](xmpp:someone@example.com)'],
    ['irc://irc.example.net/room', '[irc](irc://irc.example.net/room)'],
    ['ircs://irc.example.net/room', '[ircs](ircs://irc.example.net/room)'],
    ['projects#top', '[here](projects#top)'],
  ])('links to %s, opening in a new tab without an opener', (href, markdown) => {
    const { container } = render(<ChatMarkdown text={markdown} />);
    const link = container.querySelector('a');
    expect(link?.getAttribute('href')).toBe(href);
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it.each([
    ['/contact', '[contact](/contact)'],
    ['/projects?item=ebuddies', '[**eBuddies**](/projects?item=ebuddies)'],
    ['/search?q=a:b', '[query](/search?q=a:b)'],
  ])('links to the site page %s in the same tab', (href, markdown) => {
    const { container } = render(<ChatMarkdown text={markdown} />);
    const link = container.querySelector('a');
    expect(link?.getAttribute('href')).toBe(href);
    expect(link?.hasAttribute('target')).toBe(false);
  });

  it('renders lists, emphasis and code', () => {
    const { container } = render(<ChatMarkdown text={'**Projects**\n\n- One\n- Two\n\nUse `npm start`.'} />);
    expect(container.querySelector('strong')?.textContent).toBe('Projects');
    expect(container.querySelectorAll('li')).toHaveLength(2);
    expect(container.querySelector('code')?.textContent).toBe('npm start');
  });
});

describe('safeUrl', () => {
  it.each([
    ['javascript:alert(1)', ''],
    ['JAVASCRIPT:alert(1)', ''],
    ['data:text/html,x', ''],
    ['vbscript:x', ''],
    [' javascript:alert(1)', ''],
    ['java\tscript:alert(1)', ''],
    ['https://ok.example', 'https://ok.example'],
    ['HTTPS://ok.example', 'HTTPS://ok.example'],
    ['mailto:a@b.co', 'mailto:a@b.co'],
    ['/a:b', '/a:b'],
    ['?x=a:b', '?x=a:b'],
    ['#a:b', '#a:b'],
    ['plain', 'plain'],
  ])('%j becomes %j', (input, output) => {
    expect(safeUrl(input)).toBe(output);
  });
});
