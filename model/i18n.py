"""The words Wartable prints outside Qt: findings, model errors, the command line, printouts.

Qt-free. A message has a stable **id** and an English **template** with named parameters,
written where the message is built::

    msg("table.out-of-bounds", "{what} reaches {distance} beyond the edge.", what=..., distance=...)
    msg_n("scenario.missing-marker", "needs {count} marker", "needs {count} markers", count=n)

Other languages come from catalogue files, one per source module, in
``resources/messages/<lang>/<module>.json``::

    {"table.out-of-bounds": {"source": "{what} reaches ...", "text": "{what} sobresale ..."}}

``source`` is the English template the translation was made from: when the English changes,
the translation is stale and the checks (``tools/translations.py check``, the test suite) say
so. See docs/i18n.md.

The process has one language, chosen at start (``--lang``, ``WARTABLE_LANG``, the saved
preference, the system locale, English): a message is rendered when it is built, so a finding
built in a worker process reads the same as one built in the window.
"""
from __future__ import annotations

import json
import locale as _locale
import os
import string
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Iterator, Mapping

#: the language templates are written in
SOURCE_LANGUAGE = "en"

#: languages Wartable speaks, by their own name (a third language adds a line here and its files)
LANGUAGES: dict[str, str] = {"en": "English", "es": "Español"}

#: decimal separator of each language (English "12.5 cm", Spanish "12,5 cm")
DECIMAL = {"en": ".", "es": ","}

_MESSAGES_DIR = Path(__file__).resolve().parent.parent / "resources" / "messages"

_language = SOURCE_LANGUAGE
#: lang -> {id: {"source": ..., "text": ...}}, loaded on first use
_catalogues: dict[str, dict[str, dict]] = {}
_formatter = string.Formatter()


# -- choosing the language --------------------------------------------------------------

def language() -> str:
    """The language messages are rendered in now."""
    return _language


def set_language(lang: str | None) -> str:
    """Render messages in ``lang`` from now on (an unknown language falls back to English)."""
    global _language
    _language = normalise(lang) or SOURCE_LANGUAGE
    return _language


@contextmanager
def using(lang: str) -> Iterator[str]:
    """Render in ``lang`` inside the block (tests, a printout in another language)."""
    before = _language
    set_language(lang)
    try:
        yield _language
    finally:
        set_language(before)


def normalise(lang: str | None) -> str | None:
    """``"es_ES.UTF-8"`` -> ``"es"``; None when Wartable has no such language."""
    if not lang:
        return None
    code = lang.replace("-", "_").split(".")[0].split("@")[0].split("_")[0].lower()
    return code if code in LANGUAGES else None


def system_language() -> str:
    """The system locale's language when Wartable speaks it, else English."""
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(var)
        if value:
            for part in value.split(":"):
                code = normalise(part)
                if code:
                    return code
            if var != "LANGUAGE":  # the first of LC_ALL, LC_MESSAGES, LANG that is set decides
                return SOURCE_LANGUAGE
    try:
        code = normalise(_locale.getlocale()[0])
    except ValueError:
        code = None
    return code or SOURCE_LANGUAGE


def preferences_path() -> Path:
    """The Qt-free preferences file shared by the window and the command line."""
    from platformdirs import user_config_dir

    return Path(user_config_dir("wartable", appauthor=False)) / "preferences.json"


def saved_language() -> str | None:
    """The language chosen in Edit > Preferences, or None for "the system's"."""
    try:
        data = json.loads(preferences_path().read_text(encoding="utf-8"))
    except (OSError, ValueError, RecursionError):
        return None
    return normalise(data.get("language")) if isinstance(data, dict) else None


def resolve_language(explicit: str | None = None) -> str:
    """``--lang``, else ``WARTABLE_LANG``, else the saved preference, else the system locale."""
    return (normalise(explicit) or normalise(os.environ.get("WARTABLE_LANG")) or saved_language()
            or system_language())


# -- catalogues ---------------------------------------------------------------------------

def catalogue_dir(lang: str) -> Path:
    return _MESSAGES_DIR / lang


def catalogue(lang: str) -> dict[str, dict]:
    """Every translated message of ``lang``: id -> ``{"source", "text"}`` (all its files merged)."""
    hit = _catalogues.get(lang)
    if hit is None:
        hit = {}
        folder = catalogue_dir(lang)
        if folder.is_dir():
            for path in sorted(folder.glob("*.json")):
                try:
                    data = json.loads(path.read_text(encoding="utf-8"))
                except (OSError, ValueError):
                    continue  # tools/translations.py check names the broken file
                if isinstance(data, dict):
                    hit.update((k, v) for k, v in data.items() if isinstance(v, dict))
        _catalogues[lang] = hit
    return hit


