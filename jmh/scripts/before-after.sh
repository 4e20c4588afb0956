#!/usr/bin/env bash
# Before and after a change, alternated in one run: builds the jmh module at two commits (in throw-away git
# worktrees under target/), then runs the chosen benchmarks round after round, one JMH fork of "before" then one
# of "after", and prints each round's ratio (after / before) and the median of the ratios. On a machine whose
# speed drifts over minutes, only ratios taken side by side mean anything.
#
# Usage: jmh/scripts/before-after.sh BEFORE_REF AFTER_REF 'BENCHMARK_REGEX' [ROUNDS] [extra JMH args...]
# Example: jmh/scripts/before-after.sh 1b92e4b HEAD 'ParseBenchmark.parser_ours|GenerateBenchmark.generate_ours' 3 -p payload=SEARCH_30
#
# JMH_RUN replaces the iteration options (default '-wi 5 -w 1s -i 10 -r 1s').
# JACKSON_CORE=2.19.1 runs both sides on that jackson-core 2.x (from the local Maven repository) instead of the build's:
# users bring their own, and a path taken only on an older Jackson (the provider's own UTF-8 surrogate check before
# 2.21, for one) is invisible on the build's. Only benchmarks that need nothing newer from Jackson than it has will run.
# JACKSON3_CORE=3.3.0 does the same for tools.jackson's jackson-core (the Jackson 3 provider and mappers).
#
# Before landing a change to json-jackson/*/src/main, a mapper or the transport: run it against the last landed commit
# on the payloads the change touches, and quote the medians (docs/benchmarks.md, "Before and after a change").
set -euo pipefail
before=$1 after=$2 pattern=$3 rounds=${4:-3}
shift $(( $# < 4 ? $# : 4 ))
root=$(git rev-parse --show-toplevel)
work=$root/jmh/target/before-after
mkdir -p "$work"

# shellcheck source=build-at.sh
. "$root/jmh/scripts/build-at.sh"

build() { # ref -> prints the class path of that commit's jmh module
  local dir cp
  dir=$(build_at "$1" "$work")
  cp="$(cat "$dir/jmh/target/cp.txt"):$dir/jmh/target/classes"
  if [ -n "${JACKSON_CORE:-}" ]; then
    local jar=$HOME/.m2/repository/com/fasterxml/jackson/core/jackson-core/$JACKSON_CORE/jackson-core-$JACKSON_CORE.jar
    [ -f "$jar" ] || mvn -q -B dependency:get -Dartifact="com.fasterxml.jackson.core:jackson-core:$JACKSON_CORE" > /dev/null
    cp=$(echo "$cp" | sed -E "s#[^:]*/com/fasterxml/jackson/core/jackson-core/[^/:]+/jackson-core-[^/:]+\.jar#$jar#")
  fi
  if [ -n "${JACKSON3_CORE:-}" ]; then
    local jar3=$HOME/.m2/repository/tools/jackson/core/jackson-core/$JACKSON3_CORE/jackson-core-$JACKSON3_CORE.jar
    [ -f "$jar3" ] || mvn -q -B dependency:get -Dartifact="tools.jackson.core:jackson-core:$JACKSON3_CORE" > /dev/null
    cp=$(echo "$cp" | sed -E "s#[^:]*/tools/jackson/core/jackson-core/[^/:]+/jackson-core-[^/:]+\.jar#$jar3#")
  fi
  echo "$cp"
}

cp_before=$(build "$before")
cp_after=$(build "$after")
for round in $(seq 1 "$rounds"); do
  for side in before after; do
    cp=cp_$side
    # shellcheck disable=SC2086 # JMH_RUN is a list of JMH options
    java -cp "${!cp}" org.openjdk.jmh.Main "$pattern" -f 1 ${JMH_RUN:--wi 5 -w 1s -i 10 -r 1s} -rf json \
      -rff "$work/$round-$side.json" "$@" > "$work/$round-$side.log"
  done
done

builds=$(printf '%s' "the build's")
echo "Jackson: jackson-core ${JACKSON_CORE:-$builds}, tools.jackson core ${JACKSON3_CORE:-$builds}"
# Per benchmark and parameters: each round's after/before ratio of scores, then the median.
python3 - "$work" "$rounds" <<'PY'
import json, sys, statistics
work, rounds = sys.argv[1], int(sys.argv[2])
def scores(path):
    return {(r["benchmark"].rsplit(".", 2)[-2] + "." + r["benchmark"].rsplit(".", 1)[-1],
             " ".join(f"{k}={v}" for k, v in sorted(r.get("params", {}).items()))): r["primaryMetric"]["score"]
            for r in json.load(open(path))}
ratios = {}
for n in range(1, rounds + 1):
    b, a = scores(f"{work}/{n}-before.json"), scores(f"{work}/{n}-after.json")
    for key in a:
        if key in b:
            ratios.setdefault(key, []).append(a[key] / b[key])
print("| Benchmark | Params | After ÷ before, each round | Median |")
print("|---|---|---|---:|")
for (bench, params), rs in sorted(ratios.items()):
    print(f"| {bench} | {params} | {', '.join(f'{r:.3f}' for r in rs)} | {statistics.median(rs):.3f} |")
PY
