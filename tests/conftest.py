"""Suite-wide setup: Qt runs offscreen, so the tests need no display (CI has none)."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
