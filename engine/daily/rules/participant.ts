import { assertPermissions, PERMISSIONS_HELP } from './permissions';
import { SUBSCRIBED_TRACKS_HELP, subscribedTracksValid, type SubscriptionContext } from './subscriptions';
import { fail, judge, type DailyRule, type Verdict } from './verdict';

// updateParticipant(id, updates): every key must be known; a failing key throws its help text.

const STYLES_HELP =
  'styles format should be a subset of: { cam: {div: {}, video: {}}, screen: {div: {}, video: {}} }';
const SCREEN_SHARE_HELP =
  "setScreenShare must be false, as it's only meant for stopping remote participants' screen shares";

function stylesValid(styles: unknown): boolean {
  const s = styles as Record<string, Record<string, unknown>>;
  for (const key in s) if (key !== 'cam' && key !== 'screen') return false;
  for (const part of ['cam', 'screen']) {
    if (s[part]) for (const key in s[part]) if (key !== 'div' && key !== 'video') return false;
  }
  return true;
}

type Entry =
  | true
  | {
      rule: DailyRule;
      help: string;
      valid?: (value: unknown, ctx: SubscriptionContext) => boolean;
      assert?: (value: unknown) => void;
    };

const PARTICIPANT_PROPERTIES: Record<string, Entry> = {
  styles: { rule: 'participant-update', help: STYLES_HELP, valid: stylesValid },
  setSubscribedTracks: { rule: 'subscriptions', help: SUBSCRIBED_TRACKS_HELP, valid: subscribedTracksValid },
  setAudio: true,
  setVideo: true,
  setScreenShare: { rule: 'participant-update', help: SCREEN_SHARE_HELP, valid: (v) => v === false },
  eject: true,
  // Throws the help text itself, with the logged canReceive problem as detail.
  updatePermissions: { rule: 'permissions', help: PERMISSIONS_HELP, assert: assertPermissions },
};

/** Verdict for updateParticipant(id, updates); daily-js skips validation when id or updates is falsy. */
export function checkParticipantUpdate(updates: unknown, ctx: SubscriptionContext = {}): Verdict {
  let rule: DailyRule = 'participant-update';
  let property: string | undefined;
  const verdict = judge('participant-update', () => {
    if (!updates) return;
    for (const key in updates as object) {
      property = key;
      const entry = PARTICIPANT_PROPERTIES[key];
      if (!entry) fail(`unrecognized updateParticipant property ${key}`);
      if (entry === true || typeof entry !== 'object') continue;
      rule = entry.rule;
      const value = (updates as Record<string, unknown>)[key];
      if (entry.assert) entry.assert(value);
      else if (entry.valid && !entry.valid(value, ctx)) fail(entry.help);
      rule = 'participant-update';
    }
  });
  return verdict.ok ? verdict : { ...verdict, rule, ...(property === undefined ? {} : { property }) };
}
