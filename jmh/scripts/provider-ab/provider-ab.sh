#!/usr/bin/env bash
# The JSON-P provider (json-jackson, Jackson 2) of several commits, parsing in one JVM, alternated in slices of about
# a tenth of a second and timed by the thread's CPU clock (ProviderAB.java). Finer-grained than before-after.sh, which
# alternates whole JMH forks: on this machine a fork-to-fork ratio of identical code moved from 0.7 to 1.5 in one
# sitting (2026-11-27), while these slices resolve a tenth. Use it for changes to json-jackson's parse path; use
# before-after.sh for everything the JMH benchmarks cover.
#
# Usage: jmh/scripts/provider-ab.sh SIDE_A SIDE_B [SIDE_C...]
#   A side is a commit (REF), or a commit on a jackson-core of its own (REF@2.19.1): the same provider on two lines
#   users run, side by side (for example HEAD@2.19.1 HEAD@2.21.2 for the check Jackson before 2.21 needs); or
#   parsson@1.1.9, Parsson of that version, the provider users replace.
#   PAYLOADS  payload files of jmh/src/main/resources/payloads (default: text-cjk.json search-30.json search-1000.json)
#   MODES     bytes (createParser(InputStream)), chars (createParser(Reader)), tree (createReader(InputStream).readValue()
#             and a walk over every value); default: bytes chars
#   ROUNDS    slices per side (default 21)
#   JACKSON_CORE  the jackson-core 2.x of every side that names none (default: the build's): users bring their own
# Prints a Markdown table: each side against the first, median of the per-round ratios (above 1: faster), range,
# median microseconds of CPU per parse.
set -euo pipefail
started=$(date -u +"%Y-%m-%d %H:%M")
root=$(git rev-parse --show-toplevel)
here=$root/jmh/scripts/provider-ab
work=$root/jmh/target/provider-ab
mkdir -p "$work"
payloads=${PAYLOADS:-text-cjk.json search-30.json search-1000.json}
modes=${MODES:-bytes chars}
rounds=${ROUNDS:-21}
repo=$HOME/.m2/repository
jackson=${JACKSON_CORE:-$(sed -n "s#.*<jackson.version>\(.*\)</jackson.version>.*#\1#p" "$root/pom.xml")}
core_jar() { # version -> the jackson-core jar of that version, fetched into the local Maven repository if missing
  local jar=$repo/com/fasterxml/jackson/core/jackson-core/$1/jackson-core-$1.jar
  [ -f "$jar" ] || mvn -q -B dependency:get -Dartifact="com.fasterxml.jackson.core:jackson-core:$1" > /dev/null
  echo "$jar"
}
api=$repo/jakarta/json/jakarta.json-api/2.1.3/jakarta.json-api-2.1.3.jar
[ -f "$api" ] || mvn -q -B dependency:get -Dartifact=jakarta.json:jakarta.json-api:2.1.3 > /dev/null
mkdir -p "$work/driver"
javac -d "$work/driver" -cp "$api" "$here/Drive.java"

jars() { # commit -> the class path of that commit's Jackson 2 provider (one module before the split, two after)
  local ref=$1 dir=$work/src-$1
  if [ ! -d "$dir" ]; then git -C "$root" worktree add --detach "$dir" "$ref" > /dev/null 2>&1; fi
  local module=json-jackson
  if [ -d "$dir/json-jackson/jackson2" ]; then module=json-jackson/jackson2; fi
  (cd "$dir" && mvn -o -q -B -pl "$module" -am package -DskipTests -Dmaven.javadoc.skip=true -Dmaven.source.skip=true \
     -Denforcer.skip=true > "$work/build-$ref.log" 2>&1)
  find "$dir/json-jackson" -path '*/target/json-jackson*.jar' ! -name '*-sources.jar' ! -name '*-javadoc.jar' \
     ! -name '*-tests.jar' | tr '\n' ':'
}

sides=()
for side in "$@"; do
  ref=${side%@*} line=$jackson
  if [ "$ref" = parsson ]; then
    version=${side##*@}
    jar=$repo/org/eclipse/parsson/parsson/$version/parsson-$version.jar
    [ -f "$jar" ] || mvn -q -B dependency:get -Dartifact="org.eclipse.parsson:parsson:$version" > /dev/null
    sides+=("$side=$work/driver:$api:$jar")
    continue
  fi
  if [ "$ref" != "$side" ]; then line=${side##*@}; fi
  # worktrees are named by commit, so that HEAD or a branch is built as it is now, not as it was at an earlier run
  sides+=("$ref@$line=$work/driver:$api:$(core_jar "$line"):$(jars "$(git -C "$root" rev-parse --short "$ref^{commit}")")")
done
echo "jackson-core of sides that name none: $jackson, $rounds rounds, $(date -u '+%Y-%m-%d %H:%M UTC'), $(git -C "$root" rev-parse --short HEAD)"
echo "| Payload | Input | Sides | Median ratio | Range | CPU µs per parse (side / first) |"
echo "|---|---|---|---:|---|---|"
for payload in $payloads; do
  for mode in $modes; do
    java -Xms1g -Xmx1g "$here/ProviderAB.java" "$root/jmh/src/main/resources/payloads/$payload" "$mode" "$rounds" \
      "${sides[@]}" 2> "$work/last-run.log"
  done
done | tee "$work/table.md"
# The run's record (docs/benchmarks.md, "Results as records"), from the rows just printed.
python3 - "$work" "$(git -C "$root" rev-parse --short HEAD)" "jmh/scripts/provider-ab.sh $*" "$jackson" "$rounds" "$started" <<'PY'
import json, sys, datetime
work, commit, command, jackson, rounds, started = sys.argv[1:7]
rows = []
for line in open(f"{work}/table.md", encoding="utf-8"):
    cells = [c.strip() for c in line.strip().strip("|").split("|")]
    if len(cells) == 6 and cells[0] not in ("Payload", "---"):
        low, high = cells[4].split("–")
        rows.append([cells[0], cells[1], cells[2], {"value": float(cells[3]), "low": float(low), "high": float(high)}, cells[5]])
day, hour = started.split(" ")
json.dump({"title": "Providers side by side", "date": day, "time": hour + " UTC",
           "commit": commit, "command": command,
           "lines": f"jackson-core {jackson} for sides that name none; a side REF@VERSION runs on jackson-core VERSION",
           "method": f"one JVM, sides alternated in slices, timed by the thread's CPU clock, {rounds} rounds",
           "spread": f"lowest–highest of {rounds} rounds",
           "columns": ["Payload", "Input", "Sides", "Median ratio (above 1: faster)", "CPU µs per parse (side / first)"],
           "rows": rows}, open(f"{work}/record.json", "w", encoding="utf-8"), ensure_ascii=False, indent=2)
print(f"Record: {work}/record.json")
PY
