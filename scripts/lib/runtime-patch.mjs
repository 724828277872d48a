// One edit to Verilator's runtime library before it is compiled, for the size of every model.
//
// Verilator 5.006's VerilatedContext::addModel formats an error message (a model Verilated
// with more threads than its context has; never the case here) with std::ostringstream. That
// one use links libc++'s streams and locales into every model: about 29 KB of each .wasm at
// gzip -9 (aes128-enc-sp10m3-cfp-online-all: 350,246 → 321,438 B), and no other code of the
// runtime or the models needs them. The copy the build compiles builds the same message with
// std::string; everything else in the file is Verilator's.

const addModelMessage = {
  stream: `        std::ostringstream msg;
        msg << "VerilatedContext has " << m_threads << " threads but model '"
            << modelp->modelName() << "' (instantiated as '" << modelp->hierName()
            << "') was Verilated with --threads " << modelp->threads() << ".\\n";
        const std::string str = msg.str();`,
  string: `        const std::string str = "VerilatedContext has " + std::to_string(m_threads)
                                + " threads but model '" + modelp->modelName()
                                + "' (instantiated as '" + modelp->hierName()
                                + "') was Verilated with --threads "
                                + std::to_string(modelp->threads()) + ".\\n";`,
};

/** The source the build compiles for runtime file `name` (e.g. 'verilated.cpp'), given Verilator's. */
export function patchRuntimeSource(name, text) {
  if (name !== 'verilated.cpp') return text;
  const at = text.indexOf(addModelMessage.stream);
  if (at < 0 || text.indexOf(addModelMessage.stream, at + 1) >= 0) {
    throw new Error(
      'verilated.cpp: VerilatedContext::addModel is not the one of Verilator 5.006 that ' +
        'scripts/lib/runtime-patch.mjs edits; update the edit for this Verilator version',
    );
  }
  return text.replace(addModelMessage.stream, addModelMessage.string);
}
