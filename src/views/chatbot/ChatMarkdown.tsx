import { memo } from 'react';
import Markdown, { type Components } from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import { ChatLink } from './ChatLink';
import { safeUrl } from './safeUrl';

// Assistant replies are markdown from a server that may echo a visitor's words or a model's output,
// so they pass three gates: raw HTML stays text, rehype-sanitize's GitHub schema strips anything
// active, and safeUrl blanks every link that is not http(s), irc(s), mailto, xmpp or relative.
// Links to the site's own pages open here; any other opens in a new tab.
const components: Components = {
  a: ({ href, title, children }) =>
    href ? (
      <ChatLink href={href} title={title}>
        {children}
      </ChatLink>
    ) : (
      <span className="chat-md__blanked">{children}</span>
    ),
  img: ({ src, alt, title }) =>
    typeof src === 'string' && src ? (
      <img src={src} alt={alt ?? ''} title={title} loading="lazy" />
    ) : (
      <span>{alt}</span>
    ),
};

const rehypePlugins = [rehypeSanitize];

export const ChatMarkdown = memo(function ChatMarkdown({ text }: { text: string }) {
  return (
    <div className="chat-md">
      <Markdown rehypePlugins={rehypePlugins} urlTransform={safeUrl} components={components}>
        {text}
      </Markdown>
    </div>
  );
});
