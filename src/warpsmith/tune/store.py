"""The tuner's results store: SQLite, one row per (kernel source hash, device,
configuration), written one committed row at a time (:meth:`Store.put`) or a batch per
transaction (:meth:`Store.put_many`).

Why SQLite: one file, transactions, and write-ahead logging. The database runs in WAL mode
and every result (or batch) is its own transaction, so a tuner killed with ``kill -9``
loses nothing already recorded (a committed WAL frame survives the process;
``synchronous=NORMAL`` risks only the last transactions on a power loss, not on a crash of
the process), and a resumed run skips every configuration already stored (:meth:`Store.done`).

A row holds the configuration (its Kernel Tuner key and its values as JSON), the objective
value (``time`` in ms for measured rows; for the simulator backend a cost that is not a
time, named in ``unit``), the samples, the compile, verification and benchmark times, the
compile report, the failure reason (None for a success), the energy and the time stamp.

Kernel Tuner's JSON cache (:func:`export_kt`, :func:`import_kt`) carries the same rows: its
``cache`` maps ``"v1,v2,..."`` to the values, ``time`` (ms, or the failure as the string
``InvalidConfig`` / ``CompilationFailedConfig`` / ``RuntimeFailedConfig``), ``times``,
``compile_time``, ``verification_time``, ``benchmark_time``, ``strategy_time``,
``framework_time`` and ``timestamp`` (Kernel Tuner 1.x, ``kernel_tuner/util.py``,
``process_cache``/``store_cache``).
"""

from __future__ import annotations

import datetime as _dt
import hashlib
import json
import sqlite3
from dataclasses import dataclass, field
from pathlib import Path

from .results import json_default

#: Failure kinds and the Kernel Tuner strings they are written as.
KT_FAILURES = {"invalid": "InvalidConfig", "compile": "CompilationFailedConfig",
               "runtime": "RuntimeFailedConfig", "wrong": "RuntimeFailedConfig",
               "timeout": "RuntimeFailedConfig", "crash": "RuntimeFailedConfig"}
KT_FAILURE_KIND = {"InvalidConfig": "invalid", "CompilationFailedConfig": "compile",
                   "RuntimeFailedConfig": "runtime", "ErrorConfig": "runtime"}

_SCHEMA = """
CREATE TABLE IF NOT EXISTS results (
  kernel_hash TEXT NOT NULL, device TEXT NOT NULL, config_key TEXT NOT NULL,
  params TEXT NOT NULL, value REAL, unit TEXT, times TEXT, compile_time REAL,
  verification_time REAL, benchmark_time REAL, compile_report TEXT, failure TEXT,
  failure_kind TEXT, energy REAL, extra TEXT, timestamp TEXT,
  PRIMARY KEY (kernel_hash, device, config_key));
CREATE TABLE IF NOT EXISTS spaces (
  kernel_hash TEXT NOT NULL, device TEXT NOT NULL, kernel_name TEXT,
  problem_size TEXT, tune_params_keys TEXT, tune_params TEXT, objective TEXT,
  PRIMARY KEY (kernel_hash, device));
"""


_INSERT = "INSERT OR REPLACE INTO results VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)"


def source_hash(source: str, kernel: str = "", extra: str = "") -> str:
    """The identity of a tuned kernel: SHA-256 of its source, name and anything else that
    changes the measured code (first 16 hex digits)."""
    h = hashlib.sha256()
    for part in (source, "\0", kernel, "\0", extra):
        h.update(part.encode())
    return h.hexdigest()[:16]


def now() -> str:
    """An ISO-8601 UTC time stamp (Kernel Tuner writes the same form)."""
    return _dt.datetime.now(_dt.timezone.utc).isoformat()


@dataclass
class Result:
    """One measured (or failed) configuration."""

    key: str
    params: dict
    value: float | None = None
    unit: str = "ms"
    times: list = field(default_factory=list)
    compile_time: float = 0.0       # ms
    verification_time: float = 0.0  # ms
    benchmark_time: float = 0.0     # ms
    compile_report: dict | None = None
    failure: str | None = None
    failure_kind: str | None = None
    energy: float | None = None     # J per launch
    extra: dict = field(default_factory=dict)
    timestamp: str = ""

    @property
    def ok(self) -> bool:
        """A measured value (no failure)."""
        return self.failure is None and self.value is not None

    @property
    def cost_s(self) -> float:
        """Seconds this evaluation took: compile, verification and benchmark time."""
        return (self.compile_time + self.verification_time + self.benchmark_time) / 1000.0

    def kt_record(self, objective: str = "time") -> dict:
        """This result as a Kernel Tuner cache record (and a ``results`` list entry)."""
        rec = dict(self.params)
        if self.ok:
            rec[objective] = self.value
            if objective != "time":
                rec.setdefault("time", self.extra.get("time", self.value))
        else:
            rec[objective] = KT_FAILURES.get(self.failure_kind or "runtime", "RuntimeFailedConfig")
            if objective != "time":
                rec["time"] = rec[objective]
        rec["times"] = list(self.times)
        rec["compile_time"] = self.compile_time
        rec["verification_time"] = self.verification_time
        rec["benchmark_time"] = self.benchmark_time
        rec["strategy_time"] = self.extra.get("strategy_time", 0)
        rec["framework_time"] = self.extra.get("framework_time", 0)
        rec["timestamp"] = self.timestamp
        for k, v in self.extra.items():
            if k not in rec and isinstance(v, (int, float, str)):
                rec[k] = v
        if self.energy is not None:
            rec.setdefault("energy", self.energy)
        return rec


