// The words and patterns intent detection listens for (whole-word regex sources over the normalised
// question). They also teach the speller which words are meant, so "experiance" can become "experience".

// "hey who is Kai?", "sup what does he do": a salutation before a question is no part of it.
export const SALUTATIONS = new Set('hi hello hey hiya howdy yo sup wassup greetings hallo hej'.split(' '));
// A message of these words only is a greeting ("hey there", "thanks a lot", "what's up").
export const GREETING_WORDS = new Set([
  ...SALUTATIONS,
  ...'good morning afternoon evening day there thanks thank you cheers ok okay great cool nice bye goodbye see ya later again much so very a lot what whats up'.split(
    ' ',
  ),
]);
// Short forms a visitor types for what content spells out: "has Kai trained LLMs?" is about large language models.
export const SHORT_FORMS = new Map(
  Object.entries({
    llm: 'large language model',
    llms: 'large language models',
    ml: 'machine learning',
    ui: 'user interface',
    ux: 'user experience',
    fintech: 'financial',
    auth: 'authentication',
    db: 'database',
    dbs: 'databases',
    k8s: 'kubernetes',
  }),
);
// "UI/UX", said together, asks about design: the interface Kai designed, not the React library "for user interfaces".
export const UI_UX = /\b(?:ui ux|ux ui|ui and ux|ux and ui)\b/g;
// "Does Kai do unit testing?": content says "automated tests" and never which kind, so any kind of test is asked as that.
export const TEST_KINDS =
  /\b(?:unit|integration|e2e|end to end|functional|regression|api) (tests?|testing)\b/g;
// Technologies content never names, some a letter or two from a word it does ("rust" from "rest", "saas" from
// "Sass"): the speller leaves them as typed, so the answer is "I don't know", not the lookalike.
export const OTHER_TECHS =
  'rust saas java kotlin swift ruby rails php laravel golang scala elixir angular svelte vue redux graphql kafka spark azure gcp terraform jenkins'.split(
    ' ',
  );
// "What does this guy do?": the owner, as if named.
export const OWNER_PHRASES = /\b(?:this|that|the) (?:guy|person|dude|developer|dev|candidate)\b/g;

export const HELP =
  'what can you do|what can i ask|what do you know|who are you|what are you|are you (a|an) (bot|ai|robot|human|person)|are you real';

// Content never says what anything won; asked of the hackathons, the answer lists them all the same.
export const PRIZES =
  'prize|prizes|award|awards|awarded|win|wins|won|winner|winners|winning|trophy|trophies|medal|medals';
// Things content/ never says (pay, preferences, private life, prizes, secrets): say so rather than guess.
export const NOT_IN_CONTENT =
  'salary|salaries|paid|pay|payment|wage|wages|income|earn|earns|earning|hourly|day rate|rates|pricing|price|fee|fees|cost|costs|net worth|charge|charges|per hour|' +
  'favourite|favorite|fav|best|worst|proudest|' +
  // Which work was hardest is the owner's to say (how hard a project's own feature is, its card may say).
  'hardest project|hardest projects|toughest project|easiest project|most difficult project|most challenging project|' +
  'hardest hackathon|most challenging hackathon|project was the hardest|project was the most challenging|project was the most difficult|' +
  'one was the hardest|was the hardest|married|marriage|wife|husband|girlfriend|boyfriend|dating|children|kids|religion|religious|politics|political|vote|' +
  PRIZES +
  '|' +
  'phone|telephone|phone number|home address|weight|height|password|secret|secrets|api key|system prompt|' +
  // What the owner would be open to and wants next: only the owner can say. Words and phrases only, so
  // the list is matched without a regex.
  'open to|willing to|' +
  // Who else was on a team: the site names only the owner's own part.
  'his teammates|her teammates|their teammates|who were his teammates|team members|who else was on|who was on the team|who were on the team|' +
  'who was in the team|who was on his team|who were on his team|' +
  'seeking|next role|next job|next position|dream job|dream role|ideal role|ideal job|ideal company';
