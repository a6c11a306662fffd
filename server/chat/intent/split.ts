// Two questions in one message ("Where is Kai based and how can I contact him?", "What hackathons has
// Kai done? Which did he lead?") are answered one after the other. A message splits at the end of a
// sentence, and at "and", "also" or a comma when a new question starts right after it, so names that
// hold an "and" ("Coach and Talent Coordinator") stay whole.

const ASKING =
  'what|whats|how|hows|where|wheres|when|which|who|whos|why|does|do|did|is|are|was|were|has|have|can|could|tell|show|list|give';
const SENTENCE_END = /[?!]+\s*|\.\s+(?=[A-Za-z])/;
const JOIN = new RegExp(
  `\\s*(?:,|;)?\\s+(?:and|also|plus)\\s+(?=(?:${ASKING})\\b)|\\s*[,;]\\s+(?=(?:${ASKING})\\b)`,
  'i',
);

/** At most this many questions are answered from one message; the rest is read as part of the last. */
export const MAX_QUESTIONS = 3;

// A sentence can only split at a join if it holds a comma, a semicolon or one of the joining words.
const MAY_JOIN = /[,;]|\b(?:and|also|plus)\b/i;

// Most messages are one sentence with at most a closing mark and no joining word: nothing to split.
const ONE_SENTENCE = /^[^?!.,;]*[?!.]*$/;

// "His projects and his skills", "how many projects and hackathons has he done": two topics joined in one
// question are asked one after the other, each in the question's own words.
const TOPIC =
  '(projects?|hackathons?|skills?|technologies|tech stack|experience|career|jobs?|education|studies)';
const TOPICS = new RegExp(`\\b${TOPIC}(\\s*(?:,|and|&|plus)\\s+(?:(?:his|her|their|the) )?)${TOPIC}\\b`, 'i');
const FAMILY: Record<string, string> = {
  technologies: 'skill',
  'tech stack': 'skill',
  experience: 'career',
  job: 'career',
  studies: 'education',
};
const family = (topic: string) => {
  const word = topic.toLowerCase().replace(/s$/, '');
  return FAMILY[topic.toLowerCase()] ?? FAMILY[word] ?? word;
};

// "Which projects and hackathons use React?" is one question: the technology's answer has both.
const BUILT_WITH = /\b(?:use|uses|used|using|built with|made with|written in)\b/i;

function splitTopics(question: string): string[] {
  const m = TOPICS.exec(question);
  if (!m || family(m[1]!) === family(m[3]!)) return [question];
  const before = question.slice(0, m.index);
  const after = question.slice(m.index + m[0].length);
  if (BUILT_WITH.test(after)) return [question];
  return [before + m[1] + after, before + m[3] + after];
}

export function splitQuestions(message: string): string[] {
  const questions = splitSentences(message);
  if (questions.length >= MAX_QUESTIONS) return questions;
  const topics = questions.flatMap(splitTopics);
  return topics.length <= MAX_QUESTIONS ? topics : questions;
}

function splitSentences(message: string): string[] {
  if (ONE_SENTENCE.test(message) && !MAY_JOIN.test(message)) {
    const part = message.replace(/[?!.]+$/, '').trim();
    return /[a-z0-9]/i.test(part) ? [part] : [];
  }
  const parts = message
    .split(SENTENCE_END)
    .flatMap((sentence) => (MAY_JOIN.test(sentence) ? sentence.split(JOIN) : [sentence]))
    .map((part) => part.trim())
    .filter((part) => /[a-z0-9]/i.test(part));
  if (parts.length <= MAX_QUESTIONS) return parts;
  return [...parts.slice(0, MAX_QUESTIONS - 1), parts.slice(MAX_QUESTIONS - 1).join(' ')];
}
