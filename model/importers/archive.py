"""Reading the files of an import with bounded sizes: plain files, and zip archives (``.rosz``,
``.catz``, ``.gstz``) holding one document."""
from __future__ import annotations

import io
import zipfile
from pathlib import Path

from model.errors import DocumentError
from model.jsonutil import read_bounded

#: the largest file, or archive member once unpacked, an import reads
MAX_IMPORT_BYTES = 32 * 1024 * 1024
#: the most members an archive may hold (a roster archive holds one)
MAX_MEMBERS = 64


def read_import(path: str | Path, inner_suffixes: tuple[str, ...], what: str) -> bytes:
    """The bytes of ``path``, or of the one member ending in ``inner_suffixes`` when it is a zip."""
    data = read_bounded(path, MAX_IMPORT_BYTES, what)
    if not data.startswith(b"PK"):
        return data
    try:
        archive = zipfile.ZipFile(io.BytesIO(data))
    except zipfile.BadZipFile as exc:
        raise DocumentError(path, "", f"is a damaged zip archive ({exc})", what) from None
    with archive:
        members = archive.infolist()
        if len(members) > MAX_MEMBERS:
            raise DocumentError(path, "", f"is an archive of {len(members)} files", f"{what}, one document inside")
        wanted = [m for m in members if not m.is_dir() and m.filename.lower().endswith(inner_suffixes)]
        if not wanted:
            raise DocumentError(path, "", "is an archive without a " + " or ".join(inner_suffixes) + " file inside",
                                what)
        member = wanted[0]
        if member.file_size > MAX_IMPORT_BYTES:
            raise DocumentError(path, member.filename, f"unpacks to {member.file_size / 1e6:.0f} MB",
                                f"at most {MAX_IMPORT_BYTES // (1024 * 1024)} MiB")
        try:
            with archive.open(member) as fh:  # the size in the header may lie: read no further than the limit
                out = fh.read(MAX_IMPORT_BYTES + 1)
        except (zipfile.BadZipFile, NotImplementedError, RuntimeError, OSError, EOFError) as exc:
            raise DocumentError(path, member.filename, f"cannot be unpacked ({exc})", what) from None
        if len(out) > MAX_IMPORT_BYTES:
            raise DocumentError(path, member.filename, "unpacks to more than an import may be",
                                f"at most {MAX_IMPORT_BYTES // (1024 * 1024)} MiB")
        return out


def decode_text(data: bytes, path) -> str:
    """Text of an imported file: UTF-8 (with or without its mark), else Windows Latin-1 as e-mails often are."""
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return data.decode("cp1252", errors="replace")
