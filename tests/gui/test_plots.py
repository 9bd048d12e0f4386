"""The statistics charts: "nice" axis ticks that always cover the data, and charts that paint
at any size (tiny, empty, or with more hands than pixels) without failing."""

from __future__ import annotations

import math

from hypothesis import given
from hypothesis import strategies as st
from PySide6.QtGui import QImage
from pytestqt.qtbot import QtBot

from cardtable.gui.common.plots import (
    BLUE,
    GOLD,
    RED,
    BarPlot,
    BubblePlot,
    LinePlot,
    bubble_colour,
    nice_ticks,
)

finite = st.floats(min_value=-1e7, max_value=1e7, allow_nan=False)


@given(finite, finite, st.integers(min_value=2, max_value=10), st.booleans())
def test_ticks_cover_the_range_in_round_even_steps(a: float, b: float, count: int,
                                                   whole: bool) -> None:  # fmt: skip
    low, high = min(a, b), max(a, b)
    ticks = nice_ticks(low, high, count, whole)
    assert len(ticks) >= 2
    assert ticks[0] <= low + 1e-9 * max(1.0, abs(low))
    assert ticks[-1] >= high - 1e-9 * max(1.0, abs(high))
    steps = {round(b - a, 6) for a, b in zip(ticks, ticks[1:], strict=False)}
    step = ticks[1] - ticks[0]
    assert all(math.isclose(s, step, rel_tol=1e-6, abs_tol=1e-6) for s in steps)
    mantissa = step / 10 ** math.floor(math.log10(step))
    assert any(math.isclose(mantissa, m, rel_tol=1e-6) for m in (1, 2, 2.5, 5, 10))
    if whole:
        assert float(step).is_integer()
    assert len(ticks) <= 2 * count + 2


def test_charts_paint_at_any_size(qtbot: QtBot) -> None:
    line, bubbles, bars = LinePlot(), BubblePlot(), BarPlot()
    for plot in (line, bubbles, bars):
        qtbot.addWidget(plot)
        plot.set_labels("Title", "x", "y", "Nothing yet")
    empty = [line, bubbles, bars]
    line.set_values([((i * 37) % 101) - 50 for i in range(20_000)])  # more hands than pixels
    bubbles.set_counts({(1, 0): 3, (4, 4): 10, (13, 13): 1})
    bubbles.set_legend([(bubbles.palette().text().color(), "a legend that is rather long")])
    bars.set_values([-300, 120, 0, 45])
    blank = [LinePlot(), BarPlot()]
    for plot in blank:
        qtbot.addWidget(plot)
    for plot in (*empty, *blank):
        for w, h in ((10, 10), (160, 90), (900, 500)):
            plot.resize(w, h)
            image = QImage(w, h, QImage.Format.Format_ARGB32)
            plot.render(image)
    assert line.minimumSizeHint().width() > 100


def test_the_margin_bars_number_the_games_played_and_keep_a_sense_of_scale(
    qtbot: QtBot,
) -> None:
    """One finished game showed ticks 1 and 2 (an empty slot for a game never played), and a
    game lost by one point filled the chart as a landslide would (playtest, session 15)."""
    bars = BarPlot()
    qtbot.addWidget(bars)
    bars.set_values([-1])
    xs, ys = bars.ranges()
    assert xs == [1.0]
    assert ys[0] <= -20 and ys[-1] == 0  # the bar a twentieth of the height, not all of it
    bars.set_values([61, -40, 12])
    xs, ys = bars.ranges()
    assert xs == [1.0, 2.0, 3.0] and ys[0] <= -40 and ys[-1] >= 61
    bars.set_values([5] * 23)
    xs, ys = bars.ranges()
    assert xs[0] == 1 and xs[-1] == 23 and len(xs) <= 8  # no empty slot at 0 or past 23
    assert ys[0] == 0 and ys[-1] >= 20
    for values in ([-1], [3], [0]):
        bars.set_values(values)
        bars.resize(400, 300)
        image = QImage(400, 300, QImage.Format.Format_ARGB32)
        bars.render(image)


def test_a_y_label_longer_than_the_axis_is_written_across_above_it(qtbot: QtBot) -> None:
    """At 1024x700 the sit-and-go prizes plot is short and its y label "% of a pool", turned
    up the axis, was cut to "of a p". A label that does not fit goes across, above the axis."""

    def label_box(plot: LinePlot, height: int) -> tuple[int, int]:
        """The width and height of what the y label adds to the picture."""
        plot.resize(600, height)
        plot.set_labels("Prizes", "Sit-and-goes", "", "")
        bare = plot.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
        plot.set_labels("Prizes", "Sit-and-goes", "% of a pool", "")
        image = plot.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
        changed = [(x, y) for x in range(0, 600, 2) for y in range(height)
                   if image.pixel(x, y) != bare.pixel(x, y)]  # fmt: skip
        assert changed, "the label is drawn"
        xs, ys = [x for x, _ in changed], [y for _, y in changed]
        return max(xs) - min(xs), max(ys) - min(ys)

    plot = LinePlot()
    qtbot.addWidget(plot)
    plot.set_values([0, 35, 70])
    wide, high = label_box(plot, 110)
    assert plot.y_label_across and wide > 3 * high  # across, whole
    wide, high = label_box(plot, 400)
    assert not plot.y_label_across and high > 3 * wide  # up the axis, as before


def test_a_nil_that_took_tricks_is_coloured_set_not_bags() -> None:
    """The legend says gold exact, blue over (bags), red under (set); a failed nil's tricks
    are no bags (it scores minus 100), so its bubble is red."""
    assert bubble_colour(0, 0) == GOLD
    assert bubble_colour(0, 2) == RED
    assert bubble_colour(3, 5) == BLUE
    assert bubble_colour(4, 2) == RED
    assert bubble_colour(4, 4) == GOLD