class Store:
    """The SQLite results store at ``path`` (``":memory:"`` for a scratch one), bound to one
    kernel hash and device for :meth:`put` / :meth:`get` / :meth:`done`."""

    def __init__(self, path, kernel_hash: str = "", device: str = ""):
        self.path = str(path)
        if self.path != ":memory:":
            Path(self.path).parent.mkdir(parents=True, exist_ok=True)
        self.db = sqlite3.connect(self.path, timeout=30, isolation_level=None)
        self.db.execute("PRAGMA journal_mode=WAL")
        self.db.execute("PRAGMA synchronous=NORMAL")
        self.db.executescript(_SCHEMA)
        self.kernel_hash, self.device = kernel_hash, device

    def bind(self, kernel_hash: str, device: str) -> "Store":
        """Point the store at one kernel and device (returns itself)."""
        self.kernel_hash, self.device = kernel_hash, device
        return self

    def describe(self, kernel_name: str, problem_size, tune_params: dict,
                 objective: str = "time") -> None:
        """Record what the bound kernel's space is (for export and replay)."""
        self.db.execute("INSERT OR REPLACE INTO spaces VALUES (?,?,?,?,?,?,?)",
                        (self.kernel_hash, self.device, kernel_name,
                         json.dumps(problem_size, default=json_default),
                         json.dumps(list(tune_params)),
                         json.dumps(tune_params, default=json_default), objective))

    def space_info(self, kernel_hash: str | None = None, device: str | None = None) -> dict | None:
        """What :meth:`describe` recorded (None when nothing was)."""
        row = self.db.execute("SELECT kernel_name, problem_size, tune_params_keys, tune_params, "
                              "objective FROM spaces WHERE kernel_hash=? AND device=?",
                              (kernel_hash or self.kernel_hash, device or self.device)).fetchone()
        if row is None:
            return None
        return {"kernel_name": row[0], "problem_size": json.loads(row[1]),
                "tune_params_keys": json.loads(row[2]), "tune_params": json.loads(row[3]),
                "objective": row[4]}

    def put(self, r: Result) -> None:
        """Store one result in its own transaction (a repeat of a key replaces the row)."""
        self.db.execute(_INSERT, self._row(r))

    def put_many(self, results: list[Result]) -> None:
        """Store ``results`` in one transaction: all of them are committed or none (a
        process killed before the commit leaves none of them stored, so a resumed run
        measures them again and none is stored twice)."""
        if not results:
            return
        self.db.execute("BEGIN IMMEDIATE")
        try:
            self.db.executemany(_INSERT, [self._row(r) for r in results])
        except BaseException:
            self.db.execute("ROLLBACK")
            raise
        self.db.execute("COMMIT")

    def _row(self, r: Result) -> tuple:
        return (self.kernel_hash, self.device, r.key, json.dumps(r.params, default=json_default),
                r.value, r.unit, json.dumps(r.times, default=json_default), r.compile_time,
                r.verification_time, r.benchmark_time,
                None if r.compile_report is None else json.dumps(r.compile_report,
                                                                 default=json_default),
                r.failure, r.failure_kind, r.energy,
                json.dumps(r.extra, default=json_default), r.timestamp or now())

    def get(self, key: str) -> Result | None:
        """The stored result of a configuration key, or None."""
        row = self.db.execute("SELECT * FROM results WHERE kernel_hash=? AND device=? AND "
                              "config_key=?", (self.kernel_hash, self.device, key)).fetchone()
        return None if row is None else _result(row)

    def done(self) -> set:
        """Keys of every configuration stored for the bound kernel and device."""
        return {k for (k,) in self.db.execute(
            "SELECT config_key FROM results WHERE kernel_hash=? AND device=?",
            (self.kernel_hash, self.device))}

    def results(self, kernel_hash: str | None = None, device: str | None = None) -> list[Result]:
        """Every stored result of a kernel and device (default: the bound ones)."""
        rows = self.db.execute("SELECT * FROM results WHERE kernel_hash=? AND device=? "
                               "ORDER BY rowid", (kernel_hash or self.kernel_hash,
                                                  device or self.device))
        return [_result(r) for r in rows]

    def kernels(self) -> list[tuple[str, str]]:
        """(kernel hash, device) pairs with results."""
        return [tuple(r) for r in self.db.execute(
            "SELECT DISTINCT kernel_hash, device FROM results ORDER BY kernel_hash, device")]

    def close(self) -> None:
        """Close the connection."""
        self.db.close()


