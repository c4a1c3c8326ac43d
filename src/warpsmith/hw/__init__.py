"""Hardware facts: GPU descriptions (``data/*.toml``), the live GPU, and occupancy.

The low layer every analysis, model and transformation reads device numbers from; a
device is passed in (a :class:`~warpsmith.hw.descriptions.Device`), never hard-coded.
"""
