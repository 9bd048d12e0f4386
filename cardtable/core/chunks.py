"""Spreading a long run of numbered items (deals, games, hands) over worker processes.

The arenas and the benchmarks split ``range(total)`` into one contiguous chunk per job and
seed everything by item number, so a run gives the same result however it is split; this is
that split and the pool, written once.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping
from concurrent.futures import ProcessPoolExecutor
from typing import Any, TypeVar

T = TypeVar("T")


def run_in_chunks(
    work: Callable[[dict[str, Any]], T],
    total: int,
    jobs: int,
    base: Mapping[str, Any],
    align: int = 1,
) -> list[T]:
    """``work(dict(base, start=a, stop=b))`` for contiguous chunks covering ``range(total)``,
    one per job (at most the cores and the items), in order. Chunks start at multiples of
    ``align``, for work that carries something from item to item within blocks of that many
    (the Badugi arena's tables), so the split never cuts a block. ``work`` must be a
    module-level function (it is pickled to the workers); with one job it runs here."""
    blocks = -(-total // align)
    jobs = max(1, min(jobs, blocks, os.cpu_count() or 1))
    bounds = [min(total, align * (blocks * j // jobs)) for j in range(jobs + 1)]
    bounds[-1] = total
    chunks = [dict(base, start=bounds[j], stop=bounds[j + 1]) for j in range(jobs)]
    if jobs == 1:
        return [work(chunks[0])]
    with ProcessPoolExecutor(jobs) as pool:
        return list(pool.map(work, chunks))
