#!/usr/bin/env bash
# Builds everything with AddressSanitizer and UndefinedBehaviorSanitizer (gcc)
# in ./build-asan and runs every test: the unit tests, the conformance cases,
# the fuzz corpora and reproducers, and the GUI screenshot under Xvfb. Any
# sanitizer report fails the test it happens in. Extra arguments go to ctest
# (e.g. -R cases).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/deps.sh

flags="-fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer -g"
cmake -S . -B build-asan -DCMAKE_BUILD_TYPE=RelWithDebInfo -DUMPIRE_FULL_DEBUG_INFO=ON \
  -DCMAKE_C_FLAGS="$flags" -DCMAKE_CXX_FLAGS="$flags" \
  -DCMAKE_EXE_LINKER_FLAGS="-fsanitize=address,undefined" >/dev/null
cmake --build build-asan -j"$(nproc)"

# Leaks inside the system's Mesa, GLX and X libraries are not ours: see the file.
export LSAN_OPTIONS="suppressions=$PWD/tests/sanitize/lsan.supp:print_suppressions=0"
export ASAN_OPTIONS="detect_leaks=1:abort_on_error=1:strict_string_checks=1:detect_stack_use_after_return=1"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
cd build-asan
# The sanitized build is several times slower: one test at a time per core, with room.
# The GUI test runs with leak detection off (memory errors and undefined
# behaviour are still fatal): Mesa's software GL driver is unloaded before the
# process exits, so LeakSanitizer can neither name nor suppress what it keeps.
status=0
ctest --output-on-failure -j"$(nproc)" --timeout 1800 -E '^gui\.' "$@" || status=1
ASAN_OPTIONS="$ASAN_OPTIONS:detect_leaks=0" ctest --output-on-failure --timeout 1800 -R '^gui\.' "$@" || status=1
exit $status
