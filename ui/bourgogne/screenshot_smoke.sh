#!/bin/sh
# Pictures of the Bourgogne windows along the "done when" walk: the test
# tests/ui/bourgogne_done_when_test.cpp keeps a copy of its campaign at each
# stage (UMPIRE_GDB_WALK_KEEP), and the program draws each headless at
# 1280x800 and 1920x1080: the map (the umpire's and a camp's view), the
# Combats window, the Battle window at a secret marker choice (the curtain)
# and after the reveal, and the siege at the table. Then look at them.
#   ui/bourgogne/screenshot_smoke.sh [BUILD_DIR] [OUT_DIR]
set -eu
build=${1:-build}
out=${2:-/tmp/gdb-shots}
mkdir -p "$out"
UMPIRE_GDB_WALK_KEEP="$out" "$build/tests/umpire_tests" -tc="GdB done when*" >"$out/test.log" 2>&1 ||
  { cat "$out/test.log"; exit 1; }
shot() {
  name=$1; size=$2; file=$3; shift 3
  xvfb-run -a -s "-screen 0 1920x1080x24" "$build/src/app/umpire" screenshot "$out/$name-$size.png" \
    --size "$size" --campaign "$out/$file.umpire" "$@"
}
for size in 1280x800 1920x1080; do
  shot map "$size" gdb-end --show map --show turn
  shot map-swiss "$size" gdb-end --show map --view-as swiss
  shot combats "$size" gdb-siege --show combats --show turn
  shot curtain "$size" gdb-curtain --show battle
  shot revealed "$size" gdb-revealed --show battle
  shot siege "$size" gdb-siege --show combats
  shot corrections "$size" gdb-end --show corrections --show map
done
echo "pictures in $out"
