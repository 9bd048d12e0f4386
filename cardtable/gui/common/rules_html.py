"""The page Help → Rules shows for a game: a title and one paragraph a rule."""

from __future__ import annotations


def rules_html(title: str, items: list[str]) -> str:
    body = "".join(f"<li style='margin-bottom:6px'>{i}</li>" for i in items)
    return f"<h2>{title}</h2><ul>{body}</ul>"
