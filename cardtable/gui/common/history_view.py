"""A game's part of the history pages (``GuiSpec.history``): the shell's statistics page,
hand history and replayer draw every game through these, and name none.

``HistoryView`` writes a game's rows of the hand history, makes its tab of the statistics
page (a ``StatsTab`` fed with what the game's ``HistoryAdapter.stats`` returns) and its
``ReplayBoard``: the game's own table scene showing the frames of one stored hand, with the
text of each step and of everyone's cards.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Generic, Protocol, TypeVar, runtime_checkable

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QGridLayout, QWidget

from cardtable.core.history import GameRow, HandRow, StoredReview
from cardtable.gui.common.cardart import BackColour, CardPixmapCache
from cardtable.gui.common.figures import Tile
from cardtable.gui.common.prefs import Prefs


class StatsTab(QWidget):
    """A game's tab of the statistics page: figure tiles over its charts. ``show_stats`` is
    given the game's statistics object (its ``HistoryAdapter.stats``), also when there is
    nothing stored. A game whose reviews are kept (``core.spec.KeptReview``) is also given
    them (``show_reviews``), and may ask for a stored hand to be replayed
    (``hand_requested(hand_id)``: an example of a leak)."""

    hand_requested = Signal(int)

    def show_reviews(self, reviews: Sequence[StoredReview], waiting: int) -> None:
        """The kept reviews of the game's hands (in the order played) and how many hands
        still wait for one; a game with no review leaves this alone."""

    def shutdown(self) -> None:
        """The page closes: stop any background work."""

    def tiles(self, captions: Sequence[str]) -> tuple[QGridLayout, list[Tile]]:
        """One row of tiles, equally wide, with these captions."""
        grid = QGridLayout()
        grid.setSpacing(10)
        tiles = [Tile(c, self) for c in captions]
        for i, tile in enumerate(tiles):
            grid.addWidget(tile, 0, i)
            grid.setColumnStretch(i, 1)
        return grid, tiles

    def show_stats(self, stats: Any) -> None:
        raise NotImplementedError


class ReplayBoard(Protocol):
    """One stored hand on its game's table, for the replayer. ``lines[i]`` tells what
    happened at step ``i`` (one per frame); ``draw(i)`` shows step ``i`` on ``scene`` and
    returns everyone's cards at that step as HTML for the side panel.

    Layout: the step list and the cards panel share the side column as ``steps_stretch`` to
    ``hands_stretch``; ``hands_lines`` caps the cards panel at that many lines (None: no
    cap). Read-only here, so a board may hold its own game's scene and a list of lines.

    A board may also have (the replayer looks for them, and a board without them has none):
    ``extra_panel(parent) -> tuple[str, QWidget] | None``, a panel of its own with its tab
    title, shown beside the cards (Spades: the hand review); ``close()``, called before
    the board is replaced or the replayer goes, to stop work the panel started; and
    ``spots() -> list[Spot]``, the felt in words for a screen reader (``scene_access``),
    read after each step is drawn."""

    @property
    def scene(self) -> QGraphicsScene:
        """What ``make_view`` shows: the replayer only takes it over (parents it) and
        deletes it with the board, so any scene does (a game's own card-table scene, or a
        plain one)."""
        ...

    @property
    def lines(self) -> Sequence[str]: ...

    @property
    def steps_stretch(self) -> int: ...

    @property
    def hands_stretch(self) -> int: ...

    @property
    def hands_lines(self) -> int | None: ...

    def make_view(self) -> QGraphicsView:
        """A view of ``scene`` fitted to its widget (made each time a hand is shown)."""
        ...

    def draw(self, index: int) -> str: ...


class HistoryView(Protocol):
    """What the history pages show of one game."""

    def game_result(self, row: GameRow) -> str:
        """A sitting's or game's result as listed ("+34 chips", "Won 512 to 380")."""
        ...

    def game_outcome(self, row: GameRow) -> int:
        """1 when the person came out ahead, -1 behind, 0 neither (the row's colour)."""
        ...

    def rules_text(self, row: GameRow) -> str:
        """The rules a sitting or game was played by, in a few words, from what its game
        stored (``HistoryAdapter.game_rules``): "pot limit, single draw". "" when nothing
        was stored (a game from before the rules were kept) or nothing tells games apart."""
        ...

    def hand_result(self, row: HandRow) -> str:
        """A hand's result in the game's unit ("-3 chips", "+52 points")."""
        ...

    def hand_details(self, row: HandRow) -> str:
        """What the person held or did in the hand, in one line."""
        ...

    def stats_tab(self, parent: QWidget) -> StatsTab: ...

    def replay_board(
        self,
        frames: Sequence[Any],
        names: Sequence[str],
        hero: int,
        prefs: Prefs,
        cache: CardPixmapCache,
    ) -> ReplayBoard:
        """The board for ``frames`` (from the game's ``HistoryAdapter.frames``) seen from
        seat ``hero``, in the person's card look."""
        ...


class BoardAndTab:
    """The two widgets of a ``HistoryView`` that every game makes the same way: its
    statistics tab (``stats_type``) and its replay board (``board_type``), each made from
    the arguments the pages give."""

    stats_type: type[StatsTab]
    board_type: type[Any]

    def stats_tab(self, parent: QWidget) -> StatsTab:
        return self.stats_type(parent)

    def replay_board(self, *args: Any) -> ReplayBoard:
        """``HistoryView.replay_board``: the game's ``board_type`` made from its arguments."""
        board: ReplayBoard = self.board_type(*args)
        return board


@runtime_checkable
class ReviewedHistoryView(HistoryView, Protocol):
    """A game's part of the history pages when its hands have a decision review
    (``KeptReview``): the review of one hand as HTML for the replayer (a decision's step as
    a ``step:N`` link) and a short mark for each step whose decision cost chips."""

    def review_html(self, review: Mapping[str, Any]) -> str: ...

    def review_marks(self, review: Mapping[str, Any]) -> dict[int, str]: ...


FrameT = TypeVar("FrameT")


class StoredHandBoard(Generic[FrameT]):
    """What every game's ``ReplayBoard`` keeps and does alike: the frames, the names, the
    person's seat and card look, one text a step, and which seats the computer played. A
    game's board supplies its scene (``_make_scene``) and the texts of a step
    (``_step_texts``), and draws a step (``draw``)."""

    def __init__(
        self,
        frames: Sequence[FrameT],
        names: Sequence[str],
        hero: int,
        prefs: Prefs,
        cache: CardPixmapCache,
    ) -> None:
        self.frames = frames
        self.names = list(names)
        self.hero = hero
        self.four_colour = prefs.four_colour
        self.scene = self._make_scene(cache, prefs.four_colour, BackColour(prefs.back_colour))
        self.lines = [
            "\n".join(t for t in self._step_texts(i, frame) if t) for i, frame in enumerate(frames)
        ]

    def _make_scene(self, cache: CardPixmapCache, four_colour: bool, back: BackColour) -> Any:
        raise NotImplementedError

    def _step_texts(self, index: int, frame: FrameT) -> Sequence[str | None]:
        """What happened at step ``index``, a text an event (None or empty: left out)."""
        raise NotImplementedError

    def bots(self) -> list[bool]:
        """Which seats the computer played (every seat but the person's)."""
        return [s != self.hero for s in range(len(self.names))]
