#!/usr/bin/env python3
"""make-images.py — generate the procedural sample images in Resources/Assets/Images/.

Every image is drawn from scratch with numpy and Pillow (no third-party
content). Output is deterministic: each scene has a fixed seed, so running the
script again reproduces the same pictures.

    python3 Sources/FluidPlayground/Resources/Assets/Images/make-images.py            # writes next to this file
    python3 Sources/FluidPlayground/Resources/Assets/Images/make-images.py -o DIR     # or into DIR
    python3 Sources/FluidPlayground/Resources/Assets/Images/make-images.py alpine-dusk city-night   # only some

Portrait cards are 600 x 800, the panorama is 1200 x 600; all are opaque 8-bit
RGB PNGs (sRGB, with an sRGB chunk). Gradients get a mild 4x4 ordered dither
(+-0.5 LSB) against banding; there is no random per-pixel noise, which keeps the
files small.

Needs: numpy, Pillow (pip install numpy pillow).
"""

from __future__ import annotations

import argparse
import os
import sys

try:
    import numpy as np
    from PIL import Image
    from PIL.PngImagePlugin import PngInfo
except ImportError:  # pragma: no cover - friendly message for a missing dependency
    sys.exit("make-images.py needs numpy and Pillow: python3 -m pip install numpy pillow")

PORTRAIT = (600, 800)  # (width, height)
PANORAMA = (1200, 600)


# --------------------------------------------------------------------------
# Small toolkit
# --------------------------------------------------------------------------

def hexc(s: str) -> np.ndarray:
    s = s.lstrip("#")
    return np.array([int(s[i:i + 2], 16) / 255.0 for i in (0, 2, 4)], dtype=np.float32)


def smoothstep(e0, e1, x):
    t = np.clip((x - e0) / (e1 - e0), 0.0, 1.0)
    return t * t * (3.0 - 2.0 * t)


def mix(a, b, t):
    t = np.asarray(t, dtype=np.float32)
    if t.ndim == 2:
        t = t[..., None]
    return a + (b - a) * t


def grid(w, h):
    y, x = np.mgrid[0:h, 0:w].astype(np.float32)
    return x, y


def ramp(t, stops):
    """Map t (any shape) through colour stops [(pos, '#rrggbb'), ...] -> (..., 3)."""
    t = np.asarray(t, dtype=np.float32)
    pos = np.array([p for p, _ in stops], dtype=np.float32)
    cols = np.stack([hexc(c) for _, c in stops])
    out = np.empty(t.shape + (3,), dtype=np.float32)
    for k in range(3):
        out[..., k] = np.interp(t, pos, cols[:, k])
    return out


def vgradient(w, h, stops, y0=0.0, y1=None):
    """Vertical gradient over rows y0..y1 (pixels) using colour stops."""
    y1 = h if y1 is None else y1
    t = (np.arange(h, dtype=np.float32) - y0) / max(1.0, (y1 - y0))
    col = ramp(np.clip(t, 0, 1), stops)  # (h, 3)
    return np.repeat(col[:, None, :], w, axis=1)


class Noise:
    """Seeded 2-D value noise with quintic interpolation, plus fBm helpers."""

    def __init__(self, seed: int):
        rng = np.random.default_rng(seed)
        self.perm = np.concatenate([rng.permutation(256)] * 2).astype(np.int64)
        self.vals = rng.random(256).astype(np.float32)

    def _h(self, ix, iy):
        return self.vals[self.perm[(self.perm[ix & 255] + iy) & 255]]

    def value(self, x, y):
        x = np.asarray(x, dtype=np.float32)
        y = np.asarray(y, dtype=np.float32)
        xi = np.floor(x).astype(np.int64)
        yi = np.floor(y).astype(np.int64)
        xf = x - xi
        yf = y - yi
        u = xf * xf * xf * (xf * (xf * 6 - 15) + 10)
        v = yf * yf * yf * (yf * (yf * 6 - 15) + 10)
        a = self._h(xi, yi)
        b = self._h(xi + 1, yi)
        c = self._h(xi, yi + 1)
        d = self._h(xi + 1, yi + 1)
        return (a + (b - a) * u) + ((c + (d - c) * u) - (a + (b - a) * u)) * v

    def fbm(self, x, y, octaves=5, lacunarity=2.0, gain=0.5):
        total = 0.0
        amp = 1.0
        norm = 0.0
        x = np.asarray(x, dtype=np.float32)
        y = np.asarray(y, dtype=np.float32)
        for o in range(octaves):
            # offset every octave so lattice points don't line up
            total = total + amp * self.value(x + 17.3 * o, y - 31.7 * o)
            norm += amp
            x = x * lacunarity
            y = y * lacunarity
            amp *= gain
        return total / norm

    def line(self, n, scale, octaves=5, gain=0.5, row=0.0):
        """1-D fBm over n samples (0..1)."""
        x = np.arange(n, dtype=np.float32) / scale
        return self.fbm(x, np.full_like(x, row), octaves=octaves, gain=gain)


def fill_below(img, profile, color, soft=1.0):
    """Paint `color` (3-vector or HxWx3) below the curve y = profile[x]."""
    h, w, _ = img.shape
    y = np.arange(h, dtype=np.float32)[:, None]
    m = np.clip((y - profile[None, :]) / soft + 0.5, 0.0, 1.0)
    return mix(img, color, m), m


def add_glow(img, cx, cy, radius, color, strength=1.0, power=2.0):
    h, w, _ = img.shape
    x, y = grid(w, h)
    d = np.sqrt((x - cx) ** 2 + (y - cy) ** 2) / radius
    g = strength / (1.0 + d ** power)
    return img + g[..., None] * color


def disc_mask(w, h, cx, cy, r, soft=1.0):
    x, y = grid(w, h)
    d = np.sqrt((x - cx) ** 2 + (y - cy) ** 2)
    return np.clip((r - d) / soft + 0.5, 0.0, 1.0)


def stars(img, rng, count, ymax, bright=(0.35, 1.0), mask=None):
    h, w, _ = img.shape
    xs = rng.uniform(0, w - 1, count)
    ys = rng.uniform(0, ymax, count) ** 1.0
    bs = rng.uniform(*bright, count) ** 2.2
    tint = rng.uniform(0, 1, count)
    out = img.copy()
    for x, y, b, t in zip(xs, ys, bs, tint):
        ix, iy = int(x), int(y)
        col = mix(hexc("#ffe9c8"), hexc("#cfe0ff"), t) * b
        if mask is not None and mask[iy, ix] < 0.5:
            continue
        out[iy, ix] += col
        if b > 0.55:  # a soft cross for the brightest few
            for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                jx, jy = ix + dx, iy + dy
                if 0 <= jx < w and 0 <= jy < h:
                    out[jy, jx] += col * 0.35
    return out


