#!/usr/bin/env bash
# Builds the libFuzzer targets of tests/fuzz (clang 14, -fsanitize=fuzzer,address,undefined, -DNC_FUZZ=ON)
# into build-fuzz/ and runs each for SECONDS, one after the other (docs/fuzzing.md).
#
#   bash bench/fuzz.sh SECONDS [TARGET...]     (default: all five targets; SECONDS 600 is the issue's goal)
#
# -len_control=0: mutations may use the whole -max_len from the start (the replay seeds are 5-14 KB, the
# dice seeds 1-7 KB; the default length control would cut their mutants to a few hundred bytes for minutes).
# Before fuzzing, each target replays its kept crashers (tests/fuzz/regressions/<target>/). New corpus
# entries go to build-fuzz/corpus/<target>/ (the seeds in tests/fuzz/corpus/ are only read), crash,
# timeout, leak and out-of-memory inputs to build-fuzz/artifacts/<target>/, the full output to
# build-fuzz/logs/<target>.log. Prints one summary line per target and exits 1 if any target found something.
# A benchmark-style script, not part of ctest. NC_FUZZ_JOBS: build parallelism (default 2).
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)

SECONDS_EACH=${1:-}
if ! [[ "$SECONDS_EACH" =~ ^[0-9]+$ ]] || [ "$SECONDS_EACH" -lt 1 ]; then
  echo "usage: bash bench/fuzz.sh SECONDS [fuzz_state|fuzz_catalog|fuzz_replay|fuzz_scan_payload|fuzz_dice ...]" >&2
  exit 2
fi
shift
ALL_TARGETS=(fuzz_state fuzz_catalog fuzz_replay fuzz_scan_payload fuzz_dice)
TARGETS=("$@")
[ ${#TARGETS[@]} -eq 0 ] && TARGETS=("${ALL_TARGETS[@]}")
for t in "${TARGETS[@]}"; do
  [[ " ${ALL_TARGETS[*]} " == *" $t "* ]] || { echo "fuzz.sh: unknown target $t (${ALL_TARGETS[*]})" >&2; exit 2; }
done

# --- Debian's clang 14 and its runtime libraries (libFuzzer, ASan, UBSan), and what the fuzz build needs --
bash "$ROOT/scripts/install-deps.sh" clang libclang-rt-14-dev cmake ninja-build nlohmann-json3-dev

# --- build ----------------------------------------------------------------------------------------------
BUILD=$ROOT/build-fuzz
LAUNCHER=()
command -v ccache >/dev/null && LAUNCHER=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
CC=clang-14 CXX=clang++-14 cmake -S "$ROOT" -B "$BUILD" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DNC_FUZZ=ON \
  "${LAUNCHER[@]}" >/dev/null
cmake --build "$BUILD" --target "${TARGETS[@]}" --parallel "${NC_FUZZ_JOBS:-2}"

# --- run ------------------------------------------------------------------------------------------------
declare -A MAX_LEN=([fuzz_state]=65536 [fuzz_catalog]=262144 [fuzz_replay]=131072 [fuzz_scan_payload]=256
                   [fuzz_dice]=65536)
declare -A CORPUS=([fuzz_state]=state [fuzz_catalog]=catalog [fuzz_replay]=replay [fuzz_scan_payload]=scan_payload
                  [fuzz_dice]=dice)
declare -A DICT=([fuzz_state]=state.dict [fuzz_catalog]=state.dict [fuzz_replay]=state.dict
                 [fuzz_scan_payload]=scan_payload.dict [fuzz_dice]=dice.dict)
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1:symbolize=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
export ASAN_SYMBOLIZER_PATH=${ASAN_SYMBOLIZER_PATH:-$(command -v llvm-symbolizer-14 || true)}

mkdir -p "$BUILD/logs"
SUMMARY=()
FOUND=0
for t in "${TARGETS[@]}"; do
  bin=$BUILD/tests/fuzz/$t
  regressions=$ROOT/tests/fuzz/regressions/$t
  artifacts=$BUILD/artifacts/$t
  corpus=$BUILD/corpus/$t
  log=$BUILD/logs/$t.log
  mkdir -p "$artifacts" "$corpus"
  : >"$log"
  status=0
  # 1. The kept crashers must run clean (libFuzzer runs each file given by name once).
  mapfile -t kept < <(find "$regressions" -type f ! -name .gitkeep 2>/dev/null | sort)
  if [ ${#kept[@]} -gt 0 ]; then
    "$bin" -timeout=10 -rss_limit_mb=4096 "${kept[@]}" >>"$log" 2>&1 || status=$?
  fi
  # 2. Fuzz for SECONDS from the seeds (read-only) and the corpus of earlier runs.
  before=$(find "$artifacts" -type f | wc -l)
  if [ $status -eq 0 ]; then
    echo "fuzz.sh: $t for ${SECONDS_EACH}s (log: $log)"
    "$bin" "$corpus" "$ROOT/tests/fuzz/corpus/${CORPUS[$t]}" \
      -max_total_time="$SECONDS_EACH" -max_len="${MAX_LEN[$t]}" -len_control=0 -timeout=10 -rss_limit_mb=4096 \
      -dict="$ROOT/tests/fuzz/${DICT[$t]}" -artifact_prefix="$artifacts/" -print_final_stats=1 \
      >>"$log" 2>&1 || status=$?
  fi
  findings=$(( $(find "$artifacts" -type f | wc -l) - before ))
  runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | tail -1 | grep -o '[0-9]*$' || true)
  speed=$(grep -o 'stat::average_exec_per_sec: *[0-9]*' "$log" | tail -1 | grep -o '[0-9]*$' || true)
  cov=$(grep -o 'cov: [0-9]* ft: [0-9]*' "$log" | tail -1 || true)
  units=$(grep -o 'corp: [0-9]*/[0-9]*[a-zA-Z]*' "$log" | tail -1 || true)
  if [ $status -ne 0 ] || [ "$findings" -gt 0 ]; then
    FOUND=1
    verdict="FOUND (exit $status, $findings new artifact(s) in $artifacts)"
  else
    verdict="nothing found"
  fi
  SUMMARY+=("$(printf '%-18s %4ss  runs %-9s %6s exec/s  %-20s %-16s  %s' "$t" "$SECONDS_EACH" "${runs:-?}" \
                 "${speed:-?}" "${cov:-cov: ?}" "${units:-corp: ?}" "$verdict")")
done

echo
echo "fuzz.sh summary (${SECONDS_EACH}s each, clang 14, ASan + UBSan):"
printf '%s\n' "${SUMMARY[@]}"
exit $FOUND
