// An RTL file's text as Yosys reads it for a figure. Yosys's read_verilog defines SYNTHESIS,
// so a region only the simulation models read (`ifndef SYNTHESIS, or the `else of an `ifdef
// SYNTHESIS: serpent_sbox_layer.sv's and aes_sbox_composite.sv's simulation forms) is not its
// input, and neither is a comment (but for the pragmas Yosys reads in comments: synopsys and
// synthesis ones). A figure's hash reads this text rather than the file, so a change to a
// core's simulation form or to its comments alone (issue #47) leaves its synthesis figures
// current. What is dropped leaves its line breaks: Yosys's internal cell names carry source
// line numbers, which change what ABC makes of the netlist (scripts/TOOLCHAIN.md), so a
// change that moves the lines after it still marks the figures.

const directive = /^\s*`(ifdef|ifndef|elsif|else|endif)\b\s*(\w+)?/;
const pragma = /synopsys|synthesis|translate_(on|off)/;

/** `text` without its comments (but pragmas), each comment's line breaks kept. */
export function withoutComments(text) {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const two = text.slice(i, i + 2);
    if (text[i] === '"') {
      const end = text.slice(i + 1).search(/(?<!\\)"/);
      if (end < 0 || text.slice(i + 1, i + 1 + end).includes('\n'))
        throw new Error(`a string that does not end on its line: ${text.slice(i, i + 40)}`);
      out += text.slice(i, i + end + 2);
      i += end + 2;
    } else if (two === '//' || two === '/*') {
      const close = two === '//' ? text.indexOf('\n', i) : text.indexOf('*/', i + 2);
      if (two === '/*' && close < 0) throw new Error(`a /* comment without */: ${text.slice(i, i + 40)}`);
      const end = close < 0 ? text.length : two === '//' ? close : close + 2;
      const comment = text.slice(i, end);
      out += pragma.test(comment) ? comment : comment.replace(/[^\n]/g, '');
      i = end;
    } else {
      out += text[i];
      i += 1;
    }
  }
  return out;
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
      if (!kind && /`(ifdef|ifndef|elsif|else|endif)\b/.test(line))
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