def _result(row) -> Result:
    (_h, _d, key, params, value, unit, times, ct, vt, bt, report, failure, kind, energy,
     extra, ts) = row
    return Result(key, json.loads(params), value, unit or "ms", json.loads(times or "[]"),
                  ct or 0.0, vt or 0.0, bt or 0.0, json.loads(report) if report else None,
                  failure, kind, energy, json.loads(extra or "{}"), ts or "")


# ----------------------------------------------------------------------------- Kernel Tuner


def kt_document(results: list[Result], *, device_name: str, kernel_name: str, problem_size,
                tune_params: dict, objective: str = "time") -> dict:
    """A Kernel Tuner cache document of ``results``."""
    return {"device_name": device_name, "kernel_name": kernel_name,
            "problem_size": problem_size, "tune_params_keys": list(tune_params),
            "tune_params": tune_params, "objective": objective,
            "cache": {r.key: r.kt_record(objective) for r in results}}


def export_kt(store: Store, path, *, kernel_hash: str | None = None, device: str | None = None,
              kernel_name: str | None = None, problem_size=None,
              tune_params: dict | None = None) -> Path:
    """Write the stored results of one kernel and device as a Kernel Tuner cache file (the
    space's description from :meth:`Store.describe` unless given)."""
    info = store.space_info(kernel_hash, device) or {}
    results = store.results(kernel_hash, device)
    tune_params = tune_params or info.get("tune_params")
    if tune_params is None:
        raise ValueError("export_kt: the store has no description of this space; pass "
                         "tune_params")
    doc = kt_document(results, device_name=device or store.device,
                      kernel_name=kernel_name or info.get("kernel_name") or "kernel",
                      problem_size=problem_size if problem_size is not None
                      else info.get("problem_size"), tune_params=tune_params,
                      objective=info.get("objective") or "time")
    path = Path(path)
    path.write_text(json.dumps(doc, default=json_default, indent=""))
    return path


def read_kt(path) -> dict:
    """A Kernel Tuner cache file as a dict, also when the tuner that wrote it was stopped
    before closing it (Kernel Tuner leaves ``...,`` open while tuning)."""
    text = Path(path).read_text().strip()
    if text and not text.endswith(("}\n}", "}}")):
        text = text.rstrip(",") + "}\n}"
    return json.loads(text)


def kt_results(doc: dict) -> list[Result]:
    """The records of a Kernel Tuner cache document as :class:`Result` values."""
    keys = doc["tune_params_keys"]
    objective = doc.get("objective") or "time"
    if isinstance(objective, list):
        objective = objective[0]
    out = []
    std = {"times", "compile_time", "verification_time", "benchmark_time", "strategy_time",
           "framework_time", "timestamp", objective, "time"}
    for key, rec in doc["cache"].items():
        params = {k: rec[k] for k in keys}
        value = rec.get(objective, rec.get("time"))
        extra = {k: v for k, v in rec.items() if k not in keys and k not in std}
        extra.update({k: rec[k] for k in ("strategy_time", "framework_time") if k in rec})
        if isinstance(value, str):
            kind = KT_FAILURE_KIND.get(value, "runtime")
            r = Result(key, params, None, failure=value, failure_kind=kind)
        else:
            r = Result(key, params, float(value))
            if objective != "time" and isinstance(rec.get("time"), (int, float)):
                r.extra["time"] = rec["time"]
        r.times = list(rec.get("times") or [])
        r.compile_time = float(rec.get("compile_time") or 0)
        r.verification_time = float(rec.get("verification_time") or 0)
        r.benchmark_time = float(rec.get("benchmark_time") or 0)
        r.timestamp = str(rec.get("timestamp") or "")
        r.energy = rec.get("energy") if isinstance(rec.get("energy"), (int, float)) else None
        r.extra.update(extra)
        out.append(r)
    return out


def import_kt(path, store: Store, *, kernel_hash: str | None = None) -> tuple[str, str]:
    """Load a Kernel Tuner cache file into ``store`` (under ``kernel_hash``, default a hash
    of the file's kernel name and tunables, and its device name); returns (hash, device)."""
    doc = read_kt(path)
    device = doc.get("device_name") or "unknown"
    kh = kernel_hash or source_hash(json.dumps(doc["tune_params"], sort_keys=True),
                                    doc.get("kernel_name") or "", "kernel-tuner-cache")
    store.bind(kh, device)
    store.describe(doc.get("kernel_name") or "kernel", doc.get("problem_size"),
                   doc["tune_params"], doc.get("objective") or "time")
    for r in kt_results(doc):
        store.put(r)
    return kh, device


__all__ = ["Result", "Store", "source_hash", "now", "kt_document", "export_kt", "read_kt",
           "kt_results", "import_kt", "KT_FAILURES"]
