"""The helper process runs calls in order in a Python process of its own and hands back their
answers and errors; when it stops, what waited on it fails with HelperGone."""

import os
import pickle
import signal
import subprocess
import sys

import pytest

from vlm.helper_process import _HEADER, ROOT, HelperGone, HelperProcess

WAIT_S = 120  # a hang guard, not a measure


@pytest.fixture
def helper():
    process = HelperProcess()
    yield process
    process.close()


def test_calls_run_in_another_process_and_answer_in_order(helper):
    futures = [helper.submit(int, str(i)) for i in range(20)]
    assert [f.result(WAIT_S) for f in futures] == list(range(20))
    assert helper.pid != os.getpid()


def test_an_error_in_the_helper_comes_back_with_its_type_and_message(helper):
    failing = helper.submit(int, "not a number")
    with pytest.raises(ValueError, match="not a number"):
        failing.result(WAIT_S)
    assert helper.submit(int, "7").result(WAIT_S) == 7  # the helper goes on


def test_large_calls_and_answers_both_ways_do_not_block_each_other(helper):
    """Many megabyte calls sent before any answer is read: neither pipe may wait on the other."""
    payload = b"x" * 3_000_000
    futures = [helper.submit(bytes.upper, payload) for _ in range(8)]
    assert all(f.result(WAIT_S) == b"X" * 3_000_000 for f in futures)


def test_a_stopped_helper_fails_what_waits_and_what_comes_after(helper):
    assert helper.submit(int, "1").result(WAIT_S) == 1
    os.kill(helper.pid, signal.SIGKILL)
    with pytest.raises(HelperGone, match="exit code -9"):
        helper.submit(bytes.upper, b"x").result(WAIT_S)
    assert not helper.alive
    with pytest.raises(HelperGone):
        helper.submit(int, "2")


def test_a_helper_left_idle_goes_away():
    process = HelperProcess(idle_s=0.2)
    assert process.submit(int, "3").result(WAIT_S) == 3
    assert process._proc.wait(WAIT_S) == 0
    with pytest.raises(HelperGone):
        process.submit(int, "4").result(WAIT_S)


def test_a_helper_whose_parent_went_away_exits_without_a_word():
    """A command that stops at its first error (a damaged database) leaves its helper with an
    answer nobody reads: the helper must not print a traceback into the user's terminal."""
    proc = subprocess.Popen(
        [sys.executable, "-m", "vlm.helper_process", "60"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        cwd=ROOT,
    )
    assert proc.stdin is not None and proc.stdout is not None
    proc.stdout.close()  # the parent stops listening before the answer comes
    call = pickle.dumps((int, "5"))
    proc.stdin.write(_HEADER.pack(0, len(call)) + call)
    proc.stdin.flush()
    _, err = proc.communicate(timeout=WAIT_S)
    assert err == b""
    assert proc.returncode == 0
