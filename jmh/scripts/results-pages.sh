#!/usr/bin/env bash
# Writes the results pages (docs/results/*.md), the README's figures and its chart (docs/results/headlines.svg) from
# the run records in docs/results/runs/ (docs/benchmarks.md, "Results as records"), then checks them as the build
# does (build-checks' FiguresTest). Run it after adding or replacing a record; commit the records and what it wrote.
#
# Usage: jmh/scripts/results-pages.sh
set -euo pipefail
cd "$(git rev-parse --show-toplevel)"
mvn -B -q -pl build-checks -am test -Dtest=FiguresTest -Dsurefire.failIfNoSpecifiedTests=false \
  -Djsonpj.results.write=true
git status --short -- README.md docs/results
