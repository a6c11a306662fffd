import { careerOf, chronological, educationOf, monthOf, spanOf } from '../facts';
import { isCertificate } from './certificates';
import type { Ctx } from './context';
import { at, entryLine, type Entry } from './entryText';
import { answer, itemLink, when, type Answer } from './markdown';

// "Was that after she graduated?", "did he take the job before finishing his degree?": the one job
// in view against the end of the owner's first finished degree, by the dates of both.

const STUDY = '(?:degree|studies|university|uni|college|course)';
const GRADUATING = new RegExp(
  `\\b(after|before) (?:(?:she|he|they) )?(?:graduated|graduating|graduation|(?:finished|finishing|completed|completing) (?:her|his|their|the) ${STUDY}|(?:her|his|their) (?:graduation|${STUDY}))\\b`,
);

/** The first study finished that is no certificate: the one a "graduated" means. */
function graduation(ctx: Ctx): Entry | undefined {
  const done = educationOf(ctx.cat).filter(
    (e) => e.entry.completed !== false && e.entry.end && e.entry.end !== 'present' && !isCertificate(e),
  );
  return chronological(done).sort((a, b) => monthOf(a.entry.end!) - monthOf(b.entry.end!))[0];
}

/** Whether a job came after, before or while a study, as asked. */
function placed(ctx: Ctx, job: Entry, study: Entry, askedAfter: boolean) {
  const done = monthOf(study.entry.end!);
  const span = spanOf(job.entry, ctx.now);
  const after = span.from >= done;
  const before = span.to <= done;
  const lead = (askedAfter ? after : before) ? 'Yes' : after || before ? 'No' : 'Partly';
  const during = span.from < done && span.to >= monthOf(study.entry.start ?? study.entry.end!);
  const how = after
    ? `began after ${ctx.v.name} finished`
    : during
      ? `${before ? 'was' : 'began'} while ${ctx.v.they} ${ctx.v.was} studying for`
      : 'was before';
  return { lead, how };
}

export function afterGraduating(ctx: Ctx): Answer | undefined {
  const m = ctx.q.yesNo ? GRADUATING.exec(ctx.q.words.join(' ')) : null;
  const jobs = ctx.focus.filter((i) => i.type === 'entry' && i.section.id === 'career') as Entry[];
  const job = jobs.length === 1 ? jobs[0] : undefined;
  if (!m || !job?.entry.start) return undefined;
  const study = graduation(ctx);
  if (!study) return undefined;
  const { lead, how } = placed(ctx, job, study, m[1] === 'after');
  return answer(`${lead}: ${entryLine(job)} ${how} ${entryLine(study)}.`, [job, study]);
}

// "His first job after uni?": the first job begun once the first degree was finished.
const FIRST_AFTER = new RegExp(
  `\\bfirst (?:real |proper |full time |fulltime )?(?:job|role|position|post|employer)\\b.*\\bafter (?:(?:she|he|they) )?(?:graduat\\w*|(?:finishing |completing )?(?:(?:her|his|their|the) )?${STUDY})\\b`,
);

export function firstJobAfterStudy(ctx: Ctx): Answer | undefined {
  if (!FIRST_AFTER.test(ctx.q.words.join(' '))) return undefined;
  const study = graduation(ctx);
  if (!study) return undefined;
  const done = monthOf(study.entry.end!);
  const job = chronological(careerOf(ctx.cat)).find((e) => e.entry.start && monthOf(e.entry.start) >= done);
  const finished = `${itemLink(study)}${at(study)} (finished in ${when(study.entry.end!)})`;
  return job
    ? answer(`${ctx.v.name}'s first job after ${finished}: ${entryLine(job)}.`, [job, study])
    : answer(`The site lists no job begun after ${finished}.`, [study]);
}
