#!/usr/bin/env bash
# Issue 41, "The record as evidence": journal format 4 (facts, and a chain of SHA-256 seals).
# A game of every command of each rule set, begun from a copy of an example roster (no journal:
# its first save writes the roster's whole text first), is proven; then every field replay
# derives of every entry, changed and the whole journal resealed with examples/reseal.py as a
# forger would, is caught; two entries cut from the middle, one moved, one inserted are named by
# the chain; a game begun from each example roster, and a game of format 3 (and one continued in
# format 4) replay.
support=$(realpath "$(dirname "$0")/../support")
source "$(dirname "$0")/scratch.sh" "$1"
# Under the sanitizers (scripts/sanitize.sh) a replay costs about ten times as much: there each
# entry's derived fields are changed at their first leaf only (every leaf of the first entry of
# each kind in the release build's run), which still takes every entry through replay's checks.
sample=0
sanitized && sample=1
python3 - "$muster" "$examples" "$sample" "$support" <<'PY'
import copy, glob, importlib.util, json, os, shutil, subprocess, sys

muster, examples, sample, support = sys.argv[1], sys.argv[2], sys.argv[3] == "1", sys.argv[4]
failures = []
# examples/reseal.py, loaded once: each forged journal is resealed by its `reseal`.
spec = importlib.util.spec_from_file_location("reseal", os.path.join(examples, "reseal.py"))
resealer = importlib.util.module_from_spec(spec)
spec.loader.exec_module(resealer)
# tests/support/old_format.py: a journal as an older muster wrote it.
spec = importlib.util.spec_from_file_location(
    "old_format", os.path.join(support, "old_format.py"))
old_format = importlib.util.module_from_spec(spec)
spec.loader.exec_module(old_format)


def run(*words, roster="g.roster", ok=True):
    done = subprocess.run([muster, "-f", roster, *words], capture_output=True, text=True)
    if ok and done.returncode != 0:
        sys.exit(f"FAIL: muster {' '.join(words)}: exit {done.returncode}: {done.stderr}")
    return done


def replay(roster="g.roster"):
    done = run("--json", "replay", roster=roster, ok=False)
    result = json.loads(done.stdout)["result"] if done.stdout else {}
    return done.returncode, result


def lines(path):
    return open(path, encoding="utf-8").read().splitlines()


def write(path, entries):
    with open(path, "w", encoding="utf-8") as out:
        out.write("".join(e + "\n" for e in entries))


def reseal(path):
    resealer.reseal(path)


# A game of every command, from a copy of an example roster (no journal).
UE = [["rally", "--dice", "5"],
      ["charge", "uMbonambi", "--at", "1/24th/F", "--from", "6"],
      ["fire", "uMbonambi", "--at", "1/24th/F", "--distance", "3"],
      ["--seed", "11", "fire", "1/24th/A", "2/24th/G", "--at", "iNgobamakhosi", "--range", "long"],
      ["artillery", "RA 7-pdr", "--at", "uThulwana", "--distance", "20", "--dice", "6"],
      ["recrew", "RA 7-pdr/2", "--from", "NNC/1"],
      ["--seed", "3", "morale"],
      ["melee", "uMbonambi", "--vs", "1/24th/F", "--dice", "5,2"],
      ["--seed", "4", "army"],
      ["kill", "uDloko", "5"],
      ["set", "uDloko", "cover=yes"],
      ["add", "uNokhenke", "zulu-spears", "--side", "zulu"],
      ["option", "combat-power", "men"],
      ["remove", "uNokhenke"],
      ["kill", "uDloko", "1"],
      ["undo"],
      ["turn", "--skip-owed"],
      ["--seed", "5", "turn", "--auto"],
      ["undo", "2"]]
