// The words and patterns intent detection listens for.

export const GREETING_WORDS = new Set(
  'hi hello hey hiya howdy yo greetings hallo hej good morning afternoon evening day there thanks thank you cheers ok okay great cool nice bye goodbye see ya later again much so very a lot'.split(' '),
);

// Things content/ never says (pay, preferences, private life, secrets): say so rather than guess.
export const NOT_IN_CONTENT =
  'salary|salaries|paid|pay|payment|wage|wages|income|earn|earns|earning|hourly|day rate|rates|pricing|price|fee|fees|cost|costs|net worth|' +
  'favourite|favorite|fav|best|worst|proudest|married|marriage|wife|husband|girlfriend|boyfriend|dating|children|kids|religion|religious|politics|political|vote|' +
  'phone|telephone|phone number|home address|weight|height|password|secret|secrets|api key|system prompt';

export const PROFILE_WORDS = new Set('introduce introduction bio summary person yourself himself herself themselves more'.split(' '));

export const SKILL_FILLER = new Set(
  'skill skills tech techs technology technologies stack stacks tool tools language languages framework frameworks library libraries expertise good proficient specialise specialize specialises specializes programming main primary code coding familiar experienced experience with comfortable knowledge hands professional professionally commercial real world area areas field'.split(' '),
);

// Words for leading; "led" and "leading" meet "team lead" in content through the stemmer.
export const LEAD = 'lead|leads|led|leader|leaders|leadership|leading';
export const SENIORITY = 'senior|junior|seniority|mid level|midlevel|entry level|intermediate developer';

export const CONTACT =
  'contact|get in touch|reach|reach out|email|e mail|hire|hiring|recruit\\w*|availab\\w*|linkedin|connect|cv|resume|socials?|links?|message|talk to|interview';
