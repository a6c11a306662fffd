import { effectsTable, toMermaid } from './mermaid';
import { machineCatalog, type MachineEntry } from './catalog';

// The files `npm run machines` writes into docs/machines/, as path → content, so the stale-diagram
// test can compare them without writing anything.
const GENERATED =
  '<!-- Generated from the machine by `npm run machines`; edit the machine, not this file. -->';

const link = (path: string) => `[${path}](../../${path})`;

function machinePage(entry: MachineEntry): string {
  const effects = effectsTable(entry.machine);
  return [
    GENERATED,
    `# ${entry.machine.id}`,
    '',
    `Drives ${entry.flow}. Defined as \`${entry.name}\` in ${link(`machines/${entry.file}.ts`)}; run by ${entry.usedBy.map(link).join(' and ')}.`,
    '',
    '```mermaid',
    toMermaid(entry.machine),
    '```',
    ...(effects.length ? ['', ...effects] : []),
    '',
  ].join('\n');
}

function index(): string {
  return [
    GENERATED,
    '# Machines',
    '',
    'One XState machine per flow. Each page shows the machine as a Mermaid state diagram (GitHub draws',
    'it), drawn from the definition itself, with the actors and actions each state runs.',
    'See the main README for opening a machine in the Stately visualizer or watching it live in the inspector.',
    '',
    '| machine | drives | used by |',
    '|---|---|---|',
    ...machineCatalog.map(
      (e) => `| [${e.machine.id}](${e.file}.md) | ${e.flow} | ${e.usedBy.map(link).join(', ')} |`,
    ),
    '',
  ].join('\n');
}

export const DOCS_DIR = 'docs/machines';

export function machineDocs(): Map<string, string> {
  return new Map([
    [`${DOCS_DIR}/README.md`, index()],
    ...machineCatalog.map((entry): [string, string] => [`${DOCS_DIR}/${entry.file}.md`, machinePage(entry)]),
  ]);
}
