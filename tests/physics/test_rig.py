"""The pymunk rig leaves quietly: a worker thread's rig still alive when the program ends used
to print one cffi line per shape on stderr as the interpreter shut down."""

from __future__ import annotations

import subprocess
import sys
import textwrap


def test_rigs_alive_at_exit_print_nothing():
    """Two rigs (a worker thread's and the main thread's, used at once) wait in the pool when
    the program ends."""
    script = textwrap.dedent(
        """
        import threading
        from chapo_game.physics import Simulator
        from chapo_game.physics import rig
        from chapo_game.position import Position
        from chapo_game.shot import Shot
        from chapo_game.table import get_table

        T = get_table()
        ready, go = threading.Event(), threading.Event()

        def work():
            with rig.held_rig(T):
                ready.set()
                go.wait()

        worker = threading.Thread(target=work, daemon=True)
        worker.start()
        ready.wait()
        pos = Position.initial(T, {"1": (0.4, 0.6)})
        Simulator(T).simulate(pos, Shot.make("1", 90.0, 2.0))
        go.set()
        worker.join()
        assert len(rig._free) == 2
        print("done")
        """
    )
    run = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=120
    )
    assert run.returncode == 0 and run.stdout.strip() == "done", run.stderr
    assert "extern" not in run.stderr and "Exception" not in run.stderr, run.stderr


def test_a_shot_that_ends_as_the_program_ends_leaves_nothing_to_free():
    """The window's guide thread may finish a shot after the exit hook has emptied the rigs:
    its rig went back to the pool full and was freed as the interpreter shut down — a cffi line
    per shape on stderr, then a segmentation fault. A rig given back after the hook is
    emptied instead."""
    script = textwrap.dedent(
        """
        import atexit, threading, time
        go, back = threading.Event(), threading.Event()

        def later():  # registered first: runs after the rigs' own exit hook
            go.set()
            back.wait(10)

        atexit.register(later)
        from chapo_game.physics import rig
        from chapo_game.table import get_table

        def work():
            with rig.held_rig(get_table()):
                go.wait()
            back.set()

        threading.Thread(target=work, daemon=True).start()
        time.sleep(0.1)
        print("done")
        """
    )
    run = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=120
    )
    assert run.returncode == 0 and run.stdout.strip() == "done", run.stderr
    assert "extern" not in run.stderr, run.stderr


def test_a_worker_thread_simulating_at_exit_is_left_alone():
    """A rig in use when the program ends (the computer thinking in a worker thread) is not
    emptied under the running shot: emptying it there failed with 'shape not in space' in the
    exit hook."""
    script = textwrap.dedent(
        """
        import threading, time
        from chapo_game.physics import Simulator
        from chapo_game.position import Position
        from chapo_game.shot import Shot
        from chapo_game.table import get_table

        T = get_table()
        pos = Position.initial(T, {"1": (0.4, 0.6)})
        started = threading.Event()

        def work():
            sim = Simulator(T)
            while True:
                sim.simulate(pos, Shot.make("1", 89.0, 6.0))
                started.set()

        for _ in range(4):
            threading.Thread(target=work, daemon=True).start()
        started.wait()
        time.sleep(0.05)
        print("done")
        """
    )
    for _ in range(5):  # the race it guards against showed in 9 runs of 15
        run = subprocess.run(
            [sys.executable, "-c", script], capture_output=True, text=True, timeout=120
        )
        assert run.returncode == 0 and run.stdout.strip() == "done", run.stderr
        assert "Traceback" not in run.stderr and "Exception" not in run.stderr, run.stderr
        assert "extern" not in run.stderr, run.stderr


def test_two_balls_touching_are_held_in_the_order_of_their_names(monkeypatch):
    """Same-instant contacts are ordered by kind and names, never by the order the broad phase
    found them (docs/PHYSICS.md): a pair reported (2, 1) where it had begun (1, 2) stayed among
    the touching pairs for the rest of the shot, and a reversed pair's tie key picked another
    ball first."""
    from chapo_game.physics import Simulator, engine
    from chapo_game.physics.geom import name_of
    from chapo_game.physics.rig import T_BALL
    from chapo_game.position import Position
    from chapo_game.shot import Shot
    from chapo_game.table import get_table

    seen: set[tuple[str, str]] = set()
    earliest = engine._World._earliest

    def watched(self, movers, pmovers, dt):
        for kind, a, b in self.touching.values():
            if kind == T_BALL:
                seen.add((name_of(a), name_of(b)))
        return earliest(self, movers, pmovers, dt)

    monkeypatch.setattr(engine._World, "_earliest", watched)
    t = get_table()
    sim = Simulator(t)
    shots = [
        ({"1": (0.5, 0.5), "2": (0.5, 1.0), "mingo": (0.5, 1.08)}, 90.0, 3.0),
        ({"1": (1.0, 1.875), "2": (0.96, 2.25), "mingo": (1.04, 2.25)}, 90.0, 8.0),
        ({"1": (0.7, 2.0), "2": (0.66, 0.9), "mingo": (0.74, 0.9)}, 270.0, 6.0),
    ]
    for balls, angle, speed in shots:
        sim.simulate(Position.initial(t, balls), Shot.make("1", angle, speed))
    assert seen and all(a < b for a, b in seen), seen


def test_threads_that_simulate_one_after_another_share_one_rig(monkeypatch):
    """The guide works each new aim out in a worker thread that ends when nothing is asked: a
    rig per thread left one knot of reference cycles per aim, and a sweep of the aim 17 full
    collections of up to 92 ms (a frame of 96 ms). Rigs wait in a pool instead."""
    import threading

    from chapo_game.physics import Simulator, rig
    from chapo_game.position import Position
    from chapo_game.shot import Shot
    from chapo_game.table import get_table

    t = get_table()
    made: list[object] = []
    init = rig.Rig.__init__

    def counted(self, table):
        made.append(self)
        init(self, table)

    monkeypatch.setattr(rig.Rig, "__init__", counted)
    monkeypatch.setattr(rig, "_free", [])
    pos = Position.initial(t, {"1": (0.4, 0.6), "2": (0.6, 1.5)})
    ends: list[tuple] = []

    def work(angle: float) -> None:
        r = Simulator(t).simulate(pos, Shot.make("1", angle, 3.0))
        ends.append(r.final.balls["1"])

    for i in range(20):
        worker = threading.Thread(target=work, args=(80.0 + i,))
        worker.start()
        worker.join()
    assert len(made) == 1
    sim = Simulator(t)  # the same shots again on the rig used twenty times: the same ends
    assert ends == [
        sim.simulate(pos, Shot.make("1", 80.0 + i, 3.0)).final.balls["1"] for i in range(20)
    ]


def _simulate_once() -> None:
    from chapo_game.physics import Simulator
    from chapo_game.position import Position
    from chapo_game.shot import Shot
    from chapo_game.table import get_table

    t = get_table()
    Simulator(t).simulate(Position.initial(t, {"1": (0.4, 0.6)}), Shot.make("1", 90.0, 2.0))


def test_a_process_forked_while_the_pool_is_locked_still_simulates():
    """The computer's worker processes are forked, maybe while the window's guide thread holds
    the rig pool's lock: the child would wait for it for ever."""
    import multiprocessing as mp

    from chapo_game.physics import rig

    with rig._free_lock:  # as another thread of this process may hold it at the fork
        child = mp.get_context("fork").Process(target=_simulate_once)
        child.start()
        child.join(30.0)
    if child.exitcode is None:
        child.kill()
        child.join()
    assert child.exitcode == 0
