// A register stage's readable name from what its cs_stage_reg knows (hdl/rtl/common/cs_stage_reg.sv):
// "r<unit>.<position><sub>", where the position is word `position` (0-based) of the cipher's
// space-separated `positions` ("in sbox shift mix ark": "r3.sbox", "r3.sbox2", "r1.ark"), the
// sub-register number is left out when 0 and so is "r<unit>." when unit is 0 ("in", "loop").
// Built here once, not in the model: as an initial block of every stage it was string code
// repeated per instance (81 in AES SP-10-3). No streams: the WebAssembly build leaves libc++'s
// out (scripts/lib/runtime-patch.mjs).
#pragma once

#include <string>

inline std::string cs_stage_name(const char* positions, int position, int sub, int unit) {
  const std::string list = positions ? positions : "";
  std::string name;
  size_t start = 0;
  for (int i = 0; start <= list.size(); ++i) {
    const size_t end = std::min(list.find(' ', start), list.size());
    if (i == position) {
      name = list.substr(start, end - start);
      break;
    }
    start = end + 1;
  }
  if (sub != 0) name += std::to_string(sub);
  if (unit != 0) name = "r" + std::to_string(unit) + "." + name;
  return name;
}
