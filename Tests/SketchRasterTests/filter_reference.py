#!/usr/bin/python3
"""Reference filters for the tests, in numpy: pixelate (each block's mean, blocks aligned to
the image's origin, averaged over their pixels inside the rectangle) and blur (a separable
Gaussian of standard deviation RADIUS, truncated at 4 sigma, edges extended), on an opaque PNG.
usage: filter_reference.py pixelate|blur IN.png OUT.png X0 Y0 X1 Y1 SIZE"""
import sys
import cairo
import numpy as np

def read(path):
    s = cairo.ImageSurface.create_from_png(path)
    h, w, stride = s.get_height(), s.get_width(), s.get_stride()
    a = np.frombuffer(s.get_data(), dtype=np.uint8).reshape(h, stride)[:, :w * 4].reshape(h, w, 4)
    return a[:, :, :3].astype(np.float64)  # B, G, R of an opaque image

def write(rgb, path):
    h, w, _ = rgb.shape
    out = np.zeros((h, w, 4), dtype=np.uint8)
    out[:, :, :3] = np.clip(np.rint(rgb), 0, 255).astype(np.uint8)
    out[:, :, 3] = 255
    s = cairo.ImageSurface.create_for_data(bytearray(out.tobytes()), cairo.FORMAT_ARGB32, w, h, w * 4)
    s.write_to_png(path)

def pixelate(img, x0, y0, x1, y1, b):
    out = img.copy()
    for by in range(y0 // b * b, y1, b):
        for bx in range(x0 // b * b, x1, b):
            ys, ye, xs, xe = max(by, y0), min(by + b, y1), max(bx, x0), min(bx + b, x1)
            if ys < ye and xs < xe:
                out[ys:ye, xs:xe] = img[ys:ye, xs:xe].reshape(-1, 3).mean(axis=0)
    return out

def blur(img, x0, y0, x1, y1, sigma):
    r = int(np.ceil(4 * sigma))
    k = np.exp(-0.5 * (np.arange(-r, r + 1) / sigma) ** 2)
    k /= k.sum()
    padded = np.pad(img, ((r, r), (r, r), (0, 0)), mode="edge")
    across = sum(k[i] * padded[:, i:i + img.shape[1]] for i in range(2 * r + 1))
    down = sum(k[i] * across[i:i + img.shape[0]] for i in range(2 * r + 1))
    out = img.copy()
    out[y0:y1, x0:x1] = down[y0:y1, x0:x1]
    return out

kind, src, dst = sys.argv[1:4]
x0, y0, x1, y1, size = (int(v) for v in sys.argv[4:9])
img = read(src)
write(pixelate(img, x0, y0, x1, y1, size) if kind == "pixelate" else blur(img, x0, y0, x1, y1, size), dst)
