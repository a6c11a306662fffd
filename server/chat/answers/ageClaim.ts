// "Is she 30?", "is he over 30?", "is she in her 30s?": an age claimed of the owner, which the
// birth date on the site (the player-stats "Level") answers yes or no.

type Claim = { op: 'is' | 'over' | 'under' | 'decade'; n: number };

const CLAIM =
  /^(?:is|are) \S+ (?:(over|under|older than|younger than|above|below|at least) )?(\d{2})(?: years? old| yo)?$/;
const DECADE = /^(?:is|are) \S+ in (?:his|her|their|the) (\d)0s$/;

/** The age a yes/no question claims, if it claims one. */
export function ageClaim(words: readonly string[]): Claim | undefined {
  const text = words.join(' ');
  const decade = DECADE.exec(text);
  if (decade) return { op: 'decade', n: Number(decade[1]) * 10 };
  const m = CLAIM.exec(text);
  if (!m) return undefined;
  const op = !m[1] ? 'is' : /over|older|above|least/.test(m[1]) ? 'over' : 'under';
  return { op, n: Number(m[2]) };
}

/** "Yes" or "No" to an age claimed, by the owner's age now. */
export function ageVerdict(claim: Claim, age: number): 'Yes' | 'No' {
  const holds =
    claim.op === 'is'
      ? age === claim.n
      : claim.op === 'over'
        ? age > claim.n
        : claim.op === 'under'
          ? age < claim.n
          : Math.floor(age / 10) * 10 === claim.n;
  return holds ? 'Yes' : 'No';
}
