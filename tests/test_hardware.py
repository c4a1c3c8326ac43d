"""Hardware descriptions: every file loads, every field has a documented source."""

import tomllib

import pytest

from warpsmith.hw import descriptions as hardware
from warpsmith.hw.descriptions import (REQUIRED, HardwareFileError, devices_table, documents,
                                      list_devices, live_device, load_device)

EXPECTED = {"h100-sxm", "h200", "a100", "8800gtx", "8800gt", "gtx280", "gtx480", "k20c",
            "tesla-s1070", "tesla-s2050"}


def test_all_descriptions_present():
    assert EXPECTED <= set(hardware.device_keys())


@pytest.mark.parametrize("key", sorted(EXPECTED))
def test_every_field_sourced(key):
    dev = load_device(key)
    docs = documents()
    for f in REQUIRED:
        src = dev.source_of(f)
        assert src.source in docs and src.where, (key, f)
    # sanity relations that hold on every CUDA GPU
    assert dev.max_warps_per_sm * dev.warp_size == dev.max_threads_per_sm
    assert dev.registers_per_block <= dev.registers_per_sm
    assert dev.shared_per_block <= dev.shared_per_sm
    assert dev.warp_size == 32
    assert dev.arch == "sm_" + dev.compute_capability.replace(".", "")


def test_h100_figures():
    d = load_device("h100")
    assert d.key == "h100-sxm" and d.arch == "sm_90" and d.cc == (9, 0)
    assert d.sm_count == 132 and d.max_blocks_per_sm == 32 and d.max_warps_per_sm == 64
    assert d.shared_per_sm == 228 * 1024 and d.shared_per_block_optin == 227 * 1024
    assert d.reserved_shared_per_block == 1024 and d.shared_allocation_unit == 128
    assert d.register_allocation_unit == 256 and d.registers_per_sm == 65536
    assert d.global_sector_bytes == 32 and d.shared_banks == 32


def test_papers_gpus_cite_papers():
    assert load_device("8800gt").source_of("sm_count").source == "paper-braak"
    assert load_device("gtx480").source_of("sm_count").source == "paper-magni"
    assert load_device("k20c").sm_count == 13
    assert load_device("tesla-s1070").compute_capability == "1.3"
    assert load_device("tesla-s2050").compute_capability == "2.0"
    assert load_device("8800gtx").shared_banks == 16


def test_aliases_and_unknown():
    assert load_device("H100").key == "h100-sxm"
    assert load_device("s2050").key == "tesla-s2050"
    with pytest.raises(KeyError):
        load_device("rtx9090")


def test_unsourced_field_refused(tmp_path, monkeypatch):
    text = (hardware.DATA_DIR / "h100-sxm.toml").read_text()
    bad = text.replace('sm_count = { value = 132, source = "h100-wp", ', 'sm_count = { value = 132, ')
    p = tmp_path / "bad.toml"
    p.write_text(bad)
    with pytest.raises(HardwareFileError):
        hardware.parse_description(p)


def test_list_and_table_rows():
    rows = list_devices()
    assert {r["key"] for r in rows} >= EXPECTED
    for r in rows:
        for k in ("name", "arch", "sms", "core_clock_mhz", "bandwidth_gb_s", "shared_per_sm_kib",
                  "regs_per_sm"):
            assert k in r
    table = devices_table(live=True)
    assert len(table) >= len(rows)


def test_live_device_none_without_gpu(monkeypatch):
    monkeypatch.setattr(hardware, "_query_attributes", lambda ordinal=0: None)
    assert live_device() is None


def test_live_overrides_file(monkeypatch):
    fake = {"cc_major": 9, "cc_minor": 0, "name": "NVIDIA H100 80GB HBM3", "sm_count": 132,
            "l2_bytes": 52428800, "shared_per_sm": 233472, "core_clock_khz": 1980000,
            "reserved_shared_per_block": 1024, "max_threads_per_sm": 2048, "warp_size": 32,
            "total_memory": 85_520_000_000}
    monkeypatch.setattr(hardware, "_query_attributes", lambda ordinal=0: fake)
    d = live_device()
    assert d.live and d.arch == "sm_90" and d.name == "NVIDIA H100 80GB HBM3"
    assert d.source_of("sm_count").source == "live"
    assert d.core_clock_mhz == 1980 and d.memory_gb == 85.52
    assert d.source_of("fp32_flops").source == "h100-ds"  # not queryable: from the file


# ----------------------------------------------------------------------------- timing fields

