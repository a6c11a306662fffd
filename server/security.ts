import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';

// A Content-Security-Policy that allows only what the site uses: its own origin, EmailJS when it is
// configured, and the voice platform plus Daily when the voice view is switched on. Vercel's speed
// insights script is served from the deployment's own origin, so 'self' covers it.
export interface CspOptions {
  emailjs: boolean;
  voiceApiBase?: string;
  /** The exact inline scripts and styles the prerendered pages carry, as CSP hashes; nothing else inline applies. */
  scriptHashes?: string[];
  styleHashes?: string[];
}

export function contentSecurityPolicy({
  emailjs,
  voiceApiBase,
  scriptHashes = [],
  styleHashes = [],
}: CspOptions) {
  const connect = ["'self'"];
  const script = ["'self'", ...scriptHashes];
  if (emailjs) connect.push('https://api.emailjs.com');
  if (voiceApiBase) {
    connect.push(
      new URL(voiceApiBase).origin,
      'https://*.daily.co',
      'wss://*.daily.co',
      'https://*.wss.daily.co',
      'wss://*.wss.daily.co',
    );
    script.push('https://c.daily.co');
  }
  const pageHeaders = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: script,
      styleSrc: ["'self'", ...styleHashes],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'"],
      mediaSrc: ["'self'", 'blob:'],
      connectSrc: connect,
      workerSrc: ["'self'", 'blob:'],
      frameSrc: voiceApiBase ? ['https://*.daily.co'] : ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    crossOriginEmbedderPolicy: false,
    permissionsPolicy: {
      camera: voiceApiBase ? ['self'] : [],
      microphone: voiceApiBase ? ['self'] : [],
      geolocation: [],
    },
    referrerPolicy: 'strict-origin-when-cross-origin',
  });
  // Everything else (scripts, styles, fonts, images, JSON) runs under the page that loads it, so its own
  // policy only matters when it is opened directly, where nothing in it should run or load. The page's
  // list of script hashes (a kilobyte) would otherwise ride on every icon and chunk. A same-origin
  // worker script would take this policy as its own: the site has none (daily-js's come from blob:).
  const otherHeaders = secureHeaders({
    contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    crossOriginEmbedderPolicy: false,
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
    referrerPolicy: 'strict-origin-when-cross-origin',
  });
  const done = async () => {};
  return createMiddleware(async (c, next) => {
    await next();
    // secureHeaders sets its headers once the response exists; it is given that response here.
    const html = c.res.headers.get('content-type')?.startsWith('text/html') ?? false;
    await (html ? pageHeaders : otherHeaders)(c, done);
  });
}
