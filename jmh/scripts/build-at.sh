# Sourced by before-after.sh and client-before-after.sh: build_at REF WORK builds the jmh module at commit REF
# (in a throw-away git worktree WORK/src-REF, with the modules it depends on) and prints that worktree's folder.
# Each module writes its own target/cp.txt: the jmh module's is the benchmarks' class path.
build_at() {
  local ref work root dir
  work=$(cd "$2" && pwd)
  root=$(git rev-parse --show-toplevel)
  # by commit, never by name: a worktree kept from an earlier run under a moving name (HEAD, a branch) would
  # otherwise be reused at its old commit
  ref=$(git -C "$root" rev-parse --short "$1^{commit}") || { echo "No commit $1" >&2; return 1; }
  dir=$work/src-$ref
  if [ ! -d "$dir" ]; then git -C "$root" worktree add --detach "$dir" "$ref" > /dev/null; fi
  (cd "$dir" && mvn -o -q -B -pl jmh -am package dependency:build-classpath -DskipTests -Dinvoker.skip=true \
     -Dmdep.outputFile=target/cp.txt > "$work/build-$ref.log" 2>&1) \
    || { echo "Building $ref failed; see $work/build-$ref.log" >&2; return 1; }
  echo "$dir"
}
