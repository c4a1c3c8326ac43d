"""``--arg NAME=@img.npy:texture(filter=linear,address=clamp,normalized=true,read=normalized)``:
a texture parameter's value on the command line (docs/textures.md).

The options are those of :class:`warpsmith.ir.texture.Texture`: ``filter`` (nearest |
linear), ``address`` (clamp | wrap | mirror | border), ``normalized`` (true | false: the
coordinates), ``read`` or ``read_mode`` (element | normalized). ``:texture`` alone takes the
defaults (nearest, clamp, unnormalized, element).
"""

from __future__ import annotations

import re

import numpy as np

from ..ir.errors import LaunchError
from ..ir.texture import ADDRESS_MODES, FILTERS, READ_MODES, Texture

_SUFFIX = re.compile(r"^(?P<path>.*?):\s*texture\s*(?:\((?P<opts>[^()]*)\))?\s*$")
_BOOL = {"true": True, "yes": True, "1": True, "false": False, "no": False, "0": False}
_KEYS = {"filter": ("filter", FILTERS), "address": ("address", ADDRESS_MODES),
         "read": ("read_mode", READ_MODES), "read_mode": ("read_mode", READ_MODES),
         "normalized": ("normalized", tuple(_BOOL))}


def split_texture(text: str):
    """(path, options dict) when ``text`` (after '@') ends in ``:texture(...)``, else None.
    A bad option is a LaunchError naming it and the choices."""
    m = _SUFFIX.match(text)
    if m is None:
        if re.search(r":\s*texture\b", text):
            raise LaunchError(f"bad texture spec '@{text}': expected "
                              "@FILE.npy:texture(KEY=VALUE,...)")
        return None
    opts: dict = {}
    for item in filter(None, (s.strip() for s in (m.group("opts") or "").split(","))):
        key, eq, value = (s.strip() for s in item.partition("="))
        if key not in _KEYS or not eq:
            raise LaunchError(f"texture option '{item}' in '@{text}': expected KEY=VALUE "
                              f"with KEY one of {', '.join(_KEYS)}")
        field, allowed = _KEYS[key]
        value = value.lower()
        if value not in allowed:
            raise LaunchError(f"texture option {key}={value} in '@{text}': choose one of "
                              f"{', '.join(allowed)}")
        opts[field] = _BOOL[value] if field == "normalized" else value
    return m.group("path"), opts


def texture_value(where: str, arr: np.ndarray, opts: dict) -> Texture:
    """The Texture of a loaded array with the command line's options."""
    try:
        return Texture(arr, **opts)
    except LaunchError as err:
        raise LaunchError(f"{where}: {err.message}") from None


__all__ = ["split_texture", "texture_value"]
