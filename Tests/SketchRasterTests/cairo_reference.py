#!/usr/bin/python3
"""Reference rasterizer for the tests: renders a .sketch document's strokes with pycairo
(round caps, round joins, one path per stroke, source-over) on its background colour, with
their dashes (set_dash, in stroke widths, from the first point), rounded corners (arc) and
arrows' heads (one or both, the shaft and heads filled as one group).
usage: cairo_reference.py DOC.sketch OUT.png [SCALE]"""
import json, math, sys
import cairo

def rgba(text):
    h = text.lstrip("#")
    if len(h) == 6:
        h += "FF"
    return tuple(int(h[i:i + 2], 16) / 255 for i in (0, 2, 4, 6))

def outline(ctx, tool, pts, s):
    (x0, y0), (x1, y1) = (pts[0], pts[-1]) if len(pts) > 1 else (pts[0], pts[0])
    r = min(s.get("radius", 0), abs(x1 - x0) / 2, abs(y1 - y0) / 2) if tool == "rectangle" else 0
    if tool == "rectangle" and r > 0:
        left, right, top, bottom = min(x0, x1), max(x0, x1), min(y0, y1), max(y0, y1)
        ctx.move_to(left + r, top)
        ctx.arc(right - r, top + r, r, -math.pi / 2, 0)
        ctx.arc(right - r, bottom - r, r, 0, math.pi / 2)
        ctx.arc(left + r, bottom - r, r, math.pi / 2, math.pi)
        ctx.arc(left + r, top + r, r, math.pi, 3 * math.pi / 2)
        ctx.close_path()
    elif tool == "rectangle" and "dash" in s:
        # From the first point, as the dashes are measured.
        ctx.move_to(x0, y0)
        ctx.line_to(x1, y0)
        ctx.line_to(x1, y1)
        ctx.line_to(x0, y1)
        ctx.close_path()
    elif tool == "rectangle":
        ctx.rectangle(min(x0, x1), min(y0, y1), abs(x1 - x0), abs(y1 - y0))
    elif tool == "ellipse":
        cx, cy, rx, ry = (x0 + x1) / 2, (y0 + y1) / 2, abs(x1 - x0) / 2, abs(y1 - y0) / 2
        ctx.save()
        ctx.translate(cx, cy)
        ctx.scale(max(rx, 1e-9), max(ry, 1e-9))
        ctx.arc(0, 0, 1, 0, 2 * math.pi)
        ctx.restore()
        ctx.close_path()
    else:
        ctx.move_to(*pts[0])
        if len(pts) == 1:
            ctx.line_to(*pts[0])
        for p in pts[1:]:
            ctx.line_to(*p)

def arrow(ctx, s):
    """The shaft up to inside each head, and the heads, at the stroke's alpha as one group."""
    (ax, ay), (bx, by) = s["points"][0], s["points"][-1]
    w, both = s["width"], s.get("heads") == "both"
    length = math.hypot(bx - ax, by - ay)
    dx, dy = (bx - ax) / length, (by - ay) / length
    nx, ny = -dy, dx
    head = min(9 + 2.5 * w, length / 2 if both else length)
    half = max(head * 0.55, w / 2 + 1)
    r, g, b, a = rgba(s["color"])
    ctx.push_group()
    ctx.set_source_rgba(r, g, b, 1)
    start = (ax + dx * head * 0.6, ay + dy * head * 0.6) if both else (ax, ay)
    ctx.move_to(*start)
    ctx.line_to(bx - dx * head * 0.6, by - dy * head * 0.6)
    ctx.stroke()
    ctx.set_dash([])
    tips = [((bx, by), -1)] + ([((ax, ay), 1)] if both else [])
    for (tx, ty), sign in tips:
        cx, cy = tx + sign * dx * head, ty + sign * dy * head
        ctx.move_to(tx, ty)
        ctx.line_to(cx + nx * half, cy + ny * half)
        ctx.line_to(cx - nx * half, cy - ny * half)
        ctx.close_path()
        ctx.fill()
    ctx.pop_group_to_source()
    ctx.paint_with_alpha(a)

def main():
    doc = json.load(open(sys.argv[1]))
    scale = float(sys.argv[3]) if len(sys.argv) > 3 else 1.0
    w, h = round(doc["width"] * scale), round(doc["height"] * scale)
    surface = cairo.ImageSurface(cairo.FORMAT_ARGB32, w, h)
    ctx = cairo.Context(surface)
    ctx.set_source_rgba(*rgba(doc.get("background", "#FFFFFFFF")))
    ctx.set_operator(cairo.OPERATOR_SOURCE)
    ctx.paint()
    ctx.set_operator(cairo.OPERATOR_OVER)
    ctx.scale(scale, scale)
    ctx.set_line_cap(cairo.LINE_CAP_ROUND)
    ctx.set_line_join(cairo.LINE_JOIN_ROUND)
    for s in doc["strokes"]:
        ctx.new_path()
        ctx.set_dash([])
        if "fill" in s:
            # The fill first, up to the outline's centre line; the outline on top.
            outline(ctx, s["tool"], s["points"], s)
            ctx.set_source_rgba(*rgba(s["fill"]))
            ctx.fill()
        w = s["width"]
        ctx.set_line_width(w)
        if "dash" in s:
            ctx.set_dash([s["dash"][0] * w, s["dash"][1] * w])
        if s["tool"] == "arrow":
            arrow(ctx, s)
            continue
        ctx.set_source_rgba(*rgba(s["color"]))
        outline(ctx, s["tool"], s["points"], s)
        ctx.stroke()
    surface.write_to_png(sys.argv[2])

main()