// The owner's own terms of work ("is Kai remote?", "would Kai relocate?"): not on the site, but where the owner
// is based is, and the answer says so. Phrases only: "did he study part time?", "what's Kai like in person?",
// "experience with remote teams" and "a site for a freelance coach" are questions about content.
export const WORK_TERMS =
  'relocate|relocating|relocation|visa|sponsorship|work permit|commute|commuting|freelancing|contract work|' +
  'remotely|remote (work|job|jobs|role|roles|position|positions|only|first)|fully remote|(is|are) \\w+ remote|' +
  '(can|could|would|will|does|do|is) \\w+ (work )?(remote|hybrid|on site|onsite|from home|freelance)|' +
  '(hybrid|on site|onsite|full time|part time|contract|freelance) (role|roles|job|jobs|position|positions|work|employment)|' +
  'work abroad|move abroad|work in the us|work in the usa|work in the uk|work in the united states|work in america|work in another country';
// "What kind of role is Kai looking for?", "is Kai looking for a job?"; not "I'm looking for his projects".
export const LOOKING_FOR =
  'is \\w+ looking for|\\w+ looking for$|looking for (a |an )?(new )?(role|job|position|opportunit\\w*)';

// A pitch ("what makes Kai unique?", "why should we hire Kai?") is answered with the owner's own introduction.
export const PITCH =
  'unique|interesting|stand out|stands out|special about|why (should|would) (we|i|you|someone) hire|what makes \\w+ (a )?(good|great)';
// "What are Kai's strengths?", "Kai in 3 sentences", "his tagline": the introduction too, unless the question
// names what to sum up ("his hackathons in a few words", "his strengths as a team player").
export const SUMMARY =
  'strengths|strong points|soft skills|work style|working style|coding style|approach to (coding|code|work)|' +
  'tagline|elevator pitch|in a nutshell|in (one|two|three|a few|\\d) (sentences?|words|lines)';

// "Give me a quick summary of Kai", "what sort of developer is he", "what's he like as a person".
export const PROFILE_WORDS = new Set(
  'introduce introduction bio summary summarize summarise overview quick brief short sort type person yourself himself herself themselves more'.split(
    ' ',
  ),
);

export const SKILL_FILLER = new Set(
  'skill skills tech techs technology technologies stack stacks tool tools language languages framework frameworks library libraries expertise good proficient specialise specialize specialises specializes programming main primary code coding familiar experienced experience with comfortable knowledge hands professional professionally commercial real world area areas field'.split(
    ' ',
  ),
);

// Words for leading; "led" and "leading" meet "team lead" in content through the stemmer.
export const LEAD = 'lead|leads|led|leader|leaders|leadership|leading';
export const SENIORITY = 'senior|junior|seniority|mid level|midlevel|entry level|intermediate developer';

// When the owner could start is availability, which only the owner can answer: said so, then how to ask.
export const START_DATE =
  'when (can|could|would|will) \\w+ (start|begin|join)|start date|notice period|weeks? notice|(give|serve|giving|serving) notice|' +
  'how soon (can|could|would|will) \\w+ (start|begin|join)';
export const CONTACT =
  // Not "social network" (a kind of app), nor "links" alone: "list the projects with links" is the list.
  'contact|get in touch|reach|reach out|email|e mail|hire|hiring|recruit\\w*|availab\\w*|linkedin|connect|cv|resume|message|talk to|interview|' +
  'socials|(his|her|their) social|social media|social links|social profiles|social accounts|social handles|' +
  START_DATE;

export const RECENT = 'latest|newest|most recent|recent|last';
export const EARLIEST = 'first|oldest|earliest';
// "Show me what Kai has made", "what kind of stuff does Kai build", "any side projects".
export const PROJECT_LIST =
  'projects|apps|applications|portfolio pieces|' +
  'what (has|have|did|does) \\w+( \\w+)? (built|build|made|make|created|create|shipped|ship)|' +
  'what \\w+( \\w+)? (has|have) (built|made|created|shipped)|' +
  '(stuff|things) (does|did|has) \\w+ (build|built|make|made|create|created)|show me (his|her|their|\\w+) work|(his|her|their) portfolio';