FW = [["form", "Lincolns", "column"],
      ["move", "Hadendowa", "--rate", "charge", "--dice", "4,5,3"],
      ["--seed", "8", "move", "Lancers", "--rate", "march"],
      ["recon", "Lancers", "--dice", "4"],
      ["charge", "Hadendowa", "--at", "Grenadiers", "Lincolns", "--from", "12"],
      ["fire", "Grenadiers", "--at", "Hadendowa", "--range", "medium", "--dice", "4,5,3,4"],
      ["artillery", "Maxims", "--at", "Hadendowa", "--distance", "10", "--dice", "5,3"],
      ["--seed", "21", "fire", "Jihadiya", "--at", "Lincolns", "--range", "long"],
      ["--seed", "2", "morale"],
      ["melee", "Baggara", "--vs", "Lincolns", "--dice", "5,4,4,3,5,2,6,1,3,4,2,6,5,1"],
      ["--seed", "6", "rally"],
      ["recover", "Camel Corps", "--dice", "2,4,3"],
      ["kill", "Khalifa", "1"],
      ["set", "Kitchener", "stands=2"],
      ["add", "Egyptians", "regular-infantry", "--side", "british"],
      ["option", "fw-regular-fire-results", "off"],
      ["remove", "Egyptians"],
      ["undo"],
      ["turn", "--skip-owed"]]

# The fields replay derives, by entry kind: each leaf under them is changed in turn (all of them
# on the first entry of each command, the first leaf of each field on the others). The facts
# (the request, a die's value and source, the time, the rules revision) are not derived.
DERIVED = ["command", "brief", "turn", "rules", "result", "roll", "skipped", "edits", "source",
           "dice", "undo", "v"]


def leaves(value, path=()):
    if isinstance(value, dict):
        for key in sorted(value):
            yield from leaves(value[key], path + (key,))
    elif isinstance(value, list) and value:
        for i, item in enumerate(value):
            yield from leaves(item, path + (i,))
    else:
        yield path, value


def changed(value):
    if isinstance(value, bool):
        return not value
    if isinstance(value, int):
        return value + 1
    if isinstance(value, float):
        return value - 0.125 if value >= 0.5 else value + 0.125
    if isinstance(value, str):
        return value + "x"
    if value is None:
        return 1
    return None  # an empty list or object: added to
    

def set_at(entry, path, value):
    target = entry
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value


def mutations(entry, every):
    """(name, changed entry) for each leaf of each derived field (the first only unless
    `every`), and each absent one added."""
    for key in DERIVED:
        if key not in entry:
            if key in ("roll", "skipped", "source", "undo", "turn", "rules"):
                e = copy.deepcopy(entry)
                e[key] = {"roll": {"passed": True}, "skipped": [], "source": "typed",
                          "undo": True, "turn": 1, "rules": "fuzzy-wuzzy"}[key]
                yield f"{key} added", e
            continue
        for path, value in leaves(entry[key], (key,)):
            if key == "dice" and path[-1] in ("value", "seed", "at", "source"):
                continue  # a die's value and source are facts (checked by faces and seed)
            e = copy.deepcopy(entry)
            new = changed(value)
            if new is None:
                set_at(e, path, [1] if isinstance(value, list) else {"x": 1})
            else:
                set_at(e, path, new)
            yield ".".join(str(p) for p in path), e
            if not every:
                break


def play(roster_file, commands, rules):
    for f in glob.glob("g.roster*"):
        os.remove(f)
    shutil.copy(os.path.join(examples, roster_file), "g.roster")
    for words in commands:
        run(*words)
    journal = lines("g.roster.journal")
    first = json.loads(journal[0])
    if first["command"] != "init" or not first.get("began") or first.get("file") != "g.roster":
        failures.append(f"{rules}: the first save did not begin the journal: {journal[0][:200]}")
    kinds = {json.loads(l)["command"] for l in journal}
    for words in commands:
        command = next(w for w in words if not w.startswith("-") and not w.isdigit())
        if command not in kinds and command != "charge":  # a charge's odds: nothing saved
            failures.append(f"{rules}: no {command} entry in the game")
    status, result = replay()
    if status != 0 or result.get("chained") != len(journal):
        sys.exit(f"FAIL: {rules}: the game is not proven: {result}")
    return journal


