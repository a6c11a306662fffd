// POST /api/chat as the browser and the server both see it: the request, the answers, and the caps.
// Types and constants only, so the browser can import it for nothing; the zod schema that checks a
// request lives in chat-schema.ts, which only the server imports.

/** The endpoint the chat view posts to. */
export const CHAT_PATH = '/api/chat';

/** A question longer than this many characters is refused (413); the composer stops typing there. */
export const MAX_USER_TEXT = 1000;

/** A request body larger than this many bytes is refused (413) before it is read. */
export const MAX_BODY_BYTES = 8 * 1024;

export interface ChatRequest {
  userText: string;
}

/** 200: the assistant's answer, in markdown. */
export interface ChatAnswer {
  text: string;
}

/** Any 4xx or 5xx: what went wrong, in words for whoever reads the log. */
export interface ChatFailure {
  error: string;
}
