// The core benches, one descriptor a cipher (hdl/tb/<id>/bench.mjs; the runner, the driver and
// the bench top they describe are hdl/tb/core-bench.mjs, core_tb.cpp and core-tb.mjs). The only
// bench file that names the ciphers: a new cipher's bench is its descriptor and a line here.
import des from './des/bench.mjs';
import mars from './mars/bench.mjs';
import rc6 from './rc6/bench.mjs';
import serpent from './serpent/bench.mjs';
import twofish from './twofish/bench.mjs';

/** cipher id (registry/ciphers.json) → its bench's descriptor (hdl/tb/core-bench.mjs, CoreBench). */
export const benches = { serpent, twofish, rc6, mars, des };
