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
started=$(date -u +"%Y-%m-%d %H:%M")
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

jar_version() { # class path, group path -> the version of that jackson-core jar on it
  echo "$1" | tr ':' '\n' | sed -nE "s#.*/$2/jackson-core/([^/]+)/jackson-core-[^/]+\.jar#\1#p" | head -1
}
lines="jackson-core $(jar_version "$cp_after" com/fasterxml/jackson/core), tools.jackson core $(jar_version "$cp_after" tools/jackson/core)"
echo "Jackson: $lines"
commits="$(git -C "$root" rev-parse --short "$before")..$(git -C "$root" rev-parse --short "$after")"
command="jmh/scripts/before-after.sh $before $after '$pattern' $rounds $*"
# Per benchmark and parameters: each round's after/before ratio of scores, then the median; and the run's record
# (docs/benchmarks.md, "Results as records") in $work/record.json.
python3 - "$work" "$rounds" "$commits" "$command" "$lines" "$started" <<'PY'
import json, sys, statistics, datetime
work, rounds, commits, command, lines, started = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4], sys.argv[5], sys.argv[6]
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
rows = []
for (bench, params), rs in sorted(ratios.items()):
    print(f"| {bench} | {params} | {', '.join(f'{r:.3f}' for r in rs)} | {statistics.median(rs):.3f} |")
    rows.append([bench, params, ", ".join(f"{r:.3f}" for r in rs),
                 {"value": round(statistics.median(rs), 3), "low": round(min(rs), 3), "high": round(max(rs), 3)}])
day, hour = started.split(" ")
json.dump({"title": "Before and after", "date": day, "time": hour + " UTC",
           "commit": commits, "command": command, "lines": lines, "spread": f"lowest–highest of {rounds} rounds",
           "columns": ["Benchmark", "Params", "After ÷ before, each round", "After ÷ before, median"], "rows": rows},
          open(f"{work}/record.json", "w", encoding="utf-8"), ensure_ascii=False, indent=2)
print(f"Record: {work}/record.json")
PY
