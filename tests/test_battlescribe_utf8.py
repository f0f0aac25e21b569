"""A BattleScribe file that is not UTF-8 is read as Windows Latin-1, as before the parser was left
to check the UTF-8 itself (the bytes are decoded only when the parse fails): every byte sequence
Python's decoder refuses, wherever it stands in the file, gives what reading the file as Latin-1
gives (the same elements, or the same refusal), and a file the parser would read as UTF-16 is
read as before too."""
from __future__ import annotations

from xml.etree import ElementTree

import pytest

from model.errors import DocumentError
from model.importers import bsdata
from model.importers.archive import decode_text

#: where a sequence may stand in a catalogue: text, an attribute, a comment, a CDATA section, a
#: processing instruction, an element's name, after the root element, the XML declaration
PLACES = (
    b'<?xml version="1.0" encoding="UTF-8"?><catalogue name="a"><rule>a%sb</rule></catalogue>',
    b'<catalogue name="a%sb"/>',
    b'<catalogue><!-- a%sb --></catalogue>',
    b'<catalogue><![CDATA[a%sb]]></catalogue>',
    b'<catalogue><?pi a%sb?></catalogue>',
    b'<catalogue><a%sb/></catalogue>',
    b'<catalogue/>%s',
    b'<?xml version="1.0" encoding="UTF-8%s"?><catalogue/>',
)


def _sequences() -> list[bytes]:
    """Byte sequences Python's UTF-8 decoder refuses: every byte beyond ASCII alone, every pair
    with a lead byte of two or more, three- and four-byte sequences with every second byte (where
    surrogates, overlong forms and code points beyond U+10FFFF are told) and the edges of the rest
    (ASCII bytes that end an attribute or start a tag among them)."""
    out = [bytes([b]) for b in range(0x80, 0x100)]
    out += [bytes([b, c]) for b in range(0xC0, 0x100) for c in (0x00, 0x09, 0x22, 0x3C, 0x41, 0x7F, *range(0x80, 0x100))]
    out += [bytes([b, c, d]) for b in range(0xE0, 0xF0) for c in range(0x80, 0xC0)
            for d in (0x00, 0x41, 0x7F, 0x80, 0xBF, 0xC0, 0xFF)]
    out += [bytes([b, c, d, e]) for b in range(0xF0, 0xF8) for c in range(0x80, 0xC0) for d in (0x41, 0x80, 0xBF)
            for e in (0x41, 0x80, 0xBF, 0xC0)]
    refused = []
    for s in out:
        try:
            s.decode("utf-8")
        except UnicodeDecodeError:
            refused.append(s)
    return refused


def _read(data: bytes):
    """What an import makes of ``data``: its elements written out, or its refusal."""
    try:
        return ElementTree.tostring(bsdata.parse(data, "x.cat", "catalogue", "a catalogue"))
    except DocumentError as exc:
        return str(exc)


def test_the_sequences_cover_what_the_decoder_refuses():
    refused = _sequences()
    assert len(refused) > 15_000
    # surrogates, overlong forms, beyond U+10FFFF, a lone continuation byte, a cut sequence
    for s in (b"\xed\xa0\x80", b"\xc0\xaf", b"\xe0\x80\xaf", b"\xf0\x80\x80\xaf", b"\xf4\x90\x80\x80", b"\x80",
              b"\xe2\x82"):
        assert any(r.startswith(s) or s.startswith(r) for r in refused)


@pytest.mark.parametrize("place", PLACES)
def test_a_sequence_the_decoder_refuses_is_read_as_latin_1(place):
    differ = []
    for s in _sequences():
        data = place.replace(b"%s", s)
        as_latin = decode_text(data, "x.cat").encode("utf-8")  # what the import read before: valid UTF-8
        if _read(data) != _read(as_latin):
            differ.append(s)
    assert differ == []


def test_latin_1_text_is_read_as_latin_1():
    data = '<catalogue name="Cañón"><rule>Señor</rule></catalogue>'.encode("cp1252")
    root = bsdata.parse(data, "x.cat", "catalogue", "a catalogue")
    assert root.get("name") == "Cañón" and root[0].text == "Señor"


def test_broken_utf_8_xml_is_refused_as_broken_xml():
    with pytest.raises(DocumentError, match="not well-formed XML"):
        bsdata.parse('<catalogue name="Cañón">'.encode("utf-8"), "x.cat", "catalogue", "a catalogue")


@pytest.mark.parametrize("data", [
    b"\xff\xfe" + '<catalogue name="a"/>'.encode("utf-16-le"), b"\xfe\xff" + '<catalogue name="a"/>'.encode("utf-16-be"),
    b"\xff\xfe\x00\x00" + '<catalogue name="a"/>'.encode("utf-32-le"),
    b"\x00\x00\xfe\xff" + '<catalogue name="a"/>'.encode("utf-32-be"),
    '<catalogue name="Cañón"/>'.encode("utf-16-le"), '<catalogue name="Cañón"/>'.encode("utf-16-be")])
def test_what_the_parser_would_read_as_utf_16_is_read_as_latin_1(data):
    """A byte order mark of UTF-16 or 32, or a zero byte first or second (the parser then guesses
    UTF-16), with bytes further on that are not UTF-8: the file is read as Latin-1, as before the
    parser checked the UTF-8, not as the UTF-16 the parser alone would find."""
    with pytest.raises(UnicodeDecodeError):
        data.decode("utf-8")
    assert _read(data) == _read(decode_text(data, "x.cat").encode("utf-8"))
    if data[:4] not in (b"\xff\xfe\x00\x00", b"\x00\x00\xfe\xff"):  # UTF-32: the parser alone refuses it too
        assert _read(data) != ElementTree.tostring(ElementTree.fromstring(data))


def test_utf_16_that_is_utf_8_too_is_read_by_the_parser():
    """UTF-16 without a mark whose bytes are all UTF-8 (ASCII text): read as the parser finds it, as before."""
    assert bsdata.parse('<catalogue name="a"/>'.encode("utf-16-le"), "x.cat", "catalogue", "a").get("name") == "a"
