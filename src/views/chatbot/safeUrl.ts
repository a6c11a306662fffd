// Assistant markdown may link only with these protocols, or relatively; anything else is blanked.
const SAFE_PROTOCOL = /^(https?|ircs?|mailto|xmpp)$/i;

/** react-markdown urlTransform: returns the URL when it is safe, else ''. */
export function safeUrl(url: string): string {
  const colon = url.indexOf(':');
  if (colon === -1) return url;
  // A colon after the first '/', '?' or '#' belongs to the path or query, so the URL is relative.
  const firstDelimiter = [url.indexOf('/'), url.indexOf('?'), url.indexOf('#')].filter((i) => i !== -1);
  if (firstDelimiter.length > 0 && colon > Math.min(...firstDelimiter)) return url;
  return SAFE_PROTOCOL.test(url.slice(0, colon)) ? url : '';
}