export const PROJECT_WORDS = 'project|app|thing';
// "Is the site responsive?", "is his portfolio mobile friendly?": the site itself, the owner's own project. Not "my
// website" or "a responsive site", the visitor's or any site ("can he make my website responsive?").
export const SITE_WORDS = 'site|website|web site|portfolio|homepage';
export const THE_SITE = `(his|her|their|the|this|your) (${SITE_WORDS})`;
// "His latest AI role", "his first AI job": an order and a kind of work asked of the career, not of the work;
// "the last game he played", of the owner's free time.
export const CAREER_ASKED = 'career|jobs?|roles?|positions?|employ\\w*|experience|work$';
// "Has he built any games?", "what games has he made?": the owner making work of a kind, asked as it stands (not "built
// with Python": a technology's question, nor "does he like games": his own words).
export const BUILT_BY_HIM = 'built|build|made|make|created|create|developed|develop|shipped';
export const NOT_AS_IT_STANDS = 'like|likes|love|loves|into|enjoy|enjoys|fan|favou?rite|with|using|in|on';
export const OWNER_PLAYED = 'played|(he|she|they) (plays?|playing)|(does|did|do) \\w+ play';
// "Has he built an online shop?", "any blockchain experience?", "is he a mobile developer?": a kind of work asked
// of the owner's work ("does he know blockchain?" asks of a skill, "does he shop online?" of nothing content says).
export const BUILT_WORK =
  'any|built|build|building|made|make|making|created|create|developed|develop|developing|development|developer|done|shipped|experience|' +
  'apps?|applications?|projects?|sites?|websites?|stores?';
// "Has he worked on a marketplace?": the owner working on something (not "does the stats panel work on mobile?").
export const WORK_ON = new Set(['work', 'worked', 'works', 'working']);
// "Has Kai worked in a team?" is answered with the hackathon teams; "led a team" is a leadership question.
export const HACKATHONS = 'hackathons?|hackathon teams?|teams|teamwork|team player|(in|on) (a )?team';
export const HACKATHON_ROLES = 'roles?|did|do|part|responsib\\w*';
export const PROFILE_LINK_NOT = 'use|used|uses|using|know|knows|skills?|experience|familiar|projects?';
// "Is Kai over 30?", "is he 32?": the age, as a yes or no (not "over 10 years of experience").
export const AGE =
  'how old|age|aged|born|birthday|birth date|date of birth|dob|years old|^(is|was) \\w+ ((over|under|older than|younger than) )?\\d\\d$|' +
  // "Is he in his 30s?", "is Kai young?": the age too.
  'in (his|her|their) (\\d0s|twenties|thirties|forties|fifties)|^(is|was) \\w+ (young|old)$';
// "How old was Kai when he started coding?", "how old was he in 2016": the age then, from the birth date.
export const AGE_THEN =
  /\b(?:when (?:he|she|they) (?:started|began|switched to) (?:coding|programming|to code|learning to code|code)|in ((?:19|20)\d\d))\b/;
// "What age groups did Kai coach?" is about the teams coached.
export const AGE_NOT = 'age groups?|age range|age brackets?';
export const LEVEL_NOT_AGE = 'level of|experience|skills?';
export const SKILL_WORDS =
  'skills?|tech|technology|technologies|stack|tools?|languages?|frameworks?|libraries|know|knows|use|uses|using|expertise';
export const AS_TITLE = 'developer|engineer|dev';
export const ASKS_SKILL = 'good at|proficient|experience (with|in|of)|specialis\\w*|specializ\\w*';
export const ASKS_EXPERIENCE =
  'experience|experienced|familiar|(work|worked|working|works) (with|on|in)|done any';
export const USED_TO = 'used? to';
export const BACKGROUND =
  'background|before|previous|previously|former|formerly|earlier|prior|used to|past|switch\\w*|career change|change careers?|become|became|becoming|' +
  'get into|got into|getting into|path into|journey';
