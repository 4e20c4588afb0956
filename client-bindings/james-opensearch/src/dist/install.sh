#!/bin/sh
# Switches an unpacked Apache James 3.9 app (the PostgreSQL app or the distributed app, as James' build or zip lays it
# out) to jsonp-jackson: James' own OpenSearch mail search on our client, without Parsson.
#
#   install.sh JAMES_DIR          lay our jars into JAMES_DIR and write JAMES_DIR/bin/start-on-jsonp-jackson.sh
#   install.sh --undo JAMES_DIR   put the server back as it was
#
# JAMES_DIR holds james-server-<app>-app.jar and its lib folder, james-server-<app>-app.lib. Anything else is refused,
# and so is a James other than 3.9. What it does, and nothing else:
#  1. moves Parsson, Yasson and Glassfish's JSON-P (parsson-*.jar, yasson-*.jar, jakarta.json-2*.jar; not
#     jakarta.json-api) out of the lib folder into JAMES_DIR/jsonpj-removed/, so that json-jackson is the only JSON-P
#     provider (the app jar's manifest names every jar of its lib folder, so leaving them there would bring them back);
#  2. copies this zip's jars into JAMES_DIR/jsonpj/ (they need nothing James does not ship);
#  3. writes JAMES_DIR/jsonpj/launch.args (the class path and main class, a java @-file) and the start script
#     JAMES_DIR/bin/start-on-jsonp-jackson.sh, which runs James from JAMES_DIR with James' usual options:
#     $JAVA_HOME/bin/java -Dworking.directory=. -Dlogback.configurationFile=conf/logback.xml $JAVA_OPTS \
#       @jsonpj/launch.args "$@"
# conf/ is not touched: our client reads James' opensearch.properties (see docs/james.md).
set -eu

usage() {
  echo "usage: $0 [--undo] JAMES_DIR" >&2
  exit 2
}

undo=false
if [ "${1:-}" = "--undo" ]; then
  undo=true
  shift
fi
[ $# -eq 1 ] || usage
here=$(cd "$(dirname "$0")" && pwd)
[ -d "$1" ] || { echo "install.sh: $1 is not a folder" >&2; exit 1; }
james=$(cd "$1" && pwd)

# the app: exactly one james-server-*-app.jar with its lib folder
app_jar=""
for jar in "$james"/james-server-*-app.jar; do
  [ -f "$jar" ] || continue
  [ -z "$app_jar" ] || { echo "install.sh: $james holds more than one James app jar: refusing to guess" >&2; exit 1; }
  app_jar=$jar
done
if [ -z "$app_jar" ]; then
  echo "install.sh: $james is not a James app folder: no james-server-*-app.jar in it" >&2
  exit 1
fi
app=$(basename "$app_jar" .jar)
lib="$james/$app.lib"
[ -d "$lib" ] || { echo "install.sh: $james is not a James app folder: $app.jar has no $app.lib folder" >&2; exit 1; }
case "$app" in
  james-server-postgres-app|james-server-distributed-app|james-server-cassandra-rabbitmq-app) ;;
  *) echo "install.sh: $app is not an app this supports (the PostgreSQL app, the distributed app)" >&2; exit 1 ;;
esac
# James' version, from the jar of its Guice server in the lib folder
core=$(ls "$lib" | sed -n 's/^james-server-guice-common-\(.*\)\.jar$/\1/p' | head -n 1)
case "$core" in
  3.9.*) ;;
  "") echo "install.sh: no james-server-guice-common-*.jar in $lib: not a James 3.9 app" >&2; exit 1 ;;
  *) echo "install.sh: $james is James $core; this supports James 3.9 only" >&2; exit 1 ;;
esac

removed="$james/jsonpj-removed"
if $undo; then
  if [ -d "$removed" ]; then
    for jar in "$removed"/*.jar; do
      [ -f "$jar" ] && mv "$jar" "$lib/"
    done
    rmdir "$removed"
  fi
  rm -rf "$james/jsonpj"
  rm -f "$james/bin/start-on-jsonp-jackson.sh"
  rmdir "$james/bin" 2>/dev/null || true   # only if install.sh made it and nothing else is in it
  echo "install.sh: $james is back as it was (James $core, $app)"
  exit 0
fi

# 1. Parsson, Yasson, Glassfish JSON-P out of the lib folder, kept aside
mkdir -p "$removed"
moved=0
for jar in "$lib"/parsson-*.jar "$lib"/yasson-*.jar "$lib"/jakarta.json-2*.jar; do
  [ -f "$jar" ] || continue
  mv "$jar" "$removed/"
  moved=$((moved + 1))
done
# 2. our jars
rm -rf "$james/jsonpj"
mkdir -p "$james/jsonpj"
cp "$here"/lib/*.jar "$james/jsonpj/"
# 3. the start command
printf '%s\n' "-cp" "\"$app_jar:$lib/*:$james/jsonpj/*\"" "org.jsonpjackson.james.JamesOnJsonpJackson" \
  > "$james/jsonpj/launch.args"
mkdir -p "$james/bin"
cat > "$james/bin/start-on-jsonp-jackson.sh" <<START
#!/bin/sh
# James ($app, $core) on jsonp-jackson, written by jsonp-jackson's install.sh. JAVA_HOME: the JDK 21+ to run
# (else java on the PATH); JAVA_OPTS: your own JVM options; arguments go to James.
cd "$james"
exec "\${JAVA_HOME:+\$JAVA_HOME/bin/}java" -Dworking.directory=. -Dlogback.configurationFile=conf/logback.xml \${JAVA_OPTS:-} \\
  @jsonpj/launch.args "\$@"
START
chmod +x "$james/bin/start-on-jsonp-jackson.sh"
echo "install.sh: $james (James $core, $app) is on jsonp-jackson: $(ls "$james/jsonpj" | grep -c '\.jar$') jars in jsonpj/," \
  "$moved JSON-P jars moved to jsonpj-removed/; start it with $james/bin/start-on-jsonp-jackson.sh"
