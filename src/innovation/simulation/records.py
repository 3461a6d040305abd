"""One row per simulated game: the :class:`GameRecord` schema, and reading and writing files of them.

A records file is JSON Lines (one row per line, ``.jsonl``) or Parquet (``.parquet``, needs
pyarrow). Rows are written in game order and encoded canonically (object keys sorted), so the
same simulation gives the same bytes whatever ran it. The schema is documented field by field in
docs/simulate.md; :data:`RECORD_VERSION` changes whenever a field changes meaning or shape.
"""

from __future__ import annotations

import io
from collections.abc import Iterable, Iterator, Sequence
from pathlib import Path
from typing import IO, Any, Protocol

import msgspec

from innovation.errors import ConfigError, InnovationError
from innovation.extras import missing_extra_message
from innovation.game import GameConfig
from innovation.options import OPTION_NAMES
from innovation.rules.plugins import Rules
from innovation.saves.format import SaveConfig, saved_options

RECORD_VERSION = 1
#: A row's configuration is the one a save file stores: what configurations gain, rows keep too.
SavedConfig = SaveConfig
#: A row longer than this is refused when reading (a real one is a few kilobytes).
MAX_ROW_BYTES = 4 << 20
RECORD_SUFFIXES = (".jsonl", ".parquet")


class RecordError(InnovationError):
    """A records file or row that cannot be read, or a row that does not replay."""


class GameRecord(msgspec.Struct, frozen=True, forbid_unknown_fields=True, kw_only=True):
    """What happened in one simulated game, and enough to replay it.

    Seats are numbered from 0 in seating (clockwise) order; every per-seat list has one entry per
    seat. Card counts map card ids to per-seat counts and leave out cards that never counted."""

    #: Schema version (:data:`RECORD_VERSION`).
    version: int
    #: The game's number in its run (game ``i`` of a run uses seed ``first seed + i``).
    game: int
    #: The game's configuration: players in seating order, seed, expansions, teams, rule options.
    config: SavedConfig
    #: The agent in each seat: its kind, with ``#k`` added when a kind plays more than one seat.
    agents: list[str]
    #: The seed each seat's agent was made with.
    agent_seeds: list[int]
    #: The seat that took the first turn (decided by the opening meld); None if the game failed first.
    first_player: int | None
    #: Seats of the winners (partners both win in a team game); empty when the game failed.
    winners: list[int]
    #: How the game ended: "achievements", "score", "dogma", …; "" when it failed.
    reason: str
    #: Turns begun and decisions answered.
    turns: int
    decisions: int
    #: Final score-pile points and achievements per seat.
    scores: list[int]
    achievements: list[int]
    #: Per card: how often each seat melded it (the opening meld included), activated its
    #: dogma, and had an activation shared (an opponent shared, so the seat drew a sharing bonus).
    melded: dict[str, list[int]]
    dogmas: dict[str, list[int]]
    shared: dict[str, list[int]]
    #: Every answer, in order, as its position in that decision's options: replaying these
    #: reproduces the game whatever the agents were (timed or otherwise non-deterministic).
    answers: list[int]
    #: Why the game failed (an exception in the engine or an agent); None for a finished game.
    error: str | None = None
    #: The engine version that played it.
    engine: str = ""


def saved_config(config: GameConfig, rules: Rules) -> SavedConfig:
    """``config`` as a save file stores it (players in seating order, teams as pairs). Fields
    the save format gains that are named like :class:`GameConfig` fields are copied as they are."""
    teams: list[list[str]] | None = None
    if config._team_of_seat is not None:
        seats = config.seating
        teams = [[seats[0], seats[2]], [seats[1], seats[3]]]
    special: dict[str, object] = {
        "players": list(config.seating),
        "expansions": list(config.expansions),
        "teams": teams,
        "options": saved_options(config.options),
        "plugins": list(rules.plugin_names[1 + len(config.expansions) :]),
    }
    fields = {
        name: special[name] if name in special else getattr(config, name) for name in SavedConfig.__struct_fields__
    }
    return msgspec.convert(fields, SavedConfig)


def game_config(saved: SavedConfig) -> GameConfig:
    """The configuration a row describes; :class:`~innovation.errors.ConfigError` if it is
    invalid or needs hand-registered plugins (simulations run installed ones only)."""
    if saved.plugins:
        raise ConfigError(f"needs these hand-registered plugins: {', '.join(saved.plugins)}")
    unknown = set(saved.options) - set(OPTION_NAMES)
    if unknown:
        raise ConfigError(f"unknown rule options: {sorted(unknown)}")
    fields = msgspec.structs.asdict(saved)
    options, teams = fields.pop("options"), fields.pop("teams")
    fields.pop("plugins")
    return GameConfig(**fields, teams=False if teams is None else teams, plugins=(), **options)


_encoder = msgspec.json.Encoder(order="sorted")
_decoder = msgspec.json.Decoder(GameRecord)


class _RowHeader(msgspec.Struct):
    version: int = 0
    game: int = -1


