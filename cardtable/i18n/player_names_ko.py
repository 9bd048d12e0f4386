"""Korean of the computer players' default names (``gui/common/player_names.py``)."""

KO: dict[str, str] = {
    "Mina": "미나",
    "Jisoo": "지수",
    "Tom": "톰",
    "Ana": "아나",
    "Leo": "레오",
    "Yuna": "유나",
    "Sam": "샘",
    "Hana": "하나",
}
