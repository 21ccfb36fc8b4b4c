#!/usr/bin/env bash
# `npm test`: every check the project has, in one run. A failing step does not stop the
# others; the run ends with one summary line ("tests: N passed, N failed") and fails if any
# step failed. Runs under npm, so node_modules/.bin (and its Node 24) comes first on PATH.
set -u
cd "$(dirname "$0")/.."
export SCARF_ANALYTICS=false
# story tests also compare a screenshot per story and theme with stories/__baselines__/
export VITE_VISUAL_REGRESSION=on
results=$(mktemp -d)
failed=()
# each step's outcome and seconds, one per line, for the closing summary's times
lanes="$results/lanes.tsv"
lane() { printf '%s\t%s\t%s\n' "$1" "$2" "$3" >>"$lanes"; }

step() {
  local name=$1
  shift
  printf '\n\033[1m▶ %s\033[0m\n' "$name"
  local started=$SECONDS
  if "$@"; then
    printf '\033[32m✔ %s\033[0m (%ss)\n' "$name" $((SECONDS - started))
    lane passed $((SECONDS - started)) "$name"
  else
    printf '\033[31m✘ %s\033[0m (%ss)\n' "$name" $((SECONDS - started))
    lane failed $((SECONDS - started)) "$name"
    failed+=("$name")
  fi
}

# Steps that do not depend on each other run at the same time (`background` each, then
# `settle`): one is single-threaded (tsc) while another waits. Each one's output is held and
# printed whole, in the order started, so the log reads as if they had run one after another.
pending=()
started_steps=0
background() {
  local name=$1
  shift
  # numbered across the whole run: a later group's logs never overwrite an earlier one's
  local log="$results/step-$((started_steps++)).log"
  (
    started=$SECONDS
    if "$@" >"$log" 2>&1; then status=0; else status=1; fi
    echo "$status $((SECONDS - started))" >"$log.status"
  ) &
  pending+=("$!|$log|$name")
}
settle() {
  local entry pid log name status took
  for entry in "${pending[@]}"; do
    IFS='|' read -r pid log name <<<"$entry"
    wait "$pid"
    printf '\n\033[1m▶ %s\033[0m\n' "$name"
    cat "$log"
    read -r status took <"$log.status"
    if [ "$status" = 0 ]; then
      printf '\033[32m✔ %s\033[0m (%ss)\n' "$name" "$took"
      lane passed "$took" "$name"
    else
      printf '\033[31m✘ %s\033[0m (%ss)\n' "$name" "$took"
      lane failed "$took" "$name"
      failed+=("$name")
    fi
  done
  pending=()
}

step "translations complete (lingui compile --strict)" lingui compile --strict
step "every message in code is in the catalogs (as lingui extract would leave them)" \
  node scripts/check-extracted.mjs
step "generated forms and API types match openapi.yaml" npm run --silent gen:check
step "openapi.yaml lint" npm run --silent openapi:lint
background "build the app" vite build --logLevel warn
# the race and crash tests run the built server as separate processes
background "build the server" vite build --config vite.server.config.ts --logLevel warn
background "typecheck" tsc --noEmit
background "lint and format" biome ci --colors=off .
background "no unused files, exports or dependencies (knip)" npm run --silent lint:unused
# the static Storybook is a script the README offers, and a plugin of the app's build can break
# it (its long list of file sizes is kept out of the log unless it fails)
background "build the Storybook" bash -c \
  'storybook build --quiet -o "$1/storybook" >"$1/storybook.log" 2>&1 || { tail -40 "$1/storybook.log"; exit 1; }' \
  _ "$results"
settle
# The three test runs share the machine's cores at the same time: the server tests in a Vitest
# process of their own (they run without isolation, which Vitest 5 runs apart from isolated
# projects), the other Vitest projects, and Playwright. Each run alone leaves a core idle much of
# the time.
background "server tests (PGlite and PostgreSQL)" \
  vitest run --project 'server-*' \
  --reporter=default --reporter=json --outputFile.json="$results/vitest-server.json"
background "unit, browser and story tests (axe in every theme and size)" \
  vitest run --project '!server-*' \
  --reporter=default --reporter=json --outputFile.json="$results/vitest.json"
background "end-to-end tests against the built app" \
  env PW_JSON="$results/playwright.json" E2E_SERVER_DIST="$PWD/dist-server" playwright test
settle

RUN_SECONDS=$SECONDS node scripts/test-summary.mjs "$results" "${failed[@]}"
