#!/usr/bin/env python3
"""Vendor project scripts for an exported board project, written by Edalize.

    python3 board/export/edalize_vendor.py DESCRIPTION.json OUT_DIR

DESCRIPTION.json is {"backend": {"api": "flow" | "tool", "name": "vivado" | "quartus" | ...},
"edam": {...}}: an EDAM description (Edalize's format: name, toplevel, files, parameters, and
flow_options for the flow API or tool_options for the legacy tool API) whose file names are
relative to OUT_DIR. Runs only the backend's configure step, which writes the tool's project
scripts and Makefile into OUT_DIR; the vendor tool itself is not needed. Prints the files it
wrote (relative to OUT_DIR, sorted) as JSON on stdout.

board/export (the project generator) calls this once per board at build time: the output
depends only on the board, the export's fixed file list and the top level's parameters.
"""

import importlib
import json
import logging
import os
import sys


def configure(backend, edam, out_dir):
    os.makedirs(out_dir, exist_ok=True)
    api, name = backend['api'], backend['name']
    if api == 'flow':
        module = importlib.import_module(f'edalize.flows.{name}')
        flow_class = getattr(module, name.capitalize())
        flow_class(edam, out_dir, verbose=False).configure()
    elif api == 'tool':
        from edalize.edatool import get_edatool

        tool = get_edatool(name)(edam=edam, work_root=out_dir, verbose=False)
        if name == 'quartus':
            # Edalize asks quartus_sh which edition is installed and picks its Makefile;
            # without Quartus it assumes Standard. Fix it, so the scripts do not depend on
            # the machine that writes them (the DE10-Lite uses Quartus Prime Lite, which
            # takes Standard's flow).
            tool.isPro = False
        tool.configure()
    else:
        raise SystemExit(f"edalize_vendor: unknown backend api '{api}' (flow or tool)")
    written = []
    for folder, _, files in os.walk(out_dir):
        for file in files:
            written.append(os.path.relpath(os.path.join(folder, file), out_dir).replace(os.sep, '/'))
    return sorted(written)


def main(argv):
    if len(argv) != 3:
        raise SystemExit(__doc__.strip().split('\n\n')[1])
    with open(argv[1], encoding='utf-8') as f:
        description = json.load(f)
    # Edalize logs warnings (a deprecated backend, no vendor tool found) that are expected
    # here: only the scripts are wanted.
    logging.basicConfig(level=logging.ERROR)
    written = configure(description['backend'], description['edam'], argv[2])
    json.dump(written, sys.stdout)
    sys.stdout.write('\n')


if __name__ == '__main__':
    main(sys.argv)