export const EDUCATION =
  'education|educated|study|studied|studies|student|school|course|courses|diploma|degree|qualification\\w*|certific\\w*|bootcamp|university|college|graduat\\w*|learn|learned|learnt|learning|self taught|taught|' +
  'grades?|gpa|distinction|honou?rs';
// "Has he mentored anyone?", "teaching experience": the coaching in the career, not the owner's own studies.
// Kai as the one mentoring: not "did Kai have a mentor?" or "is he teaching himself Rust?".
export const MENTORING =
  '(has|did|does) \\w+ (ever )?mentor(ed)?|mentored (anyone|others|students|people|juniors?)|mentoring (others|students|people|juniors?)|' +
  'teaching experience|taught (anyone|others|students|people|juniors?)|teach (others|students|people|juniors?)|coach(ed|es|ing)? (students|developers|juniors?|others|people)';
// "What learning resources did he use?", or "what resources?" right after the education: what the owner learned
// from, as the education names it. Not "platforms" alone: "deployment to cloud platforms" is something learned.
export const RESOURCES =
  'resources?|materials?|tutorials?|learning platforms?|online courses?|(study|learning) (sites?|websites?)';
// "Does Kai have a degree?": the education, saying first whether content lists one.
export const DEGREE = 'degree|degrees|bachelor\\w*|masters?|bsc|msc|phd|university|college|computer science';
export const CAREER =
  'career|jobs?|work|working|worked|employ\\w*|roles?|position|experience|occupation|profession|company|companies|do for a living';
export const CURRENT = 'current|currently|now|today|present|these days';
// "Where does Kai work?" asks of the job held now.
export const CURRENT_JOB =
  'where (does|do) \\w+ work|where (is|are) \\w+ working|(current|present) (job|role|position|company|employer)';
// "What was Kai's first job in tech?" asks for the first role after the switch to code, not the first of all.
export const IN_TECH = 'tech|developer|development|software|coding|programming|dev|engineering';
export const DOING_NOW =
  '(do|doing) (now|today|these days|currently)|currently|right now|at the moment|nowadays|' +
  // "What's Kai's job title?", "is Kai employed?": the job held now.
  'job title|(current|present) title|is \\w+ (employed|working)$|' +
  '(what|whats|is) \\w+ up to|up to (these days|lately|now|today)|working on (now|today|these days)';
// "Does Kai live in Stockholm?": asked of a place the site does not name, the answer is where the owner is.
// ("Is he in a band?" is not a place: only questions that say living or being based count.)
export const LOCATION =
  'where .*(live|lives|living|based|from|located)|based (in|at)|lives? in|location|city|country|hometown|grow up|grew up|' +
  '^(is|does) \\w+ (still |currently )?(live|living|based|located|work|working) (in|near|around) \\w+( \\w+)?$';
// "What's his full name?": the owner's name (not "the name of his latest project").
export const NAME = 'full name|last name|surname|family name|real name|(his|her|your owners?) name$';
export const HOBBIES =
  'hobby|hobbies|interests?|free time|spare time|for fun|fun facts?|something fun|outside (of )?work|weekends?|' +
  // "Does he play video games?", "is he still coaching football?", "does he like football?": the owner's own words say.
  'video games|play games|plays games|a gamer|still coach\\w*|still play\\w*|(like|likes|love|loves|enjoy|enjoys) (football|soccer|sports?|games)';

// Time: "when did ...", "how long ...", "how many years of experience": answered from the dated entries.
// "Which databases has Kai used?", "what programming languages does he know": the skills of that kind, as the
// Skills page describes each one ("PostgreSQL database", "Python programming language").
// Not "testing frameworks" or "mobile frameworks": kinds the Skills page does not describe.
export const TECH_KIND_NOT =
  'testing|test|unit|mobile|game|gaming|machine learning|large language models?|data science|data|cloud|devops|orm|animation|component|state management|spoken';
// "His first language", "the language he uses most": one of them, which the site does not single out.
export const TECH_KIND_ONE = 'first|main|most|best|strongest|primary|favou?rite|preferred|top';
export const TECH_KIND =
  /\b(?:which|what|any|list|name|how many|with an?|use an?|uses an?|using an?)\b.*?\b(programming languages?|stylesheet languages?|languages?|databases?|css frameworks?|web frameworks?|frameworks?|librar(?:y|ies)|build tools?|design tools?|tools?|hosting)\b/;