def spruce(mask, cx, base_y, height, half_w, tiers=8):
    """Union an anti-aliased spruce silhouette (tip at base_y - height) into mask."""
    h, w = mask.shape
    top = base_y - height
    y0, y1 = max(0, int(top) - 1), min(h, int(base_y) + 2)
    x0, x1 = max(0, int(cx - half_w) - 2), min(w, int(cx + half_w) + 3)
    if y0 >= y1 or x0 >= x1:
        return mask
    yy = np.arange(y0, y1, dtype=np.float32)[:, None]
    xx = np.arange(x0, x1, dtype=np.float32)[None, :]
    f = np.clip((yy - top) / height, 0.0, 1.0)  # 0 at the tip, 1 at the base
    saw = (f * tiers + 0.3) % 1.0  # branches flare out at the bottom of each tier
    hw = half_w * f ** 0.9 * (0.6 + 0.4 * saw ** 1.6)
    hw = np.maximum(hw, 0.8 * (f > 0))
    m = np.clip(hw - np.abs(xx - cx) + 0.5, 0.0, 1.0) * (yy >= top)
    mask[y0:y1, x0:x1] = np.maximum(mask[y0:y1, x0:x1], m)
    return mask


def vignette(img, strength=0.25, power=2.2):
    h, w, _ = img.shape
    x, y = grid(w, h)
    d = np.sqrt(((x - w / 2) / (w / 2)) ** 2 + ((y - h / 2) / (h / 2)) ** 2) / np.sqrt(2)
    return img * (1.0 - strength * d[..., None] ** power)


BAYER4 = (np.array([[0, 8, 2, 10], [12, 4, 14, 6], [3, 11, 1, 9], [15, 7, 13, 5]],
                   dtype=np.float32) + 0.5) / 16.0 - 0.5


