"""Member class templates that need nothing of their enclosing class, read as templates
of the enclosing namespace (issue 18; xformers' ``StaticSort<N>``, a Bose-Nelson sorting
network of member class templates ``Swap<A>``, ``PB<A, I, J, X, Y>`` and ``PS<A, I, M,
Stop>`` with partial specializations, whose constructors do the work).

C++ looks a member class template up in its class, and an instance of it is the same
whatever the enclosing class's own template arguments are when the member template names
none of them (nor any other member of the enclosing class). Such a member template (and
each of its partial specializations) is therefore the namespace-scope template
``Outer__Name``: :func:`hoist_member_templates` moves it out of the class's tokens, ahead
of the class, renamed, and renames its uses in the class and in the other hoisted
templates. Access control (``private:``) is not modelled and changes nothing that runs.

A member class template that names an enclosing template parameter or another member of
the class is left in the class, where the class reader refuses it, located ("member
template that is not a method").
"""

from __future__ import annotations

from .lexer import Token, matching_angle, matching_brace
from .nested import _WORDS, _own_names


def _angle_end(toks: list, k: int) -> int:
    """The index after the ``>`` closing the ``<`` at ``toks[k]`` (parentheses nest); -1
    when it does not close."""
    j = matching_angle(toks, k, stops=())
    return -1 if j is None else j + 1


def _class_head(toks: list):
    """(template head end, class name, body ``{`` index) of a class definition chunk;
    None for anything else."""
    k = 0
    if toks and toks[0].text == "template" and len(toks) > 1 and toks[1].text == "<":
        k = _angle_end(toks, 1)
        if k < 0:
            return None
    if k + 1 >= len(toks) or toks[k].text not in ("class", "struct") or \
            toks[k + 1].kind != "id":
        return None
    open_ = next((j for j in range(k + 2, len(toks)) if toks[j].text in ("{", ";", "=")),
                 -1)
    if open_ < 0 or toks[open_].text != "{":
        return None
    return k, toks[k + 1].text, open_


def _member_templates(toks: list, open_: int, close: int) -> list:
    """(start, end) of each member class template definition (its ``;`` included) at the
    class body's own level."""
    out, j, depth = [], open_ + 1, 0
    while j < close:
        x = toks[j].text
        if x in ("{", "(", "["):
            depth += 1
        elif x in ("}", ")", "]"):
            depth -= 1
        elif depth == 0 and x == "template" and j + 1 < close and toks[j + 1].text == "<":
            head = _angle_end(toks, j + 1)
            if 0 < head < close and toks[head].text in ("class", "struct"):
                body = next((b for b in range(head, close) if toks[b].text in ("{", ";")),
                            -1)
                if body > 0 and toks[body].text == "{":
                    end = matching_brace(toks, body)
                    if 0 < end < close and end + 1 < close and toks[end + 1].text == ";":
                        out.append((j, end + 2))
                        j = end + 2
                        continue
        j += 1
    return out


def _renamed(toks: list, names: dict) -> list:
    """``toks`` with each use of a name of ``names`` (not after ``.``, ``->``, ``::``)
    spelled as its new name."""
    out = []
    for k, t in enumerate(toks):
        if t.kind == "id" and t.text in names and not (
                k > 0 and toks[k - 1].text in (".", "->", "::")):
            out.append(Token("id", names[t.text], t.loc, t.bol, t.space, t.expanded_at,
                             t.hideset))
        else:
            out.append(t)
    return out


def _template_param_names(toks: list, end: int) -> set:
    """The names the class's template head ``toks[:end]`` declares."""
    return {toks[k].text for k in range(2, end - 1)
            if toks[k].kind == "id" and toks[k + 1].text in (",", ">", "=", ">>")}


def hoist_member_templates(toks: list) -> list:
    """The chunks a class definition ``toks`` reads as: each self-contained member class
    template moved ahead of the class as ``Outer__Name`` (module docstring), then the
    class; ``[toks]`` when there is none to move."""
    head = _class_head(toks)
    if head is None:
        return [toks]
    tend, outer, open_ = head
    close = matching_brace(toks, open_)
    if close >= len(toks):
        return [toks]
    spans = _member_templates(toks, open_, close)
    if not spans:
        return [toks]
    members = {toks[_angle_end(toks, s + 1) + 1].text for s, _ in spans}
    rest = toks[open_:spans[0][0]] + sum(
        (toks[e:(spans[i + 1][0] if i + 1 < len(spans) else close + 1)]
         for i, (_, e) in enumerate(spans)), [])
    enclosing = (_own_names(rest) | _template_param_names(toks, tend) | {outer}) - \
        members - _WORDS
    for s, e in spans:
        for k in range(s, e):
            t = toks[k]
            if t.kind == "id" and t.text in enclosing and \
                    toks[k - 1].text not in (".", "->", "::"):
                return [toks]  # it names the enclosing class's own: left to refuse
    names = {m: f"{outer}__{m}" for m in members}
    hoisted = [_renamed(toks[s:e], names) for s, e in spans]
    return hoisted + [_renamed(toks[:open_] + rest + toks[close + 1:], names)]