def mutate_all(journal, rules):
    caught = tried = 0
    seen = set()
    for i, line in enumerate(journal):
        entry = json.loads(line)
        entry.pop("sum")
        every = entry["command"] not in seen and not sample
        seen.add(entry["command"])
        for name, e in mutations(entry, every):
            tried += 1
            forged = list(journal)
            forged[i] = json.dumps(e)
            write("g.roster.journal", forged)
            reseal("g.roster.journal")
            status, result = replay()
            if status == 1 and result["difference"]["line"] == i + 1:
                caught += 1
            else:
                failures.append(f"{rules}: line {i + 1} ({entry['command']}) {name}: not caught "
                                f"there: exit {status}, {json.dumps(result.get('difference'))}")
    write("g.roster.journal", journal)
    print(f"{rules}: {caught} of {tried} changed fields caught")
    if tried < (50 if sample else 200):
        failures.append(f"{rules}: only {tried} mutations")


def chain_breaks(journal, rules):
    def expect(what, forged, line, kind="chain"):
        write("g.roster.journal", forged)
        reseal_each = [json.loads(l) for l in forged]
        status, result = replay()
        difference = result.get("difference") or {}
        if status != 1 or difference.get("kind") != kind or difference.get("line") != line:
            failures.append(f"{rules}: {what}: {json.dumps(difference)}")
    middle = len(journal) // 2
    # Two entries cut from the middle, the rest left as sealed: the next one's `prev` is not the
    # seal before it.
    expect("two entries cut", journal[:middle] + journal[middle + 2:], middle + 1)
    # One moved after the next.
    expect("an entry moved", journal[:middle] + [journal[middle + 1], journal[middle]]
           + journal[middle + 2:], middle + 1)
    # An entry of another game inserted (a copy of one before it).
    expect("an entry inserted", journal[:middle] + [journal[1]] + journal[middle:], middle + 1)
    # The first entries cut: the journal no longer begins with its own first entry.
    expect("the beginning cut", journal[2:], 1)
    write("g.roster.journal", journal)


ue = play("isandlwana-turn3.roster", UE, "UE")
mutate_all(ue, "UE")
chain_breaks(ue, "UE")
fw = play("omdurman.roster", FW, "FW")
mutate_all(fw, "FW")
chain_breaks(fw, "FW")

# A game begun from each example roster replays (its first save begins its journal).
for path in sorted(glob.glob(os.path.join(examples, "*.roster"))):
    for f in glob.glob("e.roster*"):
        os.remove(f)
    shutil.copy(path, "e.roster")
    run("turn", "--skip-owed", roster="e.roster")
    status, result = replay("e.roster")
    if status != 0:
        failures.append(f"{os.path.basename(path)}: a game begun from it does not replay: {result}")

# Format 3: the same game as muster wrote it before format 4 (no `prev`, `file` or `began`, a
# seal of FNV-1a 64) still replays; continued by this muster, its new entries are chained on.
write("g.roster.journal", fw)
old_format.rewrite("g.roster.journal")  # FNV-1a 64 roster hashes and seals, as format 3 wrote
if '"v":3' not in lines("g.roster.journal")[0]:
    failures.append("the format-3 journal was not made")
status, result = replay()
if status != 0 or result.get("chained") != 0:
    failures.append(f"a format-3 game does not replay: {result}")
run("kill", "Jihadiya", "1")
status, result = replay()
if status != 0 or result.get("chained") != 1:
    failures.append(f"a format-3 game continued in format 4 does not replay: {result}")
last = json.loads(lines("g.roster.journal")[-1])
if last.get("prev") != json.loads(lines("g.roster.journal")[-2])["sum"]:
    failures.append("the first format-4 entry is not chained to the format-3 one before it")

for f in failures:
    print("FAIL:", f)
sys.exit(1 if failures else 0)
PY
