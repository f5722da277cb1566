#!/usr/bin/env bash
# A push that fails says why (git's reason, not its `To URL` line), and a branch lock that a git
# killed mid-push left in a local remote (`refs/heads/BRANCH.lock`, which makes every later push
# fail for both players) is named, with its age and how to clear it; once cleared, the game goes
# on. A player's first sync, which sends his join and pledge, says it sent them.
source "$(dirname "$0")/remote_setup.sh" "$1"

# The first sync of the second player sends his join and pledge: "sent", not "up to date".
cd "$scratch_dir"
git init -q --bare --initial-branch=main remote.git
mkdir alice
a init --rules unbalanced-equality > /dev/null
a add 90th/A brit-infantry --side british > /dev/null
a share "$scratch_dir/remote.git" > /dev/null || fail "share failed"
git clone -q remote.git bob
b sync > out || fail "bob's first sync: $(cat out)"
grep -q "sent your saves" out || fail "bob's first sync, which sent his join: $(cat out)"

# A lock left in the remote: alice's sync names it and changes nothing of the remote.
a kill 90th/A 5 > /dev/null
touch remote.git/refs/heads/main.lock
set +e
a sync > out 2> err
status=$?
set -e
[[ $status == 3 ]] || fail "a locked remote: exit $status: $(cat out err)"
grep -q "locked by .*remote.git/refs/heads/main.lock" err && grep -q "remove that file" err ||
    fail "the lock is not named: $(cat err)"
rm remote.git/refs/heads/main.lock
a sync > out || fail "the sync after the lock was cleared: $(cat out)"
grep -q "sent your saves" out || fail "nothing sent once the lock was cleared: $(cat out)"

# A share refused by the remote says git's reason and the lock.
git init -q --bare --initial-branch=main busy.git
mkdir -p busy.git/refs/heads solo
touch busy.git/refs/heads/main.lock
"$muster" -f solo/g.roster init --rules unbalanced-equality > /dev/null
set +e
"$muster" -f solo/g.roster share "$scratch_dir/busy.git" > out 2> err
status=$?
set -e
[[ $status == 3 ]] || fail "a share to a locked remote: exit $status: $(cat out err)"
grep -q "busy.git/refs/heads/main.lock" err || fail "the share's lock is not named: $(cat err)"
! grep -q "git says: To " err || fail "the share's reason is git's To line: $(cat err)"
# The copy's own index lock, left by a git killed while it staged the game's files: every later
# save and sync said only git's line; now muster names the file and the way on.
new_game unbalanced-equality
touch alice/.git/index.lock
set +e
a kill 90th/A 1 > out 2> err
a sync > out 2> err
status=$?
set -e
[[ $status == 3 ]] || fail "a sync with the copy's index locked: exit $status: $(cat out err)"
grep -q "locked by .*alice/.git/index.lock (.* s old).*remove that file" err ||
    fail "the copy's index lock is not named: $(cat err)"
rm alice/.git/index.lock
a sync > out || fail "the sync after the index lock was removed: $(cat out)"
echo "remote lock: ok"