def reload_catalogues() -> None:
    """Forget loaded catalogues (after a tool rewrote them), and the words rendered from them."""
    _catalogues.clear()
    for cache in _rendered:
        cache.clear()


_rendered: list[dict] = []


def rendered_cache() -> dict:
    """A dict for words rendered from the catalogues and kept for reuse (a quoted name, the words of
    a repeated finding), emptied with the catalogues by :func:`reload_catalogues`; its keys say the
    language."""
    cache: dict = {}
    _rendered.append(cache)
    return cache


def _template(id: str, source: Any, lang: str, form: str | None = None) -> str:
    """The template of ``id`` in ``lang``; the English source when there is no usable translation."""
    if lang != SOURCE_LANGUAGE:
        entry = catalogue(lang).get(id)
        if entry is not None:
            text = entry.get("text")
            if form is not None and isinstance(text, dict):
                text = text.get(form) or text.get("other")
            if isinstance(text, str) and text:
                return text
    if form is not None and isinstance(source, dict):
        return source[form] if form in source else source["other"]
    return source


def plural_form(lang: str, count: int) -> str:
    """The plural form ``count`` takes in ``lang`` ("one" or "other" in English and Spanish)."""
    return "one" if abs(count) == 1 else "other"


def number(value: float | int, decimals: int | None = None, lang: str | None = None) -> str:
    """A number in the language's format: ``number(12.5)`` is "12.5" in English, "12,5" in Spanish.

    With ``decimals``, rounded and trailing zeros dropped ("12", "12.5")."""
    if isinstance(value, bool) or isinstance(value, int) and decimals is None:
        return str(value)
    if decimals is None:
        text = repr(float(value)) if float(value) != int(value) else str(int(value))
    else:
        text = f"{value:.{decimals}f}"
        if "." in text:
            text = text.rstrip("0").rstrip(".")
    if text == "-0":
        text = "0"
    return localise_decimal(text, lang)


def localise_decimal(text: str, lang: str | None = None) -> str:
    """Swap the decimal point of a formatted number for the language's separator."""
    sep = DECIMAL.get(lang or _language, ".")
    return text if sep == "." else text.replace(".", sep)


def _render_value(value: Any, lang: str) -> Any:
    if isinstance(value, (Message, LazyMessage)):
        if type(value) is Message and value.lang == lang:
            return value  # a message inside another, already rendered in this language
        return value.render(lang)
    if isinstance(value, float):
        return number(value, 2, lang)
    return value


def _fill(template: str, params: Mapping[str, Any], lang: str) -> str:
    # plain words, whole numbers and messages already in this language, the commonest parameters,
    # go in as they are: the parameters themselves when every one is such
    for v in params.values():
        kind = type(v)
        if kind is not str and kind is not int and (kind is not Message or v.lang != lang):
            params = {k: v if type(v) is str or type(v) is int else _render_value(v, lang) for k, v in params.items()}
            break
    try:
        return template.format_map(params)
    except (KeyError, IndexError, ValueError):
        # a translation naming a parameter the code does not give: never crash on a message
        return template


def placeholders(template: str) -> set[str]:
    """The named parameters of a template (``{what} is {distance:.1f}`` -> {"what", "distance"})."""
    out = set()
    for _text, field, _spec, _conv in _formatter.parse(template):
        if field is not None:
            out.add(field.split(".")[0].split("[")[0])
    return out


class Message(str):
    """A message rendered in the current language that remembers its id and parameters.

    It is a ``str`` (the rendered text), so it can be printed, compared and joined as before;
    ``render(lang)`` gives it in another language."""

    id: str
    params: Mapping[str, Any]

    def __new__(cls, id: str, source: Any, params: Mapping[str, Any], count: int | None = None,
                lang: str | None = None):
        return _message(cls, id, source, params, count, lang or _language)

    def render(self, lang: str | None = None) -> str:
        lang = lang or _language
        form = None if self.count is None else plural_form(lang, self.count)
        return _fill(_template(self.id, self.source, lang, form), self.params, lang)

    def params_json(self) -> dict:
        """The parameters for programs: words rendered in the current language, numbers as numbers."""
        lang = _language
        out = {}
        for k, v in self.params.items():
            if type(v) is Message and v.lang == lang:  # rendered in this language already: its text
                v = _str(v)
            elif isinstance(v, (Message, LazyMessage)):
                v = v.render()
            out[k] = v
        return out

    def __reduce__(self):  # pickled across worker processes with its id
        return (_rebuild, (self.id, self.source, dict(self.params), self.count, str(self)))


_str_new = str.__new__
_str = str.__str__  # a message's text as a plain str


