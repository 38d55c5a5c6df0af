# Sourced by scripts/test.sh and scripts/test-changed.sh: names a run's phases and times them.
#   phase NAME CMD...        runs CMD in this shell as one phase (a failure ends the run);
#   phase_start NAME CMD...  runs CMD in the background, its output kept until
#   phase_wait NAME          collects it: prints its output, and ends the run if it failed;
#   at_exit CMD              runs CMD when the run ends, before the summary.
# At exit, passed or failed, it prints one line per phase (when it started, how long it took, the
# CPU time of its processes, how it ended), then the slowest tests the runners wrote to
# TEST_TIMES_DIR (scripts/test-times.mjs). The CPU time says what a phase costs on a busy machine,
# where its duration also counts the waits for a core.

export TEST_TIMES_DIR="${TEST_TIMES_DIR:-$PWD/test-times}"
rm -rf "$TEST_TIMES_DIR"
mkdir -p "$TEST_TIMES_DIR"

_phase_names=()
_phase_starts=()
_phase_ends=()
_phase_results=()
_phase_cpus=()
declare -A _phase_pid _phase_log _phase_index
_phase_exit_hooks=()

# Milliseconds since the epoch, from bash's own clock (no process per call).
_phase_now() { local us=${EPOCHREALTIME/[.,]/}; echo $((us / 1000)); }
# _phase_cpu_ms: the CPU milliseconds of this shell's finished child processes (user + system,
# every descendant that was waited for), read from /proc into a variable (a subshell would read
# its own).
_phase_ticks=$(getconf CLK_TCK)
_phase_cpu() {
  local stat fields
  read -r stat </proc/$BASHPID/stat
  read -r -a fields <<<"${stat##*) }"
  _phase_cpu_ms=$(((fields[13] + fields[14]) * 1000 / _phase_ticks))
}
_phase_t0=$(_phase_now)

_phase_begin() {
  _phase_names+=("$1")
  _phase_starts+=("$(_phase_now)")
  _phase_ends+=("")
  _phase_cpus+=("")
  _phase_results+=("running")
}

phase() {
  local name=$1 i=${#_phase_names[@]}
  shift
  local cpu
  _phase_cpu
  cpu=$_phase_cpu_ms
  _phase_begin "$name"
  echo "test: ▶ $name"
  "$@"
  _phase_ends[i]=$(_phase_now)
  _phase_cpu
  _phase_cpus[i]=$((_phase_cpu_ms - cpu))
  _phase_results[i]=passed
}

phase_start() {
  local name=$1 i=${#_phase_names[@]} log
  shift
  log="$(mktemp "${TMPDIR:-/tmp}/test-phase.XXXXXX")"
  _phase_begin "$name"
  echo "test: ▶ $name (in the background; its output follows when it ends)"
  # Its own process group, so an early end of the run stops all of it.
  set -m
  (
    set +e
    (set -e; "$@")
    rc=$?
    _phase_cpu
    echo "$(_phase_now) $_phase_cpu_ms" >"$log.end"
    exit $rc
  ) >"$log" 2>&1 &
  _phase_pid[$name]=$!
  set +m
  _phase_log[$name]=$log
  _phase_index[$name]=$i
}

phase_wait() {
  local name=$1 rc=0
  local i=${_phase_index[$name]} log=${_phase_log[$name]}
  wait "${_phase_pid[$name]}" || rc=$?
  unset "_phase_pid[$name]"
  local end cpu
  read -r end cpu <"$log.end" || true
  _phase_ends[i]=${end:-$(_phase_now)}
  _phase_cpus[i]=$cpu
  echo "test: ── output of '$name' ──"
  cat "$log"
  rm -f "$log" "$log.end"
  if [ "$rc" -ne 0 ]; then
    _phase_results[i]="FAILED (exit $rc)"
    echo "test: FAILED: $name (exit $rc)"
    exit "$rc"
  fi
  _phase_results[i]=passed
  echo "test: ■ $name"
}

at_exit() { _phase_exit_hooks+=("$1"); }

_phase_clock() {
  local s=$((($1 + 500) / 1000))
  printf '%d:%02d' $((s / 60)) $((s % 60))
}

_phase_summary() {
  local rc=$? i name pid hook end
  set +e
  for name in "${!_phase_pid[@]}"; do
    pid=${_phase_pid[$name]}
    kill -- -"$pid" 2>/dev/null
    wait "$pid" 2>/dev/null
    _phase_results[${_phase_index[$name]}]="stopped"
    echo "test: stopped '$name' (its output: ${_phase_log[$name]})"
  done
  for hook in "${_phase_exit_hooks[@]}"; do eval "$hook"; done
  end=$(_phase_now)
  echo
  printf 'test: %-48s %6s %6s %6s  %s\n' phase start time cpu result
  for i in "${!_phase_names[@]}"; do
    if [ "${_phase_results[i]}" = running ]; then _phase_results[i]="FAILED (exit $rc)"; fi
    printf 'test:   %-46s %6s %6s %6s  %s\n' "${_phase_names[i]}" "$(_phase_clock $((_phase_starts[i] - _phase_t0)))" \
      "$(_phase_clock $((${_phase_ends[i]:-$end} - _phase_starts[i])))" "${_phase_cpus[i]:+$(_phase_clock "${_phase_cpus[i]}")}" "${_phase_results[i]}"
  done
  _phase_cpu
  printf 'test:   %-46s %6s %6s %6s  %s\n' total "" "$(_phase_clock $((end - _phase_t0)))" "$(_phase_clock "$_phase_cpu_ms")" \
    "$([ "$rc" -eq 0 ] && echo passed || echo "FAILED (exit $rc)")"
  node scripts/test-times.mjs "$TEST_TIMES_DIR" 20
  for i in "${!_phase_names[@]}"; do
    case ${_phase_results[i]} in FAILED*) echo "test: FAILED in '${_phase_names[i]}' (its output is above)" ;; esac
  done
  return "$rc"
}
trap _phase_summary EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
