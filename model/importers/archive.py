"""Reading the files of an import with bounded sizes: plain files, and zip archives (``.rosz``,
``.catz``, ``.gstz``) holding one document."""
from __future__ import annotations

import io
import zipfile
from pathlib import Path

from model.errors import DocumentError
from model.i18n import msg
from model.reasons import detail
from model.jsonutil import read_bounded

#: the largest file, or archive member once unpacked, an import reads
MAX_IMPORT_BYTES = 32 * 1024 * 1024
#: the most members an archive may hold (a roster archive holds one)
MAX_MEMBERS = 64


def read_import(path: str | Path, inner_suffixes: tuple[str, ...], what: str) -> bytes:
    """The bytes of ``path``, or of the one member ending in ``inner_suffixes`` when it is a zip."""
    what = str(what)  # a message (in the current language)
    data = read_bounded(path, MAX_IMPORT_BYTES, what)
    if not data.startswith(b"PK"):
        return data
    try:
        archive = zipfile.ZipFile(io.BytesIO(data))
    except zipfile.BadZipFile as exc:
        raise DocumentError(path, "", msg("import.bad-zip", "is a damaged zip archive ({problem})", problem=detail(exc)),
                            what) from None
    with archive:
        members = archive.infolist()
        if len(members) > MAX_MEMBERS:
            raise DocumentError(path, "", msg("import.zip-members", "is an archive of {count} files",
                                              count=len(members)),
                                msg("import.one-inside", "{what}, one document inside", what=what))
        wanted = [m for m in members if not m.is_dir() and m.filename.lower().endswith(inner_suffixes)]
        if not wanted:
            raise DocumentError(path, "", msg("import.zip-empty", "is an archive without a {suffix} file inside",
                                              suffix=" / ".join(inner_suffixes)), what)
        member = wanted[0]
        if member.file_size > MAX_IMPORT_BYTES:
            raise DocumentError(path, member.filename, msg("import.unpacks-to", "unpacks to {size} MB",
                                                           size=round(member.file_size / 1e6)),
                                msg("import.at-most-mib", "at most {size} MiB", size=MAX_IMPORT_BYTES // (1024 * 1024)))
        try:
            with archive.open(member) as fh:  # the size in the header may lie: read no further than the limit
                out = fh.read(MAX_IMPORT_BYTES + 1)
        except (zipfile.BadZipFile, NotImplementedError, RuntimeError, OSError, EOFError) as exc:
            raise DocumentError(path, member.filename, msg("import.cannot-unpack", "cannot be unpacked ({problem})",
                                                           problem=detail(exc)), what) from None
        if len(out) > MAX_IMPORT_BYTES:
            raise DocumentError(path, member.filename, msg("import.unpacks-too-much",
                                                           "unpacks to more than an import may be"),
                                msg("import.at-most-mib", "at most {size} MiB", size=MAX_IMPORT_BYTES // (1024 * 1024)))
        return out


def decode_text(data: bytes, path) -> str:
    """Text of an imported file: UTF-8 (with or without its mark), else Windows Latin-1 as e-mails often are."""
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return data.decode("cp1252", errors="replace")
