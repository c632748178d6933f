#!/usr/bin/python3
"""Reference rasterizer for the tests: renders a .sketch document's strokes with pycairo
(round caps, round joins, one path per stroke, source-over) on its background colour.
usage: cairo_reference.py DOC.sketch OUT.png [SCALE]"""
import json, math, sys
import cairo

def rgba(text):
    h = text.lstrip("#")
    if len(h) == 6:
        h += "FF"
    return tuple(int(h[i:i + 2], 16) / 255 for i in (0, 2, 4, 6))

def outline(ctx, tool, pts):
    (x0, y0), (x1, y1) = (pts[0], pts[-1]) if len(pts) > 1 else (pts[0], pts[0])
    if tool == "rectangle":
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
        if "fill" in s:
            # The fill first, up to the outline's centre line; the outline on top.
            outline(ctx, s["tool"], s["points"])
            ctx.set_source_rgba(*rgba(s["fill"]))
            ctx.fill()
        ctx.set_source_rgba(*rgba(s["color"]))
        ctx.set_line_width(s["width"])
        outline(ctx, s["tool"], s["points"])
        ctx.stroke()
    surface.write_to_png(sys.argv[2])

main()