def _message(cls, id: str, source: Any, params: Mapping[str, Any], count: int | None, lang: str) -> Message:
    """A :class:`Message` rendered in ``lang`` (``msg`` and ``msg_n`` call it directly: a folder of army
    lists makes thousands of messages)."""
    if count is None:
        template = source if lang == SOURCE_LANGUAGE else _template(id, source, lang)
    else:
        template = _template(id, source, lang, plural_form(lang, count))
    self = _str_new(cls, _fill(template, params, lang))
    # its attributes in one dict, made at once (five attribute stores cost about half of a message)
    self.__dict__ = {"lang": lang, "id": id, "source": source, "params": params, "count": count}
    return self


def _rebuild(id, source, params, count, text):
    m = str.__new__(Message, text)
    m.id, m.source, m.params, m.count = id, source, params, count
    m.lang = None  # rendered elsewhere: rendered again when it goes inside another message
    return m


class LazyMessage:
    """A message rendered only when used: for words defined at import time (edge names, kinds)."""

    __slots__ = ("id", "source")

    def __init__(self, id: str, source: str):
        self.id = id
        self.source = source

    def render(self, lang: str | None = None) -> str:
        return _template(self.id, self.source, lang or _language)

    def __str__(self) -> str:
        return self.render()

    def __format__(self, spec: str) -> str:
        return format(self.render(), spec)

    def __repr__(self) -> str:
        return f"LazyMessage({self.id!r})"

    def __eq__(self, other) -> bool:
        return isinstance(other, LazyMessage) and other.id == self.id

    def __hash__(self) -> int:
        return hash(self.id)


def msg(id: str, template: str, /, **params: Any) -> Message:
    """The message ``id`` in the current language, its ``{named}`` parameters filled in.

    ``template`` is the English text and must be a literal string: the tools read it from the
    source. Parameters may be other messages (rendered in the same language) and floats
    (written with the language's decimal separator)."""
    lang = _language
    # a message whose parameters are words, whole numbers and messages already rendered in this language is
    # made once and handed out again (a Message is never changed once made): a folder of army lists says the
    # same few sentences about the same units hundreds of times; anything else is made every time
    key = [id, template, lang]
    for k, v in params.items():
        kind = type(v)
        if kind is str or kind is int:
            key += (k, v)
        elif kind is Message and v.lang == lang:
            key += (k, (id_of(v),))  # this very message (kept alive by the one made, while it is kept)
        else:
            return _message(Message, id, template, params, None, lang)
    key = tuple(key)
    hit = _MADE.get(key)
    if hit is None:
        if len(_MADE) >= 4096:
            _MADE.clear()
        hit = _MADE[key] = _message(Message, id, template, params, None, lang)
    return hit


id_of = id
#: (id, template, language, then each parameter's name and value) -> the message made: :func:`msg`'s
_MADE: dict = rendered_cache()


def forget_messages() -> None:
    """Forget the messages :func:`msg` made (a batch run starts with none: it repeats its own sentences, and
    what one run said says nothing about the next's; the words of names and references are kept)."""
    _MADE.clear()


def msg_n(id: str, one: str, other: str, /, count: int, **params: Any) -> Message:
    """A message with a number that changes its words: ``{count}`` is filled in too."""
    params = {"count": count, **params}
    return _message(Message, id, {"one": one, "other": other}, params, int(count), _language)


def lazy_msg(id: str, template: str, /) -> LazyMessage:
    """A word or phrase without parameters, translated when it is used (safe at import time)."""
    return LazyMessage(id, template)


def translate(id: str, template: str, lang: str | None = None) -> str:
    """The translation of a fixed text (a rule summary) known by ``id``."""
    return _template(id, template, lang or _language)


def pick(text: Any, lang: str | None = None) -> str:
    """Bilingual data (``{"en": "Forest", "es": "Bosque"}``) in the current language.

    A plain string is returned as it is (a user ruleset written in one language); a mapping
    without the language falls back to English, then to its first text."""
    if text is None or isinstance(text, str):
        return text or ""
    if isinstance(text, Mapping):
        lang = lang or _language
        for key in (lang, SOURCE_LANGUAGE):
            value = text.get(key)
            if isinstance(value, str) and value:
                return value
        for value in text.values():
            if isinstance(value, str) and value:
                return value
        return ""
    return str(text)



def and_list(items) -> str:
    """Words joined as a sentence says them: "A, B and C" in English, "A, B y C" in Spanish
    ("e" before a word sounding "i": "Aiko e Ilsa")."""
    words = [str(x) for x in items]
    if len(words) < 2:
        return "".join(words)
    head, last = ", ".join(words[:-1]), words[-1]
    folded = last.lstrip("«'\"").lower()
    if (folded[:1] in ("i", "í") or folded[:2] in ("hi", "hí")) and folded[:3] not in ("hia", "hie", "hio", "hiu"):
        return msg("list.and-i", "{a} and {b}", a=head, b=last)  # Spanish: "e" before the sound "i"
    return msg("list.and", "{a} and {b}", a=head, b=last)
