import { pages } from '../../../contracts/pages';
import { profile } from '../../../content';

// What the chatbot says about keeping a conversation, worded from content/ so it follows the owner.

export const consentLabel = `Keep my email and this conversation's questions for ${profile.firstName} to read`;

/** The contact form, its message filled in with a request to delete what the chat kept. */
export const deletionRequestHref = `${pages.contact.path}?message=${encodeURIComponent(
  `Please delete the questions I asked ${profile.firstName}'s assistant and the email I gave with them.`,
)}`;
