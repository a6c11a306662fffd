import type { VoiceFailure } from '../../../../machines/voiceCall';

/** What the visitor reads when a call fails: what happened and what to do. */
export function failureText(failure: VoiceFailure): string {
  switch (failure.kind) {
    case 'microphone':
      return failure.reason === 'denied'
        ? 'Microphone access is blocked. Allow the microphone for this site in your browser, then try again.'
        : 'No microphone could be used. Connect one or close other apps using it, then try again.';
    case 'start':
      return "The call couldn't start. Check your connection, then try again.";
    case 'dropped':
      return failure.network
        ? 'The connection was lost. Check your network, then try again.'
        : 'The call dropped. Try again to start a new one.';
  }
}