def encode_record(record: GameRecord) -> bytes:
    """The canonical JSON of one row (no newline)."""
    return _encoder.encode(record)


def decode_record(data: bytes | str) -> GameRecord:
    """One row from its JSON; raises :class:`RecordError` on anything malformed."""
    if len(data) > MAX_ROW_BYTES:
        raise RecordError(f"record longer than {MAX_ROW_BYTES} bytes")
    try:
        header = msgspec.json.decode(data, type=_RowHeader)
    except (msgspec.DecodeError, msgspec.ValidationError) as exc:
        raise RecordError(f"not a game record: {exc}") from None
    if header.version != RECORD_VERSION:
        raise RecordError(f"record version {header.version} (this engine reads version {RECORD_VERSION})")
    try:
        record = _decoder.decode(data)
    except (msgspec.DecodeError, msgspec.ValidationError) as exc:
        raise RecordError(f"malformed game record: {exc}") from None
    check_record(record)
    return record


def check_record(record: GameRecord) -> None:
    """Shape checks that the types alone do not make (seat counts and ranges)."""
    n = len(record.config.players)
    if record.game < 0:
        raise RecordError("negative game number")
    per_seat: dict[str, Sequence[object]] = {
        "agents": record.agents,
        "agent_seeds": record.agent_seeds,
        "scores": record.scores,
        "achievements": record.achievements,
    }
    for name, values in per_seat.items():
        if len(values) != n and not (record.error is not None and name in ("scores", "achievements") and not values):
            raise RecordError(f"{name} has {len(values)} entries for {n} seats")
    for name, counts in (("melded", record.melded), ("dogmas", record.dogmas), ("shared", record.shared)):
        if any(len(v) != n for v in counts.values()):
            raise RecordError(f"{name} counts must have one entry per seat")
    if record.first_player is not None and not 0 <= record.first_player < n:
        raise RecordError("first_player is not a seat")
    if any(not 0 <= w < n for w in record.winners):
        raise RecordError("a winner is not a seat")
    if any(a < 0 for a in record.answers):
        raise RecordError("answers are option positions (0 or more)")


class RecordSink(Protocol):
    """Where rows go, in game order."""

    def write(self, rows: Iterable[tuple[GameRecord, bytes]]) -> None: ...
    def close(self) -> None: ...


class JsonLinesSink:
    """Writes each row's canonical JSON on its own line, flushed after every batch."""

    def __init__(self, path: Path) -> None:
        self._file: IO[bytes] = path.open("wb")

    def write(self, rows: Iterable[tuple[GameRecord, bytes]]) -> None:
        self._file.write(b"".join(data + b"\n" for _, data in rows))
        self._file.flush()

    def close(self) -> None:
        self._file.close()


class ParquetSink:
    """Writes rows to a Parquet file in row groups (nested fields stay nested: per-seat lists,
    card counts as maps from card id to per-seat counts)."""

    BATCH = 2048

    def __init__(self, path: Path) -> None:
        pa, pq = _pyarrow()
        self._pa = pa
        self._schema = parquet_schema()
        self._writer = pq.ParquetWriter(str(path), self._schema)
        self._pending: list[dict[str, Any]] = []

    def write(self, rows: Iterable[tuple[GameRecord, bytes]]) -> None:
        for record, _ in rows:
            self._pending.append(_to_columns(record))
        if len(self._pending) >= self.BATCH:
            self._flush()

    def _flush(self) -> None:
        if self._pending:
            self._writer.write_table(self._pa.Table.from_pylist(self._pending, schema=self._schema))
            self._pending = []

    def close(self) -> None:
        self._flush()
        self._writer.close()


def open_sink(path: Path) -> RecordSink:
    """A writer for ``path`` by its suffix; refuses an unknown suffix, or Parquet without pyarrow."""
    suffix = path.suffix.lower()
    if suffix == ".jsonl":
        return JsonLinesSink(path)
    if suffix == ".parquet":
        _pyarrow()
        return ParquetSink(path)
    raise RecordError(f"records file must end in {' or '.join(RECORD_SUFFIXES)}, not {path.name!r}")


def check_sink_path(path: Path) -> None:
    """Fail early (before any game is played) on a records path that cannot be written."""
    suffix = path.suffix.lower()
    if suffix not in RECORD_SUFFIXES:
        raise RecordError(f"records file must end in {' or '.join(RECORD_SUFFIXES)}, not {path.name!r}")
    if suffix == ".parquet":
        _pyarrow()
    if not path.parent.is_dir():
        raise RecordError(f"no such directory: {path.parent}")


def read_records(path: Path) -> Iterator[GameRecord]:
    """Every row of a records file, in file order. Raises :class:`RecordError` (naming the line)
    on a malformed row."""
    if path.suffix.lower() == ".parquet":
        yield from _read_parquet(path)
        return
    with path.open("rb") as file:
        for number, line in enumerate(_lines(file), start=1):
            if line.strip():
                try:
                    yield decode_record(line)
                except RecordError as exc:
                    raise RecordError(f"{path.name} line {number}: {exc}") from None


