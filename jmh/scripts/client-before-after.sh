#!/usr/bin/env bash
# Before and after a change to the reactive transport or client, with the client-only benchmark
# (docs/benchmarks.md, "Client-only benchmark"): builds the jmh module at two commits (throw-away git worktrees
# under target/), then runs the benchmark round after round, once from "before" and once from "after" (the order
# swapped every round), each run with the set-ups `stock` and `ours` alternated inside it. A run's drift hits its
# two set-ups alike, so each run gives ours ÷ stock; this script prints, per load, each round's after ÷ before of
# those ratios and their median. On a machine whose speed drifts over minutes, only ratios taken side by side mean
# anything.
#
# Usage: [SETUPS=stock,ours,ours-j3] jmh/scripts/client-before-after.sh BEFORE_REF AFTER_REF [ROUNDS] [extra ClientBenchMain args...]
# Example: jmh/scripts/client-before-after.sh 68789fe HEAD 3 --warmup-ms 10000 --measure-ms 10000 --rates 200,1000
# SETUPS (default stock,ours) must start with stock: every other set-up is taken as a ratio to it.
#
# Before landing a change to the transport or the reactive client: run it against the last landed commit and quote
# the medians (docs/benchmarks.md, "Before and after a change").
set -euo pipefail
started=$(date -u +"%Y-%m-%d %H:%M")
before=$1 after=$2 rounds=${3:-3} setups=${SETUPS:-stock,ours}
case $setups in stock,?*) ;; *) echo "SETUPS must start with stock and name another set-up: $setups" >&2; exit 2 ;; esac
shift $(( $# < 3 ? $# : 3 ))
root=$(git rev-parse --show-toplevel)
work=$root/jmh/target/client-before-after
mkdir -p "$work"
# shellcheck source=build-at.sh
. "$root/jmh/scripts/build-at.sh"

dir_before=$(build_at "$before" "$work")
dir_after=$(build_at "$after" "$work")
stock_jar=$(find "$dir_before/jmh/target/stock" -name 'opensearch-java-*.jar' | head -1)
for round in $(seq 1 "$rounds"); do
  sides="before after"
  if [ $((round % 2)) -eq 0 ]; then sides="after before"; fi
  for side in $sides; do
    dir=dir_$side
    rm -rf "$work/$round-$side"
    echo "Round $round: $side"
    java -cp "$(cat "${!dir}/jmh/target/cp.txt"):${!dir}/jmh/target/classes" org.jsonpjackson.bench.client.ClientBenchMain \
      --module "${!dir}/jmh" --stock-jar "$stock_jar" --setups "$setups" --rounds 1 --out "$work/$round-$side" "$@" \
      > "$work/$round-$side.log"
  done
done

cp_after=$(cat "$dir_after/jmh/target/cp.txt")
jar_version() { # group path -> the version of that jackson-core jar on "after"'s class path
  echo "$cp_after" | tr ':' '\n' | sed -nE "s#.*/$1/jackson-core/([^/]+)/jackson-core-[^/]+\.jar#\1#p" | head -1
}
lines="jackson-core $(jar_version com/fasterxml/jackson/core), tools.jackson core $(jar_version tools/jackson/core)"
commits="$(git -C "$root" rev-parse --short "$before")..$(git -C "$root" rev-parse --short "$after")"
command="SETUPS=$setups jmh/scripts/client-before-after.sh $before $after $rounds $*"
# Per set-up, load and figure: each run's set-up ÷ stock, then each round's after ÷ before of it, then the median;
# and the run's record (docs/benchmarks.md, "Results as records") in $work/record.json.
python3 - "$work" "$rounds" "$commits" "$command" "$lines" "$started" <<'PY'
import csv, sys, statistics, json, datetime
work, rounds, commits, command, lines, started = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4], sys.argv[5], sys.argv[6]
figures = ["cpu_us_per_search", "cpu_us_per_search_without_jit", "bytes_per_search", "searches_per_s", "p99_ms"]
def ratios(path):
    rows = {(r["setup"], r["load"]): r for r in csv.DictReader(open(path))}
    out = {}
    for (setup, load), r in rows.items():
        if setup != "stock" and ("stock", load) in rows:
            s = rows[("stock", load)]
            for f in figures:
                if f in r and f in s and float(s[f]) > 0:
                    out[(setup, load, f)] = float(r[f]) / float(s[f])
    return out
per = {}
for n in range(1, rounds + 1):
    b, a = ratios(f"{work}/{n}-before/rounds.csv"), ratios(f"{work}/{n}-after/rounds.csv")
    for key in a:
        if key in b:
            per.setdefault(key, []).append((b[key], a[key]))
print("| Set-up | Load | Figure | ÷ stock before, each round | after, each round | after ÷ before, median |")
print("|---|---|---|---|---|---:|")
rows = []
for (setup, load, f), rs in sorted(per.items()):
    print(f"| {setup} | {load} | {f} | {', '.join(f'{b:.2f}' for b, _ in rs)} | {', '.join(f'{a:.2f}' for _, a in rs)} "
          f"| {statistics.median(a / b for b, a in rs):.3f} |")
    changes = [a / b for b, a in rs]
    rows.append([f"{setup} {load} {f}", ", ".join(f"{b:.2f}" for b, _ in rs), ", ".join(f"{a:.2f}" for _, a in rs),
                 {"value": round(statistics.median(changes), 3), "low": round(min(changes), 3), "high": round(max(changes), 3)}])
day, hour = started.split(" ")
json.dump({"title": "Before and after, client-only benchmark", "date": day,
           "time": hour + " UTC", "commit": commits, "command": command, "lines": lines,
           "spread": f"lowest–highest of {rounds} rounds",
           "columns": ["Set-up, load, figure", "÷ stock before, each round", "÷ stock after, each round",
                       "After ÷ before, median"], "rows": rows},
          open(f"{work}/record.json", "w", encoding="utf-8"), ensure_ascii=False, indent=2)
print(f"Record: {work}/record.json")
PY
