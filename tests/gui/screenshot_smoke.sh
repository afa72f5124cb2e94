#!/usr/bin/env bash
# GUI smoke test: under Xvfb the program renders a few frames of the sample
# campaign and writes a PNG that exists and is not blank.
set -euo pipefail
umpire=$1
out_dir=$2
export XDG_CONFIG_HOME="$out_dir/gui-smoke/config" XDG_DATA_HOME="$out_dir/gui-smoke/data"
rm -rf "$out_dir/gui-smoke"
mkdir -p "$out_dir/gui-smoke"
png="$out_dir/gui-smoke/shot.png"
# The screenshot command fails when every pixel of the frame is the same colour.
xvfb-run -a -s "-screen 0 1600x1000x24" "$umpire" screenshot --frames 3 --show journal --show dice "$png"
test -s "$png" || { echo "no screenshot written"; exit 1; }
# Independent check of the file itself: a PNG signature and a size that a
# uniform frame would not reach.
head -c 8 "$png" | od -An -tx1 | grep -q "89 50 4e 47 0d 0a 1a 0a" || { echo "not a PNG"; exit 1; }
size=$(stat -c %s "$png")
[ "$size" -gt 20000 ] || { echo "screenshot suspiciously small ($size bytes): blank?"; exit 1; }
echo "screenshot ok: $png ($size bytes)"

# The sample is a Soldier King campaign: its map and army windows render too.
map_png="$out_dir/gui-smoke/map.png"
xvfb-run -a -s "-screen 0 1600x1000x24" "$umpire" screenshot --frames 3 --show map --show army "$map_png"
size=$(stat -c %s "$map_png")
[ "$size" -gt 50000 ] || { echo "map screenshot suspiciously small ($size bytes)"; exit 1; }
echo "map screenshot ok: $map_png ($size bytes)"

# The kit's Rules window and Turn panel render for the sample's game.
kit_png="$out_dir/gui-smoke/kit.png"
xvfb-run -a -s "-screen 0 1600x1000x24" "$umpire" screenshot --frames 3 --show rules --show turn "$kit_png"
size=$(stat -c %s "$kit_png")
[ "$size" -gt 50000 ] || { echo "rules and turn screenshot suspiciously small ($size bytes)"; exit 1; }
echo "rules and turn screenshot ok: $kit_png ($size bytes)"

# A player's view: --view-as takes a faction's id or name; an unknown one is
# refused with the factions of the campaign.
view_png="$out_dir/gui-smoke/view.png"
xvfb-run -a -s "-screen 0 1600x1000x24" "$umpire" screenshot --frames 3 --view-as Argozia "$view_png"
test -s "$view_png" || { echo "no player's view written"; exit 1; }
if xvfb-run -a -s "-screen 0 1600x1000x24" "$umpire" screenshot --frames 3 --view-as nobody \
    "$out_dir/gui-smoke/nobody.png" 2> "$out_dir/gui-smoke/nobody.err"; then
  echo "--view-as nobody was accepted"; exit 1
fi
grep -q 'no faction "nobody"' "$out_dir/gui-smoke/nobody.err" || { echo "no refusal for --view-as nobody"; exit 1; }
grep -q 'argozia (Argozia)' "$out_dir/gui-smoke/nobody.err" || { echo "the factions are not listed"; exit 1; }
echo "player's view ok: $view_png"

# A 1631 campaign: its map, tracks and action windows render, as a side sees them.
flammes="$out_dir/gui-smoke/1631.umpire"
"$umpire" new "$flammes" --game 1631 > /dev/null
flammes_png="$out_dir/gui-smoke/1631.png"
xvfb-run -a -s "-screen 0 1600x1000x24" "$umpire" screenshot --frames 3 --size 1280x800 --campaign "$flammes" \
  --show map --show tracks --show action --view-as imperial "$flammes_png"
size=$(stat -c %s "$flammes_png")
[ "$size" -gt 50000 ] || { echo "1631 screenshot suspiciously small ($size bytes)"; exit 1; }
echo "1631 windows ok: $flammes_png ($size bytes)"