export const SPOKEN = 'speak|speaks|spoken|fluent|fluently|native|mother tongue|bilingual';
// "What did Kai do in 2022?", "what was he doing in 2020", "where was he in 2021": one year, whatever the entries were.
export const IN_A_YEAR =
  /^(?:and )?(?:(?:what|where) (?:did \w+ do|was \w+ doing|was \w+|did \w+ work|happened|has \w+ done|was \w+ up to) (?:in|during) |in |what about |how about )?((?:19|20)\d\d)$/;
export const WHEN =
  'when|what year|which year|since when|how long|how many years|how much experience|years of experience|since what year|what date';
// "Which projects use React and Django?" asks for the work with both; not "which used React and which Django".
export const BOTH_TECHS =
  'both|(use|uses|used|using|built with|made with|with) \\w+( \\w+)? and (?!which|what|who|did|does|is|are)\\w+';
// "Which hackathon was about health?", "had an accessibility theme": the hackathons on a theme, not all of them.
export const THEME = 'about|theme|themes|themed|focused on|related to|to do with';
// "Which hackathon was he scrum master?", "which hackathons was he a designer": the owner's role, in the roles' own words.
export const ROLE_ASKED = /\b(?:was|were) (?:he|she|they) (?:a |an |the )?([a-z][a-z ]*)$/;
// Words of such a question that ask for the hackathons, not for their theme.
export const THEME_FILLER = new Set(
  'part take taken took join joined attend attended participate participated compete competed enter entered done list show all role team built build made make'.split(
    ' ',
  ),
);
// Words that say the question is about the owner's coding itself, not about one entry.

export const TIME_FILLER = new Set(
  'when year years long many much since start started starting begin began begun beginning first time date experience experienced code coding coder program programming programmer programmed develop developing developer development software dev devs engineer engineering career tech professionally professional learn learning learned learnt finish finished finishing end ended complete completed get got become became been total overall ago'.split(
    ' ',
  ),
);

/** Chat shorthand and question words typed in a hurry, read as the words they stand for. */
export const SHORTHAND: Readonly<Record<string, string>> = {
  wat: 'what',
  wht: 'what',
  whta: 'what',
  waht: 'what',
  hw: 'how',
  hwo: 'how',
  wen: 'when',
  whn: 'when',
  wher: 'where',
  wich: 'which',
  r: 'are',
  u: 'you',
  ur: 'your',
  abt: 'about',
  pls: 'please',
  plz: 'please',
  exp: 'experience',
  yrs: 'years',
  yr: 'year',
};

/** Every pattern above, for the speller's list of words visitors mean. */
export const PATTERNS = [
  HELP,
  NOT_IN_CONTENT,
  WORK_TERMS,
  THEME,
  SUMMARY,
  BOTH_TECHS,
  MENTORING,
  LEAD,
  SENIORITY,
  CONTACT,
  START_DATE,
  RECENT,
  EARLIEST,
  PROJECT_LIST,
  PROJECT_WORDS,
  THE_SITE,
  CAREER_ASKED,
  OWNER_PLAYED,
  BUILT_WORK,
  HACKATHONS,
  HACKATHON_ROLES,
  PROFILE_LINK_NOT,
  AGE,
  AGE_NOT,
  LEVEL_NOT_AGE,
  SKILL_WORDS,
  IN_TECH,
  AS_TITLE,
  CURRENT_JOB,
  ASKS_SKILL,
  ASKS_EXPERIENCE,
  BACKGROUND,
  EDUCATION,
  RESOURCES,
  CAREER,
  CURRENT,
  LOCATION,
  HOBBIES,
  NAME,
  DEGREE,
  WHEN,
  PITCH,
  DOING_NOW,
  LOOKING_FOR,
];
export const WORD_SETS = [GREETING_WORDS, PROFILE_WORDS, SKILL_FILLER, TIME_FILLER, THEME_FILLER];