def find_record(path: Path, game: int) -> GameRecord:
    """The row of game number ``game``; raises :class:`RecordError` if it is not there."""
    if path.suffix.lower() == ".parquet":
        for record in _read_parquet(path, game):
            return record
    else:
        with path.open("rb") as file:
            for number, line in enumerate(_lines(file), start=1):
                try:
                    header = msgspec.json.decode(line, type=_RowHeader) if line.strip() else None
                except (msgspec.DecodeError, msgspec.ValidationError) as exc:
                    raise RecordError(f"{path.name} line {number}: not a game record: {exc}") from None
                if header is not None and header.game == game:
                    try:
                        return decode_record(line)
                    except RecordError as exc:
                        raise RecordError(f"{path.name} line {number}: {exc}") from None
    raise RecordError(f"{path.name} has no record of game {game}")


def _lines(file: IO[bytes]) -> Iterator[bytes]:
    while True:
        line = file.readline(MAX_ROW_BYTES + 1)
        if not line:
            return
        if len(line) > MAX_ROW_BYTES:
            raise RecordError(f"a line longer than {MAX_ROW_BYTES} bytes is not a game record")
        yield line


# ------------------------------------------------------------------------------------- Parquet
_CARD_COUNTS = ("melded", "dogmas", "shared")


def _pyarrow() -> tuple[Any, Any]:
    try:
        import pyarrow as pa
        import pyarrow.parquet as pq
    except ImportError:
        raise RecordError(missing_extra_message("Parquet records (pyarrow)", "parquet")) from None
    return pa, pq


def parquet_schema(*, legacy_options: bool = False) -> Any:
    """The Parquet schema of a records file. Rule options are a map of option name to the JSON
    text of its value (``"true"``, ``"\\"first\\""``); files written before the ``edition`` option
    (``legacy_options``) map names to booleans and are still read."""
    pa, _ = _pyarrow()
    seats = pa.list_(pa.int64())
    counts = pa.map_(pa.string(), seats)
    config = pa.struct(
        [
            ("players", pa.list_(pa.string())),
            ("seed", pa.int64()),
            ("expansions", pa.list_(pa.string())),
            ("teams", pa.list_(pa.list_(pa.string()))),
            ("options", pa.map_(pa.string(), pa.bool_() if legacy_options else pa.string())),
            ("plugins", pa.list_(pa.string())),
            ("max_turns", pa.int64()),
        ]
    )
    return pa.schema(
        [
            ("version", pa.int64()),
            ("game", pa.int64()),
            ("config", config),
            ("agents", pa.list_(pa.string())),
            ("agent_seeds", seats),
            ("first_player", pa.int64()),
            ("winners", seats),
            ("reason", pa.string()),
            ("turns", pa.int64()),
            ("decisions", pa.int64()),
            ("scores", seats),
            ("achievements", seats),
            ("melded", counts),
            ("dogmas", counts),
            ("shared", counts),
            ("answers", pa.list_(pa.int32())),
            ("error", pa.string()),
            ("engine", pa.string()),
        ]
    )


def _to_columns(record: GameRecord) -> dict[str, Any]:
    row: dict[str, Any] = msgspec.to_builtins(record)
    for name in _CARD_COUNTS:
        row[name] = sorted(row[name].items())
    row["config"]["options"] = sorted((k, msgspec.json.encode(v).decode()) for k, v in row["config"]["options"].items())
    return row


def _from_columns(row: dict[str, Any]) -> GameRecord:
    for name in _CARD_COUNTS:
        row[name] = dict(row[name] or ())
    options = dict(row["config"]["options"] or ())
    try:
        row["config"]["options"] = {k: v if isinstance(v, bool) else msgspec.json.decode(v) for k, v in options.items()}
    except (msgspec.DecodeError, TypeError):
        raise RecordError("a row's rule options are not JSON values") from None
    # Re-encode so that the JSON path's checks (version, types, shapes) apply to Parquet rows too.
    return decode_record(msgspec.json.encode(row))


def _read_parquet(path: Path, game: int | None = None) -> Iterator[GameRecord]:
    _, pq = _pyarrow()
    try:
        file = pq.ParquetFile(str(path))
        if file.schema_arrow not in (parquet_schema(), parquet_schema(legacy_options=True)):
            raise RecordError(f"{path.name} is not a records file of version {RECORD_VERSION}")
        for batch in file.iter_batches(batch_size=1024):
            for row in batch.to_pylist():
                if game is None or row.get("game") == game:
                    yield _from_columns(row)
    except (OSError, ValueError, TypeError) as exc:  # pyarrow's errors derive from these
        raise RecordError(f"cannot read {path.name}: {exc}") from None


def records_bytes(records: Iterable[GameRecord]) -> bytes:
    """The JSON Lines text of ``records`` (what :class:`JsonLinesSink` writes)."""
    out = io.BytesIO()
    for record in records:
        out.write(encode_record(record) + b"\n")
    return out.getvalue()
