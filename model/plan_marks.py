"""The marks a table's pieces and markers carry on every plan of it: pieces numbered 1, 2... in the
document's order, markers lettered A, B... (A1, B1... after Z). The setup sheet, its placement
table, the table SVG and its key all use these, so a number means the same piece everywhere."""
from __future__ import annotations

LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


def piece_mark(index: int) -> str:
    """The number of the piece at ``index`` (0-based) in the document's order."""
    return str(index + 1)


def marker_mark(index: int) -> str:
    """The letter of the marker at ``index`` (0-based) in the document's order."""
    return LETTERS[index % 26] + ("" if index < 26 else str(index // 26))


def marks(doc) -> tuple[list[tuple[str, object]], list[tuple[str, object]]]:
    """``(pieces, markers)``: each piece and marker of ``doc`` with its mark, in the document's order."""
    return ([(piece_mark(i), p) for i, p in enumerate(doc.pieces.values())],
            [(marker_mark(i), m) for i, m in enumerate(doc.markers.values())])