def to_image(img: np.ndarray) -> Image.Image:
    h, w, _ = img.shape
    dither = np.tile(BAYER4, (h // 4 + 1, w // 4 + 1))[:h, :w, None]
    px = np.clip(img, 0.0, 1.0) * 255.0 + dither
    return Image.fromarray(np.clip(np.round(px), 0, 255).astype(np.uint8), "RGB")


# --------------------------------------------------------------------------
# Scenes. Each takes (w, h) and returns an HxWx3 float array in 0..1.
# --------------------------------------------------------------------------

def alpine_dusk(w, h):
    """Layered mountain ridges at sunset, violet to amber, with a low sun."""
    n = Noise(101)
    img = vgradient(w, h, [(0.0, "#1d1740"), (0.28, "#4a2a6b"), (0.50, "#b34d6e"),
                           (0.64, "#f08a5d"), (0.74, "#ffc98b")], 0, h * 0.74)
    sun_x, sun_y = w * 0.6, h * 0.49
    img = add_glow(img, sun_x, sun_y, w * 0.16, hexc("#ffb070"), 0.6)
    img = mix(img, hexc("#fff1d0") * 1.5, disc_mask(w, h, sun_x, sun_y, w * 0.05, 1.5))
    # thin high clouds lit from below
    x, y = grid(w, h)
    c = n.fbm(x / 260.0, y / 22.0, 4)
    band = smoothstep(0.55, 0.75, c) * smoothstep(h * 0.12, h * 0.25, y) * (1 - smoothstep(h * 0.36, h * 0.44, y))
    img = mix(img, hexc("#ff9e7a"), band * 0.55)
    layers = [  # base, amplitude, colour at the ridge, colour lower down
        (0.56, 70, "#b0678c", "#c7849a"),
        (0.63, 105, "#82477a", "#9a5c86"),
        (0.72, 130, "#5a3166", "#6c3d70"),
        (0.82, 140, "#35204a", "#402656"),
        (0.93, 120, "#1a1029", "#21142f"),
    ]
    for i, (base, amp, top, bot) in enumerate(layers):
        p = n.line(w, 260.0 - i * 25, octaves=5, gain=0.45, row=7.0 * i + 3)
        ridged = 1.0 - np.abs(2.0 * p - 1.0)  # sharp peaks, rounded valleys
        ridged = (ridged - ridged.min()) / (np.ptp(ridged) + 1e-6)
        profile = base * h - amp * ridged
        col = vgradient(w, h, [(0, top), (1, bot)], profile.min(), base * h + 40)
        img, _ = fill_below(img, profile, col)
        # a little mist in each valley
        img = mix(img, hexc("#e79a93"), 0.22 * smoothstep(base * h - 10, base * h + 60, y) * (1 - smoothstep(base * h + 60, base * h + 140, y)) * (1 - i / 5))
    return vignette(img, 0.3)

def ocean_horizon(w, h):
    """Open sea in the afternoon: blue sky, streaky clouds, sun and a glitter path on the waves."""
    n = Noise(202)
    hor = h * 0.52
    x, y = grid(w, h)
    sky = vgradient(w, h, [(0.0, "#2f6fb6"), (0.6, "#6aa8dc"), (1.0, "#cfe6f5")], 0, hor)
    # cumulus clouds (domain-warped fBm), flattened towards the horizon
    yy = np.maximum(hor - y, 1.0)
    persp = 1.0 + 3.0 * (1.0 - yy / hor)
    wx = x / 170.0 + 0.6 * n.fbm(x / 300.0, y / 300.0, 3)
    d = n.fbm(wx, (y * persp) / 90.0 + 5.0, 6)
    cloud = smoothstep(0.52, 0.72, d) * smoothstep(hor * 0.05, hor * 0.45, y) * (1 - smoothstep(hor * 0.85, hor, y))
    shade = n.fbm(wx, (y * persp + 14) / 90.0 + 5.0, 6)
    lit = np.clip(0.82 + (d - shade) * 2.5, 0.65, 1.0)
    sky = mix(sky, hexc("#ffffff") * lit[..., None], cloud * 0.92)
    sun_x, sun_y = w * 0.62, hor * 0.42
    sky = add_glow(sky, sun_x, sun_y, w * 0.12, hexc("#fff3da"), 0.55)
    sky = mix(sky, hexc("#fffaf0") * 1.5, disc_mask(w, h, sun_x, sun_y, 15, 1.2))
    # sea: sample wave noise on the water plane in perspective
    depth = np.clip((y - hor) / (h - hor), 0.0, 1.0)
    sea = ramp(depth, [(0.0, "#7eaed0"), (0.08, "#3b7fae"), (0.5, "#1b5584"), (1.0, "#0d3a5f")])
    dy = np.maximum(y - hor, 0.7)
    Z = 90.0 / dy  # distance on the water
    X = (x - w / 2) * Z / 260.0
    fade = np.exp(-Z / 25.0)  # detail fades with distance (no aliasing at the horizon)
    w1 = n.fbm(X * 0.45, Z * 1.4, 5)
    w2 = n.fbm(X * 0.45, (Z - 0.05) * 1.4, 5)
    facing = np.clip((w1 - w2) * 14.0, -1, 1) * fade  # >0: wave face tilted towards the sky
    sea = sea * (1.0 + 0.28 * facing)[..., None]
    sea = mix(sea, hexc("#9cc6e4"), 0.25 * np.clip(facing, 0, 1))
    # glitter: a path of bright crests under the sun
    band = np.exp(-((x - sun_x) / (25 + 150 * depth)) ** 2)
    crest = smoothstep(0.25, 0.7, facing / np.maximum(fade, 1e-3) * 0.5) * smoothstep(0.0, 0.05, depth)
    sea = sea + (band * (0.25 + 0.9 * crest) * (1 - 0.7 * depth))[..., None] * hexc("#fff1d2") * 0.8
    sea = sea + (np.exp(-((y - hor) / 3.0) ** 2) * 0.25)[..., None] * hexc("#ffffff")
    img = np.where((y >= hor)[..., None], sea, sky)
    return vignette(img, 0.2)


def desert_dunes(w, h):
    """Backlit sand dunes in perspective: bright crests, long shadowed faces."""
    n = Noise(303)
    ss = 2  # render at 2x and box-filter down: smooth crest lines
    W, H = w * ss, h * ss
    hor = 0.34 * H
    focal = 0.9 * W
    cam_h = 4.6
    img = vgradient(W, H, [(0.0, "#5d93c4"), (0.55, "#a9c9dd"), (0.9, "#f1d9bf"), (1.0, "#f8e2c4")], 0, hor)
    img = add_glow(img, W * 0.2, hor - 0.09 * H, W * 0.1, hexc("#fff1d6"), 0.45)
    img = mix(img, hexc("#fff8ea") * 1.5, disc_mask(W, H, W * 0.2, hor - 0.09 * H, W * 0.035, 2.0))
    haze = hexc("#f1d3b4")

    def height(u, v):
        warp = 3.2 * np.sin(u * 0.21 + 1.3) + 1.6 * np.sin(u * 0.083 - 0.7) + 5.0 * (n.fbm(u * 0.05, v * 0.05, 3) - 0.5)
        p = (v + warp) / 9.0
        t = p - np.floor(p)
        a = 0.3  # steep slip face (t < a) faces the camera, long gentle back slope
        prof = np.where(t < a, (t / a) ** 0.8, (1.0 - (t - a) / (1.0 - a)) ** 1.7)
        amp = 1.6 + 1.6 * n.fbm(u * 0.035 + 3.0, v * 0.035, 3)
        return amp * prof + 0.35 * n.fbm(u * 0.12, v * 0.12, 3)

    steps = 2000
    zs = 1.5 * (120.0 / 1.5) ** (np.arange(steps, dtype=np.float32) / (steps - 1))  # near -> far
    cols = (np.arange(W, dtype=np.float32) - W / 2) / focal
    u = zs[:, None] * cols[None, :]
    v = np.repeat(zs[:, None], W, axis=1)
    hgt = height(u, v)
    e = 0.03
    du = (height(u + e, v) - hgt) / e
    dv = (height(u, v + e) - hgt) / e
    nrm = np.stack([-du, -dv, np.ones_like(du)], -1)
    nrm /= np.linalg.norm(nrm, axis=-1, keepdims=True)
    sun = np.array([-0.8, 0.45, 0.38], dtype=np.float32)
    sun /= np.linalg.norm(sun)
    diff = np.clip(nrm @ sun, 0, 1)
    lit = smoothstep(0.02, 0.45, diff)
    sand = mix(hexc("#8f4f3c") + 0.06 * hexc("#6a86c8"), hexc("#f2a662"), lit)
    sand = sand * (0.85 + 0.3 * diff)[..., None]
    fog = 1.0 - np.exp(-zs / 45.0)
    sand = mix(sand, haze, fog[:, None])
    sy = hor + (cam_h - hgt) * focal / zs[:, None]  # screen row of each sample
    reach = np.minimum.accumulate(sy, axis=0)  # highest row covered so far, front to back
    rows = np.arange(H, dtype=np.float32)
    for xcol in range(W):
        idx = np.searchsorted(-reach[:, xcol], -rows, side="left")  # first step that covers row
        hit = idx < steps
        img[hit, xcol] = sand[idx[hit], xcol]
    img = img.reshape(h, ss, w, ss, 3).mean(axis=(1, 3))
    return vignette(img, 0.25)

def aurora_night(w, h):
    """Green and violet aurora curtains over a snowy, pine-dotted ridge, star field."""
    n = Noise(404)
    rng = np.random.default_rng(404)
    x, y = grid(w, h)
    img = vgradient(w, h, [(0.0, "#02050f"), (0.45, "#071830"), (1.0, "#123f4e")], 0, h * 0.78)
    img = stars(img, rng, 420, h * 0.75)
    for k, (base, amp, width, col_lo, col_hi, gain) in enumerate([
        (0.50, 0.10, 0.26, "#3dff9e", "#8a3cff", 1.0),
        (0.32, 0.07, 0.16, "#35e6b0", "#d24cff", 0.55),
    ]):
        c = n.line(w, 230.0, octaves=4, row=20.0 + 9 * k)
        cy = (base + amp * (c - 0.5) * 3.0) * h
        d = (cy[None, :] - y) / (width * h)  # > 0 above the curtain's lower edge
        body = np.where(d > 0, np.exp(-d * 2.0), np.exp(-((d * 5.0) ** 2)))
        rays = 0.5 + 0.5 * n.fbm(x / 6.0 + c[None, :] * 8.0, y / 400.0, 3)
        along = 0.45 + 0.75 * n.fbm(x / 140.0 + 3.0 * k, np.zeros_like(x) + k, 3)  # brighter folds
        inten = body * rays * along * gain
        colr = mix(hexc(col_lo), hexc(col_hi), smoothstep(0.0, 1.3, d))
        img = img + inten[..., None] * colr * 0.9
        # diffuse glow spilling below the curtain
        img = img + (0.10 * gain * np.exp(-((np.minimum(d, 0) * 2.0) ** 2)) * along)[..., None] * hexc(col_lo)
    # snowy ridge with spruces, lit faintly green by the aurora
    ground = h * 0.80 - 40 * (n.line(w, 260.0, 4, row=50.0) - 0.4) * 2
    mask = np.clip(y - ground[None, :] + 0.5, 0.0, 1.0)
    snow = vgradient(w, h, [(0, "#3b6272"), (1, "#142a36")], ground.min(), h)
    snow = snow + (0.10 * smoothstep(80, 0, y - ground[None, :]))[..., None] * hexc("#4dffb0")
    img = mix(img, snow, mask)
    trees = np.zeros((h, w), dtype=np.float32)
    cx = rng.uniform(0, 12)
    while cx < w:
        if n.fbm(np.float32(cx / 90.0), np.float32(3.0), 2) > 0.42:  # clumps and clearings
            th = rng.uniform(30, 95)
            spruce(trees, cx, ground[int(min(cx, w - 1))] + 6, th, th * 0.2, tiers=int(rng.integers(6, 9)))
        cx += rng.uniform(6, 15)
    img = mix(img, hexc("#06121a"), trees)
    return vignette(img, 0.35)

def misty_pines(w, h):
    """Foggy morning forest: receding layers of spruce silhouettes in mist."""
    n = Noise(505)
    rng = np.random.default_rng(505)
    x, y = grid(w, h)
    fog = hexc("#dfe7e3")
    img = vgradient(w, h, [(0.0, "#a9bcbd"), (0.45, "#d9e3e0"), (1.0, "#e8eee9")], 0, h * 0.7)
    img = add_glow(img, w * 0.68, h * 0.16, w * 0.45, hexc("#fff7e4"), 0.3)
    layers = [  # ground, tree height, spacing, colour, haze
        (0.44, 0.10, 11, "#2f4b45", 0.80),
        (0.52, 0.14, 14, "#2a453f", 0.66),
        (0.62, 0.19, 18, "#243d37", 0.48),
        (0.75, 0.27, 25, "#1d332d", 0.28),
        (0.93, 0.40, 36, "#13241f", 0.06),
    ]
    for i, (gb, th_f, spacing, c, haze) in enumerate(layers):
        ground = gb * h + 22 * (n.line(w, 260.0, 3, row=i * 3.3) - 0.5) * 2
        mask = np.clip(y - ground[None, :] + 0.5, 0.0, 1.0)
        cx = -rng.uniform(0, spacing)
        while cx < w + spacing:
            th = th_f * h * rng.uniform(0.55, 1.0)
            base_y = ground[int(np.clip(cx, 0, w - 1))] + th * 0.05
            spruce(mask, cx, base_y, th, th * rng.uniform(0.16, 0.21), tiers=int(rng.integers(7, 11)))
            cx += spacing * rng.uniform(0.55, 1.25)
        # mist pools at the foot of each layer
        tops = ground - th_f * h
        mist = smoothstep(tops[None, :], ground[None, :] + 25, y) * (0.45 + 0.4 * n.fbm(x / 200.0, y / 35.0 + i * 2.7, 4))
        col = mix(hexc(c), fog, np.clip(haze + (1 - haze) * 0.75 * mist, 0, 1))
        img = mix(img, col, mask)
    return vignette(img, 0.2)

def city_night(w, h):
    """Night skyline: towers with lit windows, crescent moon, city glow."""
    rng = np.random.default_rng(606)
    x, y = grid(w, h)
    img = vgradient(w, h, [(0.0, "#050816"), (0.45, "#111a3e"), (0.8, "#3b2a5e"), (1.0, "#a0506a")], 0, h * 0.72)
    img = stars(img, rng, 160, h * 0.45, bright=(0.3, 0.8))
    # moon
    moon = disc_mask(w, h, w * 0.78, h * 0.14, 26, 1.2) * (1 - disc_mask(w, h, w * 0.78 + 11, h * 0.14 - 7, 24, 1.2))
    img = add_glow(img, w * 0.78, h * 0.14, 60, hexc("#8aa0d0"), 0.25)
    img = mix(img, hexc("#f4efd8"), moon)
    img = add_glow(img, w * 0.5, h * 1.0, w * 0.7, hexc("#ff8a5c"), 0.28)
    for li, (base, hmin, hmax, wmin, wmax, col, win_p, haze) in enumerate([
        (0.70, 0.10, 0.28, 30, 70, "#2a2850", 0.0, 0.0),
        (0.80, 0.12, 0.42, 36, 80, "#1a1836", 0.18, 0.0),
        (1.00, 0.18, 0.50, 50, 110, "#0b0a1a", 0.30, 0.0),
    ]):
        cx = -rng.uniform(0, wmin)
        while cx < w:
            bw = rng.uniform(wmin, wmax)
            bh = h * rng.uniform(hmin, hmax)
            top = base * h - bh
            x0, x1 = int(cx), int(min(w, cx + bw))
            if x1 > 0:
                x0c = max(0, x0)
                shade = rng.uniform(0.85, 1.15)
                tone = vgradient(x1 - x0c, h, [(0, col), (1, "#05040c")], top, h)[int(max(0, top)):, :] * shade
                img[int(max(0, top)):, x0c:x1] = tone
                # roof details: antenna / stepped crown
                if rng.random() < 0.35:
                    ax = int((x0 + x1) / 2)
                    if 0 <= ax < w:
                        img[int(top - rng.uniform(15, 45)):int(top), max(0, ax - 1):ax + 1] = hexc(col) * 0.9
                if win_p > 0:
                    ww, wh, gx, gy = 4, 6, 9, 13
                    for wy in range(int(top) + 10, h - 8, gy):
                        for wx in range(x0 + 6, x1 - 6, gx):
                            if wx < 0:
                                continue
                            if rng.random() < win_p:
                                wc = mix(hexc("#ffd38a"), hexc("#9fd0ff"), rng.random() < 0.2) * rng.uniform(0.55, 1.0)
                                img[wy:wy + wh, wx:wx + ww] = wc
            cx += bw + rng.uniform(-6, 8)
    # low haze between layers
    img = img + (0.10 * smoothstep(h * 0.5, h * 0.75, y) * (1 - smoothstep(h * 0.75, h, y)))[..., None] * hexc("#ff9d7a")
    return vignette(img, 0.3)


def lake_reflection(w, h):
    """Calm alpine lake at dawn: pastel sky, a snow-capped peak and spruce shore mirrored in the water."""
    n = Noise(707)
    hor = int(h * 0.55)
    x, y = grid(w, hor)
    top = vgradient(w, hor, [(0.0, "#8fb4dd"), (0.55, "#e8c6d3"), (1.0, "#fbe3cf")], 0, hor)
    top = add_glow(top, w * 0.3, hor * 0.85, w * 0.4, hexc("#fff0dc"), 0.35)
    # twin peak mountain with snow and lit/shadow faces
    xs = np.arange(w, dtype=np.float32)
    pk = np.maximum(1 - np.abs(xs - w * 0.42) / (w * 0.42), 0) ** 1.2 * 0.62 + \
        np.maximum(1 - np.abs(xs - w * 0.8) / (w * 0.3), 0) ** 1.3 * 0.38
    rough = n.line(w, 60.0, 5, row=1.0) - 0.5
    profile = hor - hor * (0.08 + pk * 0.72 + rough * 0.06)
    slope = np.gradient(profile)
    below = np.maximum(y - profile[None, :], 0)
    xi = np.clip((x + below * 0.6).astype(np.int64), 0, w - 1)
    lit = smoothstep(-0.4, 0.6, -slope[xi] + 0.3 * (n.fbm(x / 25.0, y / 25.0, 3) - 0.5) * 4)
    pmin = profile.min()
    snow = 1 - smoothstep(pmin + 0.10 * hor, pmin + 0.24 * hor, y + 50 * (n.fbm(x / 22.0, y / 40.0, 4) - 0.5))
    rock = mix(hexc("#6a6f8e"), hexc("#b69aa8"), lit)
    snowc = mix(hexc("#a9b4d6"), hexc("#fff4f0"), lit)
    mcol = mix(rock, snowc, snow)
    mcol = mix(mcol, hexc("#cdb8cc"), 0.15)  # aerial haze
    top, _ = fill_below(top, profile, mcol)
    # dark forested shore
    # dark forested shore: a low bank with small spruces
    rng = np.random.default_rng(707)
    bank = hor - 8 - 6 * n.line(w, 80.0, 3, row=9.0)
    shore = np.clip(y - bank[None, :] + 0.5, 0.0, 1.0)
    cx = 0.0
    while cx < w:
        th = rng.uniform(18, 46) * (1.25 if abs(cx - w * 0.2) < 90 else 1.0)
        spruce(shore, cx, bank[int(min(cx, w - 1))] + 2, th, th * 0.2, tiers=6)
        cx += rng.uniform(5, 13)
    top = mix(top, vgradient(w, hor, [(0, "#2d4040"), (1, "#1b2626")], hor - 60, hor), shore)
    img = np.zeros((h, w, 3), dtype=np.float32)
    img[:hor] = top
    # reflection with soft ripples
    ry = np.arange(h - hor, dtype=np.float32)
    src_rows = hor - 1 - ry
    rx, ryy = grid(w, h - hor)
    wob = (n.fbm(rx / 90.0, ryy / 6.0 + 40, 3) - 0.5) * (2 + ryy * 0.05)
    sx = np.clip((rx + wob * 3).astype(np.int64), 0, w - 1)
    sy = np.clip((src_rows[:, None] + wob * 1.5).astype(np.int64), 0, hor - 1)
    refl = top[sy, sx]
    water = vgradient(w, h - hor, [(0, "#b9c8de"), (1, "#35506e")])
    img[hor:] = mix(refl * 0.85, water, 0.25 + 0.45 * (ryy / (h - hor))[..., None])
    img[hor:hor + 1] = mix(img[hor:hor + 1], hexc("#f6efe8"), 0.35)
    return vignette(img, 0.22)


def summer_clouds(w, h):
    """Puffy cumulus clouds in a deep blue sky over a green meadow hill."""
    n = Noise(808)
    rng = np.random.default_rng(808)
    x, y = grid(w, h)
    img = vgradient(w, h, [(0.0, "#1b58b8"), (0.6, "#4a8fe0"), (1.0, "#a9d0f2")], 0, h * 0.72)
    img = add_glow(img, w * 0.95, h * 0.02, w * 0.5, hexc("#ffffff"), 0.2)
    light_dir = np.array([0.45, -0.65, 0.6], dtype=np.float32)  # from the upper right (screen y points down)
    light_dir /= np.linalg.norm(light_dir)
    edge = n.fbm(x / 14.0, y / 14.0, 3) - 0.5
    for cx, base, size in [(0.26, 0.31, 1.0), (0.80, 0.19, 0.75), (0.64, 0.52, 1.2), (0.10, 0.63, 0.65), (0.95, 0.66, 0.55)]:
        puffs = []
        for _ in range(26):
            t = rng.uniform(0.0, 1.0)
            bx = cx * w + (t - 0.5) * 300 * size
            dome = np.sin(np.pi * t) * 110 * size  # taller in the middle
            r = rng.uniform(20, 46) * size * (0.7 + 0.6 * np.sin(np.pi * t))
            by = base * h - r * 0.6 - dome * rng.uniform(0.0, 1.0)
            puffs.append((by, bx, r))
        puffs.sort()  # paint the upper puffs first; lower (nearer) ones overlap them
        for by, bx, r in puffs:
            x0, x1 = int(max(0, bx - r - 3)), int(min(w, bx + r + 4))
            y0, y1 = int(max(0, by - r - 3)), int(min(h, by + r + 4))
            if x0 >= x1 or y0 >= y1:
                continue
            px, py = x[y0:y1, x0:x1], y[y0:y1, x0:x1]
            nx, ny = (px - bx) / r, (py - by) / r
            q = np.sqrt(nx * nx + ny * ny) + 0.35 * edge[y0:y1, x0:x1]
            a = smoothstep(1.0, 0.8, q) * smoothstep(base * h + 4, base * h - 10, py)  # flat cloud base
            nz = np.sqrt(np.clip(1.0 - nx * nx - ny * ny, 0.0, 1.0))
            lam = np.clip(nx * light_dir[0] + ny * light_dir[1] + nz * light_dir[2], 0.0, 1.0)
            low = smoothstep(base * h - 90 * size, base * h, py)  # cloud bases are in shadow
            lightness = np.clip(0.5 + 0.55 * lam - 0.3 * low, 0.0, 1.0)
            col = mix(hexc("#7e90b4"), hexc("#ffffff"), lightness)
            img[y0:y1, x0:x1] = mix(img[y0:y1, x0:x1], col, a)
    # meadow
    xs = np.arange(w, dtype=np.float32)
    far = h * 0.74 - 30 * n.line(w, 300.0, 4, row=3.0)
    img, _ = fill_below(img, far, vgradient(w, h, [(0, "#6f9b5a"), (1, "#4d7a3e")], far.min(), h))
    near = h * 0.80 - 90 * np.sin(np.clip(xs / w, 0, 1) * np.pi * 0.9 + 0.2) * 0.8 - 12 * n.line(w, 120.0, 4, row=8.0)
    grass = vgradient(w, h, [(0, "#8cc152"), (0.4, "#5b9a36"), (1, "#2f6a22")], near.min(), h)
    grass = grass * (0.92 + 0.12 * n.fbm(x / 80.0, y / 12.0, 3))[..., None]
    img, _ = fill_below(img, near, grass)
    return vignette(img, 0.18)

def gradient_blobs(w, h):
    """Abstract mesh-gradient blobs, vivid coral, magenta and electric blue."""
    n = Noise(909)
    x, y = grid(w, h)
    wxp = x + 60 * (n.fbm(x / 300.0, y / 300.0, 3) - 0.5) * 2
    wyp = y + 60 * (n.fbm(x / 300.0 + 7, y / 300.0, 3) - 0.5) * 2
    img = vgradient(w, h, [(0, "#120b3a"), (1, "#1b0f2e")])
    blobs = [(0.25, 0.22, 0.42, "#ff5e62"), (0.80, 0.30, 0.40, "#ff2fa8"), (0.35, 0.62, 0.45, "#3a5bff"),
             (0.78, 0.82, 0.38, "#00d4ff"), (0.10, 0.95, 0.30, "#8a2be2"), (0.60, 0.48, 0.22, "#ffb347")]
    acc = np.zeros_like(img)
    wsum = np.full((h, w), 0.35, dtype=np.float32)
    for bx, by, r, c in blobs:
        d2 = ((wxp - bx * w) ** 2 + (wyp - by * h) ** 2) / (r * w) ** 2
        wgt = np.exp(-d2 * 2.0)
        acc += wgt[..., None] * hexc(c)
        wsum += wgt
    img = (img * 0.35 + acc) / wsum[..., None]
    # soft sheen
    img = img + (0.08 * np.exp(-((y - x * 0.9 - h * 0.15) / 120.0) ** 2))[..., None]
    return img


def nebula(w, h):
    """Deep-space nebula in magenta and cyan with a dense star field."""
    n = Noise(1001)
    rng = np.random.default_rng(1001)
    x, y = grid(w, h)
    img = np.zeros((h, w, 3), dtype=np.float32) + hexc("#04030c")
    wx = x / 260.0 + 1.2 * n.fbm(x / 200.0, y / 200.0, 4)
    wy = y / 260.0 + 1.2 * n.fbm(x / 200.0 + 5.2, y / 200.0 + 1.3, 4)
    a = n.fbm(wx, wy, 6)
    b = n.fbm(wx + 3.1, wy - 2.4, 6)
    # a diagonal band holds most of the gas
    band = np.exp(-(((x - w * 0.5) * 0.8 + (y - h * 0.5) * -0.6) / (w * 0.45)) ** 2)
    gas1 = smoothstep(0.35, 0.8, a) * band
    gas2 = smoothstep(0.45, 0.85, b) * band
    img = img + gas1[..., None] * hexc("#d0307e") * 0.95
    img = img + gas2[..., None] * hexc("#2ab7d6") * 0.75
    img = img + (gas1 * gas2)[..., None] * hexc("#ffd9a0") * 0.9
    dust = smoothstep(0.55, 0.75, n.fbm(wx * 2.0 + 9, wy * 2.0, 4))
    img = img * (1 - 0.55 * dust * band)[..., None]
    img = stars(img, rng, 700, h, bright=(0.2, 0.9))
    for sx, sy, r in [(0.3, 0.35, 16), (0.7, 0.7, 11), (0.55, 0.18, 8)]:
        img = add_glow(img, sx * w, sy * h, r, hexc("#dfe9ff"), 0.9, 2.5)
    return vignette(img, 0.3)


def lavender_fields(w, h):
    """Rows of lavender converging to a sunset horizon with a lone tree."""
    n = Noise(1102)
    x, y = grid(w, h)
    hor = h * 0.48
    img = vgradient(w, h, [(0.0, "#3f4c8a"), (0.5, "#c889a7"), (0.85, "#ffc48a"), (1.0, "#ffe3a8")], 0, hor)
    img = add_glow(img, w * 0.38, hor - 48, w * 0.2, hexc("#ffe6b0"), 0.35)
    img = mix(img, hexc("#fff7dc") * 1.5, disc_mask(w, h, w * 0.38, hor - 48, 22, 1.2))
    # distant hills
    hills = hor - 14 - 20 * n.line(w, 150.0, 4, row=2.0)
    img, _ = fill_below(img, hills, hexc("#7a6a8e"))
    # field rows in perspective
    vx = w * 0.38
    dy = np.maximum(y - hor, 0.5)
    u = (x - vx) / dy  # row coordinate
    rows_per_unit = 2.2
    rows = 0.5 + 0.5 * np.cos(u * 2 * np.pi * rows_per_unit)
    grad_u = np.sqrt(1.0 / dy ** 2 + (x - vx) ** 2 / dy ** 4)
    period_px = 1.0 / (rows_per_unit * grad_u)  # row period in pixels here
    rows = 0.55 + (rows - 0.55) * smoothstep(5.0, 16.0, period_px)  # fade rows out before they alias
    depth = np.clip((y - hor) / (h - hor), 0, 1)
    flower = mix(hexc("#9b7fd1"), hexc("#7446b8"), depth)
    flower = flower * (0.9 + 0.2 * n.fbm(x / (20 + 40 * depth), y / (8 + 20 * depth), 3))[..., None]
    soil = mix(hexc("#6a6458"), hexc("#34382a"), depth)
    field = mix(soil, flower, smoothstep(0.25, 0.65, rows))
    field = mix(field, hexc("#d8a8b8"), (1 - smoothstep(0, 0.25, depth)) * 0.45)  # haze
    field = field + (0.25 * np.exp(-((x - vx) / (w * 0.3)) ** 2) * (1 - depth))[..., None] * hexc("#ffd8a0")
    img, _ = fill_below(img, np.full(w, hor), field)
    # lone tree on the horizon
    tx, ty = w * 0.72, hor + 2
    crown = disc_mask(w, h, tx, ty - 42, 24, 1.0)
    crown = np.maximum(crown, disc_mask(w, h, tx - 16, ty - 34, 16, 1.0))
    crown = np.maximum(crown, disc_mask(w, h, tx + 17, ty - 33, 15, 1.0))
    trunk = ((np.abs(x - tx) < 2.5) & (y > ty - 30) & (y < ty + 1)).astype(np.float32)
    img = mix(img, hexc("#2c2236"), np.maximum(crown, trunk))
    return vignette(img, 0.25)


def tropical_shallows(w, h):
    """Aerial view of a beach: sand, foam lines, turquoise shallows, deep blue."""
    n = Noise(1203)
    x, y = grid(w, h)
    # distance from shore line (diagonal, wobbly)
    t = (y * 0.85 + x * 0.35) / h
    warp = 0.06 * (n.fbm(x / 160.0, y / 160.0, 4) - 0.5) * 2
    s = t + warp
    shore = 0.42
    sea = ramp(np.clip((s - shore) / 0.75, 0, 1),
               [(0.0, "#bff3e6"), (0.12, "#5fe0d2"), (0.35, "#1bb3c8"), (0.7, "#0a6f9e"), (1.0, "#05406b")])
    sand = ramp(np.clip((shore - s) / 0.4, 0, 1), [(0.0, "#e2cfa4"), (0.1, "#f1e2bf"), (1.0, "#f7ecd2")])
    img = np.where((s > shore)[..., None], sea, sand)
    # wet sand band and foam lines
    wet = np.exp(-((s - shore + 0.012) / 0.012) ** 2)
    img = mix(img, hexc("#cdb98e"), wet * 0.6)
    for off, amp in [(0.0, 1.0), (0.035, 0.6), (0.075, 0.35)]:
        wob = 0.008 * (n.fbm(x / 40.0 + off * 50, y / 40.0, 3) - 0.5) * 2
        line = np.exp(-((s - shore - off + wob) / 0.0045) ** 2)
        brk = smoothstep(0.35, 0.6, n.fbm(x / 30.0 + off * 90, y / 30.0, 3))
        img = mix(img, hexc("#ffffff"), line * amp * (0.55 + 0.45 * brk))
    # soft sandbar / reef shadows in the water
    reef = smoothstep(0.55, 0.75, n.fbm(x / 120.0 + 4, y / 120.0, 5)) * smoothstep(shore + 0.1, shore + 0.3, s)
    img = mix(img, hexc("#0e7f8f"), reef * 0.45)
    return vignette(img, 0.15)


def red_canyon(w, h):
    """Banded red sandstone canyon walls framing a bright sky, a far mesa and a winding teal river."""
    n = Noise(1304)
    x, y = grid(w, h)
    img = vgradient(w, h, [(0.0, "#9fd3f5"), (1.0, "#fef4e4")], 0, h * 0.5)
    # far wall (hazy) across the middle, then left and right walls closing in
    far = h * 0.42 - 60 * n.line(w, 90.0, 5, row=1.0)
    strata = 0.5 + 0.5 * np.sin(y / 9.0 + 3 * n.fbm(x / 200.0, y / 50.0, 3))
    farc = mix(hexc("#e8a07a"), hexc("#f0b894"), strata) * 0.95
    img, _ = fill_below(img, far, farc)
    # canyon floor with a river winding towards the viewer
    floor_y = h * 0.56 + 12 * (n.line(w, 140.0, 3, row=4.0) - 0.5)
    img, _ = fill_below(img, floor_y, vgradient(w, h, [(0, "#e4b48c"), (1, "#b5774f")], h * 0.55, h))
    d = np.clip((y - h * 0.56) / (h * 0.44), 0, 1)
    xr = w * 0.5 + (30 + 90 * d) * np.sin(d * 5.0 + 0.8)
    half = 3 + 95 * d ** 1.4
    river = np.clip(half - np.abs(x - xr) + 0.5, 0, 1) * (y > floor_y[None, :] + 2)
    rcol = mix(hexc("#a6d8d4"), hexc("#2f8d8c"), d)
    img = mix(img, rcol, river)
    img = mix(img, hexc("#f2d9b8"), np.clip(half + 4 - np.abs(x - xr), 0, 1) * (1 - river) * (y > floor_y[None, :] + 2) * 0.6)
    ys = np.arange(h, dtype=np.float32)
    left_edge = w * (0.18 + 0.16 * np.sin(ys / h * 3.3 + 0.4)) + 40 * (n.line(h, 70.0, 5, row=5.0) - 0.5)
    right_edge = w * (0.80 - 0.14 * np.sin(ys / h * 2.7 + 1.1)) + 40 * (n.line(h, 70.0, 5, row=9.0) - 0.5)
    left_edge = left_edge + np.clip((ys - h * 0.5) / (h * 0.5), 0, 1) * w * 0.12
    right_edge = right_edge - np.clip((ys - h * 0.5) / (h * 0.5), 0, 1) * w * 0.12
    bands = 0.5 + 0.5 * np.sin(y / 6.5 + 4 * n.fbm(x / 150.0, y / 40.0, 4))
    rock_lit = mix(hexc("#c4502c"), hexc("#e67a43"), bands)
    rock_dark = mix(hexc("#5a1e18"), hexc("#7b2b1e"), bands)
    lm = np.clip(left_edge[:, None] - x + 0.5, 0, 1)
    rm = np.clip(x - right_edge[:, None] + 0.5, 0, 1)
    # left wall faces the sun (lit near its edge), right wall in shade with bounce light
    ldist = np.clip((left_edge[:, None] - x) / 120.0, 0, 1)
    rdist = np.clip((x - right_edge[:, None]) / 160.0, 0, 1)
    lcol = mix(rock_lit, rock_dark, ldist ** 0.6)
    rcol = mix(mix(rock_dark, hexc("#b0472a"), 0.35), rock_dark * 0.7, rdist)
    img = mix(img, lcol, lm)
    img = mix(img, rcol, rm)
    # warm bounce light at the bottom
    img = img + (0.18 * smoothstep(h * 0.55, h, y))[..., None] * hexc("#ff9a55")
    return vignette(img, 0.35)


def bokeh_lights(w, h):
    """Out-of-focus city lights at dusk: warm and cool bokeh discs on deep plum."""
    rng = np.random.default_rng(1405)
    x, y = grid(w, h)
    img = vgradient(w, h, [(0.0, "#0b0c26"), (0.55, "#241238"), (1.0, "#3a1533")])
    # large diffuse glows behind the discs (street light haze)
    for gx, gy, gr, gc in [(0.25, 0.75, 0.45, "#ff7a45"), (0.8, 0.55, 0.4, "#c23c8a"), (0.55, 0.2, 0.35, "#2d4fb0")]:
        img = add_glow(img, gx * w, gy * h, gr * w, hexc(gc), 0.22, 2.5)
    palette = ["#ffb347", "#ff6f61", "#ffd27f", "#7fd1ff", "#c38bff", "#ff8fc7", "#ffe3a3"]
    lights = []
    for _ in range(75):
        cy = h * rng.beta(2.2, 1.6)  # more lights lower in the frame
        cx = rng.uniform(-30, w + 30)
        r = rng.uniform(12, 58) * (0.55 + 0.7 * cy / h)
        lights.append((r, cx, cy))
    lights.sort(reverse=True)  # big faint discs first, small bright ones on top
    for r, cx, cy in lights:
        c = hexc(palette[rng.integers(len(palette))])
        a = rng.uniform(0.16, 0.34) * (1.0 + 0.8 * (1.0 - r / 70.0))
        x0, x1 = int(max(0, cx - r - 2)), int(min(w, cx + r + 3))
        y0, y1 = int(max(0, cy - r - 2)), int(min(h, cy + r + 3))
        if x0 >= x1 or y0 >= y1:
            continue
        d = np.sqrt((x[y0:y1, x0:x1] - cx) ** 2 + (y[y0:y1, x0:x1] - cy) ** 2) / r
        disc = np.clip((1.0 - d) * r / 1.8, 0, 1)  # anti-aliased edge
        rim = 0.7 + 0.3 * smoothstep(0.6, 1.0, d)  # slightly brighter rim, like a real lens
        img[y0:y1, x0:x1] += (disc * rim * a)[..., None] * c
    img = img / (1.0 + 0.4 * np.maximum(img - 0.75, 0))  # soft highlight roll-off
    return vignette(img, 0.35)

def wide_panorama(w, h):
    """Panorama: misty teal mountain ranges under a pale morning sun, reflected in a still lake."""
    n = Noise(1506)
    x, y = grid(w, h)
    hor = h * 0.68
    img = vgradient(w, h, [(0.0, "#1f3f63"), (0.5, "#5b8ba6"), (0.85, "#f0c9a2"), (1.0, "#ffe2b8")], 0, hor)
    sun_x, sun_y = w * 0.3, h * 0.27
    img = add_glow(img, sun_x, sun_y, w * 0.08, hexc("#ffd49a"), 0.7)
    img = mix(img, hexc("#fff6e2") * 1.5, disc_mask(w, h, sun_x, sun_y, 18, 1.2))
    top = img.copy()
    layers = [(0.44, 80, "#86a9b8"), (0.52, 95, "#628b9b"), (0.60, 85, "#426b79"), (0.67, 55, "#29505b")]
    for i, (base, amp, c) in enumerate(layers):
        p = n.line(w, 240.0 - 30 * i, 5, gain=0.5, row=6.0 * i)
        ridged = 1.0 - np.abs(2.0 * p - 1.0)
        ridged = (ridged - ridged.min()) / (np.ptp(ridged) + 1e-6)
        profile = np.minimum(base * h - amp * ridged, hor)
        col = mix(hexc(c), hexc("#f4d9bd"), 0.3 * smoothstep(w * 0.5, 0, np.abs(x - sun_x)) * (1 - i / 4))
        top, _ = fill_below(top, profile, col)
        fog = smoothstep(35, 0, np.abs(y - (base * h + 10))) * 0.45
        top = mix(top, hexc("#e6ecea"), fog * n.fbm(x / 160.0, y / 30.0 + i, 3))
    img = top.copy()
    hr = int(hor)
    ry = np.arange(h - hr, dtype=np.float32)
    wob = (n.fbm(x[hr:] / 150.0, y[hr:] / 4.0, 3) - 0.5) * (0.5 + ry[:, None] * 0.03)
    sy = np.clip((hr - 1 - ry[:, None] + wob * 2).astype(np.int64), 0, hr - 1)
    sx = np.clip((x[hr:] + wob * 3).astype(np.int64), 0, w - 1)
    water = vgradient(w, h - hr, [(0, "#a9c1c9"), (1, "#1f3a48")])
    img[hr:] = mix(top[sy, sx] * 0.92, water, 0.15 + 0.55 * (ry / (h - hr))[:, None])
    img[hr:hr + 2] = mix(img[hr:hr + 2], hexc("#eef1ee"), 0.3)
    return vignette(img, 0.2)


SCENES = [
    # name, size, function
    ("alpine-dusk", PORTRAIT, alpine_dusk),
    ("ocean-horizon", PORTRAIT, ocean_horizon),
    ("desert-dunes", PORTRAIT, desert_dunes),
    ("aurora-night", PORTRAIT, aurora_night),
    ("misty-pines", PORTRAIT, misty_pines),
    ("city-night", PORTRAIT, city_night),
    ("lake-reflection", PORTRAIT, lake_reflection),
    ("summer-clouds", PORTRAIT, summer_clouds),
    ("gradient-blobs", PORTRAIT, gradient_blobs),
    ("nebula", PORTRAIT, nebula),
    ("lavender-fields", PORTRAIT, lavender_fields),
    ("tropical-shallows", PORTRAIT, tropical_shallows),
    ("red-canyon", PORTRAIT, red_canyon),
    ("bokeh-lights", PORTRAIT, bokeh_lights),
    ("wide-panorama", PANORAMA, wide_panorama),
]


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("names", nargs="*", help="only these scenes (default: all)")
    ap.add_argument("-o", "--out", default=os.path.dirname(os.path.abspath(__file__)), help="output folder")
    args = ap.parse_args(argv)
    known = {name for name, _, _ in SCENES}
    unknown = [n for n in args.names if n not in known]
    if unknown:
        ap.error(f"unknown scene(s): {', '.join(unknown)}; known: {', '.join(sorted(known))}")
    os.makedirs(args.out, exist_ok=True)
    for name, (w, h), fn in SCENES:
        if args.names and name not in args.names:
            continue
        arr = fn(w, h).astype(np.float32)
        assert arr.shape == (h, w, 3), (name, arr.shape)
        im = to_image(arr)
        path = os.path.join(args.out, f"{name}.png")
        # an sRGB chunk (rendering intent 0, perceptual) marks the colour space;
        # no timestamps or text chunks, so the bytes are reproducible
        info = PngInfo()
        info.add(b"sRGB", b"\x00")
        im.save(path, format="PNG", optimize=True, pnginfo=info)
        print(f"[make-images] {name}.png  {w}x{h}  {os.path.getsize(path) / 1024:.0f} KB")


if __name__ == "__main__":
    main()