def test_timing_fields_parse_with_sources():
    """The 8800 GTX carries the paper's timing parameters, each with a source."""
    from warpsmith.hw.descriptions import TIMING, timing_of

    dev = load_device("8800gtx")
    t = timing_of(dev)
    assert t.issue_cycles_per_warp_instruction == 4 and t.barrier_cycles == 4
    assert t.global_latency_cycles == 250 and t.shared_cycles_per_wavefront == 4
    assert t.pipeline_latency_cycles == 24 and t.timing_clock_mhz == 1350
    assert t.sustained_bandwidth_bytes_per_s == 86.4e9
    assert t.l2_latency_cycles is None and t.l2_bandwidth_bytes_per_s is None  # no L2 on 1.x
    docs = documents()
    for f in TIMING:
        if getattr(dev, f) is not None:
            src = dev.source_of(f)
            assert src.source in docs and src.where, f
            assert t.sources[f] == src
    assert dev.source_of("global_latency_cycles").source == "paper-baghsorkhi"
    assert t.seconds(1350e6) == pytest.approx(1.0) and t.cycles(1e-6) == pytest.approx(1350)


@pytest.mark.parametrize("key", sorted(EXPECTED))
def test_timing_of_every_description(key):
    """Each description either has all its timing fields or names the first one it lacks."""
    from warpsmith.hw.descriptions import UncalibratedDevice, missing_timing, timing_of

    dev = load_device(key)
    missing = missing_timing(dev)
    if not missing:
        t = timing_of(key)
        assert t.device == key and t.timing_clock_mhz > 0
    else:
        with pytest.raises(UncalibratedDevice) as ei:
            timing_of(key)
        assert key in str(ei.value) and missing[0] in str(ei.value)
        assert ei.value.device == key and ei.value.missing == missing


def test_missing_timing_field_is_a_clear_error():
    import dataclasses

    from warpsmith.ir.errors import WarpsmithError
    from warpsmith.hw.descriptions import timing_of

    dev = dataclasses.replace(load_device("8800gtx"), barrier_cycles=None)
    with pytest.raises(WarpsmithError) as ei:
        timing_of(dev)
    msg = str(ei.value)
    assert "8800gtx" in msg and "'barrier_cycles'" in msg and "calibrat" in msg
    # a GPU with an L2 needs the L2 fields too
    dev = dataclasses.replace(load_device("8800gtx"), l2_bytes=1 << 20)
    with pytest.raises(WarpsmithError, match="l2_latency_cycles"):
        timing_of(dev)


def test_bad_timing_value_refused(tmp_path):
    text = (hardware.DATA_DIR / "8800gtx.toml").read_text()
    for bad in ('value = 0.0, source = "paper-baghsorkhi", where = "x"',
                'value = "fast", source = "paper-baghsorkhi", where = "x"'):
        p = tmp_path / "bad.toml"
        p.write_text(text + f"\nl2_latency_cycles = {{ {bad} }}\n")
        with pytest.raises(HardwareFileError, match="l2_latency_cycles"):
            hardware.parse_description(p)
    p.write_text(text + '\nl2_latency_cycles = { value = 100.0, where = "x" }\n')
    with pytest.raises(HardwareFileError):
        hardware.parse_description(p)


def test_parse_description_elsewhere(tmp_path):
    """A description in another directory, checked against its own documents file."""
    import shutil

    shutil.copy(hardware.DATA_DIR / "8800gtx.toml", tmp_path / "8800gtx.toml")
    (tmp_path / "_documents.toml").write_text('[documents]\ng80-brief = "x"\n')
    with pytest.raises(HardwareFileError, match="unknown document"):
        hardware.parse_description(tmp_path / "8800gtx.toml", tmp_path / "_documents.toml")
    dev = hardware.parse_description(tmp_path / "8800gtx.toml")
    assert dev.key == "8800gtx" and dev.barrier_cycles == 4


def test_description_for_names():
    assert hardware.description_for("NVIDIA H100 80GB HBM3", "9.0") == "h100-sxm"
    assert hardware.description_for("NVIDIA H200", "9.0") == "h200"
    assert hardware.description_for("Some GPU", "12.7") is None


def test_live_device_keeps_timing(monkeypatch):
    fake = {"cc_major": 1, "cc_minor": 0, "name": "GeForce 8800 GTX", "sm_count": 16}
    monkeypatch.setattr(hardware, "_query_attributes", lambda ordinal=0: fake)
    d = live_device()
    assert d.key == "live:0" and d.global_latency_cycles == 250
    assert hardware.timing_of(d).barrier_cycles == 4
