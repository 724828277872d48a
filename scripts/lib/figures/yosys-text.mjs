// An RTL file's text as Yosys reads it for a figure. Yosys's read_verilog defines SYNTHESIS,
// so a region only the simulation models read (`ifndef SYNTHESIS, or the `else of an `ifdef
// SYNTHESIS: serpent_sbox_layer.sv's and aes_sbox_composite.sv's simulation forms) is not its
// input, and neither is a comment (but for the pragmas Yosys reads in comments: synopsys and
// synthesis ones). A figure's hash reads this text rather than the file, so a change to a
// core's simulation form or to its comments alone (issue #47) leaves its synthesis figures
// current. What is dropped leaves its line breaks: Yosys's internal cell names carry source
// line numbers, which change what ABC makes of the netlist (scripts/TOOLCHAIN.md), so a
// change that moves the lines after it still marks the figures.

const conditional = 'ifdef|ifndef|elsif|else|endif';
const directive = new RegExp(`^\\s*\`(${conditional})\\b\\s*(\\w+)?`);
const anyDirective = new RegExp(`\`(${conditional})\\b`);
const pragma = /synopsys|synthesis|translate_(on|off)/;
// A string, a // comment or a /* */ comment; an opening quote or /* alone is one left open.
const stringOrComment = /"(?:[^"\\\n]|\\.)*"|"|\/\/[^\n]*|\/\*[\s\S]*?\*\/|\/\*/g;

/** `text` without its comments (but pragmas), each comment's line breaks kept. */
export function withoutComments(text) {
  return text.replace(stringOrComment, (found, at) => {
    if (found === '"') throw new Error(`a string that does not end on its line: ${text.slice(at, at + 40)}`);
    if (found === '/*') throw new Error(`a /* comment without */: ${text.slice(at, at + 40)}`);
    return found.startsWith('"') || pragma.test(found) ? found : found.replace(/[^\n]/g, '');
  });
}

/** Whether Yosys reads the lines inside the conditionals `open` (innermost last). */
const reads = (open) => open.every((c) => !c.synthesis || c.taken);

/**
 * `text` as Yosys reads it (SYNTHESIS defined): the lines it skips empty, comments but pragmas
 * left out, line breaks kept. Throws, naming `file` and the line, on what it cannot follow.
 */
export function yosysText(text, file = 'the file') {
  const open = []; // one entry a conditional: { synthesis: about SYNTHESIS, taken: Yosys reads its branch }
  const kept = withoutComments(text)
    .split('\n')
    .map((line, i) => {
      const where = `${file}:${i + 1}`;
      const [, kind, name] = line.match(directive) ?? [];
      if (!kind && anyDirective.test(line))
        throw new Error(`${where}: a conditional directive that does not start its line: ${line.trim()}`);
      if (!kind) return reads(open) ? line.trimEnd() : '';
      // A directive is read where the conditional it belongs to is: outside it.
      if (kind === 'ifdef' || kind === 'ifndef') {
        const keep = reads(open);
        const synthesis = name === 'SYNTHESIS';
        open.push({ synthesis, taken: synthesis ? kind === 'ifdef' : true });
        return keep ? line.trimEnd() : '';
      }
      const c = open.at(-1);
      if (!c) throw new Error(`${where}: \`${kind} without \`ifdef`);
      const keep = reads(open.slice(0, -1));
      if (kind === 'elsif' && c.synthesis)
        throw new Error(`${where}: \`elsif in an \`ifdef SYNTHESIS is not followed; write \`else and a nested \`ifdef`);
      if (kind === 'else' && c.synthesis) c.taken = !c.taken;
      if (kind === 'endif') open.pop();
      return keep ? line.trimEnd() : '';
    });
  if (open.length) throw new Error(`${file}: ${open.length} conditional(s) without \`endif`);
  return kept.join('\n');
}
