import type { Ctx } from './context';
import { entryLine, remoteFor, type Entry } from './entryText';
import { answer, type Answer } from './markdown';
import { chronological } from '../facts';
import { sentencesOf } from '../passages';
import { tokens } from '../text';
import { commonWords } from '../lexicon/english';
import { capitalised } from './prose';
import { givenAsPlace } from './entryClaims';

// "Has she ever lived in Paris?", "did he live in Berlin?": where the owner is based, and the jobs
// and studies placed there in person; an employer there worked for remotely is not living there.
const LIVED_IN =
  /^(?:and )?(?:did|has|have|had|was|were) (?:she|he|they|\w+) (?:ever |also |previously )?(?:live|lived|living|been living|been based|based|resided) in (?:the )?(\w+)\b/;

export function livedIn(ctx: Ctx): Answer | undefined {
  const place = LIVED_IN.exec(ctx.q.words.join(' '))?.[1];
  if (!place || !ctx.q.yesNo || commonWords().has(place) || !givenAsPlace(ctx, place)) return undefined;
  const written = capitalised(place);
  const line = (e: Entry) => `- ${entryLine(e)}${e.entry.location ? `, ${e.entry.location}` : ''}`;
  if (tokens(ctx.cat.owner.location ?? '').includes(place))
    return answer(`Yes: ${ctx.v.name} is based in ${ctx.cat.owner.location}.`);
  const placed = chronological(
    ctx.cat.entries.filter(
      (e) => e.section.id !== 'personal' && tokens(e.entry.location ?? '').includes(place),
    ),
  );
  const inPerson = placed.filter((e) => !remoteFor(e.entry.location ?? '', place));
  // The owner's own words on the place: "I never moved there".
  const said = placed.flatMap((e) =>
    sentencesOf(e.entry.content).filter((s) => /\bmov(?:e|ed)\b|\blived?\b/i.test(s)),
  );
  const own = said.length ? `\nIn ${ctx.v.their} own words: “${said.join(' ')}”` : '';
  const based = ctx.cat.owner.location
    ? ` ${capitalised(ctx.v.their)} base on the site is ${ctx.cat.owner.location}.`
    : '';
  if (inPerson.length)
    return answer(
      `The site doesn't say where ${ctx.v.name} lived, but it places this in ${written}:\n${inPerson.map(line).join('\n')}${own}`,
      inPerson,
    );
  return answer(
    `Not that the site says: it places no job or study of ${ctx.v.name}'s in ${written} in person.${based}${placed.length ? `\nWorked remotely for an employer or client there:\n${placed.map(line).join('\n')}` : ''}${own}`,
    placed,
  );
}
