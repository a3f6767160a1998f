/** One instruction of a Dockerfile: its keyword (upper case), its arguments and the line it starts on. */
export type Instruction = { keyword: string; args: string; line: number };
export type Stage = { name: string; from: string; instructions: Instruction[] };

/** The instructions, continuation lines joined, comments and blank lines left out. */
export const parseDockerfile = (text: string): Instruction[] => {
  const instructions: Instruction[] = [];
  let pending: { text: string; line: number } | undefined;
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    if (!pending && (line === '' || line.startsWith('#'))) return;
    if (pending && line.startsWith('#')) return;
    const continued = line.endsWith('\\');
    const part = continued ? line.slice(0, -1).trim() : line;
    pending = pending ? { ...pending, text: `${pending.text} ${part}` } : { text: part, line: index + 1 };
    if (continued) return;
    const [keyword = '', ...rest] = pending.text.split(/\s+/);
    instructions.push({ keyword: keyword.toUpperCase(), args: rest.join(' '), line: pending.line });
    pending = undefined;
  });
  return instructions;
};

/** The stages, each with the instructions after its FROM (`FROM image AS name`; unnamed stages get their index). */
export const stagesOf = (instructions: readonly Instruction[]): Stage[] => {
  const stages: Stage[] = [];
  for (const instruction of instructions) {
    if (instruction.keyword === 'FROM') {
      const words = instruction.args.split(/\s+/).filter((word) => !word.startsWith('--'));
      const as = words.findIndex((word) => word.toLowerCase() === 'as');
      stages.push({
        name: as >= 0 ? (words[as + 1] ?? '') : String(stages.length),
        from: words[0] ?? '',
        instructions: [],
      });
    } else stages.at(-1)?.instructions.push(instruction);
  }
  return stages;
};
