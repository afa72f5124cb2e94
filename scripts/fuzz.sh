#!/usr/bin/env bash
# Runs one fuzz target (tests/fuzz/) for real with libFuzzer, AddressSanitizer
# and UndefinedBehaviorSanitizer, built with clang in ./build-fuzz.
#
#   scripts/fuzz.sh TARGET SECONDS         fuzz for SECONDS
#   scripts/fuzz.sh TARGET --minimize FILE  shrink a crashing input
#   scripts/fuzz.sh TARGET --merge          add the new inputs that reach new code to the corpus (minimised)
#
# TARGET: campaign_open state_json command_json case_file map_json data_json.
# The repository's corpus (tests/fuzz/corpus/TARGET) is only read; new inputs go
# to build-fuzz/run/TARGET/scratch and crashes to build-fuzz/run/TARGET/findings.
# Installs clang and libclang-rt-14-dev when missing (only this script needs them).
set -euo pipefail
cd "$(dirname "$0")/.."

targets="campaign_open state_json command_json case_file map_json data_json"
target="${1:-}"
mode="${2:-}"
if [ -z "$target" ] || [ -z "$mode" ] || ! [[ " $targets " == *" $target "* ]]; then
  echo "usage: scripts/fuzz.sh TARGET SECONDS | TARGET --minimize FILE | TARGET --merge" >&2
  echo "targets: $targets" >&2
  exit 1
fi

bash scripts/deps.sh
missing=()
for p in clang libclang-rt-14-dev; do
  status=$(dpkg-query -W -f='${db:Status-Status}' "$p" 2>/dev/null || true)
  [ "$status" = "installed" ] || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "fuzz: installing ${missing[*]}"
  sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get update -qq
  $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

# The libraries are instrumented for coverage without libFuzzer's main
# (fuzzer-no-link); only the targets link it (tests/fuzz/CMakeLists.txt).
flags="-fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer -g"
cmake -S . -B build-fuzz -DCMAKE_BUILD_TYPE=RelWithDebInfo -DUMPIRE_FUZZ=ON -DUMPIRE_FULL_DEBUG_INFO=ON \
  -DCMAKE_C_COMPILER=clang -DCMAKE_CXX_COMPILER=clang++ \
  -DCMAKE_C_FLAGS="$flags" -DCMAKE_CXX_FLAGS="$flags" \
  -DCMAKE_EXE_LINKER_FLAGS="-fsanitize=address,undefined" >/dev/null
cmake --build build-fuzz -j"$(nproc)" --target "fuzz_$target"

binary="build-fuzz/tests/fuzz/fuzz_$target"
corpus="tests/fuzz/corpus/$target"
run="build-fuzz/run/$target"
scratch="$run/scratch"
findings="$run/findings"
mkdir -p "$scratch" "$findings"

# Inputs up to the largest seed (campaign files and stored states are tens of
# KB), 2 GB of memory, and 20 s for one input: anything slower is a finding.
case "$target" in
  campaign_open | state_json) max_len=131072 ;;
  *) max_len=32768 ;;
esac
export ASAN_OPTIONS="detect_leaks=1:abort_on_error=1:symbolize=1"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
common=(-max_len="$max_len" -rss_limit_mb=2048 -timeout=20)

case "$mode" in
  --minimize)
    file="${3:?scripts/fuzz.sh TARGET --minimize FILE}"
    "$binary" "${common[@]}" -minimize_crash=1 -runs=20000 -exact_artifact_path="$file.min" "$file"
    echo "fuzz: minimised input in $file.min"
    ;;
  --merge)
    "$binary" "${common[@]}" -merge=1 "$corpus" "$scratch"
    echo "fuzz: $corpus now holds $(ls "$corpus" | wc -l) inputs ($(du -sb "$corpus" | cut -f1) bytes)"
    ;;
  *)
    [[ "$mode" =~ ^[0-9]+$ ]] || { echo "fuzz: SECONDS must be a number" >&2; exit 1; }
    status=0
    # Fork mode goes on after a crash, so one run reports every kind it finds.
    "$binary" "${common[@]}" -max_total_time="$mode" -fork=1 -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1 \
      -print_final_stats=1 -print_funcs=0 -artifact_prefix="$findings/" "$scratch" "$corpus" || status=$?
    echo "fuzz: new inputs in $scratch ($(ls "$scratch" | wc -l)); findings in $findings ($(ls "$findings" | wc -l))"
    exit $status
    ;;
esac
