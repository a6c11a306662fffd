// The build-time switches (VITE_* variables, public by design): which services the browser build
// talks to. The browser reads them through import.meta.env, the build records them in
// build-config.json, and the server's Content-Security-Policy follows that record.

type Env = Record<string, string | boolean | undefined>;

const setting = (env: Env, name: string) => {
  const value = env[name];
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
};

/** EmailJS's three ids. With all three set the contact form posts to EmailJS; otherwise to the site's outbox. */
export function emailjsIds(env: Env): { serviceId: string; templateId: string; userId: string } | undefined {
  const serviceId = setting(env, 'VITE_EMAILJS_SERVICE_ID');
  const templateId = setting(env, 'VITE_EMAILJS_TEMPLATE_ID');
  const userId = setting(env, 'VITE_EMAILJS_USER_ID');
  return serviceId && templateId && userId ? { serviceId, templateId, userId } : undefined;
}

/** The voice platform's API, used when nothing else is configured. */
export const DEFAULT_VOICE_API = 'https://api.vapi.ai';

/** Whether the chatbot offers a voice call (VITE_VOICE_ENABLED=true). */
export const voiceEnabled = (env: Env) => setting(env, 'VITE_VOICE_ENABLED') === 'true';

/** The voice API the browser calls: VITE_VOICE_API_BASE, or the platform's own. */
export const voiceApiBase = (env: Env) => setting(env, 'VITE_VOICE_API_BASE') ?? DEFAULT_VOICE_API;
